// Public face of the navigation feature: the frame's drawer, footer bar, mid navigation and popups.
export { DownloadPopup } from './download-popup.tsx';
export { DrawerPanel } from './drawer-panel.tsx';
export { FooterBar } from './footer-bar.tsx';
export { MidNav } from './mid-nav.tsx';
export { ReferralDialog } from './referral-dialog.tsx';
