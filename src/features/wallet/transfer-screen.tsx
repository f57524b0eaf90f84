/**
 * Fund transfer /m/member/transfer (module FUNDTRANS3, SPEC 3 module ids): money between the
 * main wallet and each vendor wallet, and every vendor wallet back to main at once.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLimits, decimalToMinor, minorToDecimal, parseAmountInput } from '../../config/amounts.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { refreshBalances, setBalances, useBalances } from '../../state/wallet-store.ts';
import { NotAvailable } from '../../ui/not-available.tsx';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import { amountErrorText } from './amount-text.ts';
import { BalanceList } from './balance-list.tsx';
import { transfer, transferAllToMain } from '../../api/wallet.ts';
import { WalletGate } from './gate.tsx';
import { useMoney } from './money.ts';
import { useMoneyAction } from './use-money-action.ts';
import styles from './wallet.module.css';

export function TransferScreen() {
  const { t } = useTranslation('wallet');
  const { modules } = useEffectiveConfig();
  return (
    <WalletGate refusal="real_account" title={t('transfer.title')}>
      {modules.FUNDTRANS3 ? <Transfer /> : <NotAvailable title={t('transfer.title')} message={t('transfer.module_off')} />}
    </WalletGate>
  );
}

type Direction = 'in' | 'out';

function Transfer() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const { balances } = useBalances();
  const [vendor, setVendor] = useState('');
  const [direction, setDirection] = useState<Direction>('in');
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const action = useMoneyAction();
  useEffect(() => {
    void refreshBalances();
  }, []);
  const vendors = balances?.vendors ?? [];
  const chosen = vendors.find((v) => v.wallet === vendor) ?? vendors[0];
  const symbol = balances?.currencySymbol ?? '';
  const available = direction === 'in' ? balances?.main : chosen?.balance;

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    setDone(undefined);
    if (chosen === undefined) return;
    const parsed = parseAmountInput(amount);
    const limit = parsed.ok ? checkLimits(parsed.minor, available === undefined ? {} : { max: available }) : undefined;
    const error = !parsed.ok ? amountErrorText(t, parsed.error) : limit === 'above-max' ? t('transfer.not_enough') : limit !== undefined ? amountErrorText(t, limit) : undefined;
    setFieldError(error);
    if (error !== undefined || !parsed.ok) return;
    const [from, to] = direction === 'in' ? ['MAIN', chosen.wallet] : [chosen.wallet, 'MAIN'];
    const request = { from, to, amount: minorToDecimal(parsed.minor) };
    const result = await action.run(JSON.stringify(request), (idempotencyKey) => transfer({ ...request, idempotencyKey }, { quiet: true }));
    if (result === undefined) return;
    setBalances(result.balances);
    setAmount('');
    // The main wallet in the page's language; a vendor wallet by the platform's name for it.
    const nameOf = (code: string, name: string): string => (code === 'MAIN' ? t('balance.main') : name);
    setDone(t('transfer.done', { amount: money.decimal(result.transfer.amount, symbol), from: nameOf(result.transfer.from, result.transfer.fromName), to: nameOf(result.transfer.to, result.transfer.toName) }));
  };

  const allBack = async (): Promise<void> => {
    setDone(undefined);
    const result = await action.run('all-to-main', (key) => transferAllToMain(key, { quiet: true }));
    if (result === undefined) return;
    setBalances(result.balances);
    setDone(decimalToMinor(result.amount) === 0n ? t('transfer.nothing_back') : t('transfer.all_done', { amount: money.decimal(result.amount, symbol) }));
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t('member.wallets')}>
        <BalanceList />
        <button type="button" className={styles.secondary} onClick={() => void allBack()} disabled={action.busy || balances === undefined}>{t('transfer.all_back')}</button>
      </section>
      {balances !== undefined && vendors.length === 0 && <p className={styles.state}>{t('transfer.no_vendors')}</p>}
      {chosen !== undefined && (
        <form className={`${styles.card} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t('transfer.title')}>
          <div className={styles.segments} role="group" aria-label={t('transfer.direction')}>
            <button type="button" className={styles.tab} aria-pressed={direction === 'in'} onClick={() => setDirection('in')}>{t('transfer.to_vendor')}</button>
            <button type="button" className={styles.tab} aria-pressed={direction === 'out'} onClick={() => setDirection('out')}>{t('transfer.to_main')}</button>
          </div>
          <Field id="transfer-vendor" label={t('transfer.vendor')}>
            <select id="transfer-vendor" className={form.input} value={chosen.wallet} onChange={(e) => setVendor(e.target.value)}>
              {vendors.map((v) => <option key={v.wallet} value={v.wallet}>{v.name}</option>)}
            </select>
          </Field>
          <p className={styles.muted}>
            {direction === 'in' ? t('transfer.from_to', { from: t('balance.main'), to: chosen.name }) : t('transfer.from_to', { from: chosen.name, to: t('balance.main') })}
            {available !== undefined && <> · {t('transfer.available', { amount: money.decimal(available, symbol) })}</>}
          </p>
          <Field id="transfer-amount" label={t('amount.label')} required error={fieldError}>
            <input
              id="transfer-amount" className={form.input} inputMode="decimal" autoComplete="off" value={amount}
              onChange={(e) => { setAmount(e.target.value); setFieldError(undefined); }} {...describedBy('transfer-amount', fieldError)}
            />
          </Field>
          {action.error !== undefined && <p className={styles.alert} role="alert">{action.error}</p>}
          {done !== undefined && <p className={styles.success} role="status">{done}</p>}
          <button type="submit" className={styles.primary} disabled={action.busy}>{action.busy ? t('please_wait') : t('transfer.submit')}</button>
        </form>
      )}
      {chosen === undefined && done !== undefined && <p className={styles.success} role="status">{done}</p>}
      {chosen === undefined && action.error !== undefined && <p className={styles.alert} role="alert">{action.error}</p>}
    </div>
  );
}
