/** The category title targets /m/live-games ... /m/hot-games (R2.3-15): the category's vendor browser, or the hot games. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { loadVendorSetup, useGamesState } from '../../state/games-store.ts';
import styles from './games.module.css';
import { HotGames } from './hot-games.tsx';
import { VendorBrowser } from './vendor-browser.tsx';

const TITLE_PATHS: Readonly<Record<string, string>> = {
  'live-games': 'LIVE', 'slot-games': 'RNG', 'sport-games': 'SPORTS', 'esport-games': 'ESPORTS', 'fishing-games': 'FISH', 'poker-games': 'PVP', 'hot-games': 'HOT',
};

export function categoryOfTitlePath(pathname: string): string {
  return TITLE_PATHS[pathname.replace(/\/+$/, '').split('/').pop() ?? ''] ?? 'HOT';
}

export function CategoryTitleScreen() {
  const { t } = useTranslation('lobby');
  const { pathname } = useLocation();
  const { categories, setup } = useGamesState();
  const code = categoryOfTitlePath(pathname);
  useEffect(() => {
    void loadVendorSetup();
  }, []);
  const category = categories.find((c) => c.code === code);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t(`category.${code}`, { defaultValue: code })}</h1>
      {code === 'HOT' && <HotGames />}
      {category !== undefined && <VendorBrowser key={code} category={category} pageSize={getMerchant().constants.pageSizes.categoryPage} />}
      {code !== 'HOT' && setup === 'ready' && category === undefined && <p className={styles.empty}>{t('empty')}</p>}
    </div>
  );
}
