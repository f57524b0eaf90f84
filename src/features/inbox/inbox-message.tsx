import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { deleteInboxMessage, type InboxMessage, readInboxMessage } from '../../api/inbox.ts';
import { confirmDialog } from '../../state/dialog-store.ts';
import { useSystemStatus } from '../../state/system-store.ts';
import { showToast } from '../../state/toast-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { failureText } from './inbox-facts.ts';
import { slashDateTime } from '../../i18n/format.ts';
import styles from './inbox.module.css';

interface InboxMessageViewProps {
  id: number;
  language: string;
  /** The platform marked it read: the count of unread messages left. */
  onRead: (id: number, unreadCount: number) => void;
  onDeleted: (id: number, unreadCount: number) => void;
  onBack: () => void;
}

type Load = { kind: 'loading' } | { kind: 'failed'; error: ApiError } | { kind: 'ready'; message: InboxMessage };

const NO_HOSTS: readonly string[] = [];

/** One message opened: the platform marks it read as it answers; its body is platform HTML, sanitised. */
export function InboxMessageView({ id, language, onRead, onDeleted, onBack }: InboxMessageViewProps) {
  const { t } = useTranslation();
  const imageHosts = useSystemStatus()?.info.imageCDNs ?? NO_HOSTS;
  const [attempt, setAttempt] = useState(0);
  const request = `${id}|${language}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: Load } | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    let live = true;
    readInboxMessage(id, language).then(
      (value) => {
        if (!live) return;
        setAnswer({ request, load: { kind: 'ready', message: value.message } });
        onRead(id, value.unreadCount);
      },
      (error: unknown) => live && setAnswer({ request, load: { kind: 'failed', error: error instanceof ApiError ? error : new ApiError('UNKNOWN', String(error)) } }),
    );
    return () => {
      live = false;
    };
  }, [id, language, request, onRead]);
  const load: Load = answer?.request === request ? answer.load : { kind: 'loading' };

  const remove = async (): Promise<void> => {
    const sure = await confirmDialog({ message: t('inbox.delete_confirm'), cancelLabel: t('cancel'), confirmLabel: t('inbox.delete'), destructive: true });
    if (!sure) return;
    setDeleting(true);
    try {
      const unreadCount = await deleteInboxMessage(id);
      showToast(t('inbox.deleted'), 'success');
      onDeleted(id, unreadCount);
    } catch (error) {
      setDeleting(false);
      // General errors were told by the one error path; the platform's own refusal is told here.
      if (error instanceof ApiError && failureText(t, error) === error.message) showToast(error.message, 'error');
    }
  };

  if (load.kind === 'loading') return <p className={styles.state} role="status">{t('loading')}</p>;
  if (load.kind === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{failureText(t, load.error)}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onBack}>{t('inbox.back')}</button>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</button>
        </div>
      </div>
    );
  }
  const { message } = load;
  return (
    <article className={styles.message} aria-labelledby="inbox-message-title">
      <h2 id="inbox-message-title" className={styles.heading}><PlatformText text={message.title} /></h2>
      <time className={styles.sent} dateTime={new Date(message.sentAt).toISOString()}>{slashDateTime(message.sentAt)}</time>
      <div className={styles.body}><SanitisedHtml html={message.content} imageHosts={imageHosts} /></div>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onBack}>{t('inbox.back')}</button>
        <button type="button" className={styles.delete} disabled={deleting} onClick={() => void remove()}>{t('inbox.delete')}</button>
      </div>
    </article>
  );
}
