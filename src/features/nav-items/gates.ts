import { isRealMember } from '../../config/member-types.ts';
import { sessionStore } from '../../state/session-store.ts';

/** Targets only real accounts may open (SPEC 5 free-account check; D23 pages behind it). */
const REAL_ACCOUNT_PATHS: readonly string[] = ['/m/voucherCenter', '/m/withdraw', '/m/member/manualRebate', '/m/rewardCenter', '/m/activity/signIn', '/m/member/benefits'];

export type GateResult = { kind: 'go' } | { kind: 'login' } | { kind: 'reject' };

/** SPEC 5, 6: for those targets a guest goes to login, a trial or other non-real account is rejected. */
export function gateFor(to: string, type = sessionStore.session?.type): GateResult {
  const path = to.split('?')[0] ?? to;
  if (!REAL_ACCOUNT_PATHS.includes(path)) return { kind: 'go' };
  if (type === undefined) return { kind: 'login' };
  return isRealMember(type) ? { kind: 'go' } : { kind: 'reject' };
}
