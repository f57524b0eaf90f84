/**
 * The routes a combination can reach (issue 17 point 3) and what the route table says of each: read from
 * the table's data (SPEC 2.1) and resolved here, not through the product's own resolver.
 */
import { ROUTE_TABLE, type PathDef, type ScreenDef } from '../../src/config/route-table.ts';
import type { ItemExpectation, SessionKind } from './oracle.ts';

/** The frame facts SPEC 2.1 gives a path. */
export interface RouteFacts {
  path: string;
  topBar: boolean;
  bottomBar: boolean;
  back: 'none' | 'history' | string;
  header: 'home' | 'page';
  control: 'category' | 'service';
  /** Left by a full page load (R2.1-18). */
  fullLoad: boolean;
}

const TABLE = ROUTE_TABLE as readonly ScreenDef[];

/** The route table's facts of a path (query and trailing slash ignored); undefined when the table has no such path. */
export function routeFacts(target: string): RouteFacts | undefined {
  const bare = target.split(/[?#]/)[0]!;
  const path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  for (const screen of TABLE) {
    for (const entry of screen.paths) {
      const own: PathDef = typeof entry === 'string' ? { path: entry } : entry;
      if (own.path !== path && own.path !== bare) continue;
      const facts = { ...screen, ...own };
      return {
        path: own.path,
        topBar: facts.topBar !== false,
        bottomBar: facts.bottomBar !== false,
        back: facts.back ?? 'history',
        header: facts.header ?? 'page',
        control: facts.control ?? 'service',
        fullLoad: own.fullLoad === true,
      };
    }
  }
  return undefined;
}

export function isHomePath(path: string): boolean {
  return TABLE.find((s) => s.screen === 'home')!.paths.includes(path.split(/[?#]/)[0]!);
}

/**
 * Where a link to `target` must land for this session: SPEC 6 sends guests to /m/login for inbox,
 * announcements and settings (R6-1) and non-agents away from the agent home (R6-9); SPEC 2.7 sends a
 * session-less change password to home (R2.7-3). Elsewhere the target itself.
 */
/**
 * The wallet and reward screens behind WalletGate and MemberGate (SPEC 4, 6; issue 19 point 9): a guest is sent
 * to log in. /vip.html stays open to guests (it shows the levels).
 */
const GATED_SCREENS = new Set(['deposit', 'withdraw', 'transfer', 'records', 'memberHome', 'rewardCenter', 'signIn', 'manualRebate', 'benefits']);
const GATED_PATHS = new Set(TABLE.filter((def) => GATED_SCREENS.has(def.screen)).flatMap((def) => def.paths.map((p) => (typeof p === 'string' ? p : p.path))));

export function expectedLanding(target: string, kinds: readonly SessionKind[]): { path: string; rule: string } {
  const path = target.split(/[?#]/)[0]!;
  const guest = kinds.includes('guest');
  if (guest && ['/m/webEmail', '/m/notice', '/m/set'].includes(path)) return { path: '/m/login', rule: 'R6-1' };
  if (guest && GATED_PATHS.has(path)) return { path: '/m/login', rule: 'R6-1' };
  if (guest && path === '/m/changePsw') return { path: '/m/home', rule: 'R2.7-3' };
  if (path === '/m/agent' && !kinds.includes('agent')) return { path: '/m/home', rule: 'R6-9' };
  return { path, rule: 'R2.1-21' };
}

/**
 * Every route the combination can reach, home first: the targets of the config items it shows (drawer,
 * footer, mid-nav, home, and for an agent the agent grid and footer), sign in's and member center's
 * screens, and the agent home for an agent.
 */
export function reachableRoutes(items: readonly ItemExpectation[], kinds: readonly SessionKind[]): string[] {
  const agent = kinds.includes('agent');
  const routes = new Set<string>(['/m/home']);
  for (const item of items) {
    if (!item.visible) continue;
    if ((item.slot === 'agentGrid' || item.slot === 'agentFooter') && !agent) continue;
    if (item.to !== undefined && item.to.startsWith('/')) routes.add(item.to);
    if (item.type === 'signIn') routes.add('/m/login');
    // SPEC 4 member center: no session goes to login, type 4 gets a dialog, a member /m/member/home.
    if (item.type === 'memberCenter') routes.add(kinds.includes('guest') ? '/m/login' : kinds.includes('trial') ? '/m/home' : '/m/member/home');
  }
  if (agent) routes.add('/m/agent');
  return [...routes];
}
