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

describe('route table of SPEC 2.1', () => {
  beforeEach(() => sessionOf(1));

  it('R2.1-1 every route renders inside the common frame', () => {
    const [root] = routeObjects(TTSLOT);
    expect(root?.element).toMatchObject({ type: Frame });
    expect(root?.children?.length).toBeGreaterThan(ROUTES.length);
  });

  it.each([
    ['R2.1-2', '/', 'home'], ['R2.1-2', '/m', 'home'], ['R2.1-2', '/m/', 'home'], ['R2.1-2', '/m/index', 'home'], ['R2.1-2', '/m/index.html', 'home'], ['R2.1-2', '/m/home', 'home'],
    ['R2.1-4', '/m/login', 'login'], ['R2.1-4', '/m/register', 'register'], ['R2.1-4', '/m/register.html', 'register'], ['R2.1-4', '/m/forget', 'forget'], ['R2.1-4', '/m/changePsw', 'changePsw'],
    ['R2.1-5', '/m/agent', 'agent'], ['R2.1-5', '/m/set', 'set'], ['R2.1-5', '/m/help', 'help'], ['R2.1-5', '/m/message', 'message'],
    ['R2.1-6', '/m/notice', 'notice'], ['R2.1-6', '/m/noticeDetail?index=2', 'notice'],
    ['R2.1-7', '/m/activity', 'activity'], ['R2.1-7', '/m/activityDetail?id=3', 'activity'], ['R2.1-7', '/m/applyReward?id=3', 'applyReward'],
    ['R2.1-8', '/m/sports', 'gameCenter'], ['R2.1-8', '/m/esports', 'gameCenter'], ['R2.1-8', '/m/lott', 'gameCenter'], ['R2.1-8', '/m/elott', 'gameCenter'], ['R2.1-8', '/m/gameCenter', 'gameCenter'],
    ['R2.1-9', '/m/bgs', 'category'], ['R2.1-9', '/m/fish', 'category'], ['R2.1-9', '/m/rng', 'category'], ['R2.1-9', '/m/pvp', 'category'], ['R2.1-9', '/m/live', 'category'],
    ['R2.1-12', '/m/fish?vassalage=JDB', 'category'],
    ['R2.1-13', '/m/live-games', 'categoryTitle'], ['R2.1-13', '/m/slot-games', 'categoryTitle'], ['R2.1-13', '/m/sport-games', 'categoryTitle'], ['R2.1-13', '/m/esport-games', 'categoryTitle'],
    ['R2.1-13', '/m/fishing-games', 'categoryTitle'], ['R2.1-13', '/m/poker-games', 'categoryTitle'], ['R2.1-13', '/m/hot-games', 'categoryTitle'],
    ['R2.1-14', '/m/gameList?gameType=RNG', 'gameList'], ['R2.1-15', '/m/customer', 'customer'],
    ['R2.1-16', '/m/down', 'down'], ['R2.1-16', '/m/trail', 'trail'], ['R2.1-16', '/m/member/notice?types=A', 'agentNotice'],
    ['R2.1-17', '/m/voucherCenter', 'deposit'], ['R2.1-17', '/m/withdraw', 'withdraw'], ['R2.1-17', '/m/rewardCenter', 'rewardCenter'], ['R2.1-17', '/m/activity/signIn', 'signIn'],
    ['R2.1-17', '/m/member/manualRebate', 'manualRebate'], ['R2.1-17', '/m/member/benefits', 'benefits'], ['R2.1-17', '/m/member/home', 'memberHome'], ['R2.1-17', '/m/webEmail', 'inbox'],
    ['R2.1-18', '/vip.html', 'vip'],
    ['R2.1-19', '/m/member/agent/getSalaryContract', 'agentContract'], ['R2.1-19', '/m/member/agent/getDevidendContract', 'agentContract'], ['R2.1-19', '/m/member/agent/getHourContract', 'agentContract'],
    ['R2.1-20', '/m/agentRegister', 'agentArea'], ['R2.1-20', '/m/member/agent/agentDivident', 'agentArea'], ['R2.1-20', '/m/agent/team/overview', 'agentArea'],
    ['R2.1-20', '/m/transaction/record?types=A', 'agentArea'], ['R2.1-20', '/m/member/team', 'agentArea'], ['R2.1-20', '/m/redRain', 'agentArea'], ['R2.1-20', '/m/agent/team/pnl', 'agentArea'],
    ['R2.1-20', '/m/teamBetting', 'agentArea'], ['R2.1-20', '/m/member/agent/agentRebeat', 'agentArea'], ['R2.1-20', '/m/member/teamRebate', 'agentArea'], ['R2.1-20', '/m/securityCenter', 'agentArea'],
  ])('%s %s renders %s', (_rule, url, screen) => {
    expect(screenAtUrl(url)).toBe(screen);
  });

  it('R2.1-21 unknown paths fall through to a redirect to /m/home', () => {
    expect(screenAtUrl('/m/nowhere')).toBeUndefined();
    const children = routeObjects(TTSLOT)[0]?.children ?? [];
    const fallback = children.find((r) => r.path === '*');
    expect(fallback?.element).toMatchObject({ props: { to: FALLBACK_PATH, replace: true } });
    expect(FALLBACK_PATH).toBe('/m/home');
  });

  it('R2.1-15 R2.14-1 R2.14-2 every built screen is its own lazy chunk', () => {
    const built = ROUTES.filter((route) => screenOf(route) !== undefined);
    for (const route of built) expect(screenOf(route), route.path).toMatchObject({ $$typeof: Symbol.for('react.lazy') });
    expect(new Set(built.map((r) => r.screen))).toEqual(new Set(['home', 'login', 'register', 'forget', 'changePsw', 'trail', 'set', 'customer', 'category', 'gameCenter', 'categoryTitle', 'gameList']));
  });

  it('every screen module of the route table exists and exports its component; no screen file is left out of the table', async () => {
    const files = import.meta.glob<Record<string, unknown>>(['../../../src/features/*/*-screen.tsx', '../../../src/render/*-screen.tsx']);
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

  it('screens no issue has built show the not-available page (D23)', () => {
    const children = routeObjects(TTSLOT)[0]?.children ?? [];
    for (const path of ['/m/activity', '/m/message', '/m/agent', '/m/voucherCenter', '/m/member/home']) {
      expect(children.find((r) => r.path === path)?.element, path).toMatchObject({ type: NotAvailableScreen });
    }
  });
});
