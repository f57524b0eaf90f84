import { useTranslation } from 'react-i18next';
import { API_ERROR } from '../../../api/endpoints.ts';
import type { RedRainEvent } from '../../../api/red-rain.ts';
import { PlatformText } from '../../../ui/platform-text.tsx';
import { rainState } from './rain-clock.ts';
import { countdown } from '../../../i18n/format.ts';
import styles from './red-rain.module.css';
import type { GrabOutcome } from './use-grab.ts';
import { useFormat } from '../../../i18n/use-format.ts';

interface FeaturedRainProps {
  rain: RedRainEvent;
  /** The platform's time now. */
  now: number;
  busy: boolean;
  outcome: GrabOutcome | undefined;
  onGrab: () => void;
}

/**
 * The next rain, first on the screen: its countdown to the start (upcoming) or the end (live), ticking on the
 * platform's time; while it is live the Grab button, and what the last tap won or why the platform refused it.
 */
export function FeaturedRain({ rain, now, busy, outcome, onGrab }: FeaturedRainProps) {
  const { t } = useTranslation('redrain');
  const { platformAmount } = useFormat();
  const state = rainState(rain, now);
  const live = state === 'live';
  const mine = outcome?.eventId === rain.id ? outcome : undefined;
  const refusedAsGrabbed = mine?.kind === 'refused' && mine.code === API_ERROR.rewardClaimed;
  const grabbed = mine?.kind === 'won' ? mine.claim.amount : rain.claimedAmount;
  return (
    <section className={styles.hero} aria-labelledby="red-rain-featured">
      <p className={styles.kicker}>{t(live ? 'hero.live' : 'hero.next')}</p>
      <h2 id="red-rain-featured" className={styles.heroTitle}><PlatformText text={rain.title} /></h2>
      <p className={styles.range}>{t('hero.range', { min: platformAmount(rain.minAmount), max: platformAmount(rain.maxAmount) })}</p>
      <div className={styles.clock}>
        <span id="red-rain-countdown">{t(live ? 'hero.ends_in' : 'hero.starts_in')}</span>
        <span role="timer" aria-labelledby="red-rain-countdown" className={styles.countdown}>
          <time dateTime={new Date(live ? rain.endsAt : rain.startsAt).toISOString()}>{countdown((live ? rain.endsAt : rain.startsAt) - now)}</time>
        </span>
      </div>
      {live && grabbed === null && (
        <button type="button" className={styles.grab} disabled={busy || refusedAsGrabbed} aria-busy={busy} onClick={onGrab}>
          {t(busy ? 'grab.busy' : refusedAsGrabbed ? 'grab.already' : 'grab.button')}
        </button>
      )}
      {mine?.kind === 'won' && <p className={styles.won} role="status">{t('grab.won', { amount: platformAmount(mine.claim.amount) })}</p>}
      {mine?.kind !== 'won' && grabbed !== null && <p className={styles.won}>{t('grab.grabbed', { amount: platformAmount(grabbed) })}</p>}
      {mine?.kind === 'refused' && <p className={styles.refused} role="alert"><PlatformText text={mine.message} /></p>}
    </section>
  );
}
