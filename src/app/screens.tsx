import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ScreenName } from './route-table.ts';

type Screen = LazyExoticComponent<ComponentType>;

/** Each screen of SPEC 2.14 is its own lazy chunk (DESIGN 4): app imports screen files directly. */
export const SCREENS: Partial<Record<ScreenName, Screen>> = {
  home: lazy(() => import('../features/home/home-screen.tsx').then((m) => ({ default: m.HomeScreen }))),
  login: lazy(() => import('../features/auth/login-screen.tsx').then((m) => ({ default: m.LoginScreen }))),
  trail: lazy(() => import('../features/auth/trial-screen.tsx').then((m) => ({ default: m.TrialScreen }))),
  register: lazy(() => import('../features/register/register-screen.tsx').then((m) => ({ default: m.RegisterScreen }))),
  forget: lazy(() => import('../features/password/forget-screen.tsx').then((m) => ({ default: m.ForgetScreen }))),
  changePsw: lazy(() => import('../features/password/change-password-screen.tsx').then((m) => ({ default: m.ChangePasswordScreen }))),
  set: lazy(() => import('../features/settings/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen }))),
  customer: lazy(() => import('../features/customer/customer-screen.tsx').then((m) => ({ default: m.CustomerScreen }))),
  category: lazy(() => import('../features/games/category-screen.tsx').then((m) => ({ default: m.CategoryScreen }))),
  gameCenter: lazy(() => import('../features/games/game-center-screen.tsx').then((m) => ({ default: m.GameCenterScreen }))),
  gameList: lazy(() => import('../features/games/game-list-screen.tsx').then((m) => ({ default: m.GameListScreen }))),
  categoryTitle: lazy(() => import('../features/games/category-title-screen.tsx').then((m) => ({ default: m.CategoryTitleScreen }))),
};
