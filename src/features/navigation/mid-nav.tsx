import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { NavList } from './nav-list.tsx';
import styles from './navigation.module.css';

/** The mid navigation shortcuts on home (SPEC 2.3) from merchant.layout.midNav. */
export function MidNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.midNav} aria-label={t('shortcuts')}>
      <NavList items={getMerchant().layout.midNav} variant="midNav" className={styles.midNavList} itemClassName={styles.midNavItem} />
    </nav>
  );
}
