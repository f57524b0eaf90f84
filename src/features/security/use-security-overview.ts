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
  // A new request starts only from the failed state (reload), so no earlier answer can arrive after a later one.
  useEffect(() => {
    securityOverview().then(
      (overview) => setState({ kind: 'ready', overview }),
      // Stryker disable next-line StringLiteral: the client rejects with ApiError only; the fallback keeps the state's type whole
      (error: unknown) => setState({ kind: 'failed', error: error instanceof ApiError ? error : new ApiError('UNKNOWN', String(error)) }),
    );
  }, [round]);
  // Stryker disable next-line ArrayDeclaration: a constant dependency list keeps the same function, as [] does
  const reload = useCallback(() => { setState({ kind: 'loading' }); setRound((r) => r + 1); }, []);
  // Stryker disable next-line ArrayDeclaration: a constant dependency list keeps the same function, as [] does
  const replace = useCallback((overview: SecurityOverview) => setState({ kind: 'ready', overview }), []);
  return { state, reload, replace };
}
