/**
 * The lobby's game grid: windowed tiles, loading and empty states, retry after a failure (R8-15, R8-17).
 * With `scrollPages` (home) the grid loads by scrolling (R9-12) only until it holds that many pages; each
 * further page waits for the Load more button, so what follows the grid (the compliance footer) can be reached.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../api/games.ts';
import { getMerchant } from '../../config/merchant.ts';
import { loadFavouriteIds, useFavouriteIds } from '../../state/favourites-store.ts';
import { markPageReady } from '../../state/page-ready.ts';
import { useSession } from '../../state/session-store.ts';
import { VirtualGrid } from '../../ui/virtual-grid.tsx';
import { GameCard, useTileActions } from './game-card.tsx';
import styles from './games.module.css';
import type { PagedGames } from './use-paged-games.ts';

interface GameGridProps {
  list: Pick<PagedGames, 'games' | 'loading' | 'failed' | 'loaded' | 'loadMore' | 'reload'> & Partial<Pick<PagedGames, 'hasMore' | 'pages'>>;
  label: string;
  /** R2.3-13: the jackpot shows on this many first games (home only). */
  jackpotFirst?: number;
  emptyText?: string;
  columns?: number;
  /** Pages loaded by scrolling before a Load more button asks for each next one (home: limits.homeScrollPages). */
  scrollPages?: number | undefined;
}

const CAPTION = 44;
const gameKey = (g: Game): string => String(g.nodeId);

export function GameGrid({ list, label, jackpotFirst = 0, emptyText, columns = 3, scrollPages }: GameGridProps) {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const ids = useFavouriteIds();
  const token = session?.token;
  useEffect(() => {
    if (token !== undefined) void loadFavouriteIds(token); // stars need the member's favourite ids (R4-41)
  }, [token]);
  // The first games on screen are the page's main content: work waiting for it (drawer chunks, the popup) may start.
  const shown = list.games.length > 0;
  useEffect(() => {
    if (shown) markPageReady();
  }, [shown]);
  const favourites = useMemo(() => new Set(session === undefined ? [] : ids), [session, ids]);
  // Stable while nothing a tile shows changes, so an appended page re-renders no mounted row.
  const actions = useTileActions();
  // Every mounted tile loads its picture at once: the grid mounts only rows near the viewport, so the
  // browser's lazy loading would only add an intersection check per picture on every scrolled frame.
  const renderItem = useCallback((game: Game, index: number) => (
    <GameCard actions={actions} game={game} favourite={favourites.has(String(game.nodeId))} showJackpot={index < jackpotFirst} eager />
  ), [actions, favourites, jackpotFirst]);
  const byButton = scrollPages !== undefined && list.hasMore === true && (list.pages ?? 0) >= scrollPages;
  return (
    <div className={styles.gridWrap} aria-busy={list.loading}>
      {list.games.length > 0 && (
        <VirtualGrid<Game>
          items={list.games}
          columns={columns}
          captionHeight={CAPTION}
          label={label}
          getKey={gameKey}
          onNearEnd={byButton ? undefined : list.loadMore}
          threshold={getMerchant().constants.limits.scrollLoadThresholdPx}
          renderItem={renderItem}
        />
      )}
      {list.loading && <p className={styles.status} role="status">{t('loading')}</p>}
      {/* Kept while its page loads, so focus stays on it; Pager ignores a press while a page is on its way. */}
      {byButton && !list.failed && (
        <button type="button" className={styles.loadMore} onClick={list.loadMore} aria-disabled={list.loading || undefined}>{t('load_more')}</button>
      )}
      {list.failed && (
        <div className={styles.status} role="alert">
          <p>{t('load_failed')}</p>
          <button type="button" className={styles.secondaryButton} onClick={list.reload}>{t('retry')}</button>
        </div>
      )}
      {list.loaded && !list.loading && !list.failed && list.games.length === 0 && (
        <p className={styles.empty}>{emptyText ?? t('empty')}</p>
      )}
    </div>
  );
}
