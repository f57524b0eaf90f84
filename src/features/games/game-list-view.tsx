/** One paged game list query (R7-35) shown as a grid; a new query starts again at page 1. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '../../api/games.ts';
import { fetchGameListWaiting } from './game-list-fetch.ts';
import { GameGrid } from './game-grid.tsx';
import { useListLanguage } from './hooks.ts';
import { type PageFetcher, usePagedGames } from './use-paged-games.ts';

export interface GameListViewProps {
  gameType: GameType;
  pageSize: number;
  vendor?: string | undefined;
  search?: string | undefined;
  filter?: string | undefined;
  jackpotFirst?: number;
  label?: string;
  /** Home: pages loaded by scrolling before a Load more button (see GameGrid). */
  scrollPages?: number | undefined;
}

export function GameListView({ gameType, pageSize, vendor = '', search = '', filter = '', jackpotFirst = 0, label, scrollPages }: GameListViewProps) {
  const { t } = useTranslation('lobby');
  const language = useListLanguage();
  const fetcher = useMemo<PageFetcher>(() => async (pageNo, signal) => {
    const page = await fetchGameListWaiting({ gameType, pageNo, pageSize, language, vassalage: vendor, gameClassify: filter, gameName: search }, { quiet: true, signal });
    return { items: page.games, pageNum: page.pageNum, totalPages: page.totalPages };
  }, [gameType, pageSize, language, vendor, filter, search]);
  const list = usePagedGames(`${gameType}|${vendor}|${filter}|${search}|${language}|${pageSize}`, fetcher);
  return <GameGrid list={list} label={label ?? t('game_list')} jackpotFirst={jackpotFirst} scrollPages={scrollPages} />;
}
