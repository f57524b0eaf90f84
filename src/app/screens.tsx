import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { i18next } from '../i18n/i18n.ts';
import { type ScreenName, screenAt } from './route-table.ts';

type Screen = LazyExoticComponent<ComponentType>;

/** The account screens' texts (not bundled: issue 6 point 9) load alongside their chunk, not after it. */
function withAuthTexts<T>(load: () => Promise<T>): () => Promise<T> {
  const started = new Promise<void>((resolve) => {
    if (i18next.isInitialized) resolve();
    else i18next.on('initialized', () => resolve());
  });
  return () => Promise.all([load(), started.then(() => i18next.loadNamespaces('auth'))]).then(([module]) => module);
}

/** The screen modules; the browser keeps each once loaded, so an early call costs nothing later. */
const LOADERS = {
  home: () => import('../render/home-screen.tsx'),
  login: withAuthTexts(() => import('../features/auth/login-screen.tsx')),
  trail: withAuthTexts(() => import('../features/auth/trial-screen.tsx')),
  register: withAuthTexts(() => import('../features/register/register-screen.tsx')),
  forget: withAuthTexts(() => import('../features/password/forget-screen.tsx')),
  changePsw: withAuthTexts(() => import('../features/password/change-password-screen.tsx')),
  set: withAuthTexts(() => import('../features/settings/settings-screen.tsx')),
  customer: () => import('../features/customer/customer-screen.tsx'),
  category: () => import('../features/games/category-screen.tsx'),
  gameCenter: () => import('../features/games/game-center-screen.tsx'),
  gameList: () => import('../features/games/game-list-screen.tsx'),
  categoryTitle: () => import('../features/games/category-title-screen.tsx'),
} as const;

/** Each screen of SPEC 2.14 is its own lazy chunk (DESIGN 4): app imports screen files directly. */
export const SCREENS: Partial<Record<ScreenName, Screen>> = {
  home: lazy(() => LOADERS.home().then((m) => ({ default: m.HomeScreen }))),
  login: lazy(() => LOADERS.login().then((m) => ({ default: m.LoginScreen }))),
  trail: lazy(() => LOADERS.trail().then((m) => ({ default: m.TrialScreen }))),
  register: lazy(() => LOADERS.register().then((m) => ({ default: m.RegisterScreen }))),
  forget: lazy(() => LOADERS.forget().then((m) => ({ default: m.ForgetScreen }))),
  changePsw: lazy(() => LOADERS.changePsw().then((m) => ({ default: m.ChangePasswordScreen }))),
  set: lazy(() => LOADERS.set().then((m) => ({ default: m.SettingsScreen }))),
  customer: lazy(() => LOADERS.customer().then((m) => ({ default: m.CustomerScreen }))),
  category: lazy(() => LOADERS.category().then((m) => ({ default: m.CategoryScreen }))),
  gameCenter: lazy(() => LOADERS.gameCenter().then((m) => ({ default: m.GameCenterScreen }))),
  gameList: lazy(() => LOADERS.gameList().then((m) => ({ default: m.GameListScreen }))),
  categoryTitle: lazy(() => LOADERS.categoryTitle().then((m) => ({ default: m.CategoryTitleScreen }))),
};

/**
 * Starts loading the screen of `pathname` at once, in parallel with boot (config, i18n, system status),
 * instead of after the first render asks for it (speed, issue 6 point 9).
 */
export function preloadScreen(pathname: string): void {
  const screen = screenAt(pathname);
  if (screen !== undefined && screen in LOADERS) void LOADERS[screen as keyof typeof LOADERS]().catch(() => undefined);
}
