/**
 * Favourite games (SPEC 2.3, 4; R4-38..41): the node ids (strings, R3-13) and the first page shown in
 * the favourites strip. Removing updates the local lists at once, then tells the server.
 */
import { proxy, useSnapshot } from 'valtio';
import { addFavourite, fetchFavouriteIds, fetchFavouriteList, type Game, removeFavourite } from '../api/games.ts';
import { getMerchant } from '../config/merchant.ts';

interface FavouritesState {
  ids: string[];
  strip: Game[];
  /** Token the ids were loaded for; a new session loads them again. */
  loadedFor: string | undefined;
}

const initial = (): FavouritesState => ({ ids: [], strip: [], loadedFor: undefined });

export const favouritesStore = proxy<FavouritesState>(initial());

export function resetFavouritesStore(): void {
  Object.assign(favouritesStore, initial());
}

export async function loadFavouriteIds(token: string): Promise<void> {
  if (favouritesStore.loadedFor === token) return;
  favouritesStore.loadedFor = token;
  try {
    const ids = await fetchFavouriteIds(getMerchant().constants.pageSizes.favouriteIds, { quiet: true });
    favouritesStore.ids = ids.map(String);
  } catch {
    favouritesStore.loadedFor = undefined;
  }
}

/** First page of favourites for the strip (R2.3-26), in the given language (R2.3-27). */
export async function loadFavouriteStrip(language: string): Promise<void> {
  try {
    const page = await fetchFavouriteList({ pageNo: 1, pageSize: getMerchant().constants.pageSizes.favourites, language }, { quiet: true });
    favouritesStore.strip = page.content;
  } catch {
    favouritesStore.strip = [];
  }
}

export function isFavourite(nodeId: string): boolean {
  return favouritesStore.ids.includes(String(nodeId));
}

/** R4-38: adding a favourite already held is ignored. */
export async function addToFavourites(game: Game): Promise<'added' | 'ignored'> {
  const id = String(game.nodeId);
  if (favouritesStore.ids.includes(id)) return 'ignored';
  favouritesStore.ids = [id, ...favouritesStore.ids];
  try {
    await addFavourite(id, game.vassalage);
  } catch (error) {
    favouritesStore.ids = favouritesStore.ids.filter((x) => x !== id);
    throw error;
  }
  if (!favouritesStore.strip.some((g) => String(g.nodeId) === id)) favouritesStore.strip = [game, ...favouritesStore.strip];
  return 'added';
}

/** R4-39: local lists first, then the server; a refused call puts the game back. */
export async function removeFromFavourites(game: Game): Promise<void> {
  const id = String(game.nodeId);
  const before = { ids: [...favouritesStore.ids], strip: [...favouritesStore.strip] };
  favouritesStore.ids = favouritesStore.ids.filter((x) => x !== id);
  favouritesStore.strip = favouritesStore.strip.filter((g) => String(g.nodeId) !== id);
  try {
    await removeFavourite(id, game.vassalage);
  } catch (error) {
    favouritesStore.ids = before.ids;
    favouritesStore.strip = before.strip;
    throw error;
  }
}

export function useFavouriteIds(): readonly string[] {
  return useSnapshot(favouritesStore).ids;
}

export function useFavouriteStrip(): readonly Game[] {
  return useSnapshot(favouritesStore).strip as readonly Game[];
}
