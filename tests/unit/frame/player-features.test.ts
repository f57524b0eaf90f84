// @vitest-environment node
/** SPEC 1's player features, each built and reachable from a brand's navigation. */
import { describe, expect, it } from 'vitest';
import { routeAt } from '../../../src/config/routes.ts';
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

describe.each([['ttslot', TTSLOT], ['sahara', SAHARA]] as const)('SPEC 1 player features in %s', (_, merchant) => {
  it.each(['/m/voucherCenter', '/m/withdraw', '/m/member/transfer'])('R1-2 the wallet page %s is built and a navigation entry leads to it', async (path) => {
    expect(entryPaths(merchant)).toContain(path);
    expect(await built(path)).toBe(true);
  });
});
