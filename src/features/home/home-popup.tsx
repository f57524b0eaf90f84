/**
 * The home popup (SPEC 2.3, R3-8, R9-15): the first popup's content, sanitised, px sizes as rem / 100.
 * A deferred modal: it waits until no other dialog is open (the drawer, a confirm, the download sheet),
 * and once on screen it is not shown again in this browser session.
 */
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedHosts } from '../../config/safe-url.ts';
import { whenPageIdle } from '../../state/page-ready.ts';
import { useSystemStatus } from '../../state/system-store.ts';
import { Modal } from '../../ui/modal.tsx';
import { PlatformHtml } from '../../ui/platform-html.tsx';
import type { SafeHtml } from '../../ui/platform-html-policy.ts';
import { dismissPopup, recordPopupShown, useHomeAnnouncements } from '../../state/home-announcements-store.ts';
import styles from './home.module.css';
import { DESIGN_REM, DESIGN_REM_VAR, picturesLoaded, sanitisePopupHtml } from './popup-html.ts';

const designRem = { [DESIGN_REM_VAR]: DESIGN_REM } as CSSProperties;

/**
 * Names the dialog after its content: the content's first heading gets `id`. The announcement's own
 * title is the back office's name for it ("Welcome popup"), not words for the player.
 */
function titleFromContent(body: HTMLElement | null, id: string): boolean {
  const heading = body?.querySelector('h1, h2, h3, h4, h5, h6');
  if (heading === null || heading === undefined || heading.textContent.trim() === '') return false;
  heading.id = id;
  return true;
}

export function HomePopup() {
  const { t } = useTranslation('lobby');
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const { popup, popupDismissed } = useHomeAnnouncements();
  const [html, setHtml] = useState<SafeHtml | undefined>(undefined);
  const [contentTitled, setContentTitled] = useState(true);
  const content = popup?.content;
  const imageHosts = useSystemStatus()?.info.imageCDNs;
  useEffect(() => {
    if (content === undefined || popupDismissed) return;
    let live = true;
    // The popup is not what the player came for: it waits until the games are up (speed).
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
  const shown = (): void => {
    setContentTitled(titleFromContent(body.current, titleId));
    recordPopupShown(popup.id);
  };
  return (
    <Modal deferred className={styles.popup} labelledBy={titleId} onDismiss={dismissPopup} onShow={shown}>
      {!contentTitled && <h2 id={titleId} className={styles.popupTitle}>{t('popup_title')}</h2>}
      <div ref={body}>
        <PlatformHtml html={html} className={styles.popupBody} style={designRem} />
      </div>
      <button type="button" className={styles.popupClose} onClick={dismissPopup}>{t('close')}</button>
    </Modal>
  );
}
