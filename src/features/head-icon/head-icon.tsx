import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadHeadIcon, useHeadIcon } from '../../state/head-icon-store.ts';
import { HeadIconDialog } from './head-icon-dialog.tsx';
import { HeadIconPicture } from './head-icon-picture.tsx';
import styles from './head-icon.module.css';

/**
 * The member's head icon and the way to change it (SPEC 7 Member; R7-25), for the member centre and the settings
 * screen: asks the platform once per session; the dialog saves one of its presets.
 */
export function HeadIconPanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { current, load } = useHeadIcon();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void loadHeadIcon();
  }, []);
  return (
    <div className={styles.panel}>
      <HeadIconPicture icon={current} alt={t('head_icon.yours')} />
      {children}
      {load !== 'failed' && (
        <button type="button" className={styles.change} onClick={() => setOpen(true)} disabled={load !== 'ready'}>{t('head_icon.change')}</button>
      )}
      {load === 'failed' && <button type="button" className={styles.change} onClick={() => void loadHeadIcon(true)}>{t('head_icon.retry')}</button>}
      {open && <HeadIconDialog onClose={() => setOpen(false)} />}
    </div>
  );
}
