/**
 * The game center /m/sports, /m/esports, /m/lott, /m/elott, /m/gameCenter (SPEC 2.3): LIVE shows the live
 * dealers (SPEC 7 Chat live model list) and hot games, SPORTS hot matches, then the vendor list: a dropdown by display name and per vendor a grid
 * of 4 per row, hidden when empty, with "show more" above 6 games.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Game, Vendor } from '../../api/games.ts';
import { fetchGameListWaiting } from './game-list-fetch.ts';
import { getMerchant } from '../../config/merchant.ts';
import { type PathCategory, pathOf } from '../../config/routes.ts';
import { loadVendorSetup, useGamesState } from '../../state/games-store.ts';
import { loadFavouriteIds, useFavouriteIds } from '../../state/favourites-store.ts';
import { useSession } from '../../state/session-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { queryGameType } from '../../state/vendor-setup.ts';
import { EntryCard } from './entry-card.tsx';
import { GameCard, useTileActions } from './game-card.tsx';
import styles from './games.module.css';
import { useListLanguage } from './hooks.ts';
import { HotGames } from './hot-games.tsx';
import { HotMatches } from './hot-matches.tsx';
import { useLaunch } from './launch.ts';
import { LiveModels } from './live-models.tsx';
import { VendorIcon } from './vendor-icon.tsx';

/** The Vietnamese lottery's vendor (SPEC 4, R4-54): where the platform offers it, the lottery game centers lead to its provinces. */
const VN_LOTTERY = 'TCG_LOTTO_VN';

/** R2.1-8: the game center's type is its path's category (the route table), else ?type=, else SPORTS. */
export function gameCenterType(category: PathCategory | undefined, typeParam: string | null): string {
  return category?.code ?? (typeParam ? typeParam.toUpperCase() : 'SPORTS');
}

function VendorGames({ vendor, category }: { vendor: Vendor; category: string }) {
  const { t } = useTranslation('lobby');
  const language = useListLanguage();
  const session = useSession();
  const ids = useFavouriteIds();
  const launch = useLaunch();
  const actions = useTileActions();
  const { limits, pageSizes } = getMerchant().constants;
  const [state, setState] = useState<{ games: Game[]; total: number; loaded: boolean; failed: boolean }>({ games: [], total: 0, loaded: false, failed: false });
  const [expanded, setExpanded] = useState(false);
  const gameType = queryGameType(category);
  useEffect(() => {
    const controller = new AbortController();
    fetchGameListWaiting({ gameType, vassalage: vendor.vassalage, pageNo: 1, pageSize: pageSizes.vendorBrowser, language }, { quiet: true, signal: controller.signal }).then(
      (page) => setState({ games: page.games, total: page.total, loaded: true, failed: false }),
      () => !controller.signal.aborted && setState({ games: [], total: 0, loaded: true, failed: true }),
    );
    return () => controller.abort();
  }, [gameType, vendor.vassalage, pageSizes.vendorBrowser, language]);
  // R2.3-21: hidden when empty.
  if (state.loaded && !state.failed && state.games.length === 0) return null;
  const more = state.games.length > limits.vendorShowMoreAbove; // R2.3-22
  const shown = expanded ? state.games : state.games.slice(0, limits.vendorShowMoreAbove);
  const favourites = new Set(session === undefined ? [] : ids);
  return (
    <section className={styles.vendorSection} aria-label={vendor.displayName}>
      <header className={styles.vendorHeader}>
        <button type="button" className={styles.vendorName} onClick={() => void launch({ vassalage: vendor.vassalage, category, flag: 'VASSALAGE' })}>
          <VendorIcon url={vendor.iconUrl} />
          <PlatformText text={vendor.displayName} />
        </button>
        {more && (
          <button type="button" className={styles.linkButton} aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
            {t(expanded ? 'show_less' : 'show_more')}
          </button>
        )}
      </header>
      {!state.loaded && <p className={styles.status} role="status">{t('loading')}</p>}
      {state.failed && <p className={styles.status} role="alert">{t('load_failed')}</p>}
      <ul className={styles.fourGrid} style={{ gridTemplateColumns: `repeat(${limits.gridColumns}, minmax(0, 1fr))` }}>
        {shown.map((game) => (
          <li key={String(game.nodeId)}><GameCard actions={actions} game={game} favourite={favourites.has(String(game.nodeId))} showVendor={false} /></li>
        ))}
      </ul>
      {expanded && state.total > state.games.length && (
        <Link className={styles.linkButton} to={`/m/gameList?gameType=${category}&vassalage=${encodeURIComponent(vendor.vassalage)}`}>{t('more_of', { name: vendor.displayName })}</Link>
      )}
    </section>
  );
}

export function GameCenterScreen({ category: pathCategory }: { category?: PathCategory }) {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const { categories, setup } = useGamesState();
  const selectId = useId();
  const [vendorFilter, setVendorFilter] = useState('');
  const type = gameCenterType(pathCategory, params.get('type'));
  const token = useSession()?.token;
  useEffect(() => {
    void loadVendorSetup();
  }, []);
  useEffect(() => {
    if (token !== undefined) void loadFavouriteIds(token);
  }, [token]);
  const category = categories.find((c) => c.code === type);
  const vendors = category?.vendors ?? [];
  const shown = vendorFilter === '' ? vendors : vendors.filter((v) => v.vassalage === vendorFilter);
  const title = t(`category.${type}`, { defaultValue: type });
  return (
    <div className={styles.page}>
      {/* The header titles the page; /m/gameCenter's type comes from the query, so the page names it. */}
      {pathCategory === undefined && <h2 className={styles.pageTitle}>{title}</h2>}
      {type === 'LIVE' && <LiveModels />}
      {type === 'LIVE' && (
        <section aria-label={t('hot_games')}>
          <h2 className={styles.sectionTitle}>{t('hot_games')}</h2>
          <HotGames categories={['LIVE']} />
        </section>
      )}
      {type === 'SPORTS' && <HotMatches title="upcoming_events" />}
      {type === 'SPORTS' && <EntryCard to={pathOf('fbGame')} title={t('sportsbook.entry')} note={t('sportsbook.entry_note')} />}
      {(type === 'LOTT' || type === 'ELOTT') && categories.some((c) => c.vendors.some((v) => v.vassalage === VN_LOTTERY)) && (
        <EntryCard to={pathOf('vnLottery')} title={t('vn_lottery.entry')} note={t('vn_lottery.entry_note')} />
      )}
      {vendors.length > 0 && (
        <div className={styles.vendorSelect}>
          <label htmlFor={selectId}>{t('vendor_select')}</label>
          <select id={selectId} value={vendorFilter} onChange={(e) => setVendorFilter(e.target.value)}>
            <option value="">{t('all_vendors')}</option>
            {vendors.map((v) => <option key={v.vassalage} value={v.vassalage}>{v.displayName}</option>)}
          </select>
        </div>
      )}
      {shown.map((v) => <VendorGames key={v.vassalage} vendor={v} category={type} />)}
      {setup === 'ready' && vendors.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      {setup === 'failed' && (
        <div role="alert" className={styles.status}>
          <p>{t('load_failed')}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => void loadVendorSetup()}>{t('retry')}</button>
        </div>
      )}
    </div>
  );
}
