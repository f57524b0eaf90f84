import { fireEvent, screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Frame } from '../../../src/app/frame/frame.tsx';
import { NotAvailableScreen } from '../../../src/app/not-available-screen.tsx';
import { routeObjects } from '../../../src/app/router.tsx';
import { screenOf } from '../../../src/app/screens.tsx';
import { FALLBACK_PATH, FULL_LOAD_PATHS, routeAt, ROUTES, type ScreenName } from '../../../src/config/routes.ts';
import { LinkItem } from '../../../src/features/nav-items/index.ts';
import { renderAt, sessionOf, TTSLOT, withMerchant } from './harness.tsx';

const table: RouteObject[] = ROUTES.map((r) => ({ path: r.path, id: `${r.screen}:${r.path}` }));

function screenAtUrl(url: string): ScreenName | undefined {
  const match = matchRoutes(table, url);
  return match?.[0]?.route.id?.split(':')[0] as ScreenName | undefined;
}

const routesTo = (url: string, screen: ScreenName): void => {
  expect(screenAtUrl(url)).toBe(screen);
};

describe('route table of SPEC 2.1', () => {
  beforeEach(() => sessionOf(1));

  it('R2.1-1 every route renders inside the common frame', () => {
    const [root] = routeObjects(TTSLOT);
    expect(root?.element).toMatchObject({ type: Frame });
    expect(root?.children?.length).toBeGreaterThan(ROUTES.length);
  });

  it.each([['/', 'home'], ['/m', 'home'], ['/m/', 'home'], ['/m/index', 'home'], ['/m/index.html', 'home'], ['/m/home', 'home']] as const)('R2.1-2 %s renders %s', routesTo);
  it.each([['/m/login', 'login'], ['/m/register', 'register'], ['/m/register.html', 'register'], ['/m/forget', 'forget'], ['/m/changePsw', 'changePsw']] as const)('R2.1-4 %s renders %s', routesTo);
  it.each([['/m/sports', 'gameCenter'], ['/m/esports', 'gameCenter'], ['/m/lott', 'gameCenter'], ['/m/elott', 'gameCenter'], ['/m/gameCenter', 'gameCenter']] as const)('R2.1-8 %s renders %s', routesTo);
  it.each([['/m/bgs', 'category'], ['/m/fish', 'category'], ['/m/rng', 'category'], ['/m/pvp', 'category'], ['/m/live', 'category']] as const)('R2.1-9 %s renders %s', routesTo);
  it.each([['/m/fish?vassalage=JDB', 'category']] as const)('R2.1-12 %s renders %s', routesTo);
  it.each([['/m/live-games', 'categoryTitle'], ['/m/slot-games', 'categoryTitle'], ['/m/sport-games', 'categoryTitle'], ['/m/esport-games', 'categoryTitle'], ['/m/fishing-games', 'categoryTitle'], ['/m/poker-games', 'categoryTitle'], ['/m/hot-games', 'categoryTitle']] as const)('R2.1-13 %s renders %s', routesTo);
  it.each([['/m/gameList?gameType=RNG', 'gameList']] as const)('R2.1-14 %s renders %s', routesTo);
  it.each([['/m/customer', 'customer']] as const)('R2.1-15 %s renders %s', routesTo);
  it.each([['/m/voucherCenter', 'deposit'], ['/m/withdraw', 'withdraw'], ['/m/rewardCenter', 'rewardCenter'], ['/m/activity/signIn', 'signIn'], ['/m/member/manualRebate', 'manualRebate'], ['/m/member/benefits', 'benefits'], ['/m/member/home', 'memberHome'], ['/m/webEmail', 'inbox']] as const)('R2.1-17 %s renders %s', routesTo);
  it.each([['/vip.html', 'vip']] as const)('R2.1-18 %s renders %s', routesTo);
  it.each([['/m/member/agent/getSalaryContract', 'agentContract'], ['/m/member/agent/getDevidendContract', 'agentContract'], ['/m/member/agent/getHourContract', 'agentContract']] as const)('R2.1-19 %s renders %s', routesTo);
  it.each([['/m/agentRegister', 'agentRegister'], ['/m/member/agent/agentDivident', 'agentTeam'], ['/m/agent/team/overview', 'agentTeam'], ['/m/transaction/record?types=A', 'agentTeam'], ['/m/member/team', 'agentTeam'], ['/m/redRain', 'redRain'], ['/m/agent/team/pnl', 'agentTeam'], ['/m/teamBetting', 'agentTeam'], ['/m/member/agent/agentRebeat', 'agentRebate'], ['/m/member/teamRebate', 'teamRebate'], ['/m/securityCenter', 'securityCenter']] as const)('R2.1-20 %s renders %s', routesTo);
  // Screens no issue has built yet render the not-available page, so these paths claim no rule until they do.
  it.each([['/m/agent', 'agent'], ['/m/set', 'set'], ['/m/help', 'help'], ['/m/message', 'message'], ['/m/notice', 'notice'], ['/m/noticeDetail?index=2', 'notice'], ['/m/activity', 'activity'], ['/m/activityDetail?id=3', 'activity'], ['/m/applyReward?id=3', 'applyReward'], ['/m/down', 'down'], ['/m/trail', 'trail'], ['/m/member/notice?types=A', 'agentNotice'], ['/m/terms', 'terms'], ['/m/policy', 'policy'], ['/m/sponsor', 'sponsor'], ['/m/fbGame', 'fbGame'], ['/m/vnLottery', 'vnLottery']] as const)('%s is the route of %s', routesTo);

  it('R2.1-21 unknown paths fall through to a redirect to /m/home', () => {
    expect(screenAtUrl('/m/nowhere')).toBeUndefined();
    const children = routeObjects(TTSLOT)[0]?.children ?? [];
    const fallback = children.find((r) => r.path === '*');
    expect(fallback?.element).toMatchObject({ props: { to: FALLBACK_PATH, replace: true } });
    expect(FALLBACK_PATH).toBe('/m/home');
  });

  it('R2.1-15 every built screen is its own lazy chunk', () => {
    const built = ROUTES.filter((route) => screenOf(route) !== undefined);
    for (const route of built) expect(screenOf(route), route.path).toMatchObject({ $$typeof: Symbol.for('react.lazy') });
    expect(new Set(built.map((r) => r.screen))).toEqual(new Set(['home', 'login', 'register', 'forget', 'changePsw', 'trail', 'set', 'customer', 'category', 'gameCenter', 'categoryTitle', 'gameList', 'help', 'down', 'activity', 'inbox', 'notice', 'message', 'agentNotice', 'applyReward', 'memberHome', 'deposit', 'withdraw', 'transfer', 'records', 'securityCenter', 'rewardCenter', 'signIn', 'manualRebate', 'benefits', 'vip', 'agent', 'agentContract', 'agentTeam', 'agentRegister', 'redRain', 'agentRebate', 'teamRebate', 'terms', 'policy', 'sponsor', 'fbGame', 'vnLottery']));
  });

  it('every screen module of the route table exists and exports its component; no screen file is left out of the table', async () => {
    const files = import.meta.glob<Record<string, unknown>>(['../../../src/features/*/*-screen.tsx', '../../../src/features/*/*/*-screen.tsx', '../../../src/render/*-screen.tsx']);
    const modules = [...new Map(ROUTES.flatMap((r) => (r.module === undefined ? [] : [[r.module.file, r.module] as const]))).values()];
    expect(modules.map((m) => `../../../src/${m.file}`).sort()).toEqual(Object.keys(files).sort());
    for (const module of modules) {
      const loaded = await files[`../../../src/${module.file}`]!();
      expect(typeof loaded[module.component], module.file).toBe('function');
    }
  }, 30_000);

  it.each([
    ['/m/bgs', { code: 'BGS' }], ['/m/fish', { code: 'FISH' }], ['/m/rng', { code: 'RNG' }], ['/m/pvp', { code: 'PVP' }], ['/m/live', { code: 'LIVE' }],
    ['/m/cockfight', { code: 'COCKFIGHT' }], ['/m/slotsCenter', { code: 'RNG' }],
    ['/m/arcade', { code: 'RNG', classify: { code: 'AC', name: 'ARCADE' } }], ['/m/crash', { code: 'RNG', classify: { code: 'CR', name: 'CRASH' } }],
    ['/m/sports', { code: 'SPORTS' }], ['/m/esports', { code: 'ESPORTS' }], ['/m/lott', { code: 'LOTT' }], ['/m/elott', { code: 'ELOTT' }], ['/m/gameCenter', undefined],
    ['/m/live-games', { code: 'LIVE' }], ['/m/slot-games', { code: 'RNG' }], ['/m/hot-games', { code: 'HOT' }],
  ])('R2.1-8 R2.1-9 R2.1-13 the route table gives %s the category %o', (path, category) => {
    expect(routeAt(path)?.category).toEqual(category);
  });

  it('R2.1-18 a link to /vip.html leaves the app with a full page load; other links navigate in the app', async () => {
    await withMerchant(TTSLOT);
    expect(FULL_LOAD_PATHS).toContain('/vip.html');
    const vip = renderAt('/m/home', <LinkItem item={{ type: 'link', label: 'vip_benefits', to: '/vip.html' }} variant="drawer" />);
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'VIP benefits' }));
    expect(clicked).toBe(true); // not prevented: the browser loads the page
    expect(screen.getByTestId('path')).toHaveTextContent('/m/home');
    vip.unmount();
    renderAt('/m/home', <LinkItem item={{ type: 'link', label: 'vip_benefits', to: '/m/member/benefits' }} variant="drawer" />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'VIP benefits' }))).toBe(false); // handled in the app
    expect(screen.getByTestId('path')).toHaveTextContent('/m/member/benefits');
  });

  it('module routes from config join the table only while their module is on', () => {
    const withRoute = { ...TTSLOT, routes: [{ path: '/m/lottery/draw', module: 'COMM3' as const, title: 'title.lottery' }] };
    const on = routeObjects(withRoute)[0]?.children?.map((r) => r.path);
    expect(on).toContain('/m/lottery/draw');
    const off = routeObjects({ ...withRoute, modules: { ...TTSLOT.modules, COMM3: false } })[0]?.children?.map((r) => r.path);
    expect(off).not.toContain('/m/lottery/draw');
  });

  it('no route of the route table shows the not-available page: every screen is built (D23)', () => {
    const children = routeObjects(TTSLOT)[0]?.children ?? [];
    expect(children.length).toBeGreaterThan(40);
    const unbuilt = children.filter((r) => (r.element as { type?: unknown } | undefined)?.type === NotAvailableScreen).map((r) => r.path);
    expect(unbuilt).toEqual([]);
  });
});
