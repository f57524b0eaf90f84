import { useEffect, useState } from 'react';
import type { ApiError } from '../../api/errors.ts';

export type Load<T> = { kind: 'loading' } | { kind: 'failed'; error: ApiError } | { kind: 'loaded'; value: T };

const LOADING = { kind: 'loading' } as const;

/**
 * Loads `fetcher` whenever `key` changes (the key names everything the request depends on); an answer
 * for an older key is dropped, and the state reads loading until the current key's answer comes. `retry` asks again.
 */
export function useLoad<T>(key: string, fetcher: () => Promise<T>): { state: Load<T>; retry: () => void; set: (value: T) => void } {
  const [attempt, setAttempt] = useState(0);
  const current = `${key}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: Load<T> } | undefined>();
  useEffect(() => {
    let live = true;
    fetcher().then(
      (value) => live && setResult({ key: current, state: { kind: 'loaded', value } }),
      (error: ApiError) => live && setResult({ key: current, state: { kind: 'failed', error } }),
    );
    return () => {
      live = false;
    };
    // the fetcher is a fresh closure each render; the key says when its request changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  return {
    state: result?.key === current ? result.state : LOADING,
    retry: () => setAttempt((n) => n + 1),
    set: (value: T) => setResult({ key: current, state: { kind: 'loaded', value } }),
  };
}
