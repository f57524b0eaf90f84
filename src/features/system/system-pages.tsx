import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { useThemeColours } from '../../state/ui-store.ts';
import { BrandImage } from '../../ui/brand-image.tsx';
import styles from './system-pages.module.css';

function Logo() {
  const merchant = getMerchant();
  return <BrandImage className={styles.logo} art={merchant.theme.brand.wordmark} surface={useThemeColours().headerBackground} alt={merchant.name} height={32} />;
}

/** Status 1 (SPEC 1, 4): the platform is under maintenance (ErrorService). */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Logo />
      <svg className={styles.art} viewBox="0 0 96 96" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round">
        <circle cx="48" cy="48" r="40" opacity="0.25" />
        <path d="M60 26l-8 8 10 10 8-8a14 14 0 0 1-18 18L34 72a6 6 0 0 1-8-8l18-18a14 14 0 0 1 16-20z" />
      </svg>
      <h1 className={styles.title}>{t('maintenance.title')}</h1>
      <p className={styles.text}>{t('maintenance.message')}</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>{t('retry')}</button>
    </main>
  );
}

/** Status 2 (SPEC 1, 4): the visitor's IP or region is blocked (ErrorIP); shows location.ip. */
export function RestrictedScreen({ ip }: { ip: string | undefined }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Logo />
      <svg className={styles.art} viewBox="0 0 96 96" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round">
        <circle cx="48" cy="48" r="38" />
        <path d="M21 21l54 54" />
      </svg>
      <h1 className={styles.title}>{t('restricted.title')}</h1>
      <p className={styles.text}>{t('restricted.message')}</p>
      {ip !== undefined && <p className={styles.ip}>{t('restricted.ip', { ip })}</p>}
    </main>
  );
}
