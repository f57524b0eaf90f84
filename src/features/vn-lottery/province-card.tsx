import { useTranslation } from 'react-i18next';
import type { VnLottery } from '../../api/vn-lottery.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { sameDay } from './regions.ts';
import styles from './vn-lottery.module.css';

/** One province: its name, its next draw (today's by the hour alone), its latest special prize digit by digit, and a play button. */
export function ProvinceCard({ province, onPlay, now }: { province: VnLottery; onPlay: () => void; now: number }) {
  const { t } = useTranslation('lobby');
  const { clock: clockOf, shortDay } = useFormat();
  const next = province.nextDrawTime;
  const clock = clockOf(next);
  const latest = province.latest;
  return (
    <li className={styles.card}>
      <h3 className={styles.name}><PlatformText text={province.name} /></h3>
      <p className={styles.next}>
        {t('vn_lottery.next')}{' '}
        <time className={styles.when} dateTime={new Date(next).toISOString()}>
          {sameDay(next, now) ? t('vn_lottery.today', { time: clock }) : `${shortDay(next)} ${clock}`}
        </time>
      </p>
      {latest === undefined ? <p className={styles.note}>{t('vn_lottery.no_result')}</p> : (
        <div className={styles.result}>
          <p className={styles.note}>
            {t('vn_lottery.special_prize')}{' '}
            <time dateTime={new Date(latest.drawTime).toISOString()}>{shortDay(latest.drawTime)}</time>
          </p>
          <ol className={styles.digits} dir="ltr" aria-label={t('vn_lottery.numero', { number: latest.specialPrize })}>
            {[...latest.specialPrize].map((digit, i) => <li key={i} className={styles.digit}>{digit}</li>)}
          </ol>
        </div>
      )}
      <button type="button" className={styles.play} aria-label={t('vn_lottery.play_named', { name: province.name })} onClick={onPlay}>
        {t('vn_lottery.play')}
      </button>
    </li>
  );
}
