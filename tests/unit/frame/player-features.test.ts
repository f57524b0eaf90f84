// @vitest-environment node
/** SPEC 1's player features and places, each built and reachable from a brand's navigation. */
import { describe, expect, it } from 'vitest';
import { routeAt } from '../../../src/config/routes.ts';
import { MESSAGE_CENTRE_PATHS } from '../../../src/features/messages/message-screen.tsx';
import { MEMBER_SHORTCUTS } from '../../../src/features/wallet/member-home-screen.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { SAHARA, TTSLOT } from './harness.tsx';

const SCREENS = import.meta.glob<Record<string, unknown>>(['../../../src/features/*/*-screen.tsx', '../../../src/render/*-screen.tsx']);

/** Whether the route of `path` has a screen module that exports its component (not the "not available yet" page). */
async function built(path: string): Promise<boolean> {
  const module = routeAt(path)?.module;
  if (module === undefined) return false;
  const loaded = await SCREENS[`../../../src/${module.file}`]?.();
  return typeof loaded?.[module.component] === 'function';
}

/** The paths a brand's drawer, footer and mid navigation lead to, with the member centre's shortcuts when one of them opens it. */
function entryPaths(m: Merchant): Set<string> {
  const items = [...m.layout.drawer, ...m.layout.footer, ...m.layout.midNav] as { type: string; to?: string }[];
  const paths = new Set(items.flatMap((i) => (typeof i.to === 'string' ? [i.to.split('?')[0] ?? i.to] : [])));
  if (items.some((i) => i.type === 'memberCenter')) {
    for (const s of MEMBER_SHORTCUTS) if (s.module === undefined || m.modules[s.module]) paths.add(s.to);
  }
  return paths;
}

/** What the entries lead to and what the screens they open link to in turn (the message centre to announcements and the inbox). */
function reachablePaths(m: Merchant): Set<string> {
  const paths = entryPaths(m);
  if (paths.has('/m/message')) for (const path of Object.values(MESSAGE_CENTRE_PATHS)) paths.add(path);
  return paths;
}

describe.each([['ttslot', TTSLOT], ['sahara', SAHARA]] as const)('SPEC 1 player features in %s', (_, merchant) => {
  it.each(['/m/voucherCenter', '/m/withdraw', '/m/member/transfer'])('R1-2 the wallet page %s is built and a navigation entry leads to it', async (path) => {
    expect(entryPaths(merchant)).toContain(path);
    expect(await built(path)).toBe(true);
  });
});

/** SPEC 1's places a player reaches: each a built screen a navigation entry leads to, or an entry of its own kind. */
const REACHABLE: readonly [string, string][] = [
  ['promotions', '/m/activity'], ['rewards', '/m/rewardCenter'], ['rebates', '/m/member/manualRebate'], ['VIP', '/m/member/benefits'],
  ['daily sign-in', '/m/activity/signIn'], ['live chat', '/m/message'], ['the help centre', '/m/help'], ['the inbox', '/m/webEmail'],
  ['announcements', '/m/notice'],
];
/** The entries that are actions rather than paths: referral opens the invite sheet, download the app download guidance. */
const ACTIONS: readonly [string, string][] = [['referral', 'referral'], ['app download guidance', 'download']];

// ttslot is SPEC 9's merchant and has every module on; another brand may leave a module or a link out, but never the help centre.
describe('SPEC 1 places a player reaches in ttslot', () => {
  it.each(REACHABLE)('R1-3 %s: %s is built and a navigation entry leads to it', async (_place, path) => {
    expect(reachablePaths(TTSLOT)).toContain(path);
    expect(await built(path)).toBe(true);
  });

  it.each(ACTIONS)('R1-3 %s: the navigation has a %s entry', (_place, type) => {
    const items = [...TTSLOT.layout.drawer, ...TTSLOT.layout.footer, ...TTSLOT.layout.midNav] as { type: string }[];
    expect(items.map((item) => item.type)).toContain(type);
  });
});

it.each([['ttslot', TTSLOT], ['sahara', SAHARA]] as const)('R1-3 %s: the help centre is built and a navigation entry leads to it', async (_code, merchant) => {
  expect(reachablePaths(merchant)).toContain('/m/help');
  expect(await built('/m/help')).toBe(true);
});
