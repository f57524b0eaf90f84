import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { isIOS } from '../../state/device.ts';
import { readString, STORAGE_KEYS } from '../../state/storage.ts';
import { useSystemStatus } from '../../state/system-store.ts';
import { setDownloadOpen, useUi } from '../../state/ui-store.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './navigation.module.css';

interface DownloadLink {
  kind: 'android' | 'ios' | 'mobileconfig';
  url: string;
}

const RESOURCE_KIND: Readonly<Record<string, DownloadLink['kind']>> = { ANDROID: 'android', IOS: 'ios', MOBILECONFIG: 'mobileconfig' };

/** SPEC 2.12: package links (.ipa, .apk) open in the same window, others in a new tab. */
export function opensInSameWindow(url: string): boolean {
  return /\.(ipa|apk)(\?|#|$)/i.test(url);
}

/** The download popup (SPEC 2.12): the brand's app links for this device; WEBCLIP=1 hides the profile. */
export function DownloadPopup() {
  const { t } = useTranslation();
  const { downloadOpen } = useUi();
  const status = useSystemStatus();
  if (!downloadOpen) return null;
  const configured = getMerchant().links.download ?? {};
  const links = new Map<DownloadLink['kind'], string>();
  for (const resource of status?.info.resources ?? []) {
    const kind = RESOURCE_KIND[resource.resourceType.toUpperCase()];
    if (kind !== undefined && resource.url !== '') links.set(kind, resource.url);
  }
  for (const [kind, url] of Object.entries(configured)) if (!links.has(kind as DownloadLink['kind'])) links.set(kind as DownloadLink['kind'], url);
  if (readString(STORAGE_KEYS.webclip) === '1') links.delete('mobileconfig');
  const ios = isIOS();
  // iOS devices get the iOS app and profile; other devices every link, Android first.
  const rows = [...links.entries()].filter(([kind]) => !ios || kind !== 'android').sort(([a]) => (a === 'android' ? -1 : 0));
  const close = (): void => setDownloadOpen(false);
  return (
    <div className={styles.sheetMask} onClick={close}>
      <section className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby="download-title" onClick={(e) => e.stopPropagation()}>
        <div className={styles.sheetHead}>
          <h2 id="download-title" className={styles.sheetTitle}>{t('download.title')}</h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}><Icon name="close" /></button>
        </div>
        {rows.length === 0 ? (
          <p className={styles.sheetText}>{t('download.none')}</p>
        ) : (
          <ul className={styles.downloadList}>
            {rows.map(([kind, url]) => (
              <li key={kind} className={styles.downloadRow}>
                <Icon name="download" />
                <span className={styles.downloadName}>{t(`download.${kind}`)}</span>
                <a className={styles.downloadButton} href={url} {...(opensInSameWindow(url) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
                  {t('download.get')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
