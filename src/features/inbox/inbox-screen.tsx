import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { TRIAL_TYPE } from '../../config/member-types.ts';
import { languageState } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session-store.ts';
import { NotAvailable } from '../../ui/not-available.tsx';
import { failureText } from './inbox-facts.ts';
import { InboxList } from './inbox-list.tsx';
import { InboxMessageView } from './inbox-message.tsx';
import styles from './inbox.module.css';
import { useInboxList } from './use-inbox-list.ts';

/** The message a query id names, if it is a whole number. */
function queryId(raw: string | null): number | undefined {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** /m/webEmail (SPEC 2.8, 6): guests go to /m/login; trial accounts are refused (free_reject); members see their inbox. */
export function InboxScreen() {
  const session = useSession();
  if (session === undefined) return <Navigate to="/m/login" replace />;
  if (session.type === TRIAL_TYPE) return <InboxRefused />;
  return <Inbox />;
}

/** R6-5: the platform's free_reject text, and the way to a real account (never a dead end, D25). */
function InboxRefused() {
  const { t } = useTranslation();
  return (
    <div className={styles.refused}>
      <NotAvailable title={t('inbox.trial_title')} message={t('general.free_reject')} />
      <Link className={styles.button} to="/m/register">{t('member_center.register_now')}</Link>
    </div>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const language = useSnapshot(languageState).code;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { state, retry, loadMore, markRead, remove } = useInboxList(language);
  const id = queryId(params.get('id'));

  if (id !== undefined) {
    const back = (): void => {
      if ((location.state as { fromList?: boolean } | null)?.fromList === true) void navigate(-1);
      else void navigate('/m/webEmail', { replace: true });
    };
    const onDeleted = (deleted: number, unreadCount: number): void => {
      remove(deleted, unreadCount);
      back();
    };
    return <InboxMessageView key={id} id={id} language={language} onRead={markRead} onDeleted={onDeleted} onBack={back} />;
  }
  if (state.kind === 'loading') return <p className={styles.state} role="status">{t('loading')}</p>;
  if (state.kind === 'refused') return <InboxRefused />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{failureText(t, state.error)}</p>
        <button type="button" className={styles.button} onClick={retry}>{t('retry')}</button>
      </div>
    );
  }
  return <InboxList state={state} onMore={() => loadMore(state.list.length)} />;
}
