import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../api/games.ts';
import { fetchSportsMatches, type SportsMatch } from '../../api/sportsbook.ts';
import { shownPicture } from '../../state/system-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { ScreenState } from '../../ui/screen-state.tsx';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import { useLaunch, useListLanguage } from '../games/index.ts';
import { matchDateTime } from '../../i18n/format.ts';
import { groupByLeague } from './leagues.ts';
import styles from './sportsbook.module.css';

/** One vendor's sportsbook: a button that opens it, then its matches by league, each with a bet button. */
export function Sportsbook({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation('lobby');
  const language = useListLanguage();
  const launch = useLaunch();
  const { load, retry } = usePlatformLoad((signal) => fetchSportsMatches(vendor.vassalage, language, { quiet: true, signal }), `${vendor.vassalage}|${language}`);
  const bet = (m: SportsMatch): void => void launch({ vassalage: m.vendor, category: 'SPORTS', roomId: m.roomId, nodeId: m.nodeId });
  return (
    <>
      <div className={styles.book}>
        <h2 className={styles.vendor}><PlatformText text={vendor.displayName} /></h2>
        <button type="button" className={styles.open} onClick={() => void launch({ vassalage: vendor.vassalage, category: 'SPORTS' })}>{t('sportsbook.open')}</button>
      </div>
      {load.kind !== 'ready'
        ? <ScreenState failed={load.kind === 'failed'} retry={retry} texts={{ loading: t('sportsbook.loading_matches'), failed: t('sportsbook.failed'), retry: t('retry') }} />
        : load.value.length === 0
          ? <p className={styles.empty}>{t('sportsbook.no_matches')}</p>
          : groupByLeague(load.value).map((league) => (
            <section key={league.name} className={styles.league} aria-label={league.name}>
              <h3 className={styles.leagueName}><PlatformText text={league.name} /></h3>
              <ul className={styles.matches}>
                {league.matches.map((m) => <MatchRow key={m.matchId} match={m} onBet={() => bet(m)} />)}
              </ul>
            </section>
          ))}
    </>
  );
}

function MatchRow({ match, onBet }: { match: SportsMatch; onBet: () => void }) {
  const { t } = useTranslation('lobby');
  const { date, time } = matchDateTime(match.matchTime);
  return (
    <li className={styles.match}>
      <p className={styles.when}>
        {match.live ? <span className={styles.live}>{t('sportsbook.live')}</span> : <time dateTime={new Date(match.matchTime).toISOString()}>{date} {time}</time>}
      </p>
      <p className={styles.teams}>
        <span className={styles.team}>
          <img src={shownPicture(match.homeTeamImageUrl) || undefined} alt="" width={28} height={28} loading="lazy" />
          <PlatformText text={match.homeTeam} />
        </span>
        <span className={styles.vs}>{t('vs')}</span>
        <span className={styles.team}>
          <img src={shownPicture(match.awayTeamImageUrl) || undefined} alt="" width={28} height={28} loading="lazy" />
          <PlatformText text={match.awayTeam} />
        </span>
      </p>
      {/* the name starts with the visible words (WCAG 2.5.3), then says which match */}
      <button type="button" className={styles.bet} aria-label={t('sportsbook.bet_on', { bet: t('bet_now'), home: match.homeTeam, away: match.awayTeam })} onClick={onBet}>
        {t('bet_now')}
      </button>
    </li>
  );
}
