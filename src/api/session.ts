/** Login, logout, trial account and test play calls (SPEC 7 Login, Logout, Test play / trial). */
import type { LoginRequest, RememberLoginRequest, Session } from '../generated/api/session.ts';
import { call } from './client.ts';
import type { PublicKey } from './encryption.ts';

export type { LoginRequest, RememberLoginRequest, Session };

/** POST /wps/session/login with the encrypted login payload (remember and geetest flags included). */
export function login(payload: LoginRequest, key: PublicKey | undefined): Promise<Session> {
  return call('login', { geetest: false, loginKind: 'member', ...payload }, { quiet: true, publicKey: key });
}

/** POST /wps/session/remember: signs in with a remember token (D26); the session carries the next one. */
export function rememberLogin(payload: RememberLoginRequest, key: PublicKey | undefined): Promise<Session> {
  return call('rememberLogin', payload, { quiet: true, publicKey: key });
}

/** POST /wps/session/remember/forget: revokes a remember token (and its family) on the platform. */
export async function forgetRememberToken(rememberToken: string, key: PublicKey | undefined): Promise<void> {
  await call('rememberForget', { rememberToken }, { quiet: true, publicKey: key });
}

/** DELETE the session (the token rides in the Authorization header). */
export async function sendLogout(): Promise<void> {
  await call('logout', undefined, { quiet: true });
}

/** GET create trial account: a type-4 session. */
export function createTrialAccount(): Promise<Session> {
  return call('trialAccount');
}

/** POST test play for a module; answers the trial state. */
export async function testPlay(moduleId: string): Promise<boolean> {
  return (await call('testPlay', { moduleId })).trial;
}
