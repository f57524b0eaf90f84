import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindMobile, type SecurityOverview } from '../../api/security.ts';
import { getMerchant } from '../../config/merchant.ts';
import { languageState } from '../../i18n/i18n.ts';
import { systemStore } from '../../state/system-store.ts';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import { defaultDialingCode, MobileInput } from '../../ui/form/mobile-input.tsx';
import * as fieldRules from '../../ui/form/rules.ts';
import { SmsCodeButton } from '../auth/index.ts';
import { LoginPasswordField } from './login-password-field.tsx';
import * as rules from './security-rules.ts';
import { useFormValues } from './use-form-values.ts';
import { useSecretSubmit } from './use-secret-submit.ts';

interface Props { overview: SecurityOverview; onSaved: (overview: SecurityOverview) => void }

const authKey = (key: string | undefined): string | undefined => (key === undefined ? undefined : `auth:${key}`);

/** Bind (or replace) the mobile number with the SMS code sent to it (SPEC 4 SMS). */
export function PhoneForm({ overview, onSaved }: Props) {
  const { t } = useTranslation('security');
  const { limits } = getMerchant().constants;
  const [dialingCode, setDialingCode] = useState(() => defaultDialingCode(languageState.code));
  const { busy, failure, send } = useSecretSubmit(onSaved);
  const f = useFormValues({ mobile: '', code: '', loginPassword: '' }, {
    mobile: (v) => authKey(fieldRules.loginMobileNum(v)), code: (v) => authKey(fieldRules.verificationCode(v)), loginPassword: rules.loginPassword,
  });
  const [mobileShown, setMobileShown] = useState(false);
  const mobileError = f.errorOf('mobile', failure, 'mobileNum') ?? (mobileShown ? authKeyText(t, fieldRules.loginMobileNum(f.values.mobile)) : undefined);
  const submit = async (): Promise<void> => {
    if (!f.validate()) return;
    await send(() => bindMobile({
      // both fields keep digits only as they are typed
      mobileNum: f.values.mobile, countryDialingCode: dialingCode, verificationCode: f.values.code, loginPassword: f.values.loginPassword,
    }, systemStore.status?.info.publicKey), 'phone.success');
  };
  return (
    <form className={form.fields} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {overview.mobile !== '' && <p className={form.note}>{t('phone.current', { mobile: overview.mobile })}</p>}
      <Field id="sec-mobile" label={t('phone.number')} required error={mobileError}>
        <MobileInput id="sec-mobile" value={f.values.mobile} dialingCode={dialingCode} error={mobileError} onValueChange={f.set('mobile')} onDialingCodeChange={setDialingCode} />
      </Field>
      <Field id="sec-mobile-code" label={t('code')} required error={f.errorOf('code', failure, 'verificationCode')}>
        <input id="sec-mobile-code" className={form.input} inputMode="numeric" autoComplete="one-time-code" maxLength={limits.smsCodeMax} value={f.values.code}
          {...describedBy('sec-mobile-code', f.errorOf('code', failure, 'verificationCode'))} onChange={(e) => f.set('code')(fieldRules.digitsOnly(e.target.value, limits.smsCodeMax))} />
        <SmsCodeButton mobile={f.values.mobile} countryDialingCode={dialingCode}
          validateMobile={() => { setMobileShown(true); return fieldRules.loginMobileNum(f.values.mobile) === undefined; }} />
      </Field>
      <LoginPasswordField id="sec-mobile-password" value={f.values.loginPassword} error={f.errorOf('loginPassword', failure)} onValueChange={f.set('loginPassword')} />
      <button type="submit" className={form.primary} disabled={busy}>{t('submit')}</button>
    </form>
  );
}

function authKeyText(t: (key: string) => string, key: string | undefined): string | undefined {
  return key === undefined ? undefined : t(`auth:${key}`);
}
