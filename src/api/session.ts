/** Login, trial account and test play calls (SPEC 7 Login, Test play / trial). Logout lives in the session store. */
import type { LoginRequest, Session } from '../generated/api/session.ts';
import { call } from './client.ts';
import { type PublicKey, seal } from './encryption.ts';

export type { LoginRequest, Session };

/** POST /wps/session/login with the encrypted login payload (remember and geetest flags included). */
export async function login(payload: LoginRequest, key: PublicKey | undefined): Promise<Session> {
  const sealed = await seal({ geetest: false, loginKind: 'member', ...payload }, key);
  return call<Session>('login', sealed.body, { quiet: true, headers: sealed.headers });
}

/** GET create trial account: a type-4 session. */
export function createTrialAccount(): Promise<Session> {
  return call<Session>('trialAccount');
}

/** POST test play for a module; answers the trial state. */
export async function testPlay(moduleId: string): Promise<boolean> {
  const value = await call<{ trial: boolean }>('testPlay', { moduleId });
  return value.trial;
}
