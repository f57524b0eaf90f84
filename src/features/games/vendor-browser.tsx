/**
 * The vendor tab (SPEC 2.3, R2.3-12): vendor icons, game type filter buttons (250 ms) from the vendor game
 * types (SPEC 7 Games), a name search (500 ms) and an infinite-scroll grid. Any change of vendor, filter or
 * search starts again at page 1.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { type GameCategory, queryGameType } from '../../state/vendor-setup.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { NAMED_CLASSIFY_CODES } from './classify-chips.tsx';
import { GameListView } from './game-list-view.tsx';
import styles from './games.module.css';
import { useDebouncedValue } from './hooks.ts';
import { gameTypesOf, useVendorGameTypes } from './vendor-game-types.ts';
import { VendorMenu } from './vendor-menu.tsx';

interface VendorBrowserProps {
  category: GameCategory;
  pageSize: number;
  jackpotFirst?: number;
  /** Home: pages loaded by scrolling before a Load more button (see GameGrid). */
  scrollPages?: number | undefined;
  initialVendor?: string | undefined;
  initialSearch?: string | undefined;
  focusSearch?: boolean;
  showFilters?: boolean;
  /** Called with the chosen vendor (the category page keeps it in the URL). */
  onVendorChange?: (vendor: string) => void;
}

export function VendorBrowser({ category, pageSize, jackpotFirst = 0, scrollPages, initialVendor, initialSearch = '', focusSearch = false, showFilters = true, onVendorChange }: VendorBrowserProps) {
  const { t } = useTranslation('lobby');
  const timings = getMerchant().constants.timings;
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const gameType = queryGameType(category.code);
  // Mapped categories (BGS, COCKFIGHT, ESPORTS) need a vendor: their query type holds other vendors too.
  const allowAll = gameType === category.code;
  const known = category.vendors.some((v) => v.vassalage === initialVendor);
  const [vendor, setVendor] = useState<string>(known && initialVendor !== undefined ? initialVendor : allowAll ? '' : (category.vendors[0]?.vassalage ?? ''));
  const [filter, setFilter] = useState('');
  const [search, setSearch] = useState(initialSearch);
  const filters = gameTypesOf(useVendorGameTypes(showFilters), category.vendors.map((v) => v.vassalage), vendor);
  // a type the chosen vendor does not offer filters nothing: the list shows All at once
  const offered = (code: string): string => (filters.some((f) => f.caId === code) ? code : '');
  const chosenFilter = offered(filter);
  const appliedFilter = offered(useDebouncedValue(chosenFilter, timings.categoryDebounceMs));
  const appliedSearch = useDebouncedValue(search.trim(), timings.searchDebounceMs);

  useEffect(() => {
    if (focusSearch) searchRef.current?.focus();
  }, [focusSearch]);

  const chooseVendor = (code: string): void => {
    setVendor(code);
    onVendorChange?.(code);
  };

  return (
    <section className={styles.browser} aria-label={t(`category.${category.code}`, { defaultValue: category.code })}>
      <VendorMenu vendors={category.vendors} selected={vendor} onSelect={chooseVendor} allowAll={allowAll} />
      {showFilters && filters.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('filters')}>
          {[{ caId: '', name: t('filter_all') }, ...filters].map((f) => (
            <button key={f.caId || 'all'} type="button" className={styles.chip} aria-pressed={chosenFilter === f.caId} onClick={() => setFilter(f.caId)}>
              {NAMED_CLASSIFY_CODES.includes(f.caId) ? t(`classify.${f.caId}`) : <PlatformText text={f.name} />}
            </button>
          ))}
        </div>
      )}
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>{t('search_label')}</label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={t('search_placeholder')}
          value={search}
          maxLength={50}
          onChange={(e) => setSearch(e.target.value)}
          enterKeyHint="search"
        />
      </div>
      <GameListView gameType={gameType} pageSize={pageSize} vendor={vendor} filter={appliedFilter} search={appliedSearch} jackpotFirst={jackpotFirst} scrollPages={scrollPages} />
    </section>
  );
}
