import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type DocumentKind, fetchDocument } from '../../api/documents.ts';
import { languageState } from '../../i18n/i18n.ts';
import { useSystemStatus } from '../../state/system-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { ScreenState } from '../../ui/screen-state.tsx';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import styles from './document.module.css';
import { formatLongDate } from '../../i18n/format.ts';

const NO_HOSTS: readonly string[] = [];

/**
 * One of the operator's documents (SPEC 2.14 Terms, Policy, Sponsor) in the player's language: its title, when
 * it last changed and its sanitised HTML; loading, then the content or the failure with a retry.
 */
export function DocumentView({ kind }: { kind: DocumentKind }) {
  const { t, i18n } = useTranslation();
  const language = useSnapshot(languageState).code;
  const { load, retry } = usePlatformLoad((signal) => fetchDocument(kind, language, { quiet: true, signal }), `${kind}|${language}`);
  const imageHosts = useSystemStatus()?.info.imageCDNs ?? NO_HOSTS;
  const titleId = useId();
  if (load.kind !== 'ready') {
    return <ScreenState failed={load.kind === 'failed'} retry={retry} texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }} />;
  }
  const doc = load.value;
  return (
    <article className={styles.document} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}><PlatformText text={doc.title} /></h2>
      <p className={styles.updated}>{t('document.updated', { date: formatLongDate(doc.updatedAt, i18n.language) })}</p>
      <SanitisedHtml className={styles.content} html={doc.content} imageHosts={imageHosts} />
    </article>
  );
}
