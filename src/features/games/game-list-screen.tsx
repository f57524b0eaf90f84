/**
 * /m/gameList?gameType=X (SPEC 2.1, 2.2): every game of a type (ALL for all), optionally of one vendor, with a
 * name search; FAV is the member's favourites (guests go to /m/login, SPEC 6).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { useSession } from '../../state/session-store.ts';
import { FAV, queryGameType } from '../../state/vendor-setup.ts';
import { FavouriteGames } from './favourite-games.tsx';
import { GameListView } from './game-list-view.tsx';
import styles from './games.module.css';
import { useDebouncedValue } from './hooks.ts';

const KNOWN = ['ALL', FAV, 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'BGS'];

export function GameListScreen() {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const searchId = useId();
  const requested = (params.get('gameType') ?? 'ALL').toUpperCase();
  const code = KNOWN.includes(requested) ? requested : 'ALL';
  const [search, setSearch] = useState('');
  const applied = useDebouncedValue(search.trim(), getMerchant().constants.timings.searchDebounceMs);
  const title = t(`category.${code}`, { defaultValue: code });
  if (code === FAV) return <FavouritesList title={title} />;
  return (
    <div className={styles.page}>
      {/* Under the header's "Game list", the type the query chose. */}
      <h2 className={styles.pageTitle}>{title}</h2>
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>{t('search_label')}</label>
        <input id={searchId} type="search" className={styles.searchInput} placeholder={t('search_placeholder')} value={search} maxLength={50}
          onChange={(e) => setSearch(e.target.value)} enterKeyHint="search" />
      </div>
      <GameListView gameType={code === 'ALL' ? 'ALL' : queryGameType(code)} vendor={params.get('vassalage') ?? ''} search={applied}
        pageSize={getMerchant().constants.pageSizes.categoryPage} label={title} />
    </div>
  );
}

function FavouritesList({ title }: { title: string }) {
  const session = useSession();
  if (session === undefined) return <Navigate to="/m/login" replace />;
  return (
    <div className={styles.page}>
      <h2 className={styles.pageTitle}>{title}</h2>
      <FavouriteGames />
    </div>
  );
}
