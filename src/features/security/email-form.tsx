import { useTranslation } from 'react-i18next';
import { bindEmail, type SecurityOverview, sendEmailCode } from '../../api/security.ts';
import { ApiError } from '../../api/errors.ts';
import { getMerchant } from '../../config/merchant.ts';
import { systemStore } from '../../state/system-store.ts';
import { hideToast, showLoadingToast, showToast } from '../../state/toast-store.ts';
import { CodeButton } from '../../ui/form/code-button.tsx';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import * as fieldRules from '../../ui/form/rules.ts';
import { useSmsCountdown } from '../../ui/form/use-sms-countdown.ts';
import { LoginPasswordField } from './login-password-field.tsx';
import * as rules from './security-rules.ts';
import { failureText, useSecretSubmit } from './use-secret-submit.ts';
import { useFormValues } from './use-form-values.ts';

interface Props { overview: SecurityOverview; onSaved: (overview: SecurityOverview) => void }

const authKey = (key: string | undefined): string | undefined => (key === undefined ? undefined : `auth:${key}`);

/** Bind (or replace) the e-mail with the code sent to it. */
export function EmailForm({ overview, onSaved }: Props) {
  const { t } = useTranslation('security');
  const { timings, limits } = getMerchant().constants;
  const { seconds, start } = useSmsCountdown(timings.smsCountdownRefreshMs, timings.smsDefaultSeconds);
  const { busy, failure, send } = useSecretSubmit(onSaved);
  const f = useFormValues({ email: '', code: '', loginPassword: '' }, {
    email: (v) => authKey(fieldRules.emailRule(v)), code: (v) => authKey(fieldRules.verificationCode(v)), loginPassword: rules.loginPassword,
  });
  const emailError = f.errorOf('email', failure);
  const sendCode = async (): Promise<void> => {
    const problem = fieldRules.emailRule(f.values.email);
    if (problem !== undefined) {
      showToast(t(`auth:${problem}`), 'error');
      return;
    }
    // SPEC 8: the one screen whose sending text lasts up to 10 s
    const loading = showLoadingToast(t('auth:sms.in_sms_sending'), timings.submitLoadingToastMs);
    try {
      const next = await sendEmailCode(f.values.email);
      hideToast(loading);
      showToast(t('email.code_sent'), 'success', timings.toastMs);
      start(next);
    } catch (error) {
      hideToast(loading);
      if (error instanceof ApiError) showToast(failureText(t, error), 'error');
    }
  };
  const submit = async (): Promise<void> => {
    if (!f.validate()) return;
    await send(() => bindEmail({ email: f.values.email.trim(), verificationCode: f.values.code, loginPassword: f.values.loginPassword }, systemStore.status?.info.publicKey), 'email.success');
  };
  return (
    <form className={form.fields} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {overview.email !== '' && <p className={form.note}>{t('email.current', { email: overview.email })}</p>}
      <Field id="sec-email" label={t('email.address')} required error={emailError}>
        <input id="sec-email" className={form.input} type="email" inputMode="email" autoComplete="email" maxLength={254} value={f.values.email}
          {...describedBy('sec-email', emailError)} onChange={(e) => f.set('email')(e.target.value)} />
      </Field>
      <Field id="sec-email-code" label={t('code')} required error={f.errorOf('code', failure, 'verificationCode')}>
        <input id="sec-email-code" className={form.input} inputMode="numeric" autoComplete="one-time-code" maxLength={limits.smsCodeMax} value={f.values.code}
          {...describedBy('sec-email-code', f.errorOf('code', failure, 'verificationCode'))} onChange={(e) => f.set('code')(fieldRules.digitsOnly(e.target.value, limits.smsCodeMax))} />
        <CodeButton seconds={seconds} onClick={() => void sendCode()} />
      </Field>
      <LoginPasswordField id="sec-email-password" value={f.values.loginPassword} error={f.errorOf('loginPassword', failure)} onValueChange={f.set('loginPassword')} />
      <button type="submit" className={form.primary} disabled={busy}>{t('submit')}</button>
    </form>
  );
}
