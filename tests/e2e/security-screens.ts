/**
 * The screens the security suite walks: every screen kind that shows platform data (names, titles, HTML),
 * as a guest, as a member and as an agent (routes: src/config/route-table.ts), and the walk itself.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO } from './fixtures.ts';
import { reach } from './reach.ts';
import { network, nextPaint } from './waits.ts';

export interface Screen {
  path: string;
  /** What the platform data shows in once the screen is up: the first entry's detail, or the first entry unfolded. */
  open?: 'entry' | 'disclosure';
}

/** Screens that render platform data to a guest, one per screen kind (search: the slot page's own; the drawer's in the spec; the terms stand for the policy, the same view; registration: its announcements). */
export const GUEST_SCREENS: readonly Screen[] = [
  '/m/home', '/m/rng', '/m/rng?q=a', '/m/live', '/m/fish', '/m/sports', '/m/esports', '/m/lott', '/m/hot-games',
  '/m/gameList?gameType=RNG&vassalage=PG', '/m/customer', '/m/terms', '/m/sponsor', '/m/vnLottery', '/m/fbGame', '/m/register',
].map((path) => ({ path }));

/**
 * The member centre's screens of platform text: nickname, VIP label and vendor wallets, deposit (promotion
 * titles), rewards (titles), records (a deposit's payer, reference and remark; bet names), the inbox, notices,
 * promotions and help (platform HTML), the reward form (promotion titles) and the settings (the account name).
 */
export const MEMBER_CENTRE_SCREENS: readonly Screen[] = [
  { path: '/m/member/home' }, { path: '/m/member/transfer' }, { path: '/m/voucherCenter' }, { path: '/m/rewardCenter' },
  { path: '/m/member/records?type=deposit', open: 'entry' }, { path: '/m/member/records?type=bet' }, { path: '/m/member/records?type=reward' },
  { path: '/m/webEmail', open: 'entry' }, { path: '/m/notice', open: 'disclosure' }, { path: '/m/activity', open: 'disclosure' },
  { path: '/m/help' }, { path: '/m/applyReward' }, { path: '/m/set' },
];

/** A member's screens of platform data: the lobby's, then the member centre's. */
export const MEMBER_SCREENS: readonly Screen[] = [
  { path: '/m/home' }, { path: '/m/customer' }, { path: '/m/sports' }, { path: '/m/gameList?gameType=LIVE&vassalage=EVO' },
  ...MEMBER_CENTRE_SCREENS,
];

/** An agent's team screens (the downline's account names, their bets' game names) and agent notices. */
export const AGENT_SCREENS: readonly Screen[] = [
  { path: '/m/agent' }, { path: '/m/member/team' }, { path: '/m/teamBetting' }, { path: '/m/transaction/record' },
  { path: '/m/agent/team/pnl' }, { path: '/m/agent/team/overview' }, { path: '/m/member/agent/agentDivident' },
  { path: '/m/member/notice', open: 'disclosure' },
];

/** Waits for the screen's answers and pictures, then a frame, so their load and error handlers have run. */
export async function settle(page: Page): Promise<void> {
  await network(page).quiet(300, 3_000);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'), undefined, { timeout: 3_000 }).catch(() => undefined);
  await nextPaint(page);
}

/** Screens load three at a time (each mostly waits for its answers and pictures). */
const AT_ONCE = 3;

/**
 * Shows each screen in one of AT_ONCE tabs, the first of a tab loaded and the rest reached in the app as a tap
 * reaches them (tests/e2e/reach.ts), opens what it names, and checks it once settled.
 */
export async function visitAll(context: BrowserContext, screens: readonly Screen[], check: (page: Page, where: string) => Promise<void>): Promise<void> {
  const queue = [...screens];
  await Promise.all(Array.from({ length: AT_ONCE }, async () => {
    const page = await context.newPage();
    network(page);
    for (let screen = queue.shift(); screen !== undefined; screen = queue.shift()) {
      await reach(page, screen.path);
      await settle(page);
      if (screen.open !== undefined) {
        await page.locator(screen.open === 'entry' ? 'main li a[href*="id="]' : 'main button[aria-expanded="false"]').first().click();
        await settle(page);
      }
      await check(page, screen.open === undefined ? screen.path : `${screen.path} (${screen.open} opened)`);
    }
    await page.close();
  }));
}

/** Every later page of `context` opens signed in as agent01 (a member with the agent flag and a team). */
export async function signInAgent(context: BrowserContext, request: APIRequestContext): Promise<void> {
  const { username, password } = DEMO.agent01;
  const login = (await (await request.post('/wps/session/login', { data: { username, password, type: 'username' } })).json()) as { value: unknown };
  await context.addInitScript((session) => {
    window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
    window.localStorage.setItem('autoLogin', '1');
  }, login.value);
}
