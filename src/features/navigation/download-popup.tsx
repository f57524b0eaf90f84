import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadKind } from '../../config/effective-config.ts';
import { isIOS } from '../../state/device.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { readString, STORAGE_KEYS } from '../../state/storage.ts';
import { setDownloadOpen, useUi } from '../../state/ui-store.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './navigation.module.css';

/** The download popup (SPEC 2.12): the effective app links for this device; WEBCLIP=1 hides the profile. Mask, close and Escape close it (R2.12-6). */
export function DownloadPopup() {
  const { t } = useTranslation();
  const titleId = useId();
  const { downloadOpen } = useUi();
  const { download } = useEffectiveConfig().links;
  if (!downloadOpen) return null;
  const ios = isIOS();
  const webclip = readString(STORAGE_KEYS.webclip) === '1';
  // iOS devices get the iOS app and profile; other devices every link, Android first.
  const kinds: DownloadKind[] = ['android', 'ios', 'mobileconfig'];
  const rows = kinds.flatMap((kind) => {
    const url = download[kind];
    return url === undefined || (ios && kind === 'android') || (webclip && kind === 'mobileconfig') ? [] : [[kind, url] as const];
  });
  const close = (): void => setDownloadOpen(false);
  return (
    <Modal placement="bottom" className={styles.sheet} labelledBy={titleId} onDismiss={close}>
      <div className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>{t('download.title')}</h2>
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
              <ExternalLink className={styles.downloadButton} href={url}>{t('download.get')}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
