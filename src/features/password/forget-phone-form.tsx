import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { API_ERROR } from '../../api/endpoints.ts';
import { ApiError } from '../../api/errors.ts';
import { setPasswordByPhone } from '../../api/password.ts';
import { login } from '../../api/session.ts';
import { getMerchant } from '../../config/merchant.ts';
import { languageState } from '../../i18n/i18n.ts';
import { rememberRequest } from '../../state/remembered-login.ts';
import { systemStore } from '../../state/system-store.ts';
import { showToast } from '../../state/toast-store.ts';
import { describedBy, Field } from '../../ui/form/field.tsx';
import styles from '../../ui/form/form.module.css';
import { defaultDialingCode, MobileInput } from '../../ui/form/mobile-input.tsx';
import { PasswordInput } from '../../ui/form/password-input.tsx';
import * as rules from '../../ui/form/rules.ts';
import { completeLogin, serverMessage, signInProvider, SmsCodeButton } from '../auth/index.ts';

type Name = 'mobile' | 'code' | 'password';

/** The rules of set password by phone (SPEC 5): one routine by field name. */
export function phoneFieldError(name: Name, value: string): { key: string; min?: number } | undefined {
  if (name === 'mobile') return rules.loginMobileNum(value) === undefined ? undefined : { key: 'rules.in_mobileNum_error', min: rules.MOBILE_MIN };
  const key = name === 'code' ? rules.verificationCode(value) : rules.newPassword(value);
  return key === undefined ? undefined : { key };
}

/** Set password by phone (FindPwdBySms, SPEC 2.6, 4, 5, 8): success logs in with the mobile number. */
export function ForgetPhoneForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Name, string>>({ mobile: '', code: '', password: '' });
  // Stryker disable next-line ObjectLiteral: a field missing here reads as untouched, as false does
  const [touched, setTouched] = useState<Record<Name, boolean>>({ mobile: false, code: false, password: false });
  const [dialingCode, setDialingCode] = useState(() => defaultDialingCode(languageState.code));
  const [busy, setBusy] = useState(false);
  const names: Name[] = ['mobile', 'code', 'password'];
  const errorOf = (name: Name): string | undefined => {
    if (!touched[name]) return undefined;
    const e = phoneFieldError(name, values[name]);
    return e === undefined ? undefined : t(e.key, e.min === undefined ? {} : { min: e.min });
  };
  // R5-28: blocked until every field is touched and none has an error
  const ready = names.every((n) => touched[n] && phoneFieldError(n, values[n]) === undefined);
  const set = (name: Name) => (value: string): void => setValues((v) => ({ ...v, [name]: value }));
  const touch = (name: Name) => (): void => setTouched((v) => ({ ...v, [name]: true }));
  const submit = async (): Promise<void> => {
    if (!ready) return;
    setBusy(true);
    const mobile = values.mobile;
    try {
      let firebaseIdToken: string | undefined;
      const phone = signInProvider()?.phone;
      if (phone !== undefined) {
        firebaseIdToken = await phone.verify(values.code);
        // SPEC 8: a verification that answers nothing aborts; the player may try again
        if (firebaseIdToken === undefined) return setBusy(false);
      }
      await setPasswordByPhone({ newPassword: values.password, mobileNum: mobile, verificationCode: values.code, ...(firebaseIdToken === undefined ? {} : { firebaseIdToken }) }, systemStore.status?.info.publicKey);
    } catch (error) {
      setBusy(false);
      // Stryker disable next-line ConditionalExpression: every failure here is an ApiError (the client converts all, the provider's verify answers undefined); the guard narrows the type
      if (!(error instanceof ApiError)) return;
      showToast(serverMessage(t, error), 'error');
      // SPEC 8: the same password clears the password field; any other failure clears the SMS code
      if (error.code === API_ERROR.samePassword) setValues((v) => ({ ...v, password: '' }));
      else setValues((v) => ({ ...v, code: '' }));
      return;
    }
    showToast(t('forget.phone_success'), 'success', getMerchant().constants.timings.successToastMs);
    try {
      const session = await login({ username: mobile, password: values.password, type: 'username', countryDialingCode: dialingCode, ...rememberRequest(true) }, systemStore.status?.info.publicKey);
      completeLogin({ session, method: 'username', remember: true, username: mobile, password: values.password, countryDialingCode: dialingCode });
      navigate('/m/home', { replace: true });
    } catch (error) {
      // Stryker disable next-line BooleanLiteral: the page is left for the login just below
      setBusy(false);
      // Stryker disable next-line ConditionalExpression: the client converts every failure to an ApiError; the guard narrows the type
      if (error instanceof ApiError) showToast(serverMessage(t, error), 'error');
      navigate('/m/login', { replace: true });
    }
  };
  return (
    <form className={styles.fields} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Field id="phone-mobile" label={t('forget.mobile')} required error={errorOf('mobile')}>
        <MobileInput id="phone-mobile" value={values.mobile} dialingCode={dialingCode} error={errorOf('mobile')} onValueChange={set('mobile')}
          onDialingCodeChange={setDialingCode} onBlur={touch('mobile')} />
      </Field>
      <Field id="phone-code" label={t('forget.sms_code')} required error={errorOf('code')}>
        <input id="phone-code" className={styles.input} inputMode="numeric" autoComplete="one-time-code" maxLength={getMerchant().constants.limits.smsCodeMax} value={values.code}
          {...describedBy('phone-code', errorOf('code'))} onChange={(e) => set('code')(rules.digitsOnly(e.target.value, getMerchant().constants.limits.smsCodeMax))} onBlur={touch('code')} />
        <SmsCodeButton mobile={values.mobile} countryDialingCode={dialingCode} validateMobile={() => { touch('mobile')(); return phoneFieldError('mobile', values.mobile) === undefined; }} />
      </Field>
      <Field id="phone-password" label={t('forget.new_password')} required error={errorOf('password')}>
        <PasswordInput id="phone-password" autoComplete="new-password" value={values.password} {...describedBy('phone-password', errorOf('password'))}
          onValueChange={set('password')} onBlur={touch('password')} />
      </Field>
      <button type="submit" className={styles.primary} disabled={!ready || busy}>{t('forget.submit')}</button>
    </form>
  );
}
