import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InboxSummary } from '../../api/inbox.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { failureText } from './inbox-facts.ts';
import { slashDateTime } from '../../i18n/format.ts';
import styles from './inbox.module.css';
import type { InboxList as ListState } from './use-inbox-list.ts';

interface InboxListProps {
  state: Extract<ListState, { kind: 'ready' }>;
  onMore: () => void;
}

/** The messages, newest first: unread ones marked, each opening on ?id= (its own history entry, so back returns here). */
export function InboxList({ state, onMore }: InboxListProps) {
  const { t } = useTranslation();
  if (state.list.length === 0) return <p className={styles.state}>{t('inbox.empty')}</p>;
  return (
    <div className={styles.page}>
      <p className={styles.counter}>{t('inbox.unread_total', { count: state.unreadCount })}</p>
      <ul className={styles.list} aria-label={t('inbox.messages')}>
        {state.list.map((m) => <Item key={m.id} message={m} />)}
      </ul>
      {state.list.length < state.total && <More state={state.more} onMore={onMore} />}
    </div>
  );
}

function Item({ message }: { message: InboxSummary }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className={styles.item} data-unread={!message.read} to={`?id=${message.id}`} state={{ fromList: true }}>
        {!message.read && <span className={styles.dot}><span className={styles.hidden}>{t('inbox.unread')}</span></span>}
        <PlatformText text={message.title} className={styles.title} />
        <time className={styles.time} dateTime={new Date(message.sentAt).toISOString()}>{slashDateTime(message.sentAt)}</time>
      </Link>
    </li>
  );
}

function More({ state, onMore }: { state: Extract<ListState, { kind: 'ready' }>['more']; onMore: () => void }) {
  const { t } = useTranslation();
  if (state === 'loading') return <p className={styles.state} role="status">{t('loading')}</p>;
  return (
    <div className={styles.more} role={state === 'idle' ? undefined : 'alert'}>
      {state !== 'idle' && <p>{failureText(t, state.error)}</p>}
      <button type="button" className={styles.button} onClick={onMore}>{state === 'idle' ? t('inbox.more') : t('retry')}</button>
    </div>
  );
}
