/** SPEC 1, 6 (D4): the four kinds of user, told apart where the product decides. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionKinds } from '../../../src/config/member-types.ts';
import { openMemberCenter, requireRealAccount } from '../../../src/features/account-gates/index.ts';
import { mayOpenAgentHome } from '../../../src/features/agent/rules.ts';
import { dialogStore, resetDialogStore } from '../../../src/state/dialog-store.ts';
import { sessionStore } from '../../../src/state/session-store.ts';
import { resetToastStore } from '../../../src/state/toast-store.ts';
import { sessionOf, TTSLOT, withMerchant } from './harness.tsx';

interface Decisions {
  /** The `when` conditions of the frame's slots see these session kinds. */
  kinds: string[];
  /** The member center entry (SPEC 4): where it goes, or its register-now dialog. */
  memberCenter: string;
  /** The footer features' free-account check (SPEC 5). */
  realAccountFeatures: boolean;
  /** The agent home (SPEC 6: agents only). */
  agentHome: boolean;
}

async function decisionsOf(type: number | undefined): Promise<Decisions> {
  sessionOf(type);
  const went: string[] = [];
  void openMemberCenter((to) => went.push(to));
  await Promise.resolve();
  const memberCenter = went[0] ?? (dialogStore.open === undefined ? 'nothing' : 'register-now dialog');
  resetDialogStore();
  const action = vi.fn();
  requireRealAccount(action);
  return { kinds: sessionKinds(sessionStore.session?.type), memberCenter, realAccountFeatures: action.mock.calls.length === 1, agentHome: mayOpenAgentHome(sessionStore.session?.type) };
}

beforeAll(() => withMerchant(TTSLOT));
afterEach(() => {
  resetDialogStore();
  resetToastStore();
  sessionOf(undefined);
});

describe('kinds of user (SPEC 1, 6; D4)', () => {
  it.each([
    ['a visitor (guest)', undefined, { kinds: ['guest'], memberCenter: '/m/login', realAccountFeatures: false, agentHome: false }],
    ['a real member (type 0)', 0, { kinds: ['member'], memberCenter: '/m/member/home', realAccountFeatures: true, agentHome: false }],
    ['a trial account (type 4)', 4, { kinds: ['trial'], memberCenter: 'register-now dialog', realAccountFeatures: false, agentHome: false }],
    ['an agent (type 1, agent01 of the seed)', 1, { kinds: ['member', 'agent'], memberCenter: '/m/member/home', realAccountFeatures: true, agentHome: true }],
  ] as const)('R1-5 %s is served as its own kind of user', async (_who, type, expected) => {
    expect(await decisionsOf(type)).toEqual(expected);
  });
});
