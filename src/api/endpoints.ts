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
  /** Opens a red rain now or soon (RedRainOpenRequest). */
  redRain: '/__sandbox/red-rain',
  agentRebate: '/__sandbox/agent-rebate',
} as const);

/**
 * Every control call must carry this header (value 1): a cross-site form cannot send one. Only the
 * pages a launch or chat opens and the CSP report endpoint, which the browser calls itself, go without.
 */
export const SANDBOX_CONTROL_HEADER = Object.freeze({ name: 'X-Sandbox-Control', value: '1' } as const);

/** The platform's error codes (SPEC 8), from schemas/api/errors.json. */
export { API_ERROR, type ApiErrorCode } from '../generated/api/errors.ts';
