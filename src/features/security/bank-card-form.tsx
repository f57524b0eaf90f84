import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bindBankCard, type SecurityOverview } from '../../api/security.ts';
import { systemStore } from '../../state/system-store.ts';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import { PasswordInput } from '../../ui/form/password-input.tsx';
import * as fieldRules from '../../ui/form/rules.ts';
import * as rules from './security-rules.ts';
import styles from './security.module.css';
import { useFormValues } from './use-form-values.ts';
import { useSecretSubmit } from './use-secret-submit.ts';

interface Props { overview: SecurityOverview; onSaved: (overview: SecurityOverview) => void }

type Name = 'bankCode' | 'accountNo' | 'fundsPassword';
const EMPTY: Record<Name, string> = { bankCode: '', accountNo: '', fundsPassword: '' };

/** Bind a bank card (withdrawals pay to it): in the payee's name, confirmed with the funds password. */
export function BankCardForm({ overview, onSaved }: Props) {
  const { t } = useTranslation('security');
  const { busy, failure, send } = useSecretSubmit(onSaved);
  const f = useFormValues<Name>(EMPTY, {
    bankCode: (v) => (v === '' ? 'rules.bank_required' : undefined), accountNo: rules.accountNo, fundsPassword: (v) => (v === '' ? 'rules.funds_required' : undefined),
  });
  const cards = overview.bankCards.length > 0 && (
    <ul className={styles.cards} aria-label={t('card.bound')}>
      {overview.bankCards.map((c) => (
        <li key={c.cardId} className={styles.card}>
          <strong>{c.bankName}</strong>
          <span dir="ltr">{c.maskedNo}</span>
          <span dir="auto">{c.accountName}</span>
        </li>
      ))}
    </ul>
  );
  // a card is in the payee's name and is confirmed with the funds password: each is set first
  const missing = overview.payeeName === '' ? 'payee' : !overview.fundsPasswordSet ? 'funds' : undefined;
  if (missing !== undefined) {
    return (
      <div className={form.fields}>
        {cards}
        <p className={form.note}>{t(`card.needs_${missing}`)}</p>
        <Link className={form.primary} to={`/m/securityCenter?item=${missing}`} replace>{t(`item.${missing}`)}</Link>
      </div>
    );
  }
  const submit = async (): Promise<void> => {
    if (!f.validate()) return;
    const v = f.values;
    await send(() => bindBankCard({ bankCode: v.bankCode, accountNo: v.accountNo, fundsPassword: v.fundsPassword }, systemStore.status?.info.publicKey), 'card.success');
  };
  return (
    <form className={form.fields} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {cards}
      <p className={styles.bound}><span>{t('card.holder')}</span><strong dir="auto">{overview.payeeName}</strong></p>
      <Field id="sec-card-bank" label={t('card.bank')} required error={f.errorOf('bankCode', failure)}>
        <select id="sec-card-bank" className={form.input} value={f.values.bankCode} {...describedBy('sec-card-bank', f.errorOf('bankCode', failure))} onChange={(e) => f.set('bankCode')(e.target.value)}>
          <option value="">{t('card.choose_bank')}</option>
          {overview.banks.map((b) => <option key={b.code} value={b.code}>{b.name}</option>)}
        </select>
      </Field>
      <Field id="sec-card-no" label={t('card.account_no')} required error={f.errorOf('accountNo', failure)}>
        <input id="sec-card-no" className={form.input} inputMode="numeric" autoComplete="off" dir="ltr" maxLength={24} value={f.values.accountNo}
          {...describedBy('sec-card-no', f.errorOf('accountNo', failure))} onChange={(e) => f.set('accountNo')(fieldRules.digitsOnly(e.target.value, 24))} />
      </Field>
      <Field id="sec-card-funds" label={t('funds.current')} required error={f.errorOf('fundsPassword', failure)}>
        <PasswordInput id="sec-card-funds" autoComplete="current-password" maxLength={20} value={f.values.fundsPassword}
          {...describedBy('sec-card-funds', f.errorOf('fundsPassword', failure))} onValueChange={f.set('fundsPassword')} />
      </Field>
      <button type="submit" className={form.primary} disabled={busy}>{t('submit')}</button>
    </form>
  );
}
