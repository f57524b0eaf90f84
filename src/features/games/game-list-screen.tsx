/** /m/gameList?gameType=X (SPEC 2.1): every game of a type (ALL for all), optionally of one vendor, with a name search. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { queryGameType } from '../../state/vendor-setup.ts';
import { GameListView } from './game-list-view.tsx';
import styles from './games.module.css';
import { useDebouncedValue } from './hooks.ts';

const KNOWN = ['ALL', 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'BGS'];

export function GameListScreen() {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const searchId = useId();
  const requested = (params.get('gameType') ?? 'ALL').toUpperCase();
  const code = KNOWN.includes(requested) ? requested : 'ALL';
  const [search, setSearch] = useState('');
  const applied = useDebouncedValue(search.trim(), getMerchant().constants.timings.searchDebounceMs);
  const title = t(`category.${code}`, { defaultValue: code });
  return (
    <div className={styles.page}>
      {/* Under the header's "Game list", the type the query chose (issue 15 point 2). */}
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
