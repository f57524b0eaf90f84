/**
 * The drawer's slot of the layout registry (registry.tsx): its own items come from the navigation
 * feature, which only the drawer's chunk should load, so they are not in registry.tsx (whose lazy
 * imports the lobby chunk takes in).
 */
import { BAR_ITEMS, fromModule, type NavItemRenderers } from './registry.tsx';

const drawerItems = () => import('../features/navigation/index.ts');

export const DRAWER_ITEMS: NavItemRenderers<'drawer'> = {
  slotSearch: fromModule(drawerItems, (m) => m.SlotSearchItem),
  link: BAR_ITEMS.link,
  referral: BAR_ITEMS.referral,
  gameCenter: fromModule(drawerItems, (m) => m.GameCenterItem),
  signIn: fromModule(drawerItems, (m) => m.SignInItem),
  download: fromModule(drawerItems, (m) => m.DownloadItem),
  customerService: BAR_ITEMS.customerService,
  telegram: fromModule(drawerItems, (m) => m.TelegramItem),
  language: fromModule(drawerItems, (m) => m.LanguageItem),
  theme: fromModule(drawerItems, (m) => m.ThemeItem),
  signOut: fromModule(drawerItems, (m) => m.SignOutItem),
};
