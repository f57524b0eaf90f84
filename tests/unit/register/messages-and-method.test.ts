import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';
import { fieldOf, messageFor } from '../../../src/features/register/messages.ts';
import { registerContext, registerMethods, urlAffiliateCode } from '../../../src/features/register/register-method.ts';

/** The key it was asked, and the default text when one is given, so each branch is seen. */
const t = ((key: string, options?: { defaultValue?: string }) => (options?.defaultValue === undefined ? key : `${key} | ${options.defaultValue}`)) as unknown as TFunction<'auth'>;
const settings = { version: 1, captcha: { enabled: false }, fields: { email: { enabled: true, message: 'Email format is wrong' }, nickname: { enabled: true } } } as unknown as RegistrationSettings;
const error = (e: Partial<RJSFValidationError>): RJSFValidationError => ({ stack: '', ...e });

describe('registration messages by field and rule (SPEC 5, 8)', () => {
  it('a required error belongs to its missing property; any other error to the first part of its property path', () => {
    expect(fieldOf(error({ name: 'required', property: '.', params: { missingProperty: 'mobileNum' } }))).toBe('mobileNum');
    expect(fieldOf(error({ name: 'pattern', property: '.email', params: { missingProperty: 'username' } }))).toBe('email');
    expect(fieldOf(error({ name: 'required', property: '.nickname' }))).toBe('nickname');
    expect(fieldOf(error({ name: 'format', property: '.birthday.day' }))).toBe('birthday');
    expect(fieldOf(error({ name: 'format', property: 'x.email' }))).toBe('x');
    expect(fieldOf(error({ name: 'format' }))).toBe('');
  });

  it('an empty field asks for that field by its own text, a field without one by the general text', () => {
    const required = (field: string): string => messageFor(error({ name: 'required', property: '.', params: { missingProperty: field } }), settings, t);
    expect(['username', 'password', 'confirmPassword', 'captcha', 'mobileNum', 'verificationCode', 'email'].map(required)).toEqual([
      'server.Please enter the username and password', 'server.Please enter the username and password', 'server.Please confirm your password',
      'server.Enter a captcha', 'rules.mobile_required', 'rules.code_required', 'rules.field_required',
    ]);
  });

  it('a wrong captcha and a wrong code have their own texts; another field shows the message its settings name, else the general one', () => {
    const invalid = (field: string): string => messageFor(error({ name: 'pattern', property: `.${field}` }), settings, t);
    expect(invalid('captcha')).toBe('rules.captcha_invalid');
    expect(invalid('verificationCode')).toBe('server.Verification code error');
    expect(invalid('email')).toBe('server.Email format is wrong | Email format is wrong');
    expect(invalid('nickname')).toBe('rules.field_invalid');
    expect(invalid('qqNum')).toBe('rules.field_invalid');
  });
});

describe('registration method and context (SPEC 3, 4)', () => {
  it('the tabs follow the two flags, username first', () => {
    expect(registerMethods(true, true)).toEqual(['username', 'mobile']);
    expect(registerMethods(false, true)).toEqual(['mobile']);
    expect(registerMethods(true, false)).toEqual(['username']);
    expect(registerMethods(false, false)).toEqual([]);
  });

  it('R3-24 registerMethod is the shell: APP in the brand app, WEBCLIP from the iOS home screen, PWA when installed, H5 otherwise', () => {
    const shell = (userAgent: string, standalone?: boolean, installed?: boolean): string =>
      registerContext({ navigator: { userAgent, standalone }, matchMedia: installed === undefined ? undefined : (query: string) => ({ matches: installed && query === '(display-mode: standalone)' }) } as unknown as Window);
    expect(shell('Mozilla/5.0 WLApp/3.2', true, true)).toBe('APP');
    expect(shell('Mozilla/5.0 XWLApp/3.2')).toBe('H5');
    expect(shell('Mozilla/5.0 (iPhone)', true, true)).toBe('WEBCLIP');
    expect(shell('Mozilla/5.0 (iPhone)', false, true)).toBe('PWA');
    expect(shell('Mozilla/5.0 (Android)', undefined, false)).toBe('H5');
    expect(shell('Mozilla/5.0 (Android)')).toBe('H5');
  });

  it('the invitation code comes from affiliateCode, else affiliate, else code, trimmed; a blank one is none', () => {
    const code = (query: string): string | undefined => urlAffiliateCode(new URLSearchParams(query));
    expect(code('affiliateCode=A1&affiliate=B2&code=C3')).toBe('A1');
    expect(code('affiliate=B2&code=C3')).toBe('B2');
    expect(code('code=%20C3%20')).toBe('C3');
    expect(code('code=%20%20')).toBeUndefined();
    expect(code('other=1')).toBeUndefined();
  });
});
