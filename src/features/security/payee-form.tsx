import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bindPayee, type SecurityOverview } from '../../api/security.ts';
import { systemStore } from '../../state/system-store.ts';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import { LoginPasswordField } from './login-password-field.tsx';
import * as rules from './security-rules.ts';
import styles from './security.module.css';
import { useFormValues } from './use-form-values.ts';
import { useSecretSubmit } from './use-secret-submit.ts';

interface Props { overview: SecurityOverview; onSaved: (overview: SecurityOverview) => void }

/** Bind the payee: the account holder's name every withdrawal card carries; bound once, changed by customer service. */
export function PayeeForm({ overview, onSaved }: Props) {
  const { t } = useTranslation('security');
  const { busy, failure, send } = useSecretSubmit(onSaved);
  const f = useFormValues({ payeeName: '', loginPassword: '' }, { payeeName: rules.payeeName, loginPassword: rules.loginPassword });
  if (overview.payeeName !== '') {
    return (
      <div className={form.fields}>
        <p className={styles.bound}><span>{t('payee.bound')}</span><strong dir="auto">{overview.payeeName}</strong></p>
        <p className={form.note}>{t('payee.change_by_service')}</p>
        <Link className={form.secondary} to="/m/customer">{t('payee.contact_service')}</Link>
      </div>
    );
  }
  const submit = async (): Promise<void> => {
    if (!f.validate()) return;
    await send(() => bindPayee({ payeeName: f.values.payeeName.trim(), loginPassword: f.values.loginPassword }, systemStore.status?.info.publicKey), 'payee.success');
  };
  return (
    <form className={form.fields} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <p className={form.note}>{t('payee.hint')}</p>
      <Field id="sec-payee" label={t('payee.name')} required error={f.errorOf('payeeName', failure)}>
        <input id="sec-payee" className={form.input} autoComplete="name" maxLength={64} value={f.values.payeeName}
          {...describedBy('sec-payee', f.errorOf('payeeName', failure))} onChange={(e) => f.set('payeeName')(e.target.value)} />
      </Field>
      <LoginPasswordField id="sec-payee-password" value={f.values.loginPassword} error={f.errorOf('loginPassword', failure)} onValueChange={f.set('loginPassword')} />
      <button type="submit" className={form.primary} disabled={busy}>{t('submit')}</button>
    </form>
  );
}
