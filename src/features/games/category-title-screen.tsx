/** The category title targets /m/live-games ... /m/hot-games (R2.3-15): the category's vendor browser, or the hot games. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import type { PathCategory } from '../../config/routes.ts';
import { loadVendorSetup, useGamesState } from '../../state/games-store.ts';
import styles from './games.module.css';
import { HotGames } from './hot-games.tsx';
import { VendorBrowser } from './vendor-browser.tsx';

/** The route table gives each title target its category; HOT shows the hot games. */
export function CategoryTitleScreen({ category: shown }: { category?: PathCategory }) {
  const { t } = useTranslation('lobby');
  const { categories, setup } = useGamesState();
  const code = shown?.code ?? 'HOT';
  useEffect(() => {
    void loadVendorSetup();
  }, []);
  const category = categories.find((c) => c.code === code);
  return (
    <div className={styles.page}>
      {code === 'HOT' && <HotGames />}
      {category !== undefined && <VendorBrowser key={code} category={category} pageSize={getMerchant().constants.pageSizes.categoryPage} />}
      {code !== 'HOT' && setup === 'ready' && category === undefined && <p className={styles.empty}>{t('empty')}</p>}
    </div>
  );
}
