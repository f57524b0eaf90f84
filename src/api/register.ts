/** Registration calls (SPEC 3, 7 Register). */
import type { CaptchaResponse, RegisterRequest } from '../generated/api/register.ts';
import type { RegistrationSettings } from '../generated/registration.ts';
import { call } from './client.ts';
import type { PublicKey } from './encryption.ts';

export type { RegisterRequest, RegistrationSettings };
export type Captcha = CaptchaResponse['value'];
export type RegisterMethod = 'username' | 'mobile';

export function fetchRegisterSettings(): Promise<RegistrationSettings> {
  return call('registerSettings');
}

export function fetchCaptcha(): Promise<Captcha> {
  return call('captcha', undefined, { quiet: true });
}

/** Invitation code check (params code and domain); throws ApiError "Invalid invitation code" when refused. */
export async function checkInvitationCode(code: string, domain: string): Promise<void> {
  await call('invitationCode', { code, domain }, { quiet: true });
}

/** PUT register by username or by mobile, encrypted. */
export function register(method: RegisterMethod, payload: RegisterRequest, key: PublicKey | undefined): Promise<{ userName: string }> {
  return call(method === 'mobile' ? 'registerByMobile' : 'registerByUsername', payload, { quiet: true, publicKey: key });
}
