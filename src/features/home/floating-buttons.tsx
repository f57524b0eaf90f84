/** The home page's floating buttons (SPEC 2.3): customer service, download app, messaging link, go to top. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import type { LayoutItem } from '../../generated/merchant.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { setDownloadOpen } from '../../state/ui-store.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './home.module.css';

export interface SectionProps { item: LayoutItem }

/** R2.3-4: opens /m/customer (or the item's `to`). */
export function CustomerServiceButton({ item }: SectionProps) {
  const { t } = useTranslation('lobby');
  return (
    <Link to={item.to ?? '/m/customer'} className={styles.fab} data-slot="cs" aria-label={t('customer_service')}>
      <Icon name="headset" />
    </Link>
  );
}

/** Opens the frame's download popup (SPEC 2.12). */
export function DownloadButton() {
  const { t } = useTranslation('lobby');
  return (
    <button type="button" className={styles.fab} data-slot="download" aria-label={t('download_app')} onClick={() => setDownloadOpen(true)}>
      <Icon name="download" />
    </button>
  );
}

/** R2.3-5: only when a messaging link is configured (its `when` says so too). */
export function MessagingButton() {
  const { t } = useTranslation('lobby');
  const { messaging } = useEffectiveConfig().links;
  return (
    <ExternalLink href={messaging?.url} className={styles.fab} data-slot="messaging" aria-label={messaging?.label || t('messaging')}>
      <Icon name="mail" />
    </ExternalLink>
  );
}

/** R2.3-14: appears once the page is scrolled more than 50 px. */
export function GoTopButton() {
  const { t } = useTranslation('lobby');
  const after = getMerchant().constants.limits.goTopAfterPx;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = (): void => setShown(window.scrollY > after);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [after]);
  if (!shown) return null;
  return (
    <button type="button" className={styles.fab} data-slot="top" aria-label={t('go_top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="chevron" className={styles.up} />
    </button>
  );
}
