/**
 * What a login by password costs after failures (SPEC 4, 8; issue 14 point 5). A failure, for a known
 * or an unknown user alike, makes that username need a captcha and delays every later answer for it
 * (LOGIN_DELAY doubling per recent failure, capped), right password or not. Nothing here refuses the
 * owner: an outsider's failures slow the account's logins, they never lock it. Hard caps are per
 * client address (`loginPerClient`).
 */
import type { Ctx } from './context.ts';
import { passwordCost } from './crypto.ts';

/** One answer for an unknown user and a wrong password, so the answer does not tell which. */
export const LOGIN_FAILED_MESSAGE = 'The username or password is incorrect';

/** Checked when the username is unknown: any salt makes scrypt do the work of a known user's hash; it never matches. */
export const unknownUserHash = (): string => `scrypt$${passwordCost()}$dW5rbm93bi11c2VyLXNhbHQ$none`;

/** Failures older than this are forgotten (with them the captcha and the delay). */
const FAILURE_MEMORY_MS = 15 * 60_000;
const MAX_TRACKED = 50_000;

function recent(ctx: Ctx, key: string): { count: number; lastAt: number } | undefined {
  const entry = ctx.loginFailures.get(key);
  if (entry !== undefined && entry.lastAt + FAILURE_MEMORY_MS < Date.now()) {
    ctx.loginFailures.delete(key);
    return undefined;
  }
  return entry;
}

/** Whether the next login of `username` must carry a captcha. */
export const needsCaptcha = (ctx: Ctx, username: string): boolean => recent(ctx, username.toLowerCase()) !== undefined;

/** The wait before answering a login of `username`: 0 without recent failures, else base * 2^(failures - 1), capped. */
export function loginDelayMs(ctx: Ctx, username: string): number {
  const failures = recent(ctx, username.toLowerCase())?.count ?? 0;
  if (ctx.limits === false || failures === 0) return 0;
  return Math.min(ctx.limits.loginDelayBaseMs * 2 ** Math.min(failures - 1, 30), ctx.limits.loginDelayCapMs);
}

/** Waits out the account's delay; called before the captcha and the password are checked. */
export async function waitLoginDelay(ctx: Ctx, username: string): Promise<void> {
  const ms = loginDelayMs(ctx, username);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

export function recordLoginFailure(ctx: Ctx, username: string): void {
  const key = username.toLowerCase();
  const now = Date.now();
  if (ctx.loginFailures.size >= MAX_TRACKED && !ctx.loginFailures.has(key)) forgetOld(ctx, now);
  const count = (recent(ctx, key)?.count ?? 0) + 1;
  // re-inserted so the map stays ordered by last failure (oldest first)
  ctx.loginFailures.delete(key);
  ctx.loginFailures.set(key, { count, lastAt: now });
}

export const clearLoginFailures = (ctx: Ctx, username: string): void => {
  ctx.loginFailures.delete(username.toLowerCase());
};

/** Drops expired entries, then the oldest ones, so random usernames cannot grow the map without bound. */
function forgetOld(ctx: Ctx, now: number): void {
  for (const [key, entry] of ctx.loginFailures) {
    if (ctx.loginFailures.size < MAX_TRACKED && entry.lastAt + FAILURE_MEMORY_MS >= now) break;
    ctx.loginFailures.delete(key);
  }
}
