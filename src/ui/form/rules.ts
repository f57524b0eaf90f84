/**
 * The shared field rules of SPEC 5 (loginUsername, loginPassword, loginMobileNum, verificationCode,
 * captcha, the password rule). Each answers the auth translation key of its message, or undefined.
 */
export const MOBILE_MIN = 7;

export function loginUsername(v: string): string | undefined {
  if (v.trim() === '') return 'rules.login_required';
  return /^[A-Za-z0-9_]{3,20}$/.test(v.trim()) ? undefined : 'rules.login_username';
}

export function loginPassword(v: string): string | undefined {
  if (v === '') return 'rules.login_required';
  return /^[\x21-\x7e]{6,20}$/.test(v) ? undefined : 'rules.login_password';
}

export function loginMobileNum(v: string): string | undefined {
  if (v.trim() === '') return 'rules.mobile_required';
  return new RegExp(`^\\d{${MOBILE_MIN},15}$`).test(v.trim()) ? undefined : 'rules.mobile_invalid';
}

export function verificationCode(v: string): string | undefined {
  if (v.trim() === '') return 'rules.code_required';
  return /^\d{4,10}$/.test(v.trim()) ? undefined : 'rules.code_invalid';
}

export function captchaRule(v: string): string | undefined {
  if (v.trim() === '') return 'rules.captcha_required';
  return /^\d{1,6}$/.test(v.trim()) ? undefined : 'rules.captcha_invalid';
}

/** The platform's password rule (registration settings of both merchants use it too): 8-20 printable, a letter and a digit. */
export function newPassword(v: string): string | undefined {
  if (v === '') return 'rules.enter_password';
  return /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/.test(v) ? undefined : 'rules.password_format';
}

/** SPEC 5: word characters, optional dotted parts, @, a domain with a 2-3 letter suffix; 254 characters at most. */
export function emailRule(v: string): string | undefined {
  const email = v.trim();
  if (email === '') return 'rules.email_required';
  const valid = email.length <= 254 && /^\w+(?:[.-]\w+)*@\w+(?:-\w+)*(?:\.\w+(?:-\w+)*)*\.[A-Za-z]{2,3}$/.test(email);
  return valid ? undefined : 'rules.in_email_incorrect';
}

/** Keeps digits only, at most `max` (numeric inputs of SPEC 5: captcha 6, SMS code 10, mobile 20). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
