import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadKind } from '../../config/effective-config.ts';
import { getMerchant } from '../../config/merchant.ts';
import { describeDevice, isStandalone, needsIosInstallTip } from '../../state/device.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { readString, STORAGE_KEYS } from '../../state/storage.ts';
import { shownPicture } from '../../state/system-store.ts';
import { setDownloadOpen, useThemeColours, useUi } from '../../state/ui-store.ts';
import { BrandImage } from '../../ui/brand-image.tsx';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Modal } from '../../ui/modal.tsx';
import { downloadEntries } from './download-entries.ts';
import { followProfileDownload } from './profile-follow-up.ts';
import styles from './navigation.module.css';

/**
 * The download popup (SPEC 2.12): this device's entries, each with its icon and a download button; add to
 * home screen opens its guide as a second layer; the iOS install tip for the iOS versions that need it.
 * Mask, close and Escape close it (R2.12-6).
 */
export function DownloadPopup() {
  const { t } = useTranslation();
  const titleId = useId();
  const { downloadOpen } = useUi();
  const { download, downloadIcons } = useEffectiveConfig().links;
  const [guideOpen, setGuideOpen] = useState(false);
  if (!downloadOpen) return null;
  const device = describeDevice(navigator.userAgent);
  const entries = downloadEntries({ device, standalone: isStandalone(), webclip: readString(STORAGE_KEYS.webclip) === '1' }, download);
  const close = (): void => {
    setGuideOpen(false);
    setDownloadOpen(false);
  };
  return (
    <Modal placement="bottom" className={styles.sheet} labelledBy={titleId} onDismiss={close}>
      <div className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>{t('download.title')}</h2>
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}><Icon name="close" /></button>
      </div>
      {entries.length === 0 ? (
        <p className={styles.sheetText}>{t('download.none')}</p>
      ) : (
        <ul className={styles.downloadList}>
          {entries.map((entry) => (
            <li key={entry.kind} className={styles.downloadRow}>
              <EntryIcon kind={entry.kind === 'homeScreen' ? undefined : entry.kind} icons={downloadIcons} />
              <span className={styles.downloadName}>{t(`download.${entry.kind}`)}</span>
              {entry.kind === 'homeScreen'
                ? <button type="button" className={styles.downloadButton} onClick={() => setGuideOpen(true)}>{t('download.get')}</button>
                : (
                  <ExternalLink className={styles.downloadButton} href={entry.url} aria-label={`${t('download.get')} ${t(`download.${entry.kind}`)}`}
                    onClick={entry.kind === 'mobileconfig' ? () => followProfileDownload(download.mobileprovision) : undefined}>
                    {t('download.get')}
                  </ExternalLink>
                )}
            </li>
          ))}
        </ul>
      )}
      {needsIosInstallTip(device.iosVersion) && <p className={styles.tip} role="note">{t('download.ios_tip')}</p>}
      {guideOpen && <HomeScreenGuide onClose={close} />}
    </Modal>
  );
}

/** R2.12-4: the platform's icon for the entry when it may be shown, else the brand's mark. */
function EntryIcon({ kind, icons }: { kind: DownloadKind | undefined; icons: Readonly<Partial<Record<DownloadKind, string>>> }) {
  const surface = useThemeColours().surfaceAlt;
  const src = kind === undefined ? '' : shownPicture(icons[kind]);
  return src === ''
    ? <BrandImage className={styles.downloadIcon} art={getMerchant().theme.brand.mark} surface={surface} alt="" height={36} />
    : <img className={styles.downloadIcon} src={src} alt="" width={36} height={36} />;
}

/** R2.12-5: the add-to-home-screen guide, a second layer over the popup; closing it closes both. */
function HomeScreenGuide({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal className={styles.guide} labelledBy={titleId} onDismiss={onClose}>
      <div className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>{t('download.guide_title')}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}><Icon name="close" /></button>
      </div>
      <ol className={styles.guideSteps}>
        <li>{t('download.guide_share')}</li>
        <li>{t('download.guide_add')}</li>
        <li>{t('download.guide_confirm')}</li>
      </ol>
    </Modal>
  );
}
