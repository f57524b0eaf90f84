import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { type Announcement, fetchNotices } from '../../api/announcements.ts';
import { languageState } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session-store.ts';
import { ScreenState } from '../../ui/screen-state.tsx';
import { noticeIndex, noticeTypes } from './notice-facts.ts';
import { NoticeList } from './notice-list.tsx';
import styles from './notices.module.css';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: Announcement[] };

/**
 * /m/notice, /m/noticeDetail and /m/member/notice?types=A (SPEC 2.1, 2.9): the announcements, the one at
 * the query's index opened (on /m/noticeDetail shown alone). Guests go to /m/login (R6-1).
 */
export function NoticeScreen() {
  const session = useSession();
  if (session === undefined) return <Navigate to="/m/login" replace />;
  return <Notices />;
}

function Notices() {
  const { t } = useTranslation();
  const language = useSnapshot(languageState).code;
  const [params] = useSearchParams();
  const detail = useLocation().pathname === '/m/noticeDetail';
  const types = noticeTypes(params.get('types'));
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers: a new language, list or retry shows loading until its own answer.
  const request = `${types}|${language}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: Load } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchNotices(types, language, { quiet: true })
      .then((value) => live && setAnswer({ request, load: { kind: 'ready', list: value.list } }))
      .catch(() => live && setAnswer({ request, load: { kind: 'failed' } }));
    return () => {
      live = false;
    };
  }, [types, language, request]);
  // R4-50: after a read the list is asked again; a failure keeps the list shown.
  const reload = useCallback((): void => {
    fetchNotices(types, language, { quiet: true })
      .then((value) => setAnswer((now) => (now?.request === request ? { request, load: { kind: 'ready', list: value.list } } : now)))
      .catch(() => undefined);
  }, [types, language, request]);
  const load: Load = answer?.request === request ? answer.load : { kind: 'loading' };
  if (load.kind !== 'ready') return <ScreenState failed={load.kind === 'failed'} retry={() => setAttempt((n) => n + 1)} texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }} />;
  const index = noticeIndex(params.get('index'), load.list.length);
  const named = index === undefined ? undefined : load.list[index];
  const shown = detail ? (named === undefined ? [] : [named]) : load.list;
  if (shown.length === 0) return <p className={styles.state}>{t('notices.none')}</p>;
  return <NoticeList key={`${types}|${named?.id ?? ''}`} notices={shown} openId={named?.id} label={t(types === 'A' ? 'title.agent_announcements' : 'notices.list')} onRead={reload} />;
}
