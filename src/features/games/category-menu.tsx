/**
 * The home page's game category menu (SPEC 2.3, D11): FAV, HOME, the vendor categories with HOT after
 * BGS; below it the chosen category's games. A category with no vendors is not selected (R4-36). Every list
 * here scrolls on only for limits.homeScrollPages pages, then asks with a button, so home has an end a player
 * reaches (its compliance footer).
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fetchGameListWaiting } from './game-list-fetch.ts';
import { getMerchant } from '../../config/merchant.ts';
import { pathOf } from '../../config/routes.ts';
import { loadVendorSetup, selectHomeCategory, useGamesState } from '../../state/games-store.ts';
import { useSession } from '../../state/session-store.ts';
import { canSelectCategory, CATEGORY_TITLE_LINKS, categoryMenu, FAV, HOME, HOT } from '../../state/vendor-setup.ts';
import { FavouriteGames } from './favourite-games.tsx';
import { GameGrid } from './game-grid.tsx';
import styles from './games.module.css';
import { useListLanguage } from './hooks.ts';
import { HotGames } from './hot-games.tsx';
import { type PageFetcher, usePagedGames } from './use-paged-games.ts';
import { VendorBrowser } from './vendor-browser.tsx';

function HomeList() {
  const { t } = useTranslation('lobby');
  const language = useListLanguage();
  const { pageSizes, limits } = getMerchant().constants;
  const fetcher = useMemo<PageFetcher>(() => async (pageNo, signal) => {
    const page = await fetchGameListWaiting({ gameType: 'ALL', pageNo, pageSize: pageSizes.homeList, language }, { quiet: true, signal });
    return { items: page.games, pageNum: page.pageNum, totalPages: page.totalPages };
  }, [language, pageSizes.homeList]);
  const list = usePagedGames(`home|${language}`, fetcher);
  return (
    <>
      <GameGrid list={list} label={t('category.HOME')} jackpotFirst={limits.jackpotFirst} scrollPages={limits.homeScrollPages} />
      {/* R4-32 (SPEC 4 Category tabs): choosing ALL goes to the game list page, every game with its search */}
      <p className={styles.allGames}>
        <Link className={styles.linkButton} to={`${pathOf('gameList')}?gameType=ALL`}>{t('category.ALL')}<span className={styles.chevron} aria-hidden="true"> ›</span></Link>
      </p>
    </>
  );
}

function CategoryTitle({ code }: { code: string }) {
  const { t } = useTranslation('lobby');
  const name = t(`category.${code}`, { defaultValue: code });
  const link = CATEGORY_TITLE_LINKS[code];
  return <h2 className={styles.sectionTitle}>{link === undefined ? name : <Link to={link}>{name}<span className={styles.chevron} aria-hidden="true"> ›</span></Link>}</h2>;
}

export function CategoryMenu() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const session = useSession();
  const { categories, selected, setup } = useGamesState();
  const { pageSizes, limits } = getMerchant().constants;
  useEffect(() => {
    void loadVendorSetup();
  }, []);
  // Until the vendor setup answers only FAV and HOME show: HOT would move once the categories came in before it.
  const menu = setup === 'idle' || setup === 'loading' ? [FAV, HOME] : categoryMenu(categories);
  // A guest cannot stay on FAV (after logout, say).
  const current = selected === FAV && session === undefined ? HOME : selected;

  const choose = (code: string): void => {
    if (code === FAV && session === undefined) {
      navigate('/m/login');
      return;
    }
    if (!canSelectCategory(code, categories)) return;
    selectHomeCategory(code);
  };

  const category = categories.find((c) => c.code === current);
  return (
    <section className={styles.menuSection} aria-label={t('categories')}>
      <div className={styles.menu} role="tablist" aria-label={t('categories')}>
        {menu.map((code) => (
          <button key={code} type="button" role="tab" aria-selected={code === current} className={styles.menuItem} onClick={() => choose(code)}
            aria-disabled={!canSelectCategory(code, categories) || undefined}>
            {t(`category.${code}`, { defaultValue: code })}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={styles.menuPanel} aria-label={t(`category.${current}`, { defaultValue: current })}>
        {current === HOME && <HomeList />}
        {current === FAV && <FavouriteGames scrollPages={limits.homeScrollPages} />}
        {current === HOT && (
          <>
            <CategoryTitle code={HOT} />
            <HotGames />
          </>
        )}
        {category !== undefined && (
          <>
            <CategoryTitle code={category.code} />
            <VendorBrowser key={category.code} category={category} pageSize={pageSizes.vendorBrowser} jackpotFirst={limits.jackpotFirst} scrollPages={limits.homeScrollPages} />
          </>
        )}
        {setup === 'failed' && current !== HOME && current !== FAV && current !== HOT && (
          <div role="alert" className={styles.status}>
            <p>{t('load_failed')}</p>
            <button type="button" className={styles.secondaryButton} onClick={() => void loadVendorSetup()}>{t('retry')}</button>
          </div>
        )}
      </div>
    </section>
  );
}
