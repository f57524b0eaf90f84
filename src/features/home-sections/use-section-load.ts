import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './failure-text.ts';

export type SectionLoad<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; value: T };

type Answer<T> = { request: string; key: string } & ({ ok: true; value: T } | { ok: false; error: unknown });

interface SectionData<T> {
  state: SectionLoad<T>;
  /** Asks again, showing loading (after a failure). */
  retry: () => void;
  /** Asks again, keeping what is shown until the new answer comes (fresh data on a timer). */
  refresh: () => void;
}

/**
 * A home section's data: loading until the answer to the current `key` comes, then ready or failed
 * with the platform's message. A new key shows loading until its own answer.
 */
export function useSectionLoad<T>(key: string, load: () => Promise<T>): SectionData<T> {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState({ n: 0, keep: false });
  const request = `${key}|${attempt.n}`;
  const [answer, setAnswer] = useState<Answer<T>>();
  const run = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    run().then(
      (value) => live && setAnswer({ request, key, ok: true, value }),
      (error: unknown) => live && setAnswer({ request, key, ok: false, error }),
    );
    return () => {
      live = false;
    };
  }, [request, key]);
  const retry = (): void => setAttempt((a) => ({ n: a.n + 1, keep: false }));
  const refresh = (): void => setAttempt((a) => ({ n: a.n + 1, keep: true }));
  const shown = answer !== undefined && (answer.request === request || (attempt.keep && answer.key === key && answer.ok)) ? answer : undefined;
  if (shown === undefined) return { state: { kind: 'loading' }, retry, refresh };
  return { state: shown.ok ? { kind: 'ready', value: shown.value } : { kind: 'failed', message: failureText(t, shown.error) }, retry, refresh };
}
