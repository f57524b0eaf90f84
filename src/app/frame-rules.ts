/**
 * The frame rules of SPEC 2.1, as tables. One module answers, for a path, whether the top and
 * bottom bars show, where back goes, which header variant, title and right-hand control it has.
 */
import { HOME_PATHS, isHomePath } from '../config/paths.ts';

export { HOME_PATHS, isHomePath };

/** R2.1-22; "app" and "lottery" are module screens (D10), matched as any path segment. */
const TOP_BAR_HIDDEN_PAGES = ['login', 'register', 'message', 'forget', 'changePsw', 'agent', 'gameList'];
const TOP_BAR_HIDDEN_SEGMENTS = ['app', 'lottery'];
/** R2.1-23 */
const BOTTOM_BAR_HIDDEN_PAGES = ['login', 'register', 'changePsw', 'forget', 'gameList', 'agent', 'down'];
/** R2.1-24 */
const BACK_TO_HOME_PATHS = ['/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/activity', '/m/forget'];
/** R2.1-26 */
const NO_BACK_PATHS = ['/m/changePsw', ...HOME_PATHS];
/** R2.1-30: category pages carry an extra control at the right of the header. */
const CATEGORY_CONTROL_PAGES = ['live', 'sport', 'sports', 'esport', 'esports', 'rng', 'pvp', 'fish', 'lott'];

/** R2.1-28, R2.1-29: title translation keys by page (common namespace). */
const TITLE_KEYS: Readonly<Record<string, string>> = {
  home: 'title.home', activity: 'title.promotion', activityDetail: 'title.promotion', forget: 'title.forgot_password',
  login: 'title.login', register: 'title.register', trail: 'title.free_trial', changePsw: 'title.first_password',
  notice: 'title.notice', noticeDetail: 'title.notice', gameCenter: 'title.game_center', slotsCenter: 'title.rng',
  message: 'title.message', set: 'title.personal_setting', help: 'title.help', gameList: 'title.game_list',
  live: 'title.live', sports: 'title.sports', esports: 'title.esports', rng: 'title.rng', pvp: 'title.pvp',
  bgs: 'title.slot', fish: 'title.fish', lott: 'title.lottery', elott: 'title.lottery', customer: 'title.customer_service',
  applyReward: 'title.activity_claim', down: 'title.download', voucherCenter: 'title.deposit', withdraw: 'title.withdraw',
  rewardCenter: 'title.reward_center', webEmail: 'title.inbox', 'live-games': 'title.live', 'slot-games': 'title.rng',
  'sport-games': 'title.sports', 'esport-games': 'title.esports', 'fishing-games': 'title.fish', 'poker-games': 'title.pvp',
  'hot-games': 'title.hot', agentRegister: 'title.open_account', securityCenter: 'title.security_center',
  teamBetting: 'title.team_betting', redRain: 'title.red_rain',
};

/** Paths under /m/member/ and /m/agent/ and /m/activity/ keyed by their full tail. */
const NESTED_TITLE_KEYS: Readonly<Record<string, string>> = {
  'activity/signIn': 'title.daily_sign_in', 'member/manualRebate': 'title.single_cash_back', 'member/benefits': 'title.vip_benefits',
  'member/home': 'title.member_center', 'member/notice': 'title.agent_announcements', 'member/team': 'title.member_team',
  'member/teamRebate': 'title.team_rebate', 'member/agent/agentRebeat': 'title.agent_rebate', 'member/agent/agentDivident': 'title.dividend',
  'member/agent/getSalaryContract': 'title.contract', 'member/agent/getDevidendContract': 'title.contract', 'member/agent/getHourContract': 'title.contract',
  'agent/team/overview': 'title.team_overview', 'agent/team/pnl': 'title.team_pnl', 'transaction/record': 'title.transaction_record',
};

/** R2.1-32: labels of the back bar by previous page; anything else reads as home. */
const BACK_LABEL_KEYS: Readonly<Record<string, string>> = {
  home: 'title.home', notice: 'title.notice', activity: 'title.promotion', activityDetail: 'title.details', noticeDetail: 'title.details', help: 'title.help',
};

function segments(path: string): string[] {
  return path.split('?')[0]!.split('/').filter((s) => s !== '');
}

/** The page name of a path: the segment after /m/, without .html ("register.html" -> "register"). */
export function pageOf(path: string): string {
  if (isHomePath(path)) return 'home';
  const parts = segments(path);
  const page = parts[0] === 'm' ? parts[1] : parts[0];
  return (page ?? 'home').replace(/\.html$/, '');
}

function normalise(path: string): string {
  return path.split('?')[0]!;
}

export function isTopBarHidden(path: string): boolean {
  return TOP_BAR_HIDDEN_PAGES.includes(pageOf(path)) || segments(path).some((s) => TOP_BAR_HIDDEN_SEGMENTS.includes(s));
}

export function isBottomBarHidden(path: string): boolean {
  return BOTTOM_BAR_HIDDEN_PAGES.includes(pageOf(path));
}

/** Where the header back arrow goes: a path, one step back in history, or no arrow. */
export type BackTarget = { kind: 'path'; to: string } | { kind: 'history' } | { kind: 'none' };

export function backTargetOf(path: string): BackTarget {
  const p = normalise(path);
  if (NO_BACK_PATHS.includes(p)) return { kind: 'none' };
  if (BACK_TO_HOME_PATHS.includes(p)) return { kind: 'path', to: '/m/home' };
  return { kind: 'history' };
}

/** R2.1-27: the home header variant on the home paths and /m/activity (D2). */
export function headerVariantOf(path: string): 'home' | 'page' {
  return isHomePath(path) || normalise(path) === '/m/activity' ? 'home' : 'page';
}

export function titleKeyOf(path: string): string | undefined {
  const tail = segments(path).slice(segments(path)[0] === 'm' ? 1 : 0).join('/');
  return NESTED_TITLE_KEYS[tail] ?? TITLE_KEYS[pageOf(path)];
}

/** R2.1-30, R2.1-31: the right-hand header control. */
export function headerControlOf(path: string): 'category' | 'service' {
  return CATEGORY_CONTROL_PAGES.includes(pageOf(path)) ? 'category' : 'service';
}

export function backLabelKeyOf(previousPath: string | undefined): string {
  return (previousPath === undefined ? undefined : BACK_LABEL_KEYS[pageOf(previousPath)]) ?? 'title.home';
}
