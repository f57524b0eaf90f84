/** Session kinds of SPEC 6 as DECISIONS D4 reads them. */
export type SessionKind = 'guest' | 'member' | 'trial' | 'agent';

export const TRIAL_TYPE = 4;
const REAL_TYPES: readonly number[] = [0, 1, 2];
const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

/** Real (non-trial) accounts: types 0, 1 and 2 (SPEC 5 free-account check). */
export function isRealMember(type: number | undefined): boolean {
  return type !== undefined && REAL_TYPES.includes(type);
}

/** A session counts as agent when its type is not 0, 4 or 40 (SPEC 6). */
export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && !NON_AGENT_TYPES.includes(type);
}

/** The kinds a session has: a type-1 agent is both member and agent (D4). */
export function sessionKinds(type: number | undefined): SessionKind[] {
  if (type === undefined) return ['guest'];
  if (type === TRIAL_TYPE) return ['trial'];
  const kinds: SessionKind[] = [];
  if (isRealMember(type)) kinds.push('member');
  if (isAgentType(type)) kinds.push('agent');
  return kinds;
}
