// Public face of the navigation feature, reached lazily (render's registry, the frame's panels): the
// drawer's own item renderers (SPEC 2.2), the referral panel and the download popup.
export { DownloadItem, SignInItem, SignOutItem, TelegramItem } from './drawer-actions.tsx';
export { LanguageItem, SlotSearchItem, ThemeItem } from './drawer-items.tsx';
export { DownloadPopup } from './download-popup.tsx';
export { GameCenterItem } from './game-center-item.tsx';
export { ReferralDialog } from './referral-dialog.tsx';
