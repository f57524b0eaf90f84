/** Registration calls (SPEC 3, 7 Register). */
import type { CaptchaResponse, RegisterRequest, ValidationSettingsResponse } from '../generated/api/register.ts';
import type { RegistrationSettings } from '../generated/registration.ts';
import { call, type CallOptions } from './client.ts';
import type { PublicKey } from './encryption.ts';

export type { RegisterRequest, RegistrationSettings };
export type Captcha = CaptchaResponse['value'];
export type RegisterMethod = 'username' | 'mobile';
export type ValidationSettings = ValidationSettingsResponse['value'];

export function fetchRegisterSettings(): Promise<RegistrationSettings> {
  return call('registerSettings');
}

/** Registration validation settings (R7-7: GET): the rule of each enabled field. */
export function fetchValidationSettings(options?: CallOptions): Promise<ValidationSettings> {
  return call('validationSettings', undefined, options);
}

/** Username availability (R7-7: GET with the wanted name in the query): true when no account holds it. */
export async function isUsernameAvailable(username: string, options?: CallOptions): Promise<boolean> {
  return (await call('usernameAvailable', { username }, options)).available;
}

/** Verification (R7-7: GET with a query): whether an SMS code is right for the number, without spending it. */
export async function checkVerificationCode(mobileNum: string, verificationCode: string, options?: CallOptions): Promise<boolean> {
  return (await call('verification', { mobileNum, verificationCode }, options)).valid;
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
