/** React face of Pager: `key` names the query; a new key starts again at page 1. */
import { startTransition, useEffect, useState } from 'react';
import type { Game } from '../../api/games.ts';
import { getMerchant } from '../../config/merchant.ts';
import { hasMore } from './paging.ts';
import { type PageFetcher, Pager } from './pager.ts';

export type { PageFetcher, PageResult } from './pager.ts';

export interface PagedGames {
  games: Game[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  /** Pages in the list so far. */
  pages: number;
  loaded: boolean;
  loadMore: () => void;
  reload: () => void;
}

export function usePagedGames(key: string, fetcher: PageFetcher | undefined): PagedGames {
  const [pager] = useState(() => new Pager(getMerchant().constants.timings.loadMoreThrottleMs));
  // Pages arrive as transitions: React renders a page of tiles in slices between other work instead
  // of one long task, so scrolling and taps stay responsive while it does (speed).
  const [state, setState] = useState(pager.getState);
  useEffect(() => {
    const update = (): void => startTransition(() => setState(pager.getState()));
    update();
    return pager.subscribe(update);
  }, [pager]);
  useEffect(() => {
    pager.start(fetcher);
    return () => pager.stop();
    // the key names the query; the fetcher is rebuilt with it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pager]);
  return {
    games: state.games, loading: state.loading, failed: state.failed, loaded: state.loaded,
    hasMore: state.loaded && hasMore(state.pageNum, state.totalPages), pages: state.pageNum, loadMore: pager.loadMore, reload: pager.reload,
  };
}
