/**
 * The platform's endpoints and what the front end and the sandbox agree on beside them. The endpoint
 * table (method, path, body flags) is generated from the contract, schemas/api/endpoints.json, by npm run
 * gen; the rest of the contract (schemas, auth) stays out of the browser bundle, and the types it names
 * reach the client as EndpointMap. Safe for the browser bundle and for Node scripts alike.
 */
export { ENDPOINTS, type Endpoint, type EndpointName } from '../generated/api/endpoints.ts';

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
  // wallet: business refusals answer HTTP 200 with the platform's message
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
