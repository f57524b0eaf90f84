/**
 * Registration settings -> JSON Schema (SPEC 3, 5): per field enabled, required, pattern, lengths.
 * The schema holds no language (titles and messages live in the uiSchema and transformErrors), so
 * one schema, and one compiled validator, serves every language of a settings version.
 * Pure and React-free: scripts/gen-register-validators.ts precompiles these schemas for the CSP.
 */
import type { RegistrationSettings } from '../../generated/registration.ts';

export type RegisterMethod = 'username' | 'mobile';
export type FieldName = keyof RegistrationSettings['fields'];

export interface FormVariant {
  method: RegisterMethod;
  /** The captcha is shown (settings captcha.enabled and module CAPTCHA3). */
  captcha: boolean;
  /** The mobile tab asks for an SMS code (REGMOBVERF3). */
  sms: boolean;
}

/** Display order of the fields. */
export const FIELD_ORDER: readonly FieldName[] = [
  'username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'paymentPassword', 'nickname', 'payeeName', 'email',
  'birthday', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId', 'affiliateCode',
];

export interface StringSchema {
  type: 'string';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

export interface RegisterSchema {
  type: 'object';
  properties: Record<string, StringSchema>;
  required: string[];
}

const CAPTCHA: StringSchema = { type: 'string', pattern: '^\\d{1,6}$', maxLength: 6 };
const SMS_CODE: StringSchema = { type: 'string', pattern: '^\\d{1,10}$', maxLength: 10 };
const DATE: StringSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/** The fields a variant shows, in order. */
export function visibleFields(settings: RegistrationSettings, variant: FormVariant): FieldName[] {
  return FIELD_ORDER.filter((name) => {
    const field = settings.fields[name];
    if (name === 'username') return variant.method === 'username' && field?.enabled !== false;
    if (name === 'password') return true;
    if (name === 'mobileNum') return variant.method === 'mobile' || field?.enabled === true;
    if (name === 'verificationCode') return variant.method === 'mobile' && variant.sms;
    if (name === 'confirmPassword') return field?.enabled !== false;
    return field?.enabled === true;
  });
}

function fieldSchema(settings: RegistrationSettings, name: FieldName): StringSchema {
  if (name === 'verificationCode') return SMS_CODE;
  const field = settings.fields[name];
  const out: StringSchema = name === 'birthday' ? { ...DATE } : { type: 'string' };
  if (field?.pattern !== undefined) out.pattern = field.pattern;
  if (field?.minLength !== undefined) out.minLength = field.minLength;
  if (field?.maxLength !== undefined) out.maxLength = field.maxLength;
  if (name === 'mobileNum') out.maxLength = Math.min(out.maxLength ?? 20, 20);
  return out;
}

function isRequired(settings: RegistrationSettings, name: FieldName, variant: FormVariant): boolean {
  if (name === 'username' || name === 'password' || name === 'confirmPassword') return true;
  if (name === 'mobileNum' && variant.method === 'mobile') return true;
  if (name === 'verificationCode') return true;
  // Stryker disable next-line OptionalChaining: equivalent, a field that reaches here is visible, so it has settings
  return settings.fields[name]?.required === true;
}

/** The JSON Schema of one form variant: a property per visible field (plus captcha), the required list. */
export function buildSchema(settings: RegistrationSettings, variant: FormVariant): RegisterSchema {
  const properties: Record<string, StringSchema> = {};
  const required: string[] = [];
  for (const name of visibleFields(settings, variant)) {
    properties[name] = fieldSchema(settings, name);
    if (isRequired(settings, name, variant)) required.push(name);
  }
  if (variant.captcha) {
    properties['captcha'] = CAPTCHA;
    required.push('captcha');
  }
  return { type: 'object', properties, required };
}

/** Every variant a settings version can need (the generator precompiles them all). */
export function allVariants(): FormVariant[] {
  const out: FormVariant[] = [];
  for (const captcha of [true, false]) {
    out.push({ method: 'username', captcha, sms: false });
    for (const sms of [true, false]) out.push({ method: 'mobile', captcha, sms });
  }
  return out;
}
