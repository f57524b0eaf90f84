/**
 * Withdraw /m/withdraw: the member's bound bank cards (or the way to bind one in the security
 * centre), the funds password, the limits and the remaining turnover; the platform's refusal shown as given and
 * nothing typed lost when a request fails.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/errors.ts';
import { checkLimits, decimalToMinor, minorToDecimal, parseAmountInput } from '../../config/amounts.ts';
import type { WithdrawInfo, WithdrawRecord } from '../../generated/api/wallet.ts';
import { refreshBalances } from '../../state/wallet-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import { amountErrorText } from './amount-text.ts';
import { fetchWithdrawInfo, requestWithdrawal } from '../../api/wallet.ts';
import { WalletGate } from './gate.tsx';
import { useMoney } from './money.ts';
import { useMoneyAction } from './use-money-action.ts';
import styles from './wallet.module.css';

export function WithdrawScreen() {
  const { t } = useTranslation('wallet');
  return (
    <WalletGate refusal="real_account" title={t('withdraw.title')}>
      <Withdraw />
    </WalletGate>
  );
}

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; info: WithdrawInfo };

function Withdraw() {
  const { t } = useTranslation('wallet');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState<WithdrawRecord | undefined>();
  // Asked again only after the last answer (Try again after a failure, a withdrawal sent), so no answer can overtake another;
  // one arriving after the screen has gone is dropped by React.
  useEffect(() => {
    fetchWithdrawInfo({ quiet: true })
      .then((info) => setLoad({ kind: 'ready', info }))
      .catch((error: ApiError) => setLoad({ kind: 'failed', message: error.message }));
  }, [attempt]);
  // Stryker disable next-line ArithmeticOperator: any new attempt number asks again
  const reload = (): void => setAttempt((n) => n + 1);

  if (load.kind === 'loading') return <p className={styles.state} role="status">{t('loading')}</p>;
  if (load.kind === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{load.message}</p>
        <button type="button" className={styles.secondary} onClick={() => { setLoad({ kind: 'loading' }); reload(); }}>{t('retry')}</button>
      </div>
    );
  }
  const { info } = load;
  return (
    <div className={styles.page}>
      <Summary info={info} />
      {sent !== undefined && <Sent record={sent} symbol={info.currencySymbol} />}
      {info.cards.length === 0 ? (
        <section className={`${styles.card} ${styles.form}`}>
          <p>{t('withdraw.no_card')}</p>
          <Link className={styles.primary} to="/m/securityCenter">{t('withdraw.bind_card')}</Link>
        </section>
      ) : !info.hasFundsPassword ? (
        <section className={`${styles.card} ${styles.form}`}>
          <p>{t('withdraw.no_funds_password')}</p>
          <Link className={styles.primary} to="/m/securityCenter">{t('withdraw.set_funds_password')}</Link>
        </section>
      ) : (
        <WithdrawForm info={info} onSent={(record) => { setSent(record); reload(); void refreshBalances(); }} />
      )}
    </div>
  );
}

function Summary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const symbol = info.currencySymbol;
  const turnoverLeft = decimalToMinor(info.remainingTurnover) ?? 0n;
  return (
    <section className={styles.card} aria-label={t('withdraw.summary')}>
      <div className={styles.row}>
        <span className={styles.muted}>{t('withdraw.withdrawable')}</span>
        <span className={styles.amount}>{money.decimal(info.withdrawable, symbol)}</span>
      </div>
      <p className={styles.muted}>{t('amount.range', { min: money.decimal(info.minAmount, symbol), max: money.decimal(info.maxAmount, symbol) })}</p>
      {turnoverLeft > 0n && <p className={styles.muted}>{t('withdraw.turnover_left', { amount: money.decimal(info.remainingTurnover, symbol) })}</p>}
      {info.pendingCount > 0 && <p className={styles.muted}>{t('withdraw.pending', { count: info.pendingCount })}</p>}
    </section>
  );
}

function Sent({ record, symbol }: { record: WithdrawRecord; symbol: string }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <p className={styles.success} role="status">
      {t('withdraw.sent', { amount: money.decimal(record.amount, symbol), card: `${record.bankName} ${record.maskedNo}`, orderNo: record.orderNo })}
    </p>
  );
}

function WithdrawForm({ info, onSent }: { info: WithdrawInfo; onSent: (record: WithdrawRecord) => void }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [cardId, setCardId] = useState(info.cards[0]!.cardId);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'password', string | undefined>>>({});
  const action = useMoneyAction();
  const symbol = info.currencySymbol;
  const shownLimits = { min: money.decimal(info.minAmount, symbol), max: money.decimal(info.maxAmount, symbol) };

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    const parsed = parseAmountInput(amount);
    const next: typeof errors = {};
    if (!parsed.ok) next.amount = amountErrorText(t, parsed.error, shownLimits);
    else {
      const limit = checkLimits(parsed.minor, { min: info.minAmount, max: info.maxAmount });
      if (limit !== undefined) next.amount = amountErrorText(t, limit, shownLimits);
      else if (parsed.minor > (decimalToMinor(info.withdrawable) ?? 0n)) next.amount = t('withdraw.not_enough');
    }
    if (password === '') next.password = t('withdraw.password_required');
    setErrors(next);
    // Stryker disable next-line ConditionalExpression: a parse failure has put its message in next already; the test narrows parsed's type
    if (!parsed.ok || Object.keys(next).length > 0) return;
    const request = { cardId, amount: minorToDecimal(parsed.minor), fundsPassword: password };
    // The key follows the card and amount; the password is not kept in the key's fingerprint.
    const record = await action.run(JSON.stringify({ cardId, amount: request.amount }), (idempotencyKey) => requestWithdrawal({ ...request, idempotencyKey }, { quiet: true }));
    if (record === undefined) return;
    setAmount('');
    setPassword('');
    onSent(record);
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t('withdraw.title')}>
      <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.muted}>{t('withdraw.card')}</legend>
        {info.cards.map((c) => (
          <label key={c.cardId} className={form.check}>
            <input type="radio" name="withdraw-card" checked={c.cardId === cardId} onChange={() => setCardId(c.cardId)} />
            <span><PlatformText text={c.bankName} /> <bdi dir="ltr" className={styles.cardNo}>{c.maskedNo}</bdi> · <PlatformText text={c.accountName} /></span>
          </label>
        ))}
      </fieldset>
      <Field id="withdraw-amount" label={t('amount.label')} required error={errors.amount}>
        <input
          id="withdraw-amount" className={form.input} inputMode="decimal" autoComplete="off" value={amount} placeholder={t('amount.range', shownLimits)}
          onChange={(e) => { setAmount(e.target.value); setErrors((x) => ({ ...x, amount: undefined })); }} {...describedBy('withdraw-amount', errors.amount)}
        />
        <button type="button" className={form.codeButton} onClick={() => setAmount(info.withdrawable)}>{t('withdraw.all')}</button>
      </Field>
      <Field id="withdraw-password" label={t('withdraw.funds_password')} required error={errors.password}>
        <input
          id="withdraw-password" type="password" className={form.input} autoComplete="off" value={password}
          onChange={(e) => { setPassword(e.target.value); setErrors((x) => ({ ...x, password: undefined })); }} {...describedBy('withdraw-password', errors.password)}
        />
      </Field>
      {action.error !== undefined && <p className={styles.alert} role="alert">{action.error}</p>}
      <button type="submit" className={styles.primary} disabled={action.busy}>{action.busy ? t('please_wait') : t('withdraw.submit')}</button>
    </form>
  );
}
