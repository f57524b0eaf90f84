/**
 * Category pages /m/bgs, /m/fish, /m/rng, /m/pvp, /m/live (SPEC 2.1, 2.10, 4): vendor menu, name
 * search, tabs All, Hot, Recent game, My collection. Query: vassalage, type, q, focus=search.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchRecentList } from '../../api/games.ts';
import { getMerchant } from '../../config/merchant.ts';
import { loadVendorSetup, useGamesState } from '../../state/games-store.ts';
import { useSession } from '../../state/session-store.ts';
import { queryGameType } from '../../state/vendor-setup.ts';
import { FavouriteGames } from './favourite-games.tsx';
import { GameGrid } from './game-grid.tsx';
import { GameListView } from './game-list-view.tsx';
import styles from './games.module.css';
import { useDebouncedValue, useListLanguage } from './hooks.ts';
import { HotGames } from './hot-games.tsx';
import { type PageFetcher, usePagedGames } from './use-paged-games.ts';
import { VendorMenu } from './vendor-menu.tsx';

export const CATEGORY_TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

const PATH_CATEGORY: Readonly<Record<string, string>> = { bgs: 'BGS', fish: 'FISH', rng: 'RNG', pvp: 'PVP', live: 'LIVE', cockfight: 'COCKFIGHT' };

/** SPEC 2.1: the category of a category path; any other path is RNG. */
export function categoryOfPath(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase() ?? '';
  return PATH_CATEGORY[segment] ?? 'RNG';
}

function tabOf(value: string | null): CategoryTab {
  return (CATEGORY_TABS as readonly string[]).includes(value ?? '') ? (value as CategoryTab) : 'all';
}

function RecentGames({ category, vendor }: { category: string; vendor: string }) {
  const { t } = useTranslation('lobby');
  const language = useListLanguage();
  const pageSize = getMerchant().constants.pageSizes.recent;
  const gameType = queryGameType(category);
  const fetcher = useMemo<PageFetcher>(() => async (page, signal) => {
    const value = await fetchRecentList({ page, pageSize, language, gameType, vassalage: vendor }, { quiet: true, signal });
    return { items: value.list, pageNum: page, totalPages: value.totalPages };
  }, [pageSize, language, gameType, vendor]);
  const list = usePagedGames(`recent|${category}|${vendor}|${language}`, fetcher);
  return <GameGrid list={list} label={t('tabs.recent')} emptyText={t('empty_recent')} />;
}

export function CategoryScreen() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const { categories } = useGamesState();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const code = categoryOfPath(pathname);
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

  const title = t(`category.${code}`, { defaultValue: code });
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {category !== undefined && category.vendors.length > 0 && (
        <VendorMenu vendors={category.vendors} selected={vendor} onSelect={(v) => update({ vassalage: v })} allowAll={allowAll} />
      )}
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>{t('search_label')}</label>
        <input ref={searchRef} id={searchId} type="search" className={styles.searchInput} placeholder={t('search_placeholder')} value={search}
          maxLength={50} onChange={(e) => onSearch(e.target.value)} enterKeyHint="search" />
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('tabs.label')}>
        {CATEGORY_TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={styles.tab} onClick={() => chooseTab(name)}>
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {tab === 'all' && (allowAll || vendor !== '') && <GameListView gameType={gameType} pageSize={pageSize} vendor={vendor} search={appliedSearch} label={title} />}
        {tab === 'hot' && <HotGames vendor={vendor} categories={[code]} />}
        {tab === 'recent' && session !== undefined && <RecentGames category={code} vendor={vendor} />}
        {tab === 'fav' && session !== undefined && <FavouriteGames gameType={gameType} vendor={vendor} />}
      </div>
    </div>
  );
}
