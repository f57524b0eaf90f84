/**
 * The shared field rules of SPEC 5 (loginUsername, loginPassword, loginMobileNum, verificationCode,
 * captcha, the password rule). Each answers the auth translation key of its message, or undefined.
 */
export type Rule = (value: string) => string | undefined;

const USERNAME = /^[A-Za-z0-9_]{3,20}$/;
const LOGIN_PASSWORD = /^[\x21-\x7e]{6,20}$/;
/** The platform's password rule (registration settings of both merchants use it too). */
const NEW_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
export const MOBILE_MIN = 7;
const MOBILE = new RegExp(`^\\d{${MOBILE_MIN},15}$`);
const SMS_CODE = /^\d{4,10}$/;
const CAPTCHA = /^\d{1,6}$/;
/** SPEC 5: word characters, optional dotted parts, @, a domain with a 2-3 letter suffix. */
const EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:-\w+)*(?:\.\w+(?:-\w+)*)*\.[A-Za-z]{2,3}$/;

export const loginUsername: Rule = (v) => (v.trim() === '' ? 'rules.login_required' : USERNAME.test(v.trim()) ? undefined : 'rules.login_username');
export const loginPassword: Rule = (v) => (v === '' ? 'rules.login_required' : LOGIN_PASSWORD.test(v) ? undefined : 'rules.login_password');
export const loginMobileNum: Rule = (v) => (v.trim() === '' ? 'rules.mobile_required' : MOBILE.test(v.trim()) ? undefined : 'rules.mobile_invalid');
export const verificationCode: Rule = (v) => (v.trim() === '' ? 'rules.code_required' : SMS_CODE.test(v.trim()) ? undefined : 'rules.code_invalid');
export const captchaRule: Rule = (v) => (v.trim() === '' ? 'rules.captcha_required' : CAPTCHA.test(v.trim()) ? undefined : 'rules.captcha_invalid');
export const newPassword: Rule = (v) => (v === '' ? 'rules.enter_password' : NEW_PASSWORD.test(v) ? undefined : 'rules.password_format');
export const emailRule: Rule = (v) => (v.trim() === '' ? 'rules.email_required' : v.trim().length <= 254 && EMAIL.test(v.trim()) ? undefined : 'rules.in_email_incorrect');

/** Keeps digits only, at most `max` (numeric inputs of SPEC 5: captcha 6, SMS code 10, mobile 20). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
