// Public face of the navigation feature: the frame's drawer, footer bar, mid navigation and popups.
export { FooterBar } from './footer-bar.tsx';
export { MidNav } from './mid-nav.tsx';
export { DownloadPopup, DrawerPanel, prefetchPanels, ReferralDialog } from './panels.tsx';
