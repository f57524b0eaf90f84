/** Registration messages of SPEC 5 and 8, by field and rule; `t` is the auth namespace. */
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { RegistrationSettings } from '../../generated/registration.ts';

const REQUIRED_KEYS: Readonly<Record<string, string>> = {
  username: 'server.Please enter the username and password',
  password: 'server.Please enter the username and password',
  confirmPassword: 'server.Please confirm your password',
  captcha: 'server.Enter a captcha',
  mobileNum: 'rules.mobile_required',
  verificationCode: 'rules.code_required',
};

/**
 * SPEC 8's registration format messages (R8-3): what a field failing its rule shows when the platform's
 * settings give it no message of their own. Name is the payee's real name, the field both brands label so.
 */
const FORMAT_KEYS: Readonly<Record<string, string>> = {
  username: 'server.Account format is incorrect',
  password: 'server.Password format is incorrect',
  email: 'server.E-mail format is incorrect',
  payeeName: 'server.Name format is not valid',
  mobileNum: 'server.The mobile num is not valid',
};

/** The field an rjsf error belongs to ('.username' or a missing property). */
export function fieldOf(error: RJSFValidationError): string {
  const missing = (error.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (error.name === 'required' && missing !== undefined) return missing;
  // Stryker disable next-line StringLiteral: equivalent, split always gives a first part; the ?? is for the type checker
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/** The message of one failed rule: required texts, else the field's configured message (SPEC 5), else its format message (SPEC 8). */
export function messageFor(error: RJSFValidationError, settings: RegistrationSettings, t: TFunction<'auth'>): string {
  const field = fieldOf(error);
  if (error.name === 'required') return t(REQUIRED_KEYS[field] ?? 'rules.field_required');
  if (field === 'captcha') return t('rules.captcha_invalid');
  if (field === 'verificationCode') return t('server.Verification code error');
  const configured = settings.fields[field as keyof RegistrationSettings['fields']]?.message;
  if (configured !== undefined) return t(`server.${configured}`, { defaultValue: configured });
  return t(FORMAT_KEYS[field] ?? 'rules.field_invalid');
}
