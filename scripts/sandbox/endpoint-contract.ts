/**
 * The platform side of each endpoint in src/api/endpoints.ts (SPEC 7): its request and response shapes
 * (definitions in schemas/api/<family>.schema.json) and whether it needs a session. Keyed by
 * EndpointName, so an endpoint cannot lack its contract; kept out of the browser bundle.
 */
import { ENDPOINTS, type Endpoint, type EndpointName } from '../../src/api/endpoints.ts';

export interface EndpointContract {
  /** Schema family file under schemas/api (without .schema.json). */
  readonly family: string;
  /** Definition name of the request shape (query for GET/DELETE, body otherwise), if any. */
  readonly request?: string;
  /** Definition name of the success response envelope. */
  readonly response: string;
  /** 'required': no session -> 401; 'optional': a session adds per-member data. */
  readonly auth: 'none' | 'optional' | 'required';
}

export type ContractEndpoint = Endpoint & EndpointContract;

const CONTRACT: Readonly<Record<EndpointName, EndpointContract>> = {
  login: { family: 'session', request: 'LoginRequest', response: 'LoginResponse', auth: 'none' },
  logout: { family: 'session', response: 'LogoutResponse', auth: 'required' },
  testPlay: { family: 'session', request: 'TestPlayRequest', response: 'TestPlayResponse', auth: 'none' },
  trialAccount: { family: 'session', response: 'LoginResponse', auth: 'none' },
  registerSettings: { family: 'register', response: 'RegisterSettingsResponse', auth: 'none' },
  validationSettings: { family: 'register', response: 'ValidationSettingsResponse', auth: 'none' },
  usernameAvailable: { family: 'register', request: 'UsernameAvailableQuery', response: 'UsernameAvailableResponse', auth: 'none' },
  verification: { family: 'register', request: 'VerificationQuery', response: 'VerificationResponse', auth: 'none' },
  captcha: { family: 'register', response: 'CaptchaResponse', auth: 'none' },
  invitationCode: { family: 'register', request: 'InvitationCodeQuery', response: 'InvitationCodeResponse', auth: 'none' },
  registerByUsername: { family: 'register', request: 'RegisterRequest', response: 'RegisterResponse', auth: 'none' },
  registerByMobile: { family: 'register', request: 'RegisterRequest', response: 'RegisterResponse', auth: 'none' },
  smsSend: { family: 'sms', request: 'SmsSendRequest', response: 'SmsSendResponse', auth: 'none' },
  changePassword: { family: 'password', request: 'ChangePasswordRequest', response: 'PasswordResponse', auth: 'required' },
  setPasswordByPhone: { family: 'password', request: 'SetPasswordByPhoneRequest', response: 'PasswordResponse', auth: 'none' },
  forgotPasswordByEmail: { family: 'password', request: 'ForgotPasswordRequest', response: 'PasswordResponse', auth: 'none' },
  announcements: { family: 'announcement', request: 'AnnouncementsQuery', response: 'AnnouncementsResponse', auth: 'optional' },
  announcementRead: { family: 'announcement', request: 'MarkReadRequest', response: 'MarkReadResponse', auth: 'required' },
  notices: { family: 'announcement', request: 'NoticesQuery', response: 'NoticesResponse', auth: 'optional' },
  popularAnnouncements: { family: 'announcement', response: 'NoticesResponse', auth: 'optional' },
  systemStatus: { family: 'system', response: 'SystemStatusResponse', auth: 'none' },
  customerService: { family: 'system', response: 'CustomerServiceResponse', auth: 'none' },
  helpCenter: { family: 'system', request: 'HelpQuery', response: 'HelpResponse', auth: 'none' },
  setTemplate: { family: 'system', response: 'SetTemplateResponse', auth: 'none' },
  chatLaunch: { family: 'chat', request: 'ChatLaunchQuery', response: 'ChatLaunchResponse', auth: 'required' },
  chatUnread: { family: 'chat', response: 'UnreadCountResponse', auth: 'required' },
  inboxUnread: { family: 'chat', response: 'UnreadCountResponse', auth: 'required' },
  memberInfo: { family: 'member', response: 'MemberInfoResponse', auth: 'required' },
  wallet: { family: 'member', response: 'WalletResponse', auth: 'required' },
  affiliateCode: { family: 'member', response: 'AffiliateCodeResponse', auth: 'required' },
  deposit: { family: 'member', response: 'DepositResponse', auth: 'required' },
  contractDailySalary: { family: 'agent', response: 'ContractResponse', auth: 'required' },
  contractDividend: { family: 'agent', response: 'ContractResponse', auth: 'required' },
  teamKpi: { family: 'agent', request: 'TeamKpiQuery', response: 'TeamKpiResponse', auth: 'required' },
  promotions: { family: 'promotion', request: 'PromotionListQuery', response: 'PromotionListResponse', auth: 'optional' },
  promotionJoin: { family: 'promotion', request: 'JoinRequest', response: 'SuccessResponse', auth: 'required' },
  requestReward: { family: 'promotion', request: 'RewardRequest', response: 'SuccessResponse', auth: 'required' },
  rewardApplications: { family: 'promotion', response: 'RewardApplicationsResponse', auth: 'required' },
  rewardUnclaimed: { family: 'promotion', response: 'UnclaimedCountResponse', auth: 'required' },
  vendorTypes: { family: 'game', request: 'VendorTypesQuery', response: 'VendorTypesResponse', auth: 'none' },
  vendorSorting: { family: 'game', response: 'VendorSortingResponse', auth: 'none' },
  vendorMapping: { family: 'game', response: 'VendorMappingResponse', auth: 'none' },
  gameClassify: { family: 'game', request: 'ClassifyQuery', response: 'ClassifyResponse', auth: 'none' },
  gameList: { family: 'game', request: 'GameListQuery', response: 'GameListResponse', auth: 'none' },
  favouriteAdd: { family: 'game', request: 'FavouriteRequest', response: 'SuccessResponse', auth: 'required' },
  favouriteRemove: { family: 'game', request: 'FavouriteRequest', response: 'SuccessResponse', auth: 'required' },
  favouriteIds: { family: 'game', request: 'PageQuery', response: 'FavouriteIdsResponse', auth: 'required' },
  favouriteList: { family: 'game', request: 'FavouriteListQuery', response: 'FavouriteListResponse', auth: 'required' },
  recentAdd: { family: 'game', request: 'RecentAddRequest', response: 'SuccessResponse', auth: 'required' },
  recentList: { family: 'game', request: 'RecentListQuery', response: 'RecentListResponse', auth: 'required' },
  hotGames: { family: 'game', request: 'HotGamesQuery', response: 'HotGamesResponse', auth: 'none' },
  hotMatches: { family: 'game', response: 'HotMatchesResponse', auth: 'none' },
  launchGame: { family: 'game', request: 'LaunchRequest', response: 'LaunchResponse', auth: 'required' },
  launchLottery: { family: 'game', request: 'LotteryLaunchRequest', response: 'LaunchResponse', auth: 'required' },
};

/** Every endpoint with its contract, as the sandbox serves and the contract tests check it. */
export const CONTRACT_ENDPOINTS = Object.fromEntries(
  (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [name, { ...ENDPOINTS[name], ...CONTRACT[name] }]),
) as Readonly<Record<EndpointName, ContractEndpoint>>;
