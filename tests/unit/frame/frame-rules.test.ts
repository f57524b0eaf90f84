// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backLabelAt, frameAt, HOME_PATHS, isHomePath, routeAt, ROUTES } from '../../../src/config/routes.ts';

const [SHOWN, HIDDEN] = [true, false];
type Back = '/m/home' | 'none' | 'step';

/**
 * The frame of every path of the route table, written from SPEC 2.1 and DECISIONS (not from the
 * table): top bar, bottom bar, back arrow, header variant, right-hand control, title key.
 */
const FRAME: readonly (readonly [path: string, top: boolean, bottom: boolean, back: Back, header: 'home' | 'page', control: 'category' | 'service', title: string])[] = [
  ...['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'].map((p) => [p, SHOWN, SHOWN, 'none', 'home', 'service', 'title.home'] as const),
  ['/m/login', HIDDEN, HIDDEN, '/m/home', 'page', 'service', 'login'],
  ['/m/register', HIDDEN, HIDDEN, '/m/home', 'page', 'service', 'register'],
  ['/m/register.html', HIDDEN, HIDDEN, '/m/home', 'page', 'service', 'register'],
  ['/m/forget', HIDDEN, HIDDEN, '/m/home', 'page', 'service', 'title.forgot_password'],
  ['/m/changePsw', HIDDEN, HIDDEN, 'none', 'page', 'service', 'title.first_password'],
  ['/m/trail', SHOWN, SHOWN, '/m/home', 'page', 'service', 'title.free_trial'],
  ['/m/set', SHOWN, SHOWN, 'step', 'page', 'service', 'title.personal_setting'],
  ['/m/customer', SHOWN, SHOWN, 'step', 'page', 'service', 'title.customer_service'],
  ['/m/sports', SHOWN, SHOWN, 'step', 'page', 'category', 'title.sports'],
  ['/m/esports', SHOWN, SHOWN, 'step', 'page', 'category', 'title.esports'],
  ['/m/lott', SHOWN, SHOWN, 'step', 'page', 'category', 'title.lottery'],
  ['/m/elott', SHOWN, SHOWN, 'step', 'page', 'service', 'title.lottery'],
  ['/m/gameCenter', SHOWN, SHOWN, 'step', 'page', 'service', 'title.game_center'],
  ['/m/bgs', SHOWN, SHOWN, 'step', 'page', 'service', 'title.slot'],
  ['/m/fish', SHOWN, SHOWN, 'step', 'page', 'category', 'title.fish'],
  ['/m/rng', SHOWN, SHOWN, 'step', 'page', 'category', 'title.rng'],
  ['/m/slotsCenter', SHOWN, SHOWN, 'step', 'page', 'service', 'title.rng'],
  ['/m/pvp', SHOWN, SHOWN, 'step', 'page', 'category', 'title.pvp'],
  ['/m/live', SHOWN, SHOWN, 'step', 'page', 'category', 'title.live'],
  ['/m/cockfight', SHOWN, SHOWN, 'step', 'page', 'service', 'title.cockfight'],
  ['/m/arcade', SHOWN, SHOWN, 'step', 'page', 'service', 'title.arcade'],
  ['/m/crash', SHOWN, SHOWN, 'step', 'page', 'service', 'title.crash'],
  ['/m/live-games', SHOWN, SHOWN, 'step', 'page', 'service', 'title.live'],
  ['/m/slot-games', SHOWN, SHOWN, 'step', 'page', 'service', 'title.rng'],
  ['/m/sport-games', SHOWN, SHOWN, 'step', 'page', 'service', 'title.sports'],
  ['/m/esport-games', SHOWN, SHOWN, 'step', 'page', 'service', 'title.esports'],
  ['/m/fishing-games', SHOWN, SHOWN, 'step', 'page', 'service', 'title.fish'],
  ['/m/poker-games', SHOWN, SHOWN, 'step', 'page', 'service', 'title.pvp'],
  ['/m/hot-games', SHOWN, SHOWN, 'step', 'page', 'service', 'title.hot'],
  ['/m/fbGame', SHOWN, SHOWN, 'step', 'page', 'service', 'title.sportsbook'],
  ['/m/vnLottery', SHOWN, SHOWN, 'step', 'page', 'service', 'title.vn_lottery'],
  ['/m/gameList', HIDDEN, HIDDEN, 'step', 'page', 'service', 'title.game_list'],
  ['/m/agent', HIDDEN, HIDDEN, 'step', 'page', 'service', 'title.agent'],
  ['/m/help', SHOWN, SHOWN, 'step', 'page', 'service', 'title.help'],
  ['/m/terms', SHOWN, SHOWN, 'step', 'page', 'service', 'title.terms'],
  ['/m/policy', SHOWN, SHOWN, 'step', 'page', 'service', 'title.policy'],
  ['/m/sponsor', SHOWN, SHOWN, 'step', 'page', 'service', 'title.sponsor'],
  ['/m/notice', SHOWN, SHOWN, 'step', 'page', 'service', 'title.notice'],
  ['/m/noticeDetail', SHOWN, SHOWN, 'step', 'page', 'service', 'title.notice'],
  ['/m/activity', SHOWN, SHOWN, '/m/home', 'home', 'service', 'title.promotion'],
  ['/m/activityDetail', SHOWN, SHOWN, 'step', 'page', 'service', 'title.promotion'],
  // D9: the message centre draws its own header, whose back goes home.
  ['/m/message', HIDDEN, SHOWN, '/m/home', 'page', 'service', 'title.message'],
  ['/m/applyReward', SHOWN, SHOWN, 'step', 'page', 'service', 'title.activity_claim'],
  ['/m/down', SHOWN, HIDDEN, 'step', 'page', 'service', 'title.download'],
  ['/m/voucherCenter', SHOWN, SHOWN, 'step', 'page', 'service', 'title.deposit'],
  ['/m/withdraw', SHOWN, SHOWN, 'step', 'page', 'service', 'title.withdraw'],
  ['/m/member/transfer', SHOWN, SHOWN, 'step', 'page', 'service', 'wallet_titles.transfer'],
  ['/m/member/records', SHOWN, SHOWN, 'step', 'page', 'service', 'wallet_titles.records'],
  ['/m/rewardCenter', SHOWN, SHOWN, 'step', 'page', 'service', 'title.reward_center'],
  ['/m/activity/signIn', SHOWN, SHOWN, 'step', 'page', 'service', 'title.daily_sign_in'],
  ['/m/member/manualRebate', SHOWN, SHOWN, 'step', 'page', 'service', 'title.single_cash_back'],
  ['/m/member/benefits', SHOWN, SHOWN, 'step', 'page', 'service', 'title.vip_benefits'],
  ['/m/member/home', SHOWN, SHOWN, 'step', 'page', 'service', 'title.member_center'],
  ['/m/webEmail', SHOWN, SHOWN, 'step', 'page', 'service', 'title.inbox'],
  ['/m/member/notice', SHOWN, SHOWN, 'step', 'page', 'service', 'title.agent_announcements'],
  ['/vip.html', SHOWN, SHOWN, 'step', 'page', 'service', 'title.vip_benefits'],
  ...['/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract']
    .map((p) => [p, SHOWN, SHOWN, 'step', 'page', 'service', 'title.contract'] as const),
  ['/m/securityCenter', SHOWN, SHOWN, 'step', 'page', 'service', 'title.security_center'],
  ['/m/member/agent/agentDivident', SHOWN, SHOWN, 'step', 'page', 'service', 'title.dividend'],
  // D25: the agent area's pages under /m/agent/ are not the agent home; they keep the bars and a way back.
  ['/m/agent/team/overview', SHOWN, SHOWN, 'step', 'page', 'service', 'title.team_overview'],
  ['/m/transaction/record', SHOWN, SHOWN, 'step', 'page', 'service', 'title.transaction_record'],
  ['/m/member/team', SHOWN, SHOWN, 'step', 'page', 'service', 'title.member_team'],
  ['/m/agent/team/pnl', SHOWN, SHOWN, 'step', 'page', 'service', 'title.team_pnl'],
  ['/m/teamBetting', SHOWN, SHOWN, 'step', 'page', 'service', 'title.team_betting'],
  ['/m/agentRegister', SHOWN, SHOWN, 'step', 'page', 'service', 'title.open_account'],
  ['/m/redRain', SHOWN, SHOWN, 'step', 'page', 'service', 'title.red_rain'],
  ['/m/member/agent/agentRebeat', SHOWN, SHOWN, 'step', 'page', 'service', 'title.agent_rebate'],
  ['/m/member/teamRebate', SHOWN, SHOWN, 'step', 'page', 'service', 'title.team_rebate'],
];

const backOf = (back: Back) => (back === 'step' ? { kind: 'history' } : back === 'none' ? { kind: 'none' } : { kind: 'path', to: back });

describe('frame rules of SPEC 2.1, from the one route table', () => {
  it('the expectations cover every path of the route table, once', () => {
    expect(FRAME.map(([path]) => path)).toEqual(ROUTES.map((route) => route.path));
  });

  it.each(FRAME)('R2.1-22 R2.1-23 %s: top bar shown %s, bottom bar shown %s', (path, top, bottom) => {
    expect(frameAt(path)).toMatchObject({ topBar: top, bottomBar: bottom });
  });

  it.each(FRAME)('R2.1-24 R2.1-25 R2.1-26 back on %s: %s', (path, _top, _bottom, back) => {
    expect(frameAt(path).back).toEqual(backOf(back));
  });

  it.each(FRAME)('R2.1-27 R2.1-3 %s uses the %s header', (path, _top, _bottom, _back, header) => {
    expect(frameAt(path).header).toBe(header);
  });

  it.each(FRAME)('R2.1-30 R2.1-31 %s has the %s control', (path, _top, _bottom, _back, _header, control) => {
    expect(frameAt(path).control).toBe(control);
  });

  it.each(FRAME)('R2.1-28 R2.1-29 the title of %s is %s', (path, _top, _bottom, _back, _header, _control, title) => {
    expect(frameAt(path).title).toBe(title);
  });

  it('a query or a trailing slash does not change the frame of a path', () => {
    expect(frameAt('/m/noticeDetail?index=2')).toEqual(frameAt('/m/noticeDetail'));
    expect(frameAt('/m/login/')).toEqual(frameAt('/m/login'));
    expect(frameAt('/m/activity?id=3#top').header).toBe('home');
  });

  it.each(['/m/app', '/m/app/wallet', '/m/lottery/draw'])('R2.1-22 D10 the top bar is hidden on the module screen %s', (path) => {
    expect(frameAt(path)).toMatchObject({ topBar: false, bottomBar: true });
  });

  it('paths outside the table (module routes) get the default frame, titled by their module route, else as home, where they are sent', () => {
    const defaults = {
      path: '/m/promo/lucky', topBar: true, bottomBar: true, back: { kind: 'history' }, close: undefined, header: 'page', control: 'service',
      backLabel: undefined, category: undefined, fullLoad: false,
    };
    expect(frameAt('/m/promo/lucky', [{ path: '/m/promo/lucky', title: 'promo.lucky' }])).toEqual({ ...defaults, title: 'promo.lucky' });
    expect(frameAt('/m/promo/lucky')).toEqual({ ...defaults, title: 'title.home' });
  });

  it('/m/changePsw has no back arrow (R2.1-26) but a close control to /m/home; no other path has one', () => {
    expect(ROUTES.filter((r) => r.close !== undefined).map((r) => [r.path, r.close])).toEqual([['/m/changePsw', '/m/home']]);
  });

  it.each([
    [undefined, 'title.home'], ['/m/home', 'title.home'], ['/', 'title.home'], ['/m/notice', 'title.notice'], ['/m/activity', 'title.promotion'],
    ['/m/activityDetail?id=3', 'title.details'], ['/m/noticeDetail?index=1', 'title.details'], ['/m/help', 'title.help'], ['/m/set', 'title.home'],
    ['/m/nowhere', 'title.home'],
  ])('R2.1-32 after %s the back bar reads %s', (previous, key) => expect(backLabelAt(previous)).toBe(key));

  it('R2.1-2 the home paths are the six of SPEC 9, with or without a query', () => {
    expect(HOME_PATHS).toEqual(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']);
    expect(isHomePath('/m/index.html?from=app')).toBe(true);
    expect(isHomePath('/m/homes')).toBe(false);
    expect(routeAt('/m/index.html')?.screen).toBe('home');
  });
});
