/**
 * Deposit /m/voucherCenter (SPEC 4 Template, 5, 7 deposit, 8 free_reject): the base or new
 * detail template by the effective mobileTemplate.dep_func (R4-49); channels with their own minimum, maximum and
 * quick amounts; the deposit promotion the player may accept; the manual bank transfer with a receipt picture;
 * the pending state until the platform approves, and the balance after it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/errors.ts';
import { checkLimits, minorToDecimal, parseAmountInput } from '../../config/amounts.ts';
import { safeUrl } from '../../config/safe-url.ts';
import type { DepositChannel, DepositPromotion, DepositRecord } from '../../generated/api/wallet.ts';
import { languageState } from '../../i18n/i18n.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { refreshBalances } from '../../state/wallet-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import { acceptOf, UPLOAD_PICTURE_TYPES } from '../../ui/form/upload-types.ts';
import { amountErrorText } from './amount-text.ts';
import { fetchDepositChannels, fetchDepositDetail, fetchDepositPromotions, requestDeposit, requestManualDeposit } from '../../api/wallet.ts';
import { WalletGate } from './gate.tsx';
import { useMoney } from './money.ts';
import { depositTemplate, type Template } from './templates.ts';
import { useMoneyAction } from './use-money-action.ts';
import styles from './wallet.module.css';

const RECEIPT_ACCEPT = acceptOf(UPLOAD_PICTURE_TYPES);
/** How often a pending deposit asks whether it was approved. */
const PENDING_POLL_MS = 3000;
/** How the browser goes to a gateway's payment page: a full page load (replaced in tests, whose DOM cannot navigate). */
export const gatewayNavigation = { go: (url: string): void => window.location.assign(url) };

export function DepositScreen() {
  const { t } = useTranslation('wallet');
  return (
    <WalletGate refusal="free_reject" title={t('deposit.title')}>
      <Deposit />
    </WalletGate>
  );
}

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; symbol: string; channels: DepositChannel[]; promotions: DepositPromotion[] };

function Deposit() {
  const { t } = useTranslation('wallet');
  const { templates } = useEffectiveConfig();
  const template = depositTemplate(templates);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [channelId, setChannelId] = useState<number | undefined>();
  const [pending, setPending] = useState<DepositRecord | undefined>();
  // Asked again only after a failure (Try again), so no answer can overtake another; one arriving after the screen has gone
  // is dropped by React.
  useEffect(() => {
    const language = languageState.code;
    Promise.all([fetchDepositChannels(language, { quiet: true }), fetchDepositPromotions(language, { quiet: true })])
      .then(([channels, promotions]) => setLoad({ kind: 'ready', symbol: channels.currencySymbol, channels: channels.channels, promotions }))
      .catch((error: ApiError) => setLoad({ kind: 'failed', message: error.message }));
  }, [attempt]);
  const retry = (): void => {
    setLoad({ kind: 'loading' });
    // Stryker disable next-line ArithmeticOperator: any new attempt number asks again
    setAttempt((n) => n + 1);
  };

  if (pending !== undefined) return <PendingDeposit record={pending} onAnother={() => setPending(undefined)} />;
  if (load.kind === 'loading') return <p className={styles.state} role="status">{t('loading')}</p>;
  if (load.kind === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{load.message}</p>
        <button type="button" className={styles.secondary} onClick={retry}>{t('retry')}</button>
      </div>
    );
  }
  if (load.channels.length === 0) return <p className={styles.state}>{t('deposit.no_channels')}</p>;
  const channel = load.channels.find((c) => c.channelId === channelId) ?? load.channels[0]!;
  return (
    <div className={styles.page} data-template={template}>
      <ChannelPicker template={template} channels={load.channels} chosen={channel} onChoose={setChannelId} />
      <DepositForm key={channel.channelId} template={template} channel={channel} symbol={load.symbol} promotions={load.promotions} onPending={setPending} />
    </div>
  );
}

/** Base template: a list of channels; new template: channel tiles grouped by kind. */
function ChannelPicker({ template, channels, chosen, onChoose }: { template: Template; channels: DepositChannel[]; chosen: DepositChannel; onChoose: (id: number) => void }) {
  const { t } = useTranslation('wallet');
  if (template === 'new') {
    return (
      <section className={styles.card} aria-label={t('deposit.channels')}>
        <h2 className={styles.name}>{t('deposit.channels')}</h2>
        <div className={styles.chips} role="group" aria-label={t('deposit.channels')}>
          {channels.map((c) => (
            <button key={c.channelId} type="button" className={styles.chip} aria-pressed={c.channelId === chosen.channelId} onClick={() => onChoose(c.channelId)}>
              {c.name} · {t(`deposit.kind.${c.kind}`)}
            </button>
          ))}
        </div>
      </section>
    );
  }
  return (
    <fieldset className={styles.list} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={styles.muted} style={{ padding: '8px 14px' }}>{t('deposit.channels')}</legend>
      {channels.map((c) => (
        <label key={c.channelId} className={styles.listLink}>
          <input type="radio" name="deposit-channel" checked={c.channelId === chosen.channelId} onChange={() => onChoose(c.channelId)} />
          <span><PlatformText text={c.name} /></span>
          <span className={styles.muted}>{t(`deposit.kind.${c.kind}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface DepositFormProps {
  template: Template;
  channel: DepositChannel;
  symbol: string;
  promotions: DepositPromotion[];
  onPending: (record: DepositRecord) => void;
}

function DepositForm({ template, channel, symbol, promotions, onPending }: DepositFormProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState<number | undefined>();
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | undefined>();
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'payer' | 'reference' | 'receipt', string | undefined>>>({});
  const action = useMoneyAction();
  const limits = { min: channel.minAmount, max: channel.maxAmount };
  const shownLimits = { min: money.decimal(channel.minAmount, symbol), max: money.decimal(channel.maxAmount, symbol) };

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    const parsed = parseAmountInput(amount);
    const limit = parsed.ok ? checkLimits(parsed.minor, limits) : undefined;
    const next: typeof errors = {};
    if (!parsed.ok) next.amount = amountErrorText(t, parsed.error, shownLimits);
    else if (limit !== undefined) next.amount = amountErrorText(t, limit, shownLimits);
    if (channel.kind === 'bank' && payerName.trim() === '') next.payer = t('deposit.payer_required');
    if (channel.needsReference && reference.trim() === '') next.reference = t('deposit.reference_required');
    if (channel.needsReceipt && receipt === undefined) next.receipt = t('deposit.receipt_required');
    setErrors(next);
    // Stryker disable next-line ConditionalExpression: a parse failure has put its message in next already; the test narrows parsed's type
    if (!parsed.ok || Object.keys(next).length > 0) return;
    const base = {
      channelId: channel.channelId, amount: minorToDecimal(parsed.minor),
      ...(promotionId === undefined ? {} : { promotionId }),
      ...(payerName.trim() === '' ? {} : { payerName: payerName.trim() }),
      ...(reference.trim() === '' ? {} : { reference: reference.trim() }),
    };
    const fingerprint = JSON.stringify({ ...base, receipt: receipt === undefined ? null : [receipt.name, receipt.size, receipt.lastModified] });
    const record = await action.run(fingerprint, (key) => (channel.kind === 'bank'
      ? requestManualDeposit({ ...base, idempotencyKey: key, payerName: payerName.trim(), receipt }, { quiet: true })
      : requestDeposit({ ...base, idempotencyKey: key }, { quiet: true })));
    if (record === undefined) return;
    const gateway = record.gatewayUrl === null ? undefined : safeUrl(record.gatewayUrl, ['web', 'path']);
    if (channel.kind === 'gateway' && gateway !== undefined) {
      gatewayNavigation.go(gateway);
      return;
    }
    onPending(record);
  };

  const receiving = channel.receivingAccount;
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t('deposit.form', { channel: channel.name })}>
      {receiving !== null && (
        <section aria-label={t('deposit.receiving')}>
          <h3 className={styles.muted}>{t('deposit.receiving')}</h3>
          <dl className={styles.dl}>
            <dt>{t('deposit.bank')}</dt><dd><PlatformText text={receiving.bankName} /></dd>
            <dt>{t('deposit.account_name')}</dt><dd><PlatformText text={receiving.accountName} /></dd>
            <dt>{t('deposit.account_no')}</dt><dd dir="ltr">{receiving.accountNo}</dd>
            {receiving.branch !== '' && <><dt>{t('deposit.branch')}</dt><dd><PlatformText text={receiving.branch} /></dd></>}
          </dl>
        </section>
      )}
      {channel.processing !== '' && <p className={styles.muted}><PlatformText text={channel.processing} /></p>}
      <Field id="deposit-amount" label={t('amount.label')} required error={errors.amount}>
        <input
          id="deposit-amount" className={form.input} inputMode="decimal" autoComplete="off" value={amount} placeholder={t('amount.range', shownLimits)}
          onChange={(e) => { setAmount(e.target.value); setErrors((x) => ({ ...x, amount: undefined })); }} {...describedBy('deposit-amount', errors.amount)}
        />
      </Field>
      {template === 'base' && <p className={styles.muted}>{t('amount.range', shownLimits)}</p>}
      {channel.fixedAmounts.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('deposit.quick_amounts')}>
          {channel.fixedAmounts.map((a) => (
            <button key={a} type="button" className={styles.chip} aria-pressed={amount === a} onClick={() => setAmount(a)}>{money.decimal(a)}</button>
          ))}
        </div>
      )}
      {promotions.length > 0 && (
        <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.muted}>{t('deposit.promotion')}</legend>
          <label className={form.check}><input type="radio" name="deposit-promotion" checked={promotionId === undefined} onChange={() => setPromotionId(undefined)} />{t('deposit.no_promotion')}</label>
          {promotions.map((p) => (
            <label key={p.promotionId} className={form.check}>
              <input type="radio" name="deposit-promotion" checked={promotionId === p.promotionId} onChange={() => setPromotionId(p.promotionId)} />
              <span>
                <PlatformText text={p.title} />{' '}
                {t('deposit.promotion_terms', { percent: p.bonusPercent, max: money.decimal(p.maxBonus, symbol), min: money.decimal(p.minDeposit, symbol), turnover: p.turnoverMultiplier })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {channel.kind === 'bank' && (
        <Field id="deposit-payer" label={t('deposit.payer')} required error={errors.payer}>
          <input id="deposit-payer" className={form.input} autoComplete="name" maxLength={64} value={payerName} onChange={(e) => { setPayerName(e.target.value); setErrors((x) => ({ ...x, payer: undefined })); }} {...describedBy('deposit-payer', errors.payer)} />
        </Field>
      )}
      {channel.needsReference && (
        <Field id="deposit-reference" label={t('deposit.reference')} required error={errors.reference}>
          <input id="deposit-reference" className={form.input} autoComplete="off" maxLength={64} value={reference} onChange={(e) => { setReference(e.target.value); setErrors((x) => ({ ...x, reference: undefined })); }} {...describedBy('deposit-reference', errors.reference)} />
        </Field>
      )}
      {channel.needsReceipt && (
        <Field id="deposit-receipt" label={t('deposit.receipt')} required error={errors.receipt}>
          <input
            id="deposit-receipt" type="file" className={form.input} accept={RECEIPT_ACCEPT}
            onChange={(e) => { setReceipt(e.target.files?.[0]); setErrors((x) => ({ ...x, receipt: undefined })); }} {...describedBy('deposit-receipt', errors.receipt)}
          />
        </Field>
      )}
      {action.error !== undefined && <p className={styles.alert} role="alert">{action.error}</p>}
      <button type="submit" className={styles.primary} disabled={action.busy}>{action.busy ? t('please_wait') : t('deposit.submit')}</button>
    </form>
  );
}

/** The deposit waits for the platform's approval (SPEC 4-like lifecycle): asked again until it is decided. */
function PendingDeposit({ record, onAnother }: { record: DepositRecord; onAnother: () => void }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [current, setCurrent] = useState(record);
  const [error, setError] = useState<string | undefined>();
  const asking = useRef(false);
  const check = async (): Promise<void> => {
    if (asking.current) return;
    asking.current = true;
    try {
      const next = await fetchDepositDetail(record.id, { quiet: true, silent: true });
      setCurrent(next);
      setError(undefined);
      if (next.status === 'approved') void refreshBalances();
    } catch (failure) {
      setError((failure as ApiError).message);
    } finally {
      asking.current = false;
    }
  };
  useEffect(() => {
    if (current.status !== 'pending') return undefined;
    const timer = setInterval(() => void check(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  });
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.form}`} aria-labelledby="deposit-status">
        <h2 id="deposit-status" className={styles.name}>{t(`deposit.status.${current.status}`)}</h2>
        <dl className={styles.dl}>
          <dt>{t('records.order_no')}</dt><dd dir="ltr">{current.orderNo}</dd>
          <dt>{t('amount.label')}</dt><dd dir="ltr">{money.decimal(current.amount)}</dd>
          <dt>{t('deposit.channel')}</dt><dd><PlatformText text={current.channelName} /></dd>
          {current.bonus !== '0.00' && <><dt>{t('deposit.bonus')}</dt><dd dir="ltr">{money.decimal(current.bonus)}</dd></>}
          {current.remark !== '' && <><dt>{t('records.remark')}</dt><dd><PlatformText text={current.remark} /></dd></>}
        </dl>
        {error !== undefined && <p className={styles.alert} role="alert">{error}</p>}
        <div className={styles.actions}>
          {current.status === 'pending' && <button type="button" className={styles.secondary} onClick={() => void check()}>{t('deposit.check')}</button>}
          <button type="button" className={styles.primary} onClick={onAnother}>{t('deposit.another')}</button>
        </div>
      </section>
    </div>
  );
}
