/** The announcement content types of SPEC 9 as the contract and the sandbox speak them (SPEC 3 Announcement response groups). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startSandbox, type TestSandbox } from './helpers.ts';

type Group = 'banners' | 'player' | 'popup' | 'promotion' | 'hot' | 'agent';
const GROUPS: readonly Group[] = ['banners', 'player', 'popup', 'promotion', 'hot', 'agent'];

/** Each content type and the group of the announcements answer that carries it. */
const TYPES: readonly [code: string, name: string, group: Group][] = [
  ['A', 'Agent', 'agent'], ['PL', 'Player', 'player'], ['B', 'Banner', 'banners'], ['PU', 'Pop_Up', 'popup'], ['PR', 'Promotion', 'promotion'],
];

describe('announcement content types (SPEC 3, 9)', () => {
  let s: TestSandbox;
  let agent: string;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
    agent = await login(s.app, 'agent01', 'Agent@1234');
  });
  afterAll(() => s.close());

  const groupsOf = async (types: string): Promise<Record<Group, { type?: string }[]>> => {
    const answer = await call(s.app, 'announcements', { types, platform: 'M', merchantCode: 'ttslot', language: 'EN' }, agent);
    expect(answer.status).toBe(200);
    return answer.body.value as Record<Group, { type?: string }[]>;
  };

  it.each(TYPES)('R9-6 the content type %s (%s) answers in the %s group alone, each item of that type', async (code, _name, group) => {
    const groups = await groupsOf(code);
    expect(groups[group].length).toBeGreaterThan(0);
    // promotions are their own records (SPEC 3 Promotion) and carry no announcement type
    if (code !== 'PR') for (const item of groups[group]) expect(item.type).toBe(code);
    for (const other of GROUPS.filter((g) => g !== group)) expect(groups[other], other).toStrictEqual([]);
  });

  it('R9-6 all five content types asked together answer in their five groups', async () => {
    const groups = await groupsOf(TYPES.map(([code]) => code).join(','));
    for (const [, , group] of TYPES) expect(groups[group].length, group).toBeGreaterThan(0);
    expect(groups.hot).toStrictEqual([]);
  });

  it('refuses a content type the contract does not name', async () => {
    const answer = await call(s.app, 'announcements', { types: 'X', platform: 'M', merchantCode: 'ttslot', language: 'EN' }, agent);
    expect(answer.status).toBe(400);
  });
});
