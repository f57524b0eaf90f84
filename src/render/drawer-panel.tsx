import { useTranslation } from 'react-i18next';
import { getMerchant } from '../config/merchant.ts';
import { setDrawerOpen, useThemeColours, useUi } from '../state/ui-store.ts';
import { BrandImage } from '../ui/brand-image.tsx';
import { Icon } from '../ui/icon.tsx';
import { Modal } from '../ui/modal.tsx';
import { NavList } from './nav-list.tsx';
import styles from './nav-slots.module.css';
import { drawerOrder } from './drawer-order.ts';
import { DRAWER_ITEMS } from './drawer-registry.ts';

/** The side drawer of SPEC 2.2, its entries from merchant.layout.drawer (loaded on first open, app/frame/panels.tsx). */
export function DrawerPanel() {
  const { t } = useTranslation();
  const { drawerOpen } = useUi();
  const colours = useThemeColours();
  if (!drawerOpen) return null;
  const merchant = getMerchant();
  const close = (): void => setDrawerOpen(false);
  return (
    <Modal label={t('menu')} placement="start" className={styles.drawer} onDismiss={close}>
      <div className={styles.drawerHead}>
        <BrandImage className={styles.drawerLogo} art={merchant.theme.brand.wordmark} surface={colours.headerBackground} alt={merchant.name} height={28} />
        <button type="button" className={styles.close} onClick={close} aria-label={t('close_menu')}>
          <Icon name="close" />
        </button>
      </div>
      <NavList items={drawerOrder(merchant.layout.drawer)} renderers={DRAWER_ITEMS} variant="drawer" className={styles.drawerList} onDone={close} />
    </Modal>
  );
}
