/** What the frame's drawer needs from the lobby (SPEC 2.2): the category list and opening one. */
import { useEffect } from 'react';
import { gamesStore, loadVendorSetup, selectHomeCategory, useGamesState } from '../../state/games-store.ts';
import { sessionStore } from '../../state/session-store.ts';
import { canSelectCategory, FAV, type GameCategory } from '../../state/vendor-setup.ts';

/** FAV first, then the categories in the server's order after the vendor-setup transforms (R4-43, R4-44). */
export function useGameCategories(): readonly GameCategory[] {
  const { categories } = useGamesState();
  useEffect(() => {
    void loadVendorSetup();
  }, []);
  return [{ code: FAV, vendors: [] }, ...(categories as GameCategory[])];
}

/** Opens a category in the home menu: a guest choosing FAV goes to /m/login; from elsewhere it goes to /m/home (SPEC 2.2). */
export function openCategory(code: string, navigate: (path: string) => void): void {
  if (code === FAV && sessionStore.session === undefined) {
    navigate('/m/login');
    return;
  }
  if (canSelectCategory(code, gamesStore.categories)) selectHomeCategory(code);
  navigate('/m/home');
}
