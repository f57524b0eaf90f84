/**
 * Every platform path the front end calls (SPEC 7), with its method. The sandbox registers its routes
 * from this table, so a path is spelled in one place only. Imports nothing: safe for the browser
 * bundle and for Node scripts alike.
 *
 * Authenticated calls carry the session token as `Authorization: Bearer <token>` (a `token` query
 * parameter is accepted too, as the platform does). Request and response shapes live in
 * schemas/api/<family>.schema.json; `request` and `response` name their definitions.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  /** Schema family file under schemas/api (without .schema.json). */
  readonly family: string;
  /** Definition name of the request shape (query for GET/DELETE, body otherwise), if any. */
  readonly request?: string;
  /** Definition name of the success response envelope. */
  readonly response: string;
  /** 'required': no session -> 401; 'optional': a session adds per-member data. */
  readonly auth: 'none' | 'optional' | 'required';
  /** Body may be (or, when the platform demands, must be) a compact JWE: `Encryption` header set. */
  readonly encrypted?: boolean;
}

const e = <T extends Endpoint>(endpoint: T): Readonly<T> => Object.freeze(endpoint);

export const ENDPOINTS = Object.freeze({
  // session (SPEC 7 Login, Logout, Test play / trial)
  login: e({ method: 'POST', path: '/wps/session/login', family: 'session', request: 'LoginRequest', response: 'LoginResponse', auth: 'none', encrypted: true }),
  logout: e({ method: 'DELETE', path: '/wps/session', family: 'session', response: 'LogoutResponse', auth: 'required' }),
  testPlay: e({ method: 'POST', path: '/wps/session/test-play', family: 'session', request: 'TestPlayRequest', response: 'TestPlayResponse', auth: 'none' }),
  trialAccount: e({ method: 'GET', path: '/wps/session/trial', family: 'session', response: 'LoginResponse', auth: 'none' }),

  // registration
  registerSettings: e({ method: 'GET', path: '/wps/register/settings', family: 'register', response: 'RegisterSettingsResponse', auth: 'none' }),
  validationSettings: e({ method: 'GET', path: '/wps/register/validation-settings', family: 'register', response: 'ValidationSettingsResponse', auth: 'none' }),
  usernameAvailable: e({ method: 'GET', path: '/wps/register/username-available', family: 'register', request: 'UsernameAvailableQuery', response: 'UsernameAvailableResponse', auth: 'none' }),
  verification: e({ method: 'GET', path: '/wps/register/verification', family: 'register', request: 'VerificationQuery', response: 'VerificationResponse', auth: 'none' }),
  captcha: e({ method: 'GET', path: '/wps/captcha', family: 'register', response: 'CaptchaResponse', auth: 'none' }),
  invitationCode: e({ method: 'GET', path: '/wps/register/invitation-code', family: 'register', request: 'InvitationCodeQuery', response: 'InvitationCodeResponse', auth: 'none' }),
  registerByUsername: e({ method: 'PUT', path: '/wps/register/username', family: 'register', request: 'RegisterRequest', response: 'RegisterResponse', auth: 'none', encrypted: true }),
  registerByMobile: e({ method: 'PUT', path: '/wps/register/mobile', family: 'register', request: 'RegisterRequest', response: 'RegisterResponse', auth: 'none', encrypted: true }),

  // SMS
  smsSend: e({ method: 'POST', path: '/wps/sms/send', family: 'sms', request: 'SmsSendRequest', response: 'SmsSendResponse', auth: 'none' }),

  // passwords (D22: v2)
  changePassword: e({ method: 'POST', path: '/wps/password/change/v2', family: 'password', request: 'ChangePasswordRequest', response: 'PasswordResponse', auth: 'required', encrypted: true }),
  setPasswordByPhone: e({ method: 'POST', path: '/wps/password/phone', family: 'password', request: 'SetPasswordByPhoneRequest', response: 'PasswordResponse', auth: 'none', encrypted: true }),
  forgotPasswordByEmail: e({ method: 'POST', path: '/wps/password/forgot', family: 'password', request: 'ForgotPasswordRequest', response: 'PasswordResponse', auth: 'none' }),

  // announcements
  announcements: e({ method: 'GET', path: '/wps/announcements', family: 'announcement', request: 'AnnouncementsQuery', response: 'AnnouncementsResponse', auth: 'optional' }),
  announcementRead: e({ method: 'POST', path: '/wps/announcements/read', family: 'announcement', request: 'MarkReadRequest', response: 'MarkReadResponse', auth: 'required' }),
  notices: e({ method: 'GET', path: '/wps/announcements/notices', family: 'announcement', request: 'NoticesQuery', response: 'NoticesResponse', auth: 'optional' }),
  popularAnnouncements: e({ method: 'GET', path: '/wps/announcements/popular', family: 'announcement', response: 'NoticesResponse', auth: 'optional' }),

  // system
  systemStatus: e({ method: 'GET', path: '/wps/system/status', family: 'system', response: 'SystemStatusResponse', auth: 'none' }),
  customerService: e({ method: 'GET', path: '/wps/system/customer-service', family: 'system', response: 'CustomerServiceResponse', auth: 'none' }),
  helpCenter: e({ method: 'GET', path: '/wps/system/help', family: 'system', request: 'HelpQuery', response: 'HelpResponse', auth: 'none' }),
  setTemplate: e({ method: 'GET', path: '/wps/system/set-template', family: 'system', response: 'SetTemplateResponse', auth: 'none' }),

  // chat and inbox (SPEC 6: type 4 refused, free_reject)
  chatLaunch: e({ method: 'GET', path: '/wps/chat/launch', family: 'chat', request: 'ChatLaunchQuery', response: 'ChatLaunchResponse', auth: 'required' }),
  chatUnread: e({ method: 'GET', path: '/wps/chat/unread-count', family: 'chat', response: 'UnreadCountResponse', auth: 'required' }),
  inboxUnread: e({ method: 'GET', path: '/wps/inbox/unread-count', family: 'chat', response: 'UnreadCountResponse', auth: 'required' }),

  // member
  memberInfo: e({ method: 'GET', path: '/wps/member/info', family: 'member', response: 'MemberInfoResponse', auth: 'required' }),
  wallet: e({ method: 'GET', path: '/wps/member/wallet', family: 'member', response: 'WalletResponse', auth: 'required' }),
  affiliateCode: e({ method: 'GET', path: '/wps/member/affiliate-code', family: 'member', response: 'AffiliateCodeResponse', auth: 'required' }),
  deposit: e({ method: 'GET', path: '/wps/member/deposit', family: 'member', response: 'DepositResponse', auth: 'required' }),

  // agent
  contractDailySalary: e({ method: 'GET', path: '/wps/agent/contract/daily-salary', family: 'agent', response: 'ContractResponse', auth: 'required' }),
  contractDividend: e({ method: 'GET', path: '/wps/agent/contract/dividend', family: 'agent', response: 'ContractResponse', auth: 'required' }),
  teamKpi: e({ method: 'GET', path: '/wps/agent/team-kpi', family: 'agent', request: 'TeamKpiQuery', response: 'TeamKpiResponse', auth: 'required' }),

  // promotions and rewards
  promotions: e({ method: 'GET', path: '/wps/promotion/list', family: 'promotion', request: 'PromotionListQuery', response: 'PromotionListResponse', auth: 'optional' }),
  promotionJoin: e({ method: 'POST', path: '/wps/promotion/join', family: 'promotion', request: 'JoinRequest', response: 'SuccessResponse', auth: 'required' }),
  requestReward: e({ method: 'POST', path: '/wps/promotion/reward', family: 'promotion', request: 'RewardRequest', response: 'SuccessResponse', auth: 'required' }),
  rewardApplications: e({ method: 'GET', path: '/wps/promotion/reward', family: 'promotion', response: 'RewardApplicationsResponse', auth: 'required' }),
  rewardUnclaimed: e({ method: 'GET', path: '/wps/promotion/unclaimed-count', family: 'promotion', response: 'UnclaimedCountResponse', auth: 'required' }),

  // games
  vendorTypes: e({ method: 'GET', path: '/wps/game/vendor-types', family: 'game', request: 'VendorTypesQuery', response: 'VendorTypesResponse', auth: 'none' }),
  vendorSorting: e({ method: 'GET', path: '/wps/game/vendor-sorting', family: 'game', response: 'VendorSortingResponse', auth: 'none' }),
  vendorMapping: e({ method: 'GET', path: '/wps/game/vendor-mapping', family: 'game', response: 'VendorMappingResponse', auth: 'none' }),
  gameClassify: e({ method: 'GET', path: '/wps/game/classify', family: 'game', request: 'ClassifyQuery', response: 'ClassifyResponse', auth: 'none' }),
  gameList: e({ method: 'GET', path: '/wps/game/list', family: 'game', request: 'GameListQuery', response: 'GameListResponse', auth: 'none' }),
  favouriteAdd: e({ method: 'POST', path: '/wps/game/favourite', family: 'game', request: 'FavouriteRequest', response: 'SuccessResponse', auth: 'required' }),
  favouriteRemove: e({ method: 'DELETE', path: '/wps/game/favourite', family: 'game', request: 'FavouriteRequest', response: 'SuccessResponse', auth: 'required' }),
  favouriteIds: e({ method: 'GET', path: '/wps/game/favourite/ids', family: 'game', request: 'PageQuery', response: 'FavouriteIdsResponse', auth: 'required' }),
  favouriteList: e({ method: 'GET', path: '/wps/game/favourite/list', family: 'game', request: 'FavouriteListQuery', response: 'FavouriteListResponse', auth: 'required' }),
  recentAdd: e({ method: 'POST', path: '/wps/game/recent', family: 'game', request: 'RecentAddRequest', response: 'SuccessResponse', auth: 'required' }),
  recentList: e({ method: 'GET', path: '/wps/game/recent', family: 'game', request: 'RecentListQuery', response: 'RecentListResponse', auth: 'required' }),
  hotGames: e({ method: 'GET', path: '/wps/game/hot', family: 'game', request: 'HotGamesQuery', response: 'HotGamesResponse', auth: 'none' }),
  hotMatches: e({ method: 'GET', path: '/wps/game/hot-matches', family: 'game', response: 'HotMatchesResponse', auth: 'none' }),
  launchGame: e({ method: 'POST', path: '/wps/game/launch', family: 'game', request: 'LaunchRequest', response: 'LaunchResponse', auth: 'required' }),
  launchLottery: e({ method: 'POST', path: '/wps/game/lottery/launch', family: 'game', request: 'LotteryLaunchRequest', response: 'LaunchResponse', auth: 'required' }),
});

export type EndpointName = keyof typeof ENDPOINTS;

/** Sandbox-only control API (never on a real platform): tests and QA drive the sandbox with it. */
export const SANDBOX_CONTROL = Object.freeze({
  flags: '/__sandbox/flags',
  status: '/__sandbox/status',
  clock: '/__sandbox/clock',
  smsLast: '/__sandbox/sms/last',
  captchaLast: '/__sandbox/captcha/last',
  reset: '/__sandbox/reset',
  rewardCount: '/__sandbox/reward-count',
  gamePage: '/__sandbox/game',
  chatPage: '/__sandbox/chat',
} as const);

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
  replayed: 'REPLAYED_REQUEST',
  decrypt: 'DECRYPTION_FAILED',
  usernameTaken: 'USERNAME_EXISTS',
  invitation: 'INVALID_INVITATION_CODE',
  fieldInvalid: 'FIELD_INVALID',
  smsCode: 'VERIFICATION_CODE_ERROR',
  samePassword: 'modify.new.old.same',
  wrongPassword: 'PASSWORD_INCORRECT',
  notFound: 'NOT_FOUND',
  noPermission: 'NO_PERMISSION',
  maintenance: 'MAINTENANCE',
  internal: 'INTERNAL_ERROR',
} as const);
