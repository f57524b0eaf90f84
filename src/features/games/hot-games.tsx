/** Hot games (R4-31): the preloaded hot list, optionally filtered by vendor or category, without paging. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../api/games.ts';
import { loadHotGames, useGamesState } from '../../state/games-store.ts';
import { GameGrid } from './game-grid.tsx';
import { useListLanguage } from './hooks.ts';

interface HotGamesProps {
  vendor?: string | undefined;
  /** Display categories to keep (undefined keeps all). */
  categories?: readonly string[] | undefined;
  /** Keeps only the games of this classify code (arcade and crash pages). */
  classify?: string | undefined;
  label?: string;
}

export function useHotGames(): { games: Game[]; loading: boolean; failed: boolean; loaded: boolean; reload: () => void } {
  const language = useListLanguage();
  const { hotGames, hot } = useGamesState();
  useEffect(() => {
    void loadHotGames(language);
  }, [language]);
  return { games: hotGames as Game[], loading: hot === 'loading' || hot === 'idle', failed: hot === 'failed', loaded: hot === 'ready' || hot === 'failed', reload: () => void loadHotGames(language) };
}

export function HotGames({ vendor, categories, classify, label }: HotGamesProps) {
  const { t } = useTranslation('lobby');
  const hot = useHotGames();
  const games = hot.games.filter((g) => (vendor === undefined || vendor === '' || g.vassalage === vendor) && (categories === undefined || categories.includes(g.category))
    && (classify === undefined || g.gameClassifyNew === classify));
  return <GameGrid list={{ ...hot, games, loadMore: noop }} label={label ?? t('hot_games')} />;
}

const noop = (): void => {};
