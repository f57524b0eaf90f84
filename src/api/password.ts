/** Password calls (SPEC 7 Password; D22 change password v2). */
import type { ChangePasswordRequest, SetPasswordByPhoneRequest } from '../generated/api/password.ts';
import { call } from './client.ts';
import { type PublicKey, seal } from './encryption.ts';

export type { ChangePasswordRequest, SetPasswordByPhoneRequest };

export async function changePassword(payload: ChangePasswordRequest, key: PublicKey | undefined): Promise<void> {
  const sealed = await seal({ ...payload }, key);
  await call('changePassword', sealed.body, { quiet: true, headers: sealed.headers });
}

export async function setPasswordByPhone(payload: SetPasswordByPhoneRequest, key: PublicKey | undefined): Promise<void> {
  const sealed = await seal({ ...payload }, key);
  await call('setPasswordByPhone', sealed.body, { quiet: true, headers: sealed.headers });
}

/** Forgot password by e-mail: form-urlencoded username and email, both trimmed (SPEC 5, 7). */
export async function forgotPasswordByEmail(username: string, email: string): Promise<void> {
  const form = new URLSearchParams({ username: username.trim(), email: email.trim() });
  await call('forgotPasswordByEmail', form, { quiet: true, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
}
