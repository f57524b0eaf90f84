import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { fetchHelpTopics, type HelpTopic } from '../../api/help.ts';
import { languageState } from '../../i18n/i18n.ts';
import { useSystemStatus } from '../../state/system-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { ScreenState } from '../../ui/screen-state.tsx';
import styles from './help-screen.module.css';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; topics: HelpTopic[] };
/** The state spans the topic grid's columns; the retry button is ScreenState's own. */
const LOOK = { state: styles.state };

/** The topic the query's i names (SPEC 2.11: default 0), kept inside the list. */
export function topicIndex(raw: string | null, count: number): number {
  const i = raw === null || !/^\d+$/.test(raw) ? 0 : Number(raw);
  return i < count ? i : 0;
}

/** /m/help (SPEC 2.11): a menu of the topics' titles at the inline start, the chosen topic's sanitised HTML beside it. */
export function HelpScreen() {
  const { t } = useTranslation();
  const language = useSnapshot(languageState).code;
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers: a new language or a retry shows loading until its own answer.
  const request = `${language}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: Load } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchHelpTopics(language, { quiet: true })
      .then((topics) => live && setAnswer({ request, load: { kind: 'ready', topics } }))
      .catch(() => live && setAnswer({ request, load: { kind: 'failed' } }));
    return () => {
      live = false;
    };
  }, [language, request]);
  const load: Load = answer?.request === request ? answer.load : { kind: 'loading' };
  if (load.kind !== 'ready') {
    return (
      <div className={styles.page}>
        <ScreenState failed={load.kind === 'failed'} retry={() => setAttempt((n) => n + 1)} texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }} classNames={LOOK} />
      </div>
    );
  }
  if (load.topics.length === 0) return <div className={styles.page}><p className={styles.state}>{t('help.none')}</p></div>;
  return <HelpTopics topics={load.topics} />;
}

function HelpTopics({ topics }: { topics: HelpTopic[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = topicIndex(params.get('i'), topics.length);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number): void => {
    const next = new URLSearchParams(params);
    next.set('i', String(index));
    setParams(next, { replace: true });
  };
  // A vertical tab list: up and down move between topics, Home and End to the ends.
  const onKeyDown = (event: KeyboardEvent): void => {
    const moves: Record<string, number> = { ArrowDown: selected + 1, ArrowUp: selected - 1, Home: 0, End: topics.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const index = (to + topics.length) % topics.length;
    choose(index);
    tabs.current[index]?.focus();
  };
  const topic = topics[selected];
  return (
    <div className={styles.page}>
      <div className={styles.menu} role="tablist" aria-orientation="vertical" aria-label={t('help.topics')} onKeyDown={onKeyDown}>
        {topics.map((item, index) => (
          <button key={item.id} ref={(el) => { tabs.current[index] = el; }} type="button" role="tab" id={`${id}-tab-${index}`} className={styles.topic}
            aria-selected={index === selected} aria-controls={`${id}-panel`} tabIndex={index === selected ? 0 : -1} onClick={() => choose(index)}>
            <PlatformText text={item.title} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className={styles.content} tabIndex={0}>
        {topic !== undefined && <TopicContent html={topic.content} />}
      </div>
    </div>
  );
}

const NO_HOSTS: readonly string[] = [];

function TopicContent({ html }: { html: string }) {
  return <SanitisedHtml html={html} imageHosts={useSystemStatus()?.info.imageCDNs ?? NO_HOSTS} />;
}
