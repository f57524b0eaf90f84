/** A paged list of the member's favourites (My collection, the FAV category). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFavouriteList, type GameType } from '../../api/games.ts';
import { getMerchant } from '../../config/merchant.ts';
import { useFavouriteIds } from '../../state/favourites-store.ts';
import { GameGrid } from './game-grid.tsx';
import { useListLanguage } from './hooks.ts';
import { type PageFetcher, usePagedGames } from './use-paged-games.ts';

interface FavouriteGamesProps {
  gameType?: GameType | undefined;
  vendor?: string | undefined;
  /** Keeps only the games of this classify code (arcade and crash pages). */
  classify?: string | undefined;
  /** Home: pages loaded by scrolling before a Load more button (see GameGrid). */
  scrollPages?: number | undefined;
}

export function FavouriteGames({ gameType, vendor, classify, scrollPages }: FavouriteGamesProps) {
  const { t } = useTranslation('lobby');
  const language = useListLanguage();
  const ids = useFavouriteIds();
  const pageSize = getMerchant().constants.pageSizes.favourites;
  const fetcher = useMemo<PageFetcher>(() => async (pageNo, signal) => {
    const page = await fetchFavouriteList({ pageNo, pageSize, language, ...(gameType ? { gameType } : {}), ...(vendor ? { vendor } : {}) }, { quiet: true, signal });
    return { items: page.content, pageNum: page.pageNum, totalPages: page.totalPages };
  }, [pageSize, language, gameType, vendor]);
  const list = usePagedGames(`fav|${gameType ?? ''}|${vendor ?? ''}|${language}`, fetcher);
  // A star removed here leaves the list at once (R4-39).
  const shown = { ...list, games: list.games.filter((g) => ids.includes(String(g.nodeId)) && (classify === undefined || g.gameClassifyNew === classify)) };
  return <GameGrid list={shown} label={t('tabs.fav')} emptyText={t('empty_fav')} scrollPages={scrollPages} />;
}
