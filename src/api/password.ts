/** Password calls (SPEC 7 Password; D22 change password v2). */
import type { ChangePasswordRequest, SetPasswordByPhoneRequest } from '../generated/api/password.ts';
import { call } from './client.ts';
import type { PublicKey } from './encryption.ts';

export type { ChangePasswordRequest, SetPasswordByPhoneRequest };

/** Change password v2; answers the renewed remember token when the payload named this device (D26, R4-28). */
export async function changePassword(payload: ChangePasswordRequest, key: PublicKey | undefined): Promise<string | undefined> {
  return (await call('changePassword', payload, { quiet: true, publicKey: key })).rememberToken;
}

export async function setPasswordByPhone(payload: SetPasswordByPhoneRequest, key: PublicKey | undefined): Promise<void> {
  await call('setPasswordByPhone', payload, { quiet: true, publicKey: key });
}

/**
 * Forgot password by e-mail: username and email, both trimmed (SPEC 5, 7), as JSON, not SPEC 7's
 * form-urlencoded body: the platform takes JSON only, so that no cross-site form can post it.
 */
export async function forgotPasswordByEmail(username: string, email: string): Promise<void> {
  await call('forgotPasswordByEmail', { username: username.trim(), email: email.trim() }, { quiet: true });
}
