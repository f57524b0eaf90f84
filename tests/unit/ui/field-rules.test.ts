// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  captchaRule, digitsOnly, emailRule, loginMobileNum, loginPassword, loginUsername, newPassword, verificationCode,
} from '../../../src/ui/form/rules.ts';

// Each rule at its edges: the message key for empty input, the last value that passes and the first that does not.
describe('shared field rules (SPEC 5)', () => {
  it('loginUsername: required, 3 to 20 letters, digits or underscores, surrounding spaces ignored', () => {
    expect(loginUsername('')).toBe('rules.login_required');
    expect(loginUsername('   ')).toBe('rules.login_required');
    expect(loginUsername('ab')).toBe('rules.login_username');
    expect(loginUsername('abc')).toBeUndefined();
    expect(loginUsername(' demo_01 ')).toBeUndefined();
    expect(loginUsername('a'.repeat(20))).toBeUndefined();
    expect(loginUsername('a'.repeat(21))).toBe('rules.login_username');
    expect(loginUsername('demo-01')).toBe('rules.login_username');
    expect(loginUsername('x demo01')).toBe('rules.login_username');
    expect(loginUsername('demo01!')).toBe('rules.login_username');
  });

  it('loginPassword: required, 6 to 20 printable ASCII characters, spaces not trimmed', () => {
    expect(loginPassword('')).toBe('rules.login_required');
    expect(loginPassword('12345')).toBe('rules.login_password');
    expect(loginPassword('1234!~')).toBeUndefined();
    expect(loginPassword('a'.repeat(20))).toBeUndefined();
    expect(loginPassword('a'.repeat(21))).toBe('rules.login_password');
    expect(loginPassword(' abcdef')).toBe('rules.login_password');
    expect(loginPassword('abcdefé')).toBe('rules.login_password');
  });

  it('loginMobileNum: required, 7 to 15 digits', () => {
    expect(loginMobileNum('')).toBe('rules.mobile_required');
    expect(loginMobileNum('  ')).toBe('rules.mobile_required');
    expect(loginMobileNum('123456')).toBe('rules.mobile_invalid');
    expect(loginMobileNum(' 1234567 ')).toBeUndefined();
    expect(loginMobileNum('1'.repeat(15))).toBeUndefined();
    expect(loginMobileNum('1'.repeat(16))).toBe('rules.mobile_invalid');
    expect(loginMobileNum('91700a0000')).toBe('rules.mobile_invalid');
    expect(loginMobileNum('x9170000000')).toBe('rules.mobile_invalid');
  });

  it('verificationCode: required, 4 to 10 digits', () => {
    expect(verificationCode('')).toBe('rules.code_required');
    expect(verificationCode(' ')).toBe('rules.code_required');
    expect(verificationCode('123')).toBe('rules.code_invalid');
    expect(verificationCode(' 1234 ')).toBeUndefined();
    expect(verificationCode('1'.repeat(10))).toBeUndefined();
    expect(verificationCode('1'.repeat(11))).toBe('rules.code_invalid');
    expect(verificationCode('12a4')).toBe('rules.code_invalid');
    expect(verificationCode('a1234')).toBe('rules.code_invalid');
  });

  it('R5-22 the login captcha is required, numeric and at most 6 characters', () => {
    expect(captchaRule('')).toBe('rules.captcha_required');
    expect(captchaRule('  ')).toBe('rules.captcha_required');
    expect(captchaRule('7')).toBeUndefined();
    expect(captchaRule(' 123456 ')).toBeUndefined();
    expect(captchaRule('1234567')).toBe('rules.captcha_invalid');
    expect(captchaRule('12a')).toBe('rules.captcha_invalid');
    expect(captchaRule('a12')).toBe('rules.captcha_invalid');
  });

  it('newPassword: required, 8 to 20 printable ASCII with at least one letter and one digit', () => {
    expect(newPassword('')).toBe('rules.enter_password');
    expect(newPassword('abcd123')).toBe('rules.password_format');
    expect(newPassword('abcd1234')).toBeUndefined();
    expect(newPassword('1234abcd')).toBeUndefined();
    expect(newPassword(`a${'1'.repeat(19)}`)).toBeUndefined();
    expect(newPassword(`a${'1'.repeat(20)}`)).toBe('rules.password_format');
    expect(newPassword('abcdefgh')).toBe('rules.password_format');
    expect(newPassword('12345678')).toBe('rules.password_format');
    expect(newPassword('!!!!!!!!')).toBe('rules.password_format');
    expect(newPassword('abcd 1234')).toBe('rules.password_format');
    expect(newPassword('éabcd1234')).toBe('rules.password_format');
  });

  it('R5-3 the email: word characters, dotted or hyphenated parts, @, a 2-3 letter suffix, at most 254 characters', () => {
    expect(emailRule('')).toBe('rules.email_required');
    expect(emailRule('  ')).toBe('rules.email_required');
    expect(emailRule(' player@example.com ')).toBeUndefined();
    expect(emailRule('first.last-name@mail-host.example.ph')).toBeUndefined();
    expect(emailRule('player@mail.my-domain.com')).toBeUndefined();
    expect(emailRule('p@e.co')).toBeUndefined();
    expect(emailRule('player@example.c')).toBe('rules.in_email_incorrect');
    expect(emailRule('player@example.info')).toBe('rules.in_email_incorrect');
    expect(emailRule('player@example.c0m')).toBe('rules.in_email_incorrect');
    expect(emailRule('player@@example.com')).toBe('rules.in_email_incorrect');
    expect(emailRule('player.@example.com')).toBe('rules.in_email_incorrect');
    expect(emailRule('.player@example.com')).toBe('rules.in_email_incorrect');
    expect(emailRule('player@-example.com')).toBe('rules.in_email_incorrect');
    expect(emailRule('player@example..com')).toBe('rules.in_email_incorrect');
    expect(emailRule('player@example.com.')).toBe('rules.in_email_incorrect');
    expect(emailRule('x player@example.com')).toBe('rules.in_email_incorrect');
    expect(emailRule('player@example.com x')).toBe('rules.in_email_incorrect');
    const local = (n: number): string => 'a'.repeat(n);
    expect(emailRule(`${local(254 - '@example.com'.length)}@example.com`)).toBeUndefined();
    expect(emailRule(`  ${local(254 - '@example.com'.length)}@example.com  `)).toBeUndefined();
    expect(emailRule(`${local(255 - '@example.com'.length)}@example.com`)).toBe('rules.in_email_incorrect');
  });

  it('digitsOnly keeps the digits of what was typed, cut at the field maximum', () => {
    expect(digitsOnly('12a3-4 5', 10)).toBe('12345');
    expect(digitsOnly('1234567', 6)).toBe('123456');
    expect(digitsOnly('abc', 6)).toBe('');
  });
});
