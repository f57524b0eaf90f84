/**
 * Remember tokens (D26, issue 14 point 4): what a device keeps instead of a password. 256 random
 * bits; the database holds only their SHA-256. A token is bound to the device id it was issued for,
 * spent by its one use (the sign-in answers the next token of the same family), valid 30 days, and
 * void after a password change. Presenting a spent token, or a live one with another device id or
 * account, revokes its whole family: someone else holds a copy (theft detection).
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_ERROR } from '../../src/api/endpoints.ts';
import { fail, MSG, type Ctx, type Member } from './context.ts';

export const REMEMBER_MS = 30 * 24 * 3600_000;

interface TokenRow {
  family: string;
  member_id: number;
  device_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Issues a token for `deviceId`: a new family, or the next token of `family` when rotating. */
export function issueRememberToken(ctx: Ctx, member: Pick<Member, 'id' | 'type'>, deviceId: string, family = randomBytes(16).toString('hex')): string | undefined {
  if (member.type === 4) return undefined; // trial accounts are never remembered
  const token = randomBytes(32).toString('base64url');
  ctx.db.run('INSERT INTO remember_tokens (hash, family, member_id, device_id, expires_at) VALUES (?, ?, ?, ?, ?)',
    digest(token), family, member.id, deviceId, ctx.now() + REMEMBER_MS);
  return token;
}

/** Revokes every token of `family` and ends every session its tokens signed in: a thief's session ends with the family. */
const revokeFamily = (ctx: Ctx, family: string): void => {
  ctx.db.run('UPDATE remember_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL', ctx.now(), family);
  ctx.db.run('DELETE FROM sessions WHERE remember_family = ?', family);
};

/** Every refusal looks the same to the caller: which check failed is never told. */
const refuse = (): never => fail(200, API_ERROR.rememberRefused, MSG.loggedOut);

export interface Presented {
  /** The remembered account: user name, or mobile number for the sms method. */
  username: string;
  rememberToken: string;
  deviceId: string;
}

/**
 * Checks a presented token and spends it. Answers its member and family; throws the one refusal
 * otherwise, revoking the family when the token was spent already or shown by another device or for
 * another account.
 */
export function spendRememberToken(ctx: Ctx, presented: Presented): { member: Member; family: string } {
  const now = ctx.now();
  const hash = digest(presented.rememberToken);
  const spent = ctx.db.tx(() => {
    const row = ctx.db.get<TokenRow>('SELECT family, member_id, device_id, expires_at, used_at, revoked_at FROM remember_tokens WHERE hash = ?', hash);
    if (row === undefined || row.revoked_at !== null || row.expires_at <= now) return undefined;
    const member = ctx.db.get<Member>('SELECT * FROM members WHERE id = ?', row.member_id);
    const name = presented.username.trim();
    const sameAccount = member !== undefined && (member.username.toLowerCase() === name.toLowerCase() || member.mobile === name);
    if (row.used_at !== null || row.device_id !== presented.deviceId || !sameAccount) {
      revokeFamily(ctx, row.family);
      return undefined;
    }
    if (member.type === 4 || member.kind !== 'member') return undefined; // the account may no longer sign in
    ctx.db.run('UPDATE remember_tokens SET used_at = ? WHERE hash = ?', now, hash);
    return { member, family: row.family };
  });
  return spent ?? refuse();
}

/**
 * Revokes a live token's family (the player forgot the login). A spent, revoked or unknown token
 * changes nothing: a copy of an old token cannot sign the owner's device out.
 */
export function forgetRememberToken(ctx: Ctx, token: string): void {
  const row = ctx.db.get<{ family: string }>('SELECT family FROM remember_tokens WHERE hash = ? AND used_at IS NULL AND revoked_at IS NULL', digest(token));
  if (row !== undefined) revokeFamily(ctx, row.family);
}

/** A password change voids every remember token of the account (D26). */
export function voidRememberTokens(ctx: Ctx, memberId: number): void {
  ctx.db.run('UPDATE remember_tokens SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL', ctx.now(), memberId);
}

/** Login hook: a session that asked to remember this device carries a new token (D26). */
export function rememberedSession<S extends object>(ctx: Ctx, member: Member, input: { remember?: boolean; deviceId?: string }, session: S): S & { rememberToken?: string } {
  if (input.remember !== true || input.deviceId === undefined) return session;
  const token = issueRememberToken(ctx, member, input.deviceId);
  return token === undefined ? session : { ...session, rememberToken: token };
}

/** Password-change hook: voids the account's tokens, then renews the one of the device that asked (R4-28). */
export function afterPasswordChange(ctx: Ctx, member: Member, deviceId: string | undefined): { rememberToken?: string } {
  voidRememberTokens(ctx, member.id);
  const token = deviceId === undefined ? undefined : issueRememberToken(ctx, member, deviceId);
  return token === undefined ? {} : { rememberToken: token };
}
