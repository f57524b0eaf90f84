/** Winner board (SPEC 2.14, 3): the newest big wins, scrolling by; still under prefers-reduced-motion, with a pause button otherwise (WCAG 2.2.2). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchWinners, type Winner } from '../../../api/home-sections.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { shownPicture } from '../../../state/system-store.ts';
import { HomeSection } from '../../../ui/home-section.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { PlatformText } from '../../../ui/platform-text.tsx';
import { useReducedMotion } from '../../../ui/reduced-motion.ts';
import type { SectionProps } from '../../home/index.ts';
import { countOption } from '../options.ts';
import { SectionBody } from '../section-body.tsx';
import { useSectionLoad } from '../use-section-load.ts';
import styles from './winner-board.module.css';

const ROWS_SHOWN = 4;

/** Options: { size?: wins shown, 1-50, default 10 }. */
export function WinnerBoard({ item }: SectionProps) {
  const { t } = useTranslation('lobby');
  const size = countOption(item.options, 'size', 10, 50);
  const { state, retry } = useSectionLoad(`winners|${size}`, () => fetchWinners(size, { quiet: true }));
  const still = useReducedMotion();
  const [paused, setPaused] = useState(false);
  // Only a list taller than its window scrolls.
  const moving = !still && state.kind === 'ready' && state.value.length > ROWS_SHOWN;
  const pause = moving && (
    <button type="button" className={styles.pause} aria-pressed={paused} aria-label={t('sections.winners_pause')} onClick={() => setPaused(!paused)}>
      <Icon name={paused ? 'play' : 'pause'} size={18} />
    </button>
  );
  return (
    <HomeSection title={t('sections.winners')} action={pause}>
      <SectionBody state={state} retry={retry} blockSize={ROWS_SHOWN * 48} empty={t('sections.winners_none')}>
        {(winners) => (
          <div className={styles.window} data-still={moving ? undefined : ''}>
            <div className={styles.track} data-paused={paused ? '' : undefined} style={{ animationDuration: `${winners.length * 2.5}s` }}>
              <ul className={styles.list}>{winners.map((w) => <WinnerRow key={w.id} winner={w} />)}</ul>
              {/* The copy that makes the loop seamless is hidden from assistive technology. */}
              {moving && <ul className={styles.list} aria-hidden="true">{winners.map((w) => <WinnerRow key={w.id} winner={w} />)}</ul>}
            </div>
          </div>
        )}
      </SectionBody>
    </HomeSection>
  );
}

function WinnerRow({ winner: w }: { winner: Winner }) {
  const { platformAmount } = useFormat();
  return (
    <li className={styles.row}>
      <img className={styles.icon} src={shownPicture(w.iconUrl)} alt={w.gameName} width={36} height={36} loading="lazy" />
      <span className={styles.who}>
        <PlatformText text={w.userName} className={styles.name} />
        <PlatformText text={w.gameName} className={styles.game} />
      </span>
      <bdi className={styles.amount}>{platformAmount(w.amount, w.currencySymbol)}</bdi>
    </li>
  );
}
