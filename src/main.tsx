import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { boot } from './app/boot.ts';
import { navigateFromOutside } from './app/navigator.tsx';
import { prefetchScreenData } from './app/screen-data.ts';
import { preloadScreen } from './app/screens.tsx';
import { readMerchantConfig, setMerchant } from './config/merchant.ts';
import { languageState } from './i18n/i18n.ts';
import './ui/global.css';

const merchant = readMerchantConfig();
setMerchant(merchant);
preloadScreen(window.location.pathname);
await boot(merchant, navigateFromOutside, () => prefetchScreenData(window.location.pathname, merchant, languageState.code));

const root = document.getElementById('root');
if (root === null) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App merchant={merchant} />
  </StrictMode>,
);
