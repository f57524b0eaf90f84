import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchant } from '../config/merchant.ts';
import { NavList } from './nav-list.tsx';
import styles from './nav-slots.module.css';
import { NAV_ITEMS } from './registry.tsx';

/** The footer menu (SPEC 2.3) from merchant.layout.footer; the active item follows the path. While its items load, an empty list of their height holds the bar's size. */
export function FooterBar() {
  const { t } = useTranslation();
  return (
    <nav className={styles.footer} aria-label={t('footer_menu')}>
      <Suspense fallback={<ul className={styles.footerList} />}>
        <NavList items={getMerchant().layout.footer} renderers={NAV_ITEMS.footer} variant="footer" className={styles.footerList} itemClassName={styles.footerItem} />
      </Suspense>
    </nav>
  );
}
