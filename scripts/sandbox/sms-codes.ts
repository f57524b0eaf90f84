/**
 * SMS codes (SPEC 4, 7; issue 14 point 5): issued per mobile number, valid 5 minutes, and dead after
 * SMS_MAX_ATTEMPTS wrong guesses. Every check is rate limited per number and per client, whichever
 * call makes it (verification, SMS login, registration by mobile, set password by phone).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { limit, type Ctx } from './context.ts';

export const SMS_MAX_ATTEMPTS = 5;
const SMS_RESEND_MS = 60_000;
const SMS_VALID_MS = 5 * 60_000;

/** Sends (stores) a fresh code for `mobile`, replacing the last one and its wrong guesses; answers the resend time. */
export function issueSmsCode(ctx: Ctx, ip: string, mobile: string): number {
  limit(ctx, 'smsPerClient', ip);
  limit(ctx, 'smsPerMobile', mobile);
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db.run(`INSERT INTO sms_codes (mobile, code, expires_at, valid_until, attempts) VALUES (?, ?, ?, ?, 0)
    ON CONFLICT (mobile) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at, valid_until = excluded.valid_until, attempts = 0`,
  mobile, code, now + SMS_RESEND_MS, now + SMS_VALID_MS);
  return now + SMS_RESEND_MS;
}

const same = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks `code` against the live code of `mobile`. A wrong guess counts; the SMS_MAX_ATTEMPTS-th kills
 * the code, so the right one fails too until a new code is sent. `consume` spends a right code.
 */
export function verifySmsCode(ctx: Ctx, ip: string, mobile: string, code: unknown, consume: boolean): boolean {
  limit(ctx, 'smsVerifyPerClient', ip);
  limit(ctx, 'smsVerifyPerMobile', mobile);
  const row = ctx.db.get<{ code: string; valid_until: number; attempts: number }>('SELECT code, valid_until, attempts FROM sms_codes WHERE mobile = ?', mobile);
  if (row === undefined || row.valid_until < ctx.now()) return false;
  if (typeof code === 'string' && same(row.code, code)) {
    if (consume) ctx.db.run('DELETE FROM sms_codes WHERE mobile = ?', mobile);
    return true;
  }
  if (row.attempts + 1 >= SMS_MAX_ATTEMPTS) ctx.db.run('DELETE FROM sms_codes WHERE mobile = ?', mobile);
  else ctx.db.run('UPDATE sms_codes SET attempts = attempts + 1 WHERE mobile = ?', mobile);
  return false;
}
