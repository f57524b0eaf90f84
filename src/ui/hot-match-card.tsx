import styles from './hot-match-card.module.css';
import { PlatformText } from './platform-text.tsx';

export interface HotMatchCardProps {
  home: string;
  away: string;
  homeImage: string;
  awayImage: string;
  /** DD/MM/YYYY */
  date: string;
  /** HH:mm */
  time: string;
  vsLabel: string;
  betLabel: string;
  onOpen: () => void;
}

/**
 * A hot-match card (SPEC 2.3): both teams with their images, date, time, a VS mark and a bet-now label.
 * Its accessible name is its visible text, in reading order (what a voice-control user says to press it);
 * the spaces between the laid-out parts keep the words apart in that name.
 */
export function HotMatchCard({ home, away, homeImage, awayImage, date, time, vsLabel, betLabel, onOpen }: HotMatchCardProps) {
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <span className={styles.when}>
        <span>{date}</span>{' '}
        <span>{time}</span>
      </span>{' '}
      <span className={styles.teams}>
        <span className={styles.team}>
          <img src={homeImage || undefined} alt="" width={40} height={40} loading="lazy" />
          <PlatformText text={home} className={styles.teamName} />
        </span>{' '}
        <span className={styles.vs}>{vsLabel}</span>{' '}
        <span className={styles.team}>
          <img src={awayImage || undefined} alt="" width={40} height={40} loading="lazy" />
          <PlatformText text={away} className={styles.teamName} />
        </span>
      </span>{' '}
      <span className={styles.bet}>{betLabel}</span>
    </button>
  );
}

/** The box of a card while the matches load (same size, nothing in it). */
export function HotMatchCardPlaceholder() {
  return <div className={`${styles.card} ${styles.placeholder}`} aria-hidden="true" />;
}
