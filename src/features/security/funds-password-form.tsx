import { useTranslation } from 'react-i18next';
import { type SecurityOverview, setFundsPassword } from '../../api/security.ts';
import { systemStore } from '../../state/system-store.ts';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import { PasswordInput } from '../../ui/form/password-input.tsx';
import { LoginPasswordField } from './login-password-field.tsx';
import * as rules from './security-rules.ts';
import { useFormValues } from './use-form-values.ts';
import { useSecretSubmit } from './use-secret-submit.ts';

interface Props { overview: SecurityOverview; onSaved: (overview: SecurityOverview) => void }

type Name = 'old' | 'next' | 'confirm' | 'loginPassword';
const EMPTY: Record<Name, string> = { old: '', next: '', confirm: '', loginPassword: '' };

/** Set the funds (withdrawal) password: the first with the login password, a change with the current one. */
export function FundsPasswordForm({ overview, onSaved }: Props) {
  const { t } = useTranslation('security');
  const { busy, failure, send } = useSecretSubmit(onSaved);
  const changing = overview.fundsPasswordSet;
  const f = useFormValues<Name>(EMPTY, {
    next: rules.fundsPassword, confirm: (v, all) => rules.confirmFundsPassword(all.next)(v),
    ...(changing ? { old: (v: string) => (v === '' ? 'rules.old_funds_required' : undefined) } : { loginPassword: rules.loginPassword }),
  });
  const submit = async (): Promise<void> => {
    if (!f.validate()) return;
    const v = f.values;
    await send(() => setFundsPassword({
      newFundsPassword: v.next, confirmFundsPassword: v.confirm, ...(changing ? { oldFundsPassword: v.old } : { loginPassword: v.loginPassword }),
    }, systemStore.status?.info.publicKey), 'funds.success');
  };
  const secret = (name: 'old' | 'next' | 'confirm', label: string, wire: string, autoComplete: 'current-password' | 'new-password') => {
    const id = `sec-funds-${name}`;
    const error = f.errorOf(name, failure, wire);
    return (
      <Field id={id} label={label} required error={error}>
        <PasswordInput id={id} autoComplete={autoComplete} maxLength={20} value={f.values[name]} {...describedBy(id, error)} onValueChange={f.set(name)} />
      </Field>
    );
  };
  return (
    <form className={form.fields} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <p className={form.note}>{t('funds.hint')}</p>
      {changing && secret('old', t('funds.old'), 'oldFundsPassword', 'current-password')}
      {secret('next', t('funds.new'), 'newFundsPassword', 'new-password')}
      {secret('confirm', t('funds.confirm'), 'confirmFundsPassword', 'new-password')}
      {!changing && <LoginPasswordField id="sec-funds-login" value={f.values.loginPassword} error={f.errorOf('loginPassword', failure)} onValueChange={f.set('loginPassword')} />}
      <button type="submit" className={form.primary} disabled={busy}>{t('submit')}</button>
    </form>
  );
}
