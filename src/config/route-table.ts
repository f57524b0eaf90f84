/**
 * The one route table (SPEC 2.1, DESIGN 3): per screen its paths, lazy module, title, bars, back
 * target, header variant and control. The router, the frame, the home paths, the game screens'
 * categories, the paths only a real account opens, the agent team screen's reports and the build's chunks
 * are derived from it (`routes.ts`); nothing else lists paths: a list of links names its screens (`pathOf`).
 * A fact left out takes the frame's default: both bars shown, back one step, page header, service icon.
 * Every path has a title (the header's h1 and the document title), set on the screen or the path.
 */

/** The frame facts of SPEC 2.1 a screen or one of its paths may set. */
export interface FrameFacts {
  /** Header title, a key of the common namespace (R2.1-28, R2.1-29). */
  title?: string;
  /** R2.1-22 */
  topBar?: false;
  /** R2.1-23 */
  bottomBar?: false;
  /** Where the back arrow goes instead of one step back (R2.1-24, D9), or no arrow (R2.1-26). */
  back?: '/m/home' | 'none';
  /** Where the close control of a screen without a back arrow and top bar leads, so no screen is a dead end. */
  close?: '/m/home';
  /** R2.1-27, D2 */
  header?: 'home';
  /** R2.1-30: the category control instead of the online-service icon. */
  control?: 'category';
  /** R2.1-32: the back bar's label when this path was the previous page (default home). */
  backLabel?: string;
}

/**
 * The game category a game screen shows at a path: a platform category, or a classify filter inside
 * one (the platform's AC arcade and CR crash are RNG games), with the category name the page shows.
 */
export interface PathCategory {
  code: string;
  classify?: { code: string; name: string };
}

export interface PathDef extends FrameFacts {
  path: string;
  category?: PathCategory;
  /** Left by a full page load, not in-app navigation (R2.1-18). */
  fullLoad?: true;
  /** Which of its screen's views the path shows, for a screen that shows several (the agent team screen's reports). */
  view?: string;
}

export interface ScreenDef extends FrameFacts {
  screen: string;
  /**
   * The screen's module under src (features/<name>/..., or render/ for home), its named export, and the i18n namespaces it needs loaded
   * with it. Without one the route shows "not available yet" (D23, D25).
   */
  module?: { file: string; component: string; texts?: readonly string[] };
  /** 'lobby': the first view; the screen and what it imports statically share one chunk. */
  chunk?: 'lobby';
  /** Only a real account opens it (SPEC 5 free-account check, 6): a guest goes to login, a trial or other account is refused. */
  realAccountOnly?: true;
  paths: readonly (string | PathDef)[];
}

const cat = (code: string, facts: Omit<PathDef, 'path' | 'category'> = {}) => ({ category: { code }, ...facts });
const classify = (code: string, filter: string, name: string) => ({ category: { code, classify: { code: filter, name } } });
const ACCOUNT = { topBar: false, bottomBar: false } as const;

export const ROUTE_TABLE = [
  {
    screen: 'home', module: { file: 'render/home-screen.tsx', component: 'HomeScreen' }, chunk: 'lobby',
    title: 'title.home', back: 'none', header: 'home', backLabel: 'title.home',
    paths: ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'],
  },
  { screen: 'login', module: { file: 'features/auth/login-screen.tsx', component: 'LoginScreen', texts: ['auth'] }, title: 'login', ...ACCOUNT, back: '/m/home', paths: ['/m/login'] },
  {
    screen: 'register', module: { file: 'features/register/register-screen.tsx', component: 'RegisterScreen', texts: ['auth'] },
    title: 'register', ...ACCOUNT, back: '/m/home', paths: ['/m/register', '/m/register.html'],
  },
  { screen: 'forget', module: { file: 'features/password/forget-screen.tsx', component: 'ForgetScreen', texts: ['auth'] }, title: 'title.forgot_password', ...ACCOUNT, back: '/m/home', paths: ['/m/forget'] },
  {
    screen: 'changePsw', module: { file: 'features/password/change-password-screen.tsx', component: 'ChangePasswordScreen', texts: ['auth'] },
    title: 'title.first_password', ...ACCOUNT, back: 'none', close: '/m/home', paths: ['/m/changePsw'],
  },
  { screen: 'trail', module: { file: 'features/auth/trial-screen.tsx', component: 'TrialScreen', texts: ['auth'] }, title: 'title.free_trial', back: '/m/home', paths: ['/m/trail'] },
  { screen: 'set', module: { file: 'features/settings/settings-screen.tsx', component: 'SettingsScreen', texts: ['auth'] }, title: 'title.personal_setting', paths: ['/m/set'] },
  { screen: 'customer', module: { file: 'features/customer/customer-screen.tsx', component: 'CustomerScreen' }, title: 'title.customer_service', paths: ['/m/customer'] },
  {
    screen: 'gameCenter', module: { file: 'features/games/game-center-screen.tsx', component: 'GameCenterScreen' },
    paths: [
      { path: '/m/sports', title: 'title.sports', ...cat('SPORTS', { control: 'category' }) },
      { path: '/m/esports', title: 'title.esports', ...cat('ESPORTS', { control: 'category' }) },
      { path: '/m/lott', title: 'title.lottery', ...cat('LOTT', { control: 'category' }) },
      { path: '/m/elott', title: 'title.lottery', ...cat('ELOTT') },
      // The type comes from ?type= here, default SPORTS (R2.1-8).
      { path: '/m/gameCenter', title: 'title.game_center' },
    ],
  },
  {
    screen: 'category', module: { file: 'features/games/category-screen.tsx', component: 'CategoryScreen' },
    paths: [
      { path: '/m/bgs', title: 'title.slot', ...cat('BGS') },
      { path: '/m/fish', title: 'title.fish', ...cat('FISH', { control: 'category' }) },
      { path: '/m/rng', title: 'title.rng', ...cat('RNG', { control: 'category' }) },
      { path: '/m/slotsCenter', title: 'title.rng', ...cat('RNG') },
      { path: '/m/pvp', title: 'title.pvp', ...cat('PVP', { control: 'category' }) },
      { path: '/m/live', title: 'title.live', ...cat('LIVE', { control: 'category' }) },
      { path: '/m/cockfight', title: 'title.cockfight', ...cat('COCKFIGHT') },
      { path: '/m/arcade', title: 'title.arcade', ...classify('RNG', 'AC', 'ARCADE') },
      { path: '/m/crash', title: 'title.crash', ...classify('RNG', 'CR', 'CRASH') },
    ],
  },
  {
    screen: 'categoryTitle', module: { file: 'features/games/category-title-screen.tsx', component: 'CategoryTitleScreen' },
    paths: [
      { path: '/m/live-games', title: 'title.live', ...cat('LIVE') },
      { path: '/m/slot-games', title: 'title.rng', ...cat('RNG') },
      { path: '/m/sport-games', title: 'title.sports', ...cat('SPORTS') },
      { path: '/m/esport-games', title: 'title.esports', ...cat('ESPORTS') },
      { path: '/m/fishing-games', title: 'title.fish', ...cat('FISH') },
      { path: '/m/poker-games', title: 'title.pvp', ...cat('PVP') },
      { path: '/m/hot-games', title: 'title.hot', ...cat('HOT') },
    ],
  },
  // SPEC 2.14 FBGame: a SPORTS vendor's sportsbook and match list, from the sports game center.
  { screen: 'fbGame', module: { file: 'features/sportsbook/fb-game-screen.tsx', component: 'FbGameScreen' }, title: 'title.sportsbook', paths: ['/m/fbGame'] },
  // SPEC 2.14 VNListCenter: the Vietnamese lottery's provinces by region, from the lottery game centers.
  { screen: 'vnLottery', module: { file: 'features/vn-lottery/vn-list-center-screen.tsx', component: 'VnListCenterScreen' }, title: 'title.vn_lottery', paths: ['/m/vnLottery'] },
  { screen: 'gameList', module: { file: 'features/games/game-list-screen.tsx', component: 'GameListScreen' }, title: 'title.game_list', ...ACCOUNT, paths: ['/m/gameList'] },
  { screen: 'agent', module: { file: 'render/agent-home-screen.tsx', component: 'AgentHomeScreen', texts: ['agent'] }, title: 'title.agent', ...ACCOUNT, paths: ['/m/agent'] },
  { screen: 'help', module: { file: 'features/help/help-screen.tsx', component: 'HelpScreen' }, title: 'title.help', backLabel: 'title.help', paths: ['/m/help'] },
  // The operator's documents (SPEC 2.14): reached from the compliance footer, the registration agreement and the partners section.
  { screen: 'terms', module: { file: 'features/documents/document-screen.tsx', component: 'TermsScreen' }, title: 'title.terms', paths: ['/m/terms'] },
  { screen: 'policy', module: { file: 'features/documents/document-screen.tsx', component: 'PolicyScreen' }, title: 'title.policy', paths: ['/m/policy'] },
  { screen: 'sponsor', module: { file: 'features/documents/sponsor-screen.tsx', component: 'SponsorScreen' }, title: 'title.sponsor', paths: ['/m/sponsor'] },
  {
    screen: 'notice', module: { file: 'features/notices/notice-screen.tsx', component: 'NoticeScreen' }, title: 'title.notice',
    paths: [{ path: '/m/notice', backLabel: 'title.notice' }, { path: '/m/noticeDetail', backLabel: 'title.details' }],
  },
  {
    screen: 'activity', module: { file: 'features/promotions/promotions-screen.tsx', component: 'PromotionsScreen' }, title: 'title.promotion',
    paths: [{ path: '/m/activity', header: 'home', back: '/m/home', backLabel: 'title.promotion' }, { path: '/m/activityDetail', backLabel: 'title.details' }],
  },
  // D9: the message centre's own header goes back to /m/home.
  { screen: 'message', module: { file: 'features/messages/message-screen.tsx', component: 'MessageScreen' }, title: 'title.message', topBar: false, back: '/m/home', paths: ['/m/message'] },
  {
    screen: 'applyReward', module: { file: 'features/promotions/apply-reward-screen.tsx', component: 'ApplyRewardScreen', texts: ['reward'] },
    title: 'title.activity_claim', paths: ['/m/applyReward'],
  },
  { screen: 'down', module: { file: 'features/download/download-screen.tsx', component: 'DownloadScreen' }, title: 'title.download', bottomBar: false, paths: ['/m/down'] },
  { screen: 'deposit', module: { file: 'features/wallet/deposit-screen.tsx', component: 'DepositScreen', texts: ['wallet'] }, title: 'title.deposit', realAccountOnly: true, paths: ['/m/voucherCenter'] },
  { screen: 'withdraw', module: { file: 'features/wallet/withdraw-screen.tsx', component: 'WithdrawScreen', texts: ['wallet'] }, title: 'title.withdraw', realAccountOnly: true, paths: ['/m/withdraw'] },
  // Module FUNDTRANS3 and the player's records: paths of the platform's module route table (SPEC 2.1, not shown).
  { screen: 'transfer', module: { file: 'features/wallet/transfer-screen.tsx', component: 'TransferScreen', texts: ['wallet'] }, title: 'wallet_titles.transfer', paths: ['/m/member/transfer'] },
  { screen: 'records', module: { file: 'features/wallet/records-screen.tsx', component: 'RecordsScreen', texts: ['wallet'] }, title: 'wallet_titles.records', paths: ['/m/member/records'] },
  { screen: 'rewardCenter', module: { file: 'features/rewards/reward-center-screen.tsx', component: 'RewardCenterScreen', texts: ['rewards'] }, title: 'title.reward_center', realAccountOnly: true, paths: ['/m/rewardCenter'] },
  { screen: 'signIn', module: { file: 'features/rewards/sign-in-screen.tsx', component: 'SignInScreen', texts: ['rewards'] }, title: 'title.daily_sign_in', realAccountOnly: true, paths: ['/m/activity/signIn'] },
  { screen: 'manualRebate', module: { file: 'features/rewards/rebate-screen.tsx', component: 'RebateScreen', texts: ['rewards'] }, title: 'title.single_cash_back', realAccountOnly: true, paths: ['/m/member/manualRebate'] },
  { screen: 'benefits', module: { file: 'features/rewards/vip-screen.tsx', component: 'VipBenefitsScreen', texts: ['rewards'] }, title: 'title.vip_benefits', realAccountOnly: true, paths: ['/m/member/benefits'] },
  { screen: 'memberHome', module: { file: 'features/wallet/member-home-screen.tsx', component: 'MemberHomeScreen', texts: ['wallet', 'rewards'] }, title: 'title.member_center', paths: ['/m/member/home'] },
  { screen: 'inbox', module: { file: 'features/inbox/inbox-screen.tsx', component: 'InboxScreen' }, title: 'title.inbox', paths: ['/m/webEmail'] },
  { screen: 'agentNotice', module: { file: 'features/notices/notice-screen.tsx', component: 'NoticeScreen' }, title: 'title.agent_announcements', paths: ['/m/member/notice'] },
  { screen: 'vip', module: { file: 'features/rewards/vip-screen.tsx', component: 'VipPageScreen', texts: ['rewards'] }, title: 'title.vip_benefits', paths: [{ path: '/vip.html', fullLoad: true }] },
  {
    screen: 'agentContract', module: { file: 'features/agent/contract-screen.tsx', component: 'ContractScreen', texts: ['agent'] }, title: 'title.contract',
    paths: ['/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract'],
  },
  {
    screen: 'securityCenter', module: { file: 'features/security/security-screen.tsx', component: 'SecurityScreen', texts: ['auth', 'security'] },
    title: 'title.security_center', paths: ['/m/securityCenter'],
  },
  {
    // The team pages of the agent grid, from the platform's team reports: each path's view is the report it shows
    screen: 'agentTeam', module: { file: 'features/agent/team-screen.tsx', component: 'TeamScreen', texts: ['agent'] },
    paths: [
      { path: '/m/member/agent/agentDivident', title: 'title.dividend', view: 'dividends' },
      { path: '/m/agent/team/overview', title: 'title.team_overview', view: 'overview' },
      { path: '/m/transaction/record', title: 'title.transaction_record', view: 'transactions' },
      { path: '/m/member/team', title: 'title.member_team', view: 'members' },
      { path: '/m/agent/team/pnl', title: 'title.team_pnl', view: 'pnl' },
      { path: '/m/teamBetting', title: 'title.team_betting', view: 'bets' },
    ],
  },
  {
    screen: 'agentRegister', module: { file: 'features/agent/agent-register-screen.tsx', component: 'AgentRegisterScreen', texts: ['agent', 'auth'] },
    title: 'title.open_account', paths: ['/m/agentRegister'],
  },
  {
    // The red rain of the agent grid (AGENTRANSMULTDOWN3, D15): the platform's timed rains and the agent's grabs
    screen: 'redRain', module: { file: 'features/agent/red-rain/red-rain-screen.tsx', component: 'RedRainScreen', texts: ['agent', 'redrain'] },
    title: 'title.red_rain', paths: ['/m/redRain'],
  },
  {
    screen: 'agentRebate', module: { file: 'features/agent/rebate/agent-rebate-screen.tsx', component: 'AgentRebateScreen', texts: ['rebate', 'agent'] },
    title: 'title.agent_rebate', paths: ['/m/member/agent/agentRebeat'],
  },
  {
    screen: 'teamRebate', module: { file: 'features/agent/rebate/team-rebate-screen.tsx', component: 'TeamRebateScreen', texts: ['rebate', 'agent'] },
    title: 'title.team_rebate', paths: ['/m/member/teamRebate'],
  },
] as const satisfies readonly ScreenDef[];

export type ScreenName = (typeof ROUTE_TABLE)[number]['screen'];
