import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { type SecurityOverview, securityOverview } from '../../api/security.ts';

export type OverviewState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'ready'; overview: SecurityOverview };

/** The member's security settings from the platform, reloadable, replaced by what a change answers. */
export function useSecurityOverview(): { state: OverviewState; reload: () => void; replace: (overview: SecurityOverview) => void } {
  const [state, setState] = useState<OverviewState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    securityOverview().then(
      (overview) => { if (live) setState({ kind: 'ready', overview }); },
      (error: unknown) => { if (live) setState({ kind: 'failed', error: error instanceof ApiError ? error : new ApiError('UNKNOWN', String(error)) }); },
    );
    return () => { live = false; };
  }, [round]);
  const reload = useCallback(() => { setState({ kind: 'loading' }); setRound((r) => r + 1); }, []);
  const replace = useCallback((overview: SecurityOverview) => setState({ kind: 'ready', overview }), []);
  return { state, reload, replace };
}
