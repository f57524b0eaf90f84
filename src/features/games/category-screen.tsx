/**
 * Category pages /m/bgs, /m/fish, /m/rng, /m/pvp, /m/live ... (SPEC 2.1, 2.10, 4): vendor menu, name
 * search, tabs All, Hot, Recent game, My collection; /m/live starts with the live dealers (SPEC 7 Chat live model list). Query: vassalage, type, q, focus=search. The
 * route table gives each path its category (arcade and crash: a classify filter inside RNG). The slot page
 * offers the platform's classify filters (R3-39), the chosen one kept in the URL (classify).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchRecentList } from '../../api/games.ts';
import { getMerchant } from '../../config/merchant.ts';
import type { PathCategory } from '../../config/routes.ts';
import { loadVendorSetup, useGamesState } from '../../state/games-store.ts';
import { useSession } from '../../state/session-store.ts';
import { queryGameType } from '../../state/vendor-setup.ts';
import { ClassifyChips } from './classify-chips.tsx';
import { FavouriteGames } from './favourite-games.tsx';
import { GameGrid } from './game-grid.tsx';
import { GameListView } from './game-list-view.tsx';
import styles from './games.module.css';
import { useDebouncedValue, useListLanguage } from './hooks.ts';
import { HotGames } from './hot-games.tsx';
import { LiveModels } from './live-models.tsx';
import { type PageFetcher, usePagedGames } from './use-paged-games.ts';
import { VendorMenu } from './vendor-menu.tsx';

export const CATEGORY_TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** R2.1-10: a path that names no category shows RNG. */
const DEFAULT_CATEGORY: PathCategory = { code: 'RNG' };

function tabOf(value: string | null): CategoryTab {
  return (CATEGORY_TABS as readonly string[]).includes(value ?? '') ? (value as CategoryTab) : 'all';
}

function RecentGames({ category, vendor, classify }: { category: string; vendor: string; classify: string | undefined }) {
  const { t } = useTranslation('lobby');
  const language = useListLanguage();
  const pageSize = getMerchant().constants.pageSizes.recent;
  const gameType = queryGameType(category);
  const fetcher = useMemo<PageFetcher>(() => async (page, signal) => {
    const value = await fetchRecentList({ page, pageSize, language, gameType, vassalage: vendor }, { quiet: true, signal });
    return { items: value.list.filter((g) => classify === undefined || g.gameClassifyNew === classify), pageNum: page, totalPages: value.totalPages };
  }, [pageSize, language, gameType, vendor, classify]);
  const list = usePagedGames(`recent|${category}|${classify ?? ''}|${vendor}|${language}`, fetcher);
  return <GameGrid list={list} label={t('tabs.recent')} emptyText={t('empty_recent')} />;
}

export function CategoryScreen({ category: shown = DEFAULT_CATEGORY }: { category?: PathCategory }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const { categories } = useGamesState();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const { code } = shown;
  // a path's own classify (arcade, crash) is fixed; the slot page lets the player choose one
  const choosesClassify = code === 'RNG' && shown.classify === undefined;
  const classify = shown.classify?.code ?? (choosesClassify ? params.get('classify') || undefined : undefined);
  const category = categories.find((c) => c.code === code);
  const gameType = queryGameType(code);
  const allowAll = gameType === code;
  const tab = tabOf(params.get('type'));
  const requested = params.get('vassalage') ?? '';
  const vendor = category?.vendors.some((v) => v.vassalage === requested) === true ? requested : allowAll ? '' : (category?.vendors[0]?.vassalage ?? '');
  const [search, setSearch] = useState(params.get('q') ?? '');
  const appliedSearch = useDebouncedValue(search.trim(), getMerchant().constants.timings.searchDebounceMs);
  const focus = params.get('focus') === 'search';
  const pageSize = getMerchant().constants.pageSizes.categoryPage;

  useEffect(() => {
    void loadVendorSetup();
  }, []);
  useEffect(() => {
    if (focus) searchRef.current?.focus();
  }, [focus, category]);
  // A new q from the drawer's slot search replaces the typed text.
  const q = params.get('q');
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== null) setSearch(q);
  }

  const update = (changes: Record<string, string>): void => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === '') next.delete(k);
      else next.set(k, v);
    }
    next.delete('focus');
    setParams(next, { replace: true });
  };

  /** SPEC 4: a guest choosing Recent or My collection goes to /m/login; changing tab starts the list again. */
  const chooseTab = (next: CategoryTab): void => {
    if ((next === 'recent' || next === 'fav') && session === undefined) {
      navigate('/m/login');
      return;
    }
    update({ type: next === 'all' ? '' : next });
  };

  const onSearch = (text: string): void => {
    setSearch(text);
    if (tab !== 'all') update({ type: '' });
  };

  const name = shown.classify?.name ?? code;
  const title = t(`category.${name}`, { defaultValue: name });
  return (
    <div className={styles.page}>
      {code === 'LIVE' && classify === undefined && <LiveModels />}
      {category !== undefined && category.vendors.length > 0 && (
        <VendorMenu vendors={category.vendors} selected={vendor} onSelect={(v) => update({ vassalage: v })} allowAll={allowAll} />
      )}
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>{t('search_label')}</label>
        <input ref={searchRef} id={searchId} type="search" className={styles.searchInput} placeholder={t('search_placeholder')} value={search}
          maxLength={50} onChange={(e) => onSearch(e.target.value)} enterKeyHint="search" />
      </div>
      {choosesClassify && <ClassifyChips gameType={gameType} selected={classify ?? ''} onSelect={(c) => update({ classify: c })} />}
      <div className={styles.tabs} role="tablist" aria-label={t('tabs.label')}>
        {CATEGORY_TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={styles.tab} onClick={() => chooseTab(name)}>
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {tab === 'all' && (allowAll || vendor !== '') && <GameListView gameType={gameType} pageSize={pageSize} vendor={vendor} search={appliedSearch} filter={classify} label={title} />}
        {tab === 'hot' && <HotGames vendor={vendor} categories={[code]} classify={classify} />}
        {tab === 'recent' && session !== undefined && <RecentGames category={code} vendor={vendor} classify={classify} />}
        {tab === 'fav' && session !== undefined && <FavouriteGames gameType={gameType} vendor={vendor} classify={classify} />}
      </div>
    </div>
  );
}
