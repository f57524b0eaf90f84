/** Shared state of one sandbox instance and the helpers handlers use. */
import type { Db } from './db.ts';
import type { KeyPair } from './crypto.ts';
import type { MerchantInfo, RegistrationSettings } from './merchant.ts';
import type { Validators } from './validation.ts';
import { API_ERROR } from '../../src/api/endpoints.ts';
import type { GameListResponse } from '../../src/generated/api/game.ts';
import type { Session } from '../../src/generated/api/session.ts';

/**
 * Hard caps per window (counted per client address, or per mobile number) and the growing answer
 * delay of an account with recent login failures (issue 14 point 5). No cap is per account: an
 * outsider could use it to lock the owner out.
 */
export interface RateLimits {
  windowMs: number;
  loginPerClient: number;
  captchaPerClient: number;
  smsPerClient: number;
  smsPerMobile: number;
  /** Checks of an SMS code (verification, SMS login, registration by mobile, set password by phone). */
  smsVerifyPerClient: number;
  smsVerifyPerMobile: number;
  forgotPasswordPerClient: number;
  /** Checks of a secret inside a session (login or funds password, security answers: secret-guard.ts). */
  secretChecksPerClient: number;
  /** New accounts from one client: trial accounts, registrations and an agent's downline accounts together. */
  accountsPerClient: number;
  /** Delay before answering a login of an account after its first recent failure; doubles per failure. */
  loginDelayBaseMs: number;
  loginDelayCapMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 60_000, loginPerClient: 120, captchaPerClient: 120, smsPerClient: 30, smsPerMobile: 5,
  smsVerifyPerClient: 60, smsVerifyPerMobile: 10, forgotPasswordPerClient: 30, secretChecksPerClient: 60, accountsPerClient: 20, loginDelayBaseMs: 250, loginDelayCapMs: 8_000,
};

/** Rate limits that count hits (the delays are not counters). */
export type CountedLimit = Exclude<keyof RateLimits, 'windowMs' | 'loginDelayBaseMs' | 'loginDelayCapMs'>;

export interface Member {
  id: number;
  username: string;
  password: string;
  type: Session['type'];
  kind: string;
  agent: number;
  parent_id: number | null;
  mobile: string | null;
  dialing: string;
  email: string;
  nickname: string;
  vip: string | null;
  balance: number;
  invite_code: string | null;
  dividend_info: string;
  contract_daily: string;
  contract_dividend: string;
  contract_hourly: string;
  unclaimed: number;
  registered_at: number;
  last_login_at: number;
  first_login: number;
  kpi: string;
}

/** What /__sandbox/platform sends over the merchant's modules, agent menu and templates. */
export interface PlatformOverrides {
  modules: Record<string, boolean>;
  agentMenu: string[] | null;
  templates: Record<string, string>;
}

export interface RuntimeState {
  flags: Record<string, boolean>;
  platform: PlatformOverrides;
  maintenance: boolean;
  regionRestriction: boolean;
  clockOffset: number | null;
  /** Registration settings served instead of the merchant's registration.json (/__sandbox/registration). */
  registration: RegistrationSettings | null;
}

export interface Captcha { code: string; expires: number; client: string }

export interface Ctx {
  db: Db;
  m: MerchantInfo;
  keys: KeyPair;
  v: Validators;
  now(): number;
  state: RuntimeState;
  captchas: Map<string, Captcha>;
  lastCaptchaByClient: Map<string, string>;
  lastCaptcha: string | null;
  /** Recent login failures by lower-case username (login-guard.ts): a captcha and a growing delay, never a lockout. */
  loginFailures: Map<string, { count: number; lastAt: number }>;
  limits: RateLimits | false;
  hits: Map<string, { count: number; resetAt: number }>;
  requireEncryption: boolean;
  /** Game-list answers by query; the catalogue only changes on reseed, which clears it. */
  gameCache: Map<string, GameListResponse['value']>;
  reseed(): Promise<void>;
}

/** A refusal that becomes an ErrorResponse (schemas/api/common.schema.json). */
export class ApiError extends Error {
  status: number;
  code: string;
  value: Record<string, unknown> | undefined;
  constructor(status: number, code: string, message: string, value?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.value = value;
  }
}

export const MSG = {
  loggedOut: 'The account has been logged out, please log in again',
  notLoggedIn: 'You are not logged in, please login first',
  freeReject: 'Please login an actual account to use this function',
  noPermission: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  nonMember: 'Non-member account unable to login',
  nonAgent: 'Non-agents cannot log in',
  maintenance: 'System upgrading, please try again later',
} as const;

export const fail = (status: number, code: string, message: string, value?: Record<string, unknown>): never => {
  throw new ApiError(status, code, message, value);
};

/** The member of a call that needs a real account: type 4 is refused with free_reject (SPEC 6: chat, inbox, deposit, rewards). */
export const realOnly = (member: Member | null): Member => {
  const m = member as Member;
  if (m.type === 4) fail(403, API_ERROR.freeReject, MSG.freeReject);
  return m;
};

/** Counts a hit on `key`; throws 429 when over `limit` in the window. */
export function limit(ctx: Ctx, kind: CountedLimit, key: string): void {
  if (ctx.limits === false) return;
  const max = ctx.limits[kind];
  const now = Date.now();
  const k = `${kind}:${key.toLowerCase()}`;
  let entry = ctx.hits.get(k);
  if (entry === undefined || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + ctx.limits.windowMs };
    ctx.hits.set(k, entry);
  }
  entry.count += 1;
  if (entry.count > max) fail(429, API_ERROR.rateLimited, 'Too many requests, please try again later', { retryAfterMs: entry.resetAt - now });
}

/** The registration settings version the platform serves now: an override, else the merchant's. */
export const registrationSettings = (ctx: Ctx): RegistrationSettings => ctx.state.registration ?? ctx.m.registration;

export const initialState = (): RuntimeState => ({
  flags: {}, platform: { modules: {}, agentMenu: null, templates: {} }, maintenance: false, regionRestriction: false, clockOffset: null, registration: null,
});

/** Modules, agent menu and templates the platform sends: the merchant's, overridden by /__sandbox/platform. */
export const platformValues = (ctx: Ctx) => ({
  modules: { ...ctx.m.modules, ...ctx.state.platform.modules },
  agentMenu: ctx.state.platform.agentMenu ?? ctx.m.agentMenu,
  templates: { ...ctx.m.templates, ...ctx.state.platform.templates },
});

/** Effective whitelabel flags: the merchant's, overridden by /__sandbox/flags. */
export const flags = (ctx: Ctx): Record<string, boolean> => ({ ...ctx.m.whitelabel, ...ctx.state.flags });

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
