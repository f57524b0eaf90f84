/** The hot-match strip (SPEC 2.3, R2.3-16..19): a tap launches by vendor, room id and node id. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '../../api/games.ts';
import { gamesStore, loadHotMatches, useGamesState } from '../../state/games-store.ts';
import { HotMatchCard, HotMatchCardPlaceholder } from '../../ui/hot-match-card.tsx';
import styles from './games.module.css';
import { useLaunch } from './launch.ts';
import { shownPicture } from '../../state/system-store.ts';
import { matchDateTime } from '../../i18n/format.ts';

/** Display category of a match's vendor, from the vendor setup (esport and cockfight vendors query as SPORTS). */
function categoryOf(vendor: string): string {
  return gamesStore.categories.find((c) => c.vendors.some((v) => v.vassalage === vendor))?.code ?? 'SPORTS';
}

interface HotMatchesProps {
  /** Translation key of the optional title (R2.3-16: upcoming_events). */
  title?: string | undefined;
}

export function HotMatches({ title }: HotMatchesProps) {
  const { t } = useTranslation('lobby');
  const { hotMatches, matches } = useGamesState();
  const launch = useLaunch();
  useEffect(() => {
    void loadHotMatches();
  }, []);
  const heading = title === undefined ? t('hot_matches') : t(title, { defaultValue: t('upcoming_events') });
  if (matches === 'idle' || matches === 'loading') {
    // The strip's box is kept while the matches load, so nothing below moves when they come.
    return (
      <div className={styles.strip} aria-hidden="true" aria-busy="true">
        {title !== undefined && <p className={styles.stripTitle}>{heading}</p>}
        <div className={styles.stripRow}><HotMatchCardPlaceholder /></div>
      </div>
    );
  }
  if (matches !== 'ready' || hotMatches.length === 0) return null;
  const open = (m: HotMatch): void => void launch({ vassalage: m.vendor, category: categoryOf(m.vendor), roomId: m.roomId, nodeId: String(m.nodeId) });
  return (
    <section className={styles.strip} aria-label={heading}>
      {title !== undefined && <h2 className={styles.stripTitle}>{heading}</h2>}
      <div className={styles.stripRow}>
        {hotMatches.map((m) => {
          const { date, time } = matchDateTime(m.matchTime);
          return (
            <HotMatchCard
              key={`${m.nodeId}-${m.matchTime}-${m.homeTeam}`}
              home={m.homeTeam}
              away={m.awayTeam}
              homeImage={shownPicture(m.homeTeamImageUrl)}
              awayImage={shownPicture(m.awayTeamImageUrl)}
              date={date}
              time={time}
              vsLabel={t('vs')}
              betLabel={t('bet_now')}
              onOpen={() => open(m)}
            />
          );
        })}
      </div>
    </section>
  );
}
