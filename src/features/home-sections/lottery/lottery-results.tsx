/** Lottery (SPEC 2.14, 7 lottery list): each lottery's latest draw and a countdown to its next; a card opens its lottery page. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchLotteryDraws, type LotteryDraw } from '../../../api/home-sections.ts';
import { CardRow, CardRowItem } from '../../../ui/card-row.tsx';
import { HomeSection } from '../../../ui/home-section.tsx';
import { PlatformText } from '../../../ui/platform-text.tsx';
import { SectionBody } from '../section-body.tsx';
import section from '../section.module.css';
import { useSectionLoad } from '../use-section-load.ts';
import { useNow } from './countdown.ts';
import { countdown } from '../../../i18n/format.ts';
import styles from './lottery.module.css';

export function LotteryResults() {
  const { t } = useTranslation('lobby');
  const { state, retry, refresh } = useSectionLoad('draws', () => fetchLotteryDraws({ quiet: true }));
  const now = useNow();
  const soonest = state.kind === 'ready' ? Math.min(...state.value.map((d) => d.nextDrawTime)) : Infinity;
  // Once a next draw is due, the results are asked again, once per draw (a device clock ahead of the platform's must not loop).
  const asked = useRef(0);
  useEffect(() => {
    if (soonest > now || asked.current === soonest) return;
    asked.current = soonest;
    refresh();
  }, [soonest, now, refresh]);
  return (
    <HomeSection title={t('sections.lottery')}>
      <SectionBody state={state} retry={retry} blockSize={148} empty={t('sections.lottery_none')}>
        {(draws) => <CardRow>{draws.map((d) => <DrawCard key={d.nodeId} draw={d} now={now} />)}</CardRow>}
      </SectionBody>
    </HomeSection>
  );
}

function DrawCard({ draw, now }: { draw: LotteryDraw; now: number }) {
  const { t } = useTranslation('lobby');
  const left = draw.nextDrawTime - now;
  return (
    <CardRowItem>
      <Link to={draw.category === 'ELOTT' ? '/m/elott' : '/m/lott'} className={`${section.surface} ${styles.link}`}>
        <h3 className={`${styles.name} ${section.oneLine}`}><PlatformText text={draw.gameName} /></h3>
        <p className={`${styles.issue} ${section.note}`}>{t('sections.lottery_issue', { issue: draw.issue })}</p>
        <ol className={styles.balls} aria-label={t('sections.lottery_numbers')}>
          {draw.numbers.map((n, i) => <li key={i} className={styles.ball}>{n}</li>)}
        </ol>
        <p className={`${styles.next} ${section.note}`}>
          {left > 0 ? <>{t('sections.lottery_next')} <time className={`${styles.clock} ${section.figures}`} dateTime={new Date(draw.nextDrawTime).toISOString()}>{countdown(left)}</time></> : t('sections.lottery_drawing')}
        </p>
      </Link>
    </CardRowItem>
  );
}
