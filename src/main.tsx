import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readMerchantConfig, setMerchant } from './config/merchant.ts';
import { initTheme, uiStore } from './state/ui-store.ts';
import { applyThemeTokens } from './ui/theme.ts';
import { subscribeKey } from 'valtio/utils';
import './ui/global.css';

// Boot (DESIGN 4): config -> theme -> app.
const merchant = readMerchantConfig();
setMerchant(merchant);
initTheme(merchant.theme.default);
const paint = (): void => applyThemeTokens(merchant.theme[uiStore.theme], uiStore.theme);
paint();
subscribeKey(uiStore, 'theme', paint);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App merchant={merchant} />
  </StrictMode>,
);
