/**
 * Guesses at a member's secrets inside a session (issue 19 point 8): the login password the security
 * centre asks for, the funds password, the security answers. Each kind is guarded as login is
 * (login-guard.ts): every recent failure delays the member's next check of that secret (doubling,
 * capped), and a client address has a hard cap per window. Nothing locks the owner out.
 */
import { API_ERROR } from '../../src/api/endpoints.ts';
import { fail, limit, type Ctx } from './context.ts';
import { clearLoginFailures, loginDelayMs, recordLoginFailure, waitLoginDelay } from './login-guard.ts';

export type SecretKind = 'login-password' | 'funds-password' | 'answers';

/** Keys cannot clash with usernames in the shared failure map: a username never holds '#'. */
const key = (kind: SecretKind, memberId: number): string => `#${kind}#${memberId}`;

/**
 * Checks one secret of a member through the guard: waits out the delay of recent failures, then
 * answers `check`'s verdict, recording a failure or clearing them.
 */
export async function guardedCheck(ctx: Ctx, ip: string, kind: SecretKind, memberId: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  limit(ctx, 'secretChecksPerClient', ip);
  await waitLoginDelay(ctx, key(kind, memberId));
  const ok = await check();
  if (ok) clearLoginFailures(ctx, key(kind, memberId));
  else recordLoginFailure(ctx, key(kind, memberId));
  return ok;
}

/** Refuses the call with PASSWORD_INCORRECT naming `field` unless `check` passes through the guard. */
export async function requireSecret(ctx: Ctx, ip: string, kind: SecretKind, memberId: number, field: string, check: () => boolean | Promise<boolean>): Promise<void> {
  if (!(await guardedCheck(ctx, ip, kind, memberId, check))) {
    if (kind === 'funds-password') fail(200, API_ERROR.fundsPasswordWrong, 'The funds password is incorrect', { field });
    fail(200, API_ERROR.wrongPassword, kind === 'answers' ? 'The security answers are incorrect' : 'The login password is incorrect', { field });
  }
}

/** The wait before the member's next check of a secret of `kind` (0 without recent failures). */
export const secretDelayMs = (ctx: Ctx, kind: SecretKind, memberId: number): number => loginDelayMs(ctx, key(kind, memberId));
