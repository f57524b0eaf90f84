import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/errors.ts';
import { forgotPasswordByEmail } from '../../api/password.ts';
import { getMerchant } from '../../config/merchant.ts';
import { showToast } from '../../state/toast-store.ts';
import { describedBy, Field } from '../../ui/form/field.tsx';
import styles from '../../ui/form/form.module.css';
import * as rules from '../../ui/form/rules.ts';
import { serverMessage } from '../auth/index.ts';

/** Forgot password by e-mail (SPEC 2.6, 5): username and e-mail, trimmed; confirmation 1 s, then back. */
export function ForgetEmailForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string | undefined; email?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submit = async (): Promise<void> => {
    const next = { username: rules.loginUsername(username), email: rules.emailRule(email) };
    setErrors(next);
    // Stryker disable next-line OptionalChaining: both fields are always rendered, so their refs are set
    if (next.username !== undefined) return usernameRef.current?.focus();
    // Stryker disable next-line OptionalChaining: both fields are always rendered, so their refs are set
    if (next.email !== undefined) return emailRef.current?.focus();
    setBusy(true);
    try {
      await forgotPasswordByEmail(username, email);
      const ms = getMerchant().constants.timings.successToastMs;
      showToast(t('forget.email_sent'), 'success', ms);
      setTimeout(() => (window.history.length > 1 ? navigate(-1) : navigate('/m/login')), ms);
    } catch (error) {
      setBusy(false);
      // Stryker disable next-line ConditionalExpression: the client converts every failure to an ApiError; the guard narrows the type
      if (error instanceof ApiError) showToast(serverMessage(t, error), 'error');
    }
  };
  const message = (key: string | undefined): string | undefined => (key === undefined ? undefined : t(key));
  return (
    <form className={styles.fields} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Field id="forget-username" label={t('forget.username')} required error={message(errors.username)}>
        <input id="forget-username" ref={usernameRef} className={styles.input} autoComplete="username" autoCapitalize="none" maxLength={64} value={username}
          {...describedBy('forget-username', message(errors.username))} onChange={(e) => setUsername(e.target.value)} />
      </Field>
      <Field id="forget-email" label={t('forget.email')} required error={message(errors.email)}>
        <input id="forget-email" ref={emailRef} className={styles.input} type="email" inputMode="email" autoComplete="email" maxLength={254} value={email}
          {...describedBy('forget-email', message(errors.email))} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <button type="submit" className={styles.primary} disabled={busy}>{t('forget.retrieve')}</button>
    </form>
  );
}
