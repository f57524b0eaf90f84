import { isRealMember } from '../../config/member-types.ts';
import { REAL_ACCOUNT_PATHS } from '../../config/routes.ts';
import { sessionStore } from '../../state/session-store.ts';

export type GateResult = { kind: 'go' } | { kind: 'login' } | { kind: 'reject' };

/**
 * SPEC 5, 6: for the targets only real accounts may open (the route table's realAccountOnly screens; D23 pages
 * behind the free-account check) a guest goes to login, a trial or other non-real account is rejected.
 */
export function gateFor(to: string, type = sessionStore.session?.type): GateResult {
  const path = to.split('?')[0] ?? to;
  if (!REAL_ACCOUNT_PATHS.includes(path)) return { kind: 'go' };
  if (type === undefined) return { kind: 'login' };
  return isRealMember(type) ? { kind: 'go' } : { kind: 'reject' };
}
