// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAgentType, isRealMember, sessionKinds, vipLabelOf } from '../../../src/config/member-types.ts';

describe('member types (SPEC 6, DECISIONS D4)', () => {
  it.each([
    [0, true], [1, true], [2, true], [4, false], [40, false], [undefined, false],
  ])('R6-4 type %s is a real member: %s', (type, expected) => {
    expect(isRealMember(type)).toBe(expected);
  });
  it.each([
    [0, false], [4, false], [40, false], [1, true], [2, true], [41, true], [undefined, false],
  ])('R6-8 type %s counts as agent: %s', (type, expected) => {
    expect(isAgentType(type)).toBe(expected);
  });
  it('session kinds: guest, trial, member, agent', () => {
    expect(sessionKinds(undefined)).toEqual(['guest']);
    expect(sessionKinds(4)).toEqual(['trial']);
    expect(sessionKinds(0)).toEqual(['member']);
    expect(sessionKinds(1)).toEqual(['member', 'agent']);
    expect(sessionKinds(40)).toEqual([]);
  });

  it('R6-3 the VIP label shows to a guest by default, and to a member only with a club label name (that name)', () => {
    expect(vipLabelOf(false, undefined)).toEqual({ kind: 'default' });
    expect(vipLabelOf(false, 'Gold')).toEqual({ kind: 'default' });
    expect(vipLabelOf(true, 'Gold')).toEqual({ kind: 'club', name: 'Gold' });
    expect(vipLabelOf(true, 'VIP 3')).toEqual({ kind: 'club', name: 'VIP 3' });
    expect(vipLabelOf(true, undefined)).toBeUndefined();
    expect(vipLabelOf(true, null)).toBeUndefined();
    expect(vipLabelOf(true, '')).toBeUndefined();
    expect(vipLabelOf(true, '  ')).toBeUndefined();
  });
});
