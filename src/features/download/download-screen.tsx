import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { useThemeColours } from '../../state/ui-store.ts';
import { BrandImage } from '../../ui/brand-image.tsx';
import { ExternalLink } from '../../ui/external-link.tsx';
import styles from './download-screen.module.css';

/** /m/down (SPEC 2.12, R2.12-8): the brand's app for iOS and for Android; a platform without one says so. */
export function DownloadScreen() {
  const { t } = useTranslation();
  const merchant = getMerchant();
  const { download } = useEffectiveConfig().links;
  const surface = useThemeColours().background;
  const buttons = [['ios', 'download.get_ios'], ['android', 'download.get_android']] as const;
  return (
    <section className={styles.page} aria-labelledby="download-title">
      <BrandImage className={styles.mark} art={merchant.theme.brand.mark} surface={surface} alt="" height={88} />
      <h2 id="download-title" className={styles.title}>{t('download.page_title', { name: merchant.name })}</h2>
      <p className={styles.text}>{t('download.page_text')}</p>
      <div className={styles.buttons}>
        {buttons.map(([kind, label]) => (download[kind] === undefined
          ? <p key={kind} className={styles.missing}>{t('download.missing', { app: t(`download.${kind}`) })}</p>
          : <ExternalLink key={kind} className={styles.button} href={download[kind]}>{t(label)}</ExternalLink>))}
      </div>
    </section>
  );
}
