/** Session kinds of SPEC 6 as DECISIONS D4 reads them. */
export type SessionKind = 'guest' | 'member' | 'trial' | 'agent';

export const TRIAL_TYPE = 4;
const REAL_TYPES: readonly number[] = [0, 1, 2];
const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

/** Real (non-trial) accounts: types 0, 1 and 2 (SPEC 5 free-account check). */
export function isRealMember(type: number | undefined): boolean {
  // Stryker disable next-line ConditionalExpression: the list holds no undefined, so includes answers false for it too
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

/** The VIP label a viewer sees: the default one, a member's club label name, or none. */
export type VipLabel = { kind: 'default' } | { kind: 'club'; name: string } | undefined;

/**
 * R6-3, the one place it lives: a guest (no session) sees the default VIP label; a signed-in account sees one only
 * when the platform gives its club label a name (clubLabel.labelName), and then that name.
 */
export function vipLabelOf(signedIn: boolean, labelName: string | null | undefined): VipLabel {
  if (!signedIn) return { kind: 'default' };
  return labelName === undefined || labelName === null || labelName.trim() === '' ? undefined : { kind: 'club', name: labelName };
}
