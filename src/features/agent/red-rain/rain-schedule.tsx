import { useTranslation } from 'react-i18next';
import type { RedRainEvent } from '../../../api/red-rain.ts';
import { PlatformText } from '../../../ui/platform-text.tsx';
import { ReportList, ReportRow } from '../report-list.tsx';
import { rainState } from './rain-clock.ts';
import styles from './red-rain.module.css';
import { useFormat } from '../../../i18n/use-format.ts';
import { slashDateTime } from '../../../i18n/format.ts';

/** A rain's window: its start, and its end's time (its date too when it ends another day). */
function windowOf(rain: RedRainEvent): string {
  const start = slashDateTime(rain.startsAt);
  const end = slashDateTime(rain.endsAt);
  return `${start} – ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}

/** The schedule (SPEC 2.13 agent grid): every rain the platform listed, the next first, with its state at `now`, window and envelope range. */
export function RainSchedule({ rains, now }: { rains: readonly RedRainEvent[]; now: number }) {
  const { t } = useTranslation('redrain');
  const { platformAmount } = useFormat();
  return (
    <section className={styles.section} aria-labelledby="red-rain-schedule">
      <h2 id="red-rain-schedule" className={styles.sectionTitle}>{t('schedule.title')}</h2>
      <ReportList label={t('schedule.title')} items={rains}>
        {(rain) => {
          const state = rainState(rain, now);
          return (
            <ReportRow key={rain.id} testId="red-rain-event"
              title={<><PlatformText text={rain.title} /> <span className={styles.badge} data-state={state}>{t(`schedule.state.${state}`)}</span></>}
              value={<bdi>{platformAmount(rain.minAmount)} – {platformAmount(rain.maxAmount)}</bdi>}
              meta={<><bdi>{windowOf(rain)}</bdi>{rain.claimedAmount === null ? null : <> · {t('schedule.grabbed', { amount: platformAmount(rain.claimedAmount) })}</>}</>} />
          );
        }}
      </ReportList>
    </section>
  );
}
