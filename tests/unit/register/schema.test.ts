// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';
import { allVariants, buildSchema, FIELD_ORDER, visibleFields, type FormVariant } from '../../../src/features/register/schema.ts';

const byName: FormVariant = { method: 'username', captcha: false, sms: false };
const byMobile: FormVariant = { method: 'mobile', captcha: false, sms: false };
const byMobileSms: FormVariant = { method: 'mobile', captcha: false, sms: true };

const settings = (fields: RegistrationSettings['fields']): RegistrationSettings =>
  ({ version: 1, fields, captcha: { enabled: false } }) as unknown as RegistrationSettings;

describe('registration settings to JSON Schema (SPEC 3, 5)', () => {
  it('the display order is the platform field list, each field once', () => {
    expect(FIELD_ORDER).toEqual([
      'username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'paymentPassword', 'nickname', 'payeeName', 'email',
      'birthday', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId', 'affiliateCode',
    ]);
  });

  it('a bare settings version shows username, password and confirmation by name; mobile, password and confirmation by mobile', () => {
    const bare = settings({});
    expect(visibleFields(bare, byName)).toEqual(['username', 'password', 'confirmPassword']);
    expect(visibleFields(bare, byMobile)).toEqual(['mobileNum', 'password', 'confirmPassword']);
    expect(visibleFields(bare, byMobileSms)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
  });

  it('enabled switches a field on, an explicit false takes username and confirmation away, password always stays', () => {
    const s = settings({
      username: { enabled: false }, password: { enabled: false }, confirmPassword: { enabled: false },
      mobileNum: { enabled: true }, email: { enabled: true }, nickname: { enabled: false }, birthday: { enabled: true },
    } as RegistrationSettings['fields']);
    expect(visibleFields(s, byName)).toEqual(['mobileNum', 'password', 'email', 'birthday']);
    expect(visibleFields(s, { ...byName, sms: true })).not.toContain('verificationCode');
  });

  it('each visible field carries its configured pattern and lengths; birthday is a date; mobile is at most 20; the SMS code is fixed', () => {
    const s = settings({
      username: { enabled: true, pattern: '^[a-z]{6,16}$', minLength: 6, maxLength: 16 },
      mobileNum: { enabled: true, pattern: '^\\d{7,15}$', maxLength: 30 },
      verificationCode: { enabled: true, pattern: '^x$', maxLength: 99 },
      birthday: { enabled: true },
      email: { enabled: true, maxLength: 254 },
    } as RegistrationSettings['fields']);
    const schema = buildSchema(s, byMobileSms);
    expect(schema.properties['mobileNum']).toEqual({ type: 'string', pattern: '^\\d{7,15}$', maxLength: 20 });
    expect(schema.properties['verificationCode']).toEqual({ type: 'string', pattern: '^\\d{1,10}$', maxLength: 10 });
    expect(schema.properties['birthday']).toEqual({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(schema.properties['email']).toEqual({ type: 'string', maxLength: 254 });
    expect(buildSchema(s, byName).properties['username']).toEqual({ type: 'string', pattern: '^[a-z]{6,16}$', minLength: 6, maxLength: 16 });
    expect(buildSchema(settings({ mobileNum: { enabled: true } } as RegistrationSettings['fields']), byName).properties['mobileNum'])
      .toEqual({ type: 'string', maxLength: 20 });
  });

  it('required: username, password, confirmation always; mobile and its code on the mobile tab; the rest as configured', () => {
    const s = settings({ mobileNum: { enabled: true, required: false }, email: { enabled: true, required: true }, nickname: { enabled: true, required: false } } as RegistrationSettings['fields']);
    expect(buildSchema(s, byName).required).toEqual(['username', 'password', 'confirmPassword', 'email']);
    expect(buildSchema(s, byMobileSms).required).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'email']);
  });

  it('the captcha, when shown, is a required numeric property of at most 6 characters', () => {
    const schema = buildSchema(settings({}), { ...byName, captcha: true });
    expect(schema.properties['captcha']).toEqual({ type: 'string', pattern: '^\\d{1,6}$', maxLength: 6 });
    expect(schema.required.at(-1)).toBe('captcha');
    expect(buildSchema(settings({}), byName).properties).not.toHaveProperty('captcha');
  });

  it('the generator precompiles all six variants: by name, by mobile with and without SMS, each with and without captcha', () => {
    expect(allVariants()).toEqual([
      { method: 'username', captcha: true, sms: false },
      { method: 'mobile', captcha: true, sms: true },
      { method: 'mobile', captcha: true, sms: false },
      { method: 'username', captcha: false, sms: false },
      { method: 'mobile', captcha: false, sms: true },
      { method: 'mobile', captcha: false, sms: false },
    ]);
  });
});
