/**
 * Every platform path the front end calls (SPEC 7), with its method. The sandbox registers its routes
 * from this table, so a path is spelled in one place only. Imports nothing: safe for the browser
 * bundle and for Node scripts alike. What only the platform side needs (schema names, whether a
 * session is required) is in schemas/api/endpoints.json, checked against this table by npm run gen,
 * so the browser does not download it; the types it names reach the client as EndpointMap.
 *
 * Authenticated calls carry the session token as `Authorization: Bearer <token>`, never in the URL.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  /** Body may be (or, when the platform demands, must be) a compact JWE: `Encryption` header set. */
  readonly encrypted?: boolean;
  /** Body is multipart/form-data (files): the one kind of non-JSON body the platform takes, and only with a session. */
  readonly multipart?: boolean;
}

const e = <T extends Endpoint>(endpoint: T): Readonly<T> => Object.freeze(endpoint);

export const ENDPOINTS = Object.freeze({
  // session (SPEC 7 Login, Logout, Test play / trial)
  login: e({ method: 'POST', path: '/wps/session/login', encrypted: true }),
  logout: e({ method: 'DELETE', path: '/wps/session' }),
  testPlay: e({ method: 'POST', path: '/wps/session/test-play' }),
  trialAccount: e({ method: 'GET', path: '/wps/session/trial' }),
  // remembered login (D26): sign in with a remember token, revoke one
  rememberLogin: e({ method: 'POST', path: '/wps/session/remember', encrypted: true }),
  rememberForget: e({ method: 'POST', path: '/wps/session/remember/forget', encrypted: true }),

  // registration
  registerSettings: e({ method: 'GET', path: '/wps/register/settings' }),
  validationSettings: e({ method: 'GET', path: '/wps/register/validation-settings' }),
  usernameAvailable: e({ method: 'GET', path: '/wps/register/username-available' }),
  verification: e({ method: 'GET', path: '/wps/register/verification' }),
  captcha: e({ method: 'GET', path: '/wps/captcha' }),
  invitationCode: e({ method: 'GET', path: '/wps/register/invitation-code' }),
  registerByUsername: e({ method: 'PUT', path: '/wps/register/username', encrypted: true }),
  registerByMobile: e({ method: 'PUT', path: '/wps/register/mobile', encrypted: true }),

  // SMS
  smsSend: e({ method: 'POST', path: '/wps/sms/send' }),

  // passwords (D22: v2)
  changePassword: e({ method: 'POST', path: '/wps/password/change/v2', encrypted: true }),
  setPasswordByPhone: e({ method: 'POST', path: '/wps/password/phone', encrypted: true }),
  forgotPasswordByEmail: e({ method: 'POST', path: '/wps/password/forgot' }),

  // security centre (SPEC 7 security; issue 19 point 8): every secret sealed like login
  securityOverview: e({ method: 'GET', path: '/wps/security/overview' }),
  securityEmailCode: e({ method: 'POST', path: '/wps/security/email/code' }),
  securityBindEmail: e({ method: 'POST', path: '/wps/security/email', encrypted: true }),
  securityBindMobile: e({ method: 'POST', path: '/wps/security/mobile', encrypted: true }),
  securityQuestions: e({ method: 'POST', path: '/wps/security/questions', encrypted: true }),
  securityPayee: e({ method: 'POST', path: '/wps/security/payee', encrypted: true }),
  securityFundsPassword: e({ method: 'POST', path: '/wps/security/funds-password', encrypted: true }),
  securityBankCard: e({ method: 'POST', path: '/wps/security/bank-card', encrypted: true }),

  // announcements
  announcements: e({ method: 'GET', path: '/wps/announcements' }),
  announcementRead: e({ method: 'POST', path: '/wps/announcements/read' }),
  notices: e({ method: 'GET', path: '/wps/announcements/notices' }),
  popularAnnouncements: e({ method: 'GET', path: '/wps/announcements/popular' }),

  // system
  systemStatus: e({ method: 'GET', path: '/wps/system/status' }),
  customerService: e({ method: 'GET', path: '/wps/system/customer-service' }),
  helpCenter: e({ method: 'GET', path: '/wps/system/help' }),
  setTemplate: e({ method: 'GET', path: '/wps/system/set-template' }),

  // chat and inbox (SPEC 6: type 4 refused, free_reject)
  chatLaunch: e({ method: 'GET', path: '/wps/chat/launch' }),
  chatUnread: e({ method: 'GET', path: '/wps/chat/unread-count' }),
  inboxUnread: e({ method: 'GET', path: '/wps/inbox/unread-count' }),
  inboxList: e({ method: 'GET', path: '/wps/inbox/list' }),
  inboxRead: e({ method: 'POST', path: '/wps/inbox/read' }),
  inboxDelete: e({ method: 'DELETE', path: '/wps/inbox/message' }),

  // member
  memberInfo: e({ method: 'GET', path: '/wps/member/info' }),
  wallet: e({ method: 'GET', path: '/wps/member/wallet' }),
  affiliateCode: e({ method: 'GET', path: '/wps/member/affiliate-code' }),
  deposit: e({ method: 'GET', path: '/wps/member/deposit' }),

  // wallet (issue 19): balances, transfers, deposit, withdraw, records; amounts are decimal strings
  walletBalances: e({ method: 'GET', path: '/wps/wallet/balances' }),
  walletTransfer: e({ method: 'POST', path: '/wps/wallet/transfer' }),
  walletTransferAll: e({ method: 'POST', path: '/wps/wallet/transfer/all-to-main' }),
  depositChannels: e({ method: 'GET', path: '/wps/wallet/deposit/channels' }),
  depositPromotions: e({ method: 'GET', path: '/wps/wallet/deposit/promotions' }),
  depositRequest: e({ method: 'POST', path: '/wps/wallet/deposit' }),
  depositManual: e({ method: 'POST', path: '/wps/wallet/deposit/manual', multipart: true }),
  withdrawInfo: e({ method: 'GET', path: '/wps/wallet/withdraw/info' }),
  withdrawRequest: e({ method: 'POST', path: '/wps/wallet/withdraw', encrypted: true }),
  depositRecords: e({ method: 'GET', path: '/wps/wallet/records/deposits' }),
  withdrawRecords: e({ method: 'GET', path: '/wps/wallet/records/withdrawals' }),
  transferRecords: e({ method: 'GET', path: '/wps/wallet/records/transfers' }),
  betRecords: e({ method: 'GET', path: '/wps/wallet/records/bets' }),
  rewardRecords: e({ method: 'GET', path: '/wps/wallet/records/rewards' }),
  depositDetail: e({ method: 'GET', path: '/wps/wallet/records/deposits/detail' }),
  withdrawDetail: e({ method: 'GET', path: '/wps/wallet/records/withdrawals/detail' }),
  transferDetail: e({ method: 'GET', path: '/wps/wallet/records/transfers/detail' }),
  betDetail: e({ method: 'GET', path: '/wps/wallet/records/bets/detail' }),
  rewardDetail: e({ method: 'GET', path: '/wps/wallet/records/rewards/detail' }),

  // agent
  contractDailySalary: e({ method: 'GET', path: '/wps/agent/contract/daily-salary' }),
  contractDividend: e({ method: 'GET', path: '/wps/agent/contract/dividend' }),
  teamKpi: e({ method: 'GET', path: '/wps/agent/team-kpi' }),
  contractTerms: e({ method: 'GET', path: '/wps/agent/contract/terms' }),
  contractAnswer: e({ method: 'POST', path: '/wps/agent/contract/answer' }),
  teamOverview: e({ method: 'GET', path: '/wps/agent/team/overview' }),
  teamMembers: e({ method: 'GET', path: '/wps/agent/team/members' }),
  teamTransactions: e({ method: 'GET', path: '/wps/agent/team/transactions' }),
  teamPnl: e({ method: 'GET', path: '/wps/agent/team/pnl' }),
  teamBets: e({ method: 'GET', path: '/wps/agent/team/bets' }),
  teamDividends: e({ method: 'GET', path: '/wps/agent/team/dividends' }),
  agentRegisterSettings: e({ method: 'GET', path: '/wps/agent/register/settings' }),
  agentRegister: e({ method: 'PUT', path: '/wps/agent/register', encrypted: true }),

  // promotions and rewards
  promotions: e({ method: 'GET', path: '/wps/promotion/list' }),
  promotionJoin: e({ method: 'POST', path: '/wps/promotion/join' }),
  rewardApplications: e({ method: 'GET', path: '/wps/promotion/reward' }),
  rewardApply: e({ method: 'POST', path: '/wps/promotion/reward/apply', multipart: true }),
  rewardUnclaimed: e({ method: 'GET', path: '/wps/promotion/unclaimed-count' }),

  // games
  vendorTypes: e({ method: 'GET', path: '/wps/game/vendor-types' }),
  vendorSorting: e({ method: 'GET', path: '/wps/game/vendor-sorting' }),
  vendorMapping: e({ method: 'GET', path: '/wps/game/vendor-mapping' }),
  gameClassify: e({ method: 'GET', path: '/wps/game/classify' }),
  gameList: e({ method: 'GET', path: '/wps/game/list' }),
  favouriteAdd: e({ method: 'POST', path: '/wps/game/favourite' }),
  favouriteRemove: e({ method: 'DELETE', path: '/wps/game/favourite' }),
  favouriteIds: e({ method: 'GET', path: '/wps/game/favourite/ids' }),
  favouriteList: e({ method: 'GET', path: '/wps/game/favourite/list' }),
  recentAdd: e({ method: 'POST', path: '/wps/game/recent' }),
  recentList: e({ method: 'GET', path: '/wps/game/recent' }),
  hotGames: e({ method: 'GET', path: '/wps/game/hot' }),
  hotMatches: e({ method: 'GET', path: '/wps/game/hot-matches' }),
  launchGame: e({ method: 'POST', path: '/wps/game/launch' }),
  launchLottery: e({ method: 'POST', path: '/wps/game/lottery/launch' }),

  // home sections (SPEC 2.14): winner board, lottery draws, partners
  winnerBoard: e({ method: 'GET', path: '/wps/game/winner-board' }),
  lotteryDraws: e({ method: 'GET', path: '/wps/game/lottery/draws' }),
  partners: e({ method: 'GET', path: '/wps/system/partners' }),

  // rewards (issue 19 point 7): reward centre, daily sign-in, single cash back, VIP
  rewardList: e({ method: 'GET', path: '/wps/rewards/list' }),
  rewardClaim: e({ method: 'POST', path: '/wps/rewards/claim' }),
  signInStatus: e({ method: 'GET', path: '/wps/rewards/sign-in' }),
  signIn: e({ method: 'POST', path: '/wps/rewards/sign-in' }),
  rebateStatus: e({ method: 'GET', path: '/wps/rewards/rebate' }),
  rebateClaim: e({ method: 'POST', path: '/wps/rewards/rebate/claim' }),
  vipLevels: e({ method: 'GET', path: '/wps/rewards/vip' }),
});

export type EndpointName = keyof typeof ENDPOINTS;

/** Sandbox-only control API (never on a real platform): tests and QA drive the sandbox with it. */
export const SANDBOX_CONTROL = Object.freeze({
  flags: '/__sandbox/flags',
  platform: '/__sandbox/platform',
  status: '/__sandbox/status',
  clock: '/__sandbox/clock',
  smsLast: '/__sandbox/sms/last',
  emailLast: '/__sandbox/email/last',
  captchaLast: '/__sandbox/captcha/last',
  reset: '/__sandbox/reset',
  rewardCount: '/__sandbox/reward-count',
  rewardGrant: '/__sandbox/rewards/grant',
  bet: '/__sandbox/bets',
  registration: '/__sandbox/registration',
  hostile: '/__sandbox/hostile',
  gamePage: '/__sandbox/game',
  chatPage: '/__sandbox/chat',
  /** The payment gateway's page a gateway deposit opens (it completes or cancels the deposit). */
  gatewayPage: '/__sandbox/pay',
  walletPending: '/__sandbox/wallet/pending',
  walletReview: '/__sandbox/wallet/review',
  walletLedger: '/__sandbox/wallet/ledger',
  walletReceipt: '/__sandbox/wallet/receipt',
  walletTurnover: '/__sandbox/wallet/turnover',
} as const);

/**
 * Every control call must carry this header (value 1): a cross-site form cannot send one. Only the
 * pages a launch or chat opens and the CSP report endpoint, which the browser calls itself, go without.
 */
export const SANDBOX_CONTROL_HEADER = Object.freeze({ name: 'X-Sandbox-Control', value: '1' } as const);

/** Stable error codes of the sandbox (SPEC 8); `message` carries the spec's English text. */
export const API_ERROR = Object.freeze({
  badRequest: 'BAD_REQUEST',
  loggedOut: 'SESSION_LOGGED_OUT',
  notLoggedIn: 'NOT_LOGGED_IN',
  freeReject: 'free_reject',
  loginFailed: 'LOGIN_FAILED',
  captchaRequired: 'CAPTCHA_REQUIRED',
  captchaWrong: 'CAPTCHA_INCORRECT',
  nonMember: 'NON_MEMBER_LOGIN',
  nonAgent: 'NON_AGENT_LOGIN',
  rateLimited: 'RATE_LIMITED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  pictureType: 'activity_image_type',
  pictureSize: 'activity_apply_remark_limit3',
  pictureCount: 'activity_apply_remark_limit4',
  replayed: 'REPLAYED_REQUEST',
  decrypt: 'DECRYPTION_FAILED',
  usernameTaken: 'USERNAME_EXISTS',
  invitation: 'INVALID_INVITATION_CODE',
  fieldInvalid: 'FIELD_INVALID',
  smsCode: 'VERIFICATION_CODE_ERROR',
  samePassword: 'modify.new.old.same',
  wrongPassword: 'PASSWORD_INCORRECT',
  rememberRefused: 'REMEMBER_TOKEN_REFUSED',
  notFound: 'NOT_FOUND',
  rewardClaimed: 'REWARD_ALREADY_CLAIMED',
  rewardExpired: 'REWARD_EXPIRED',
  noRebate: 'NO_REBATE_AVAILABLE',
  noPermission: 'NO_PERMISSION',
  notYourTeam: 'NOT_IN_YOUR_TEAM',
  maintenance: 'MAINTENANCE',
  // wallet (issue 19): business refusals answer HTTP 200 with the platform's message
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  amountInvalid: 'AMOUNT_INVALID',
  amountBelowMin: 'AMOUNT_BELOW_MIN',
  amountAboveMax: 'AMOUNT_ABOVE_MAX',
  fundsPasswordNotSet: 'FUNDS_PASSWORD_NOT_SET',
  fundsPasswordWrong: 'FUNDS_PASSWORD_INCORRECT',
  turnoverNotMet: 'TURNOVER_NOT_MET',
  bankCardNotFound: 'BANK_CARD_NOT_FOUND',
  walletNotFound: 'WALLET_NOT_FOUND',
  depositChannel: 'DEPOSIT_CHANNEL_INVALID',
  promotionNotEligible: 'PROMOTION_NOT_ELIGIBLE',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  internal: 'INTERNAL_ERROR',
} as const);
