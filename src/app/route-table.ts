/**
 * The route table of SPEC 2.1 as data: each path names its screen. Screens listed in
 * NOT_AVAILABLE_SCREENS have no content yet (DECISIONS D23) and show the honest placeholder.
 */
export type ScreenName =
  | 'home' | 'login' | 'register' | 'forget' | 'changePsw' | 'trail' | 'set' | 'customer'
  | 'category' | 'gameCenter' | 'gameList' | 'categoryTitle'
  | 'agent' | 'help' | 'notice' | 'activity' | 'message' | 'applyReward' | 'down' | 'deposit' | 'withdraw'
  | 'rewardCenter' | 'signIn' | 'manualRebate' | 'benefits' | 'memberHome' | 'inbox' | 'agentNotice' | 'vip'
  | 'agentContract' | 'agentArea';

export interface RouteEntry {
  path: string;
  screen: ScreenName;
}

const at = (screen: ScreenName, ...paths: string[]): RouteEntry[] => paths.map((path) => ({ path, screen }));

export const ROUTES: readonly RouteEntry[] = [
  ...at('home', '/', '/m', '/m/index', '/m/index.html', '/m/home'),
  ...at('login', '/m/login'),
  ...at('register', '/m/register', '/m/register.html'),
  ...at('forget', '/m/forget'),
  ...at('changePsw', '/m/changePsw'),
  ...at('agent', '/m/agent'),
  ...at('set', '/m/set'),
  ...at('help', '/m/help'),
  ...at('notice', '/m/notice', '/m/noticeDetail'),
  ...at('activity', '/m/activity', '/m/activityDetail'),
  ...at('message', '/m/message'),
  ...at('applyReward', '/m/applyReward'),
  ...at('gameCenter', '/m/sports', '/m/esports', '/m/lott', '/m/elott', '/m/gameCenter'),
  ...at('category', '/m/bgs', '/m/fish', '/m/rng', '/m/pvp', '/m/live', '/m/cockfight', '/m/arcade', '/m/crash'),
  ...at('categoryTitle', '/m/live-games', '/m/slot-games', '/m/sport-games', '/m/esport-games', '/m/fishing-games', '/m/poker-games', '/m/hot-games'),
  ...at('gameList', '/m/gameList'),
  ...at('customer', '/m/customer'),
  ...at('down', '/m/down'),
  ...at('trail', '/m/trail'),
  ...at('deposit', '/m/voucherCenter'),
  ...at('withdraw', '/m/withdraw'),
  ...at('rewardCenter', '/m/rewardCenter'),
  ...at('signIn', '/m/activity/signIn'),
  ...at('manualRebate', '/m/member/manualRebate'),
  ...at('benefits', '/m/member/benefits'),
  ...at('memberHome', '/m/member/home'),
  ...at('inbox', '/m/webEmail'),
  ...at('agentNotice', '/m/member/notice'),
  ...at('vip', '/vip.html'),
  ...at('agentContract', '/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract'),
  ...at('agentArea', '/m/agentRegister', '/m/member/agent/agentDivident', '/m/agent/team/overview', '/m/transaction/record', '/m/member/team',
    '/m/redRain', '/m/agent/team/pnl', '/m/teamBetting', '/m/member/agent/agentRebeat', '/m/member/teamRebate', '/m/securityCenter'),
];

/** Routes whose content no issue has built yet (D23): they show "not available yet", never fake data. */
export const NOT_AVAILABLE_SCREENS: readonly ScreenName[] = [
  'agent', 'help', 'notice', 'activity', 'message', 'applyReward', 'down', 'deposit', 'withdraw', 'rewardCenter', 'signIn',
  'manualRebate', 'benefits', 'memberHome', 'inbox', 'agentNotice', 'vip', 'agentContract', 'agentArea',
];

export const FALLBACK_PATH = '/m/home';

/** The screen a full page load of `pathname` shows (trailing slashes ignored), if any. */
export function screenAt(pathname: string): ScreenName | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => r.path === path)?.screen;
}
