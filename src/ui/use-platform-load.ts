import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/** Loads once (and again on retry or when `key` changes); `set` replaces the value after a claim. */
export function usePlatformLoad<T>(fetch: (signal: AbortSignal) => Promise<T>, key: string): { load: Load<T>; retry: () => void; set: (value: T) => void } {
  const [attempt, setAttempt] = useState(0);
  const tag = `${key}#${attempt}`;
  const [state, setState] = useState<{ tag: string; load: Load<T> }>({ tag, load: { kind: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    fetch(controller.signal).then(
      (value) => { if (!controller.signal.aborted) setState({ tag, load: { kind: 'ready', value } }); },
      () => { if (!controller.signal.aborted) setState({ tag, load: { kind: 'failed' } }); },
    );
    return () => controller.abort();
    // fetch is the caller's inline function: the tag says when it asks for something else
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((value: T) => setState({ tag, load: { kind: 'ready', value } }), [tag]);
  return { load: state.tag === tag ? state.load : { kind: 'loading' }, retry, set };
}
