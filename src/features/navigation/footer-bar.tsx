import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { NavList } from './nav-list.tsx';
import styles from './navigation.module.css';

/** The footer menu (SPEC 2.3) from merchant.layout.footer; the active item follows the path. */
export function FooterBar() {
  const { t } = useTranslation();
  return (
    <nav className={styles.footer} aria-label={t('footer_menu')}>
      <NavList items={getMerchant().layout.footer} variant="footer" className={styles.footerList} itemClassName={styles.footerItem} />
    </nav>
  );
}
