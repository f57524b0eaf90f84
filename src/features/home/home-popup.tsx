/** The home popup (SPEC 2.3, R3-8, R9-15): the first popup's content, sanitised, px sizes as rem / 100. Closed once per page load. */
import { type CSSProperties, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedHosts } from '../../config/safe-url.ts';
import { whenPageIdle } from '../../state/page-ready.ts';
import { useSystemStatus } from '../../state/system-store.ts';
import { PlatformHtml } from '../../ui/platform-html.tsx';
import type { SafeHtml } from '../../ui/platform-html-policy.ts';
import { dismissPopup, useHomeAnnouncements } from '../../state/home-announcements-store.ts';
import styles from './home.module.css';
import { DESIGN_REM, DESIGN_REM_VAR, picturesLoaded, sanitisePopupHtml } from './popup-html.ts';

const designRem = { [DESIGN_REM_VAR]: DESIGN_REM } as CSSProperties;

export function HomePopup() {
  const { t } = useTranslation('lobby');
  const titleId = useId();
  const { popup, popupDismissed } = useHomeAnnouncements();
  const [html, setHtml] = useState<SafeHtml | undefined>(undefined);
  const content = popup?.content;
  const imageHosts = useSystemStatus()?.info.imageCDNs;
  useEffect(() => {
    if (content === undefined || popupDismissed) return;
    let live = true;
    // The popup is not what the player came for: it waits until the games are up (speed, issue 6 point 9).
    const policy = { imageHosts: imageHosts ?? [], origin: window.location.origin, linkHosts: allowedHosts() };
    const cancel = whenPageIdle(() => void sanitisePopupHtml(content, policy).then(async (safe) => {
      await picturesLoaded(safe.pictures);
      if (live) setHtml(safe.html);
    }));
    return () => {
      live = false;
      cancel();
    };
  }, [content, popupDismissed, imageHosts]);
  if (popup === undefined || popupDismissed || html === undefined) return null;
  return (
    <div className={styles.popupMask} onClick={dismissPopup}>
      <div className={styles.popup} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <h2 id={titleId} className={styles.popupTitle}>{popup.title || t('popup_title')}</h2>
        <PlatformHtml html={html} className={styles.popupBody} style={designRem} />
        <button type="button" className={styles.popupClose} onClick={dismissPopup}>{t('close')}</button>
      </div>
    </div>
  );
}
