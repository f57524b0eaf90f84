import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { boot } from './app/boot.ts';
import { navigateFromOutside } from './app/navigator.tsx';
import { prefetchScreenData } from './app/screen-data.ts';
import { preloadScreen } from './app/screens.tsx';
import { domainRedirect } from './config/domain-routing.ts';
import { readMerchantConfig, setMerchant } from './config/merchant.ts';
import { languageState } from './i18n/i18n.ts';
import { whenPageIdle } from './state/page-ready.ts';
import { systemStore } from './state/system-store.ts';
import './ui/global.css';

const merchant = readMerchantConfig();
setMerchant(merchant);
preloadScreen(window.location.pathname);
await boot(merchant, navigateFromOutside, () => prefetchScreenData(window.location.pathname, merchant, languageState.code));

// An entry host's home sends the player on (SPEC 9) before anything of the app is drawn.
const away = domainRedirect(window.location, merchant, systemStore.status?.info.domainRoute);
if (away !== undefined) window.location.replace(away);
else render();

function render(): void {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html lacks #root');
  // A transition: the first render is done in slices that leave the main thread free between them
  // (the boot shell stays on screen meanwhile), not in one long task (speed).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App merchant={merchant} />
      </StrictMode>,
    );
  });
}
// The worker's code is not needed for the first view: it loads once the first games are on screen.
if (import.meta.env.PROD) whenPageIdle(() => void import('./app/service-worker.ts').then((worker) => worker.registerServiceWorker()));
