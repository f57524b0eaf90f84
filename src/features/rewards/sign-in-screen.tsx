import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { fetchSignIn, signInToday } from '../../api/rewards.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { showToast } from '../../state/toast-store.ts';
import { refreshWallet } from '../../state/wallet-store.ts';
import { LoadState } from './load-state.tsx';
import { MemberGate } from './member-gate.tsx';
import { claimFailure, monthGrid } from './rewards-facts.ts';
import { formatMonthYear, weekdayNames } from '../../i18n/format.ts';
import styles from './rewards.module.css';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import { useFormat } from '../../i18n/use-format.ts';

/** /m/activity/signIn: the month's calendar, the streak and today's reward, once a day by the platform's clock. */
export function SignInScreen() {
  const { t } = useTranslation();
  return (
    <MemberGate title={t('title.daily_sign_in')}>
      <DailySignIn />
    </MemberGate>
  );
}

function DailySignIn() {
  const { t, i18n } = useTranslation('rewards');
  const { platformAmount } = useFormat();
  const { load, retry, set } = usePlatformLoad((signal) => fetchSignIn({ quiet: true, signal }), 'sign-in');
  const [busy, setBusy] = useState(false);
  const key = useRef<string | undefined>(undefined);
  if (load.kind !== 'ready') return <LoadState failed={load.kind === 'failed'} onRetry={retry} />;
  const status = load.value;
  const signed = new Set(status.signedDays);
  const weekdays = weekdayNames(i18n.language, 'short');
  const streakDay = status.signedToday ? status.streak : status.streak + 1;
  const scheduleDay = Math.min(streakDay, status.schedule.length);

  const signIn = async (): Promise<void> => {
    key.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const answer = await signInToday(key.current);
      key.current = undefined;
      set(answer.status);
      if (answer.credited !== '0.00') showToast(t('signed_in', { amount: platformAmount(answer.credited) }), 'success');
      void refreshWallet();
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'NETWORK') key.current = undefined;
      const text = error instanceof ApiError ? claimFailure(t, error) : undefined;
      if (text !== undefined) showToast(text, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-labelledby="sign-in-today">
        <h2 id="sign-in-today" className={styles.summaryTitle}>{t('today_reward')}</h2>
        <p className={styles.big}><span className={styles.ltr}>+{platformAmount(status.todayReward)}</span></p>
        <p className={styles.meta}>{t('streak', { n: status.streak })}</p>
        <button type="button" className={styles.primary} disabled={status.signedToday || busy} aria-busy={busy} onClick={() => void signIn()}>
          {status.signedToday ? t('signed_today') : t('sign_in')}
        </button>
      </section>

      <section className={styles.section} aria-labelledby="sign-in-month">
        <h2 id="sign-in-month" className={styles.sectionTitle}>{formatMonthYear(Number(status.today.slice(0, 4)), Number(status.today.slice(5, 7)), i18n.language)}</h2>
        <table className={styles.calendar}>
          <thead>
            <tr>{weekdays.map((name) => <th key={name} scope="col" abbr={name}>{name}</th>)}</tr>
          </thead>
          <tbody>
            {monthGrid(status.today).map((week, w) => (
              <tr key={w}>
                {week.map((cell, d) => {
                  if (cell === null) return <td key={d} />;
                  const isSigned = signed.has(cell.date);
                  const isToday = cell.date === status.today;
                  return (
                    <td key={d} data-signed={isSigned} data-today={isToday} aria-current={isToday ? 'date' : undefined}>
                      <span className={styles.day}>{cell.day}</span>
                      {isSigned ? <span className={styles.tick} aria-label={t('signed_day')} role="img">✓</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby="sign-in-schedule">
        <h2 id="sign-in-schedule" className={styles.sectionTitle}>{t('schedule')}</h2>
        <ol className={styles.schedule}>
          {status.schedule.map((amount, i) => (
            <li key={i} data-current={i + 1 === scheduleDay} aria-current={i + 1 === scheduleDay ? 'step' : undefined}>
              <span>{t('day_n', { n: i + 1 })}</span>
              <span className={styles.ltr}>+{platformAmount(amount)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
