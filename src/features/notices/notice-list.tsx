import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../api/announcements.ts';
import { TRIAL_TYPE } from '../../config/member-types.ts';
import { requestBadges } from '../../state/badges-store.ts';
import { sessionStore } from '../../state/session-store.ts';
import { useSystemStatus } from '../../state/system-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { markReadInTurn } from './mark-read.ts';
import { noticeDay } from './notice-facts.ts';
import styles from './notices.module.css';

const NO_HOSTS: readonly string[] = [];

interface NoticeListProps {
  notices: readonly Announcement[];
  /** The notice the query's index names, open from the start (R2.9-12). */
  openId: number | undefined;
  label: string;
  /** Called once the platform has recorded a read (R4-50: the list is asked again). */
  onRead: () => void;
}

/** The accordion of notices (R2.9-13): one open at a time; opening an unread notice reports it read once. */
export function NoticeList({ notices, openId, label, onRead }: NoticeListProps) {
  const [open, setOpen] = useState<number | undefined>(openId);
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(() => new Set());
  const reported = useRef(new Set<number>());
  const report = (notice: Announcement): void => {
    // R4-51: a trial account's reads are not applied.
    if (notice.read || reported.current.has(notice.id) || sessionStore.session?.type === TRIAL_TYPE) return;
    reported.current.add(notice.id);
    setReadHere((set) => new Set(set).add(notice.id));
    markReadInTurn(notice.announcementId)
      .then(() => {
        onRead();
        requestBadges();
      })
      .catch(() => undefined); // the general error path showed the platform's message
  };
  useEffect(() => {
    const named = notices.find((n) => n.id === openId);
    if (named !== undefined) report(named);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the screen remounts the list for another index
  }, []);
  return (
    <ul className={styles.list} aria-label={label}>
      {notices.map((n) => (
        <NoticeItem key={n.id} notice={n} unread={!n.read && !readHere.has(n.id)} open={open === n.id}
          onToggle={() => {
            if (open === n.id) setOpen(undefined);
            else {
              setOpen(n.id);
              report(n);
            }
          }} />
      ))}
    </ul>
  );
}

function NoticeItem({ notice, unread, open, onToggle }: { notice: Announcement; unread: boolean; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const imageHosts = useSystemStatus()?.info.imageCDNs ?? NO_HOSTS;
  const id = useId();
  return (
    <li className={styles.item}>
      <h2 className={styles.heading}>
        <button type="button" id={`${id}-toggle`} className={styles.toggle} aria-expanded={open} aria-controls={`${id}-content`} onClick={onToggle}>
          <span className={styles.summary}>
            <PlatformText text={notice.title} className={styles.title} />
            <span className={styles.date} dir="ltr">{noticeDay(notice.startDate)}</span>
          </span>
          {unread && <span className={styles.unread}><span className={styles.hidden}>{t('notices.unread')}</span></span>}
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
      </h2>
      <div id={`${id}-content`} role="region" aria-labelledby={`${id}-toggle`} className={styles.content} hidden={!open}>
        {open && <SanitisedHtml html={notice.content} imageHosts={imageHosts} />}
      </div>
    </li>
  );
}
