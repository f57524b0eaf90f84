import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { fetchInboxPage, type InboxSummary } from '../../api/inbox.ts';
import { showBadgeCount } from '../../state/badges-store.ts';
import { isFreeReject, nextPage, PAGE_SIZE } from './inbox-facts.ts';

export type InboxList =
  | { kind: 'loading' }
  | { kind: 'refused' }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'ready'; list: InboxSummary[]; total: number; unreadCount: number; more: 'idle' | 'loading' | { error: ApiError } };

const asApiError = (error: unknown): ApiError => (error instanceof ApiError ? error : new ApiError('UNKNOWN', String(error)));

/** The member's messages, newest first, a page at a time, with what opening and deleting one changes. */
export function useInboxList(language: string) {
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers: a new language or a retry shows loading until its own answer.
  const request = `${language}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; list: InboxList } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchInboxPage(1, PAGE_SIZE, language)
      .then((page) => {
        showBadgeCount('inbox', page.unreadCount);
        if (live) setAnswer({ request, list: { kind: 'ready', list: page.list, total: page.total, unreadCount: page.unreadCount, more: 'idle' } });
      })
      .catch((error: unknown) => {
        const failure = asApiError(error);
        if (live) setAnswer({ request, list: isFreeReject(failure) ? { kind: 'refused' } : { kind: 'failed', error: failure } });
      });
    return () => {
      live = false;
    };
  }, [language, request]);
  const state: InboxList = answer?.request === request ? answer.list : { kind: 'loading' };

  const update = useCallback((change: (list: Extract<InboxList, { kind: 'ready' }>) => InboxList) => {
    setAnswer((current) => (current?.list.kind === 'ready' ? { request: current.request, list: change(current.list) } : current));
  }, []);

  const loadMore = useCallback((loaded: number) => {
    update((list) => ({ ...list, more: 'loading' }));
    fetchInboxPage(nextPage(loaded), PAGE_SIZE, language).then(
      (page) => update((list) => {
        const known = new Set(list.list.map((m) => m.id));
        return { ...list, list: [...list.list, ...page.list.filter((m) => !known.has(m.id))], total: page.total, unreadCount: page.unreadCount, more: 'idle' };
      }),
      (error: unknown) => update((list) => ({ ...list, more: { error: asApiError(error) } })),
    );
  }, [language, update]);

  const markRead = useCallback((id: number, unreadCount: number) => {
    showBadgeCount('inbox', unreadCount);
    update((list) => ({ ...list, unreadCount, list: list.list.map((m) => (m.id === id ? { ...m, read: true } : m)) }));
  }, [update]);

  const remove = useCallback((id: number, unreadCount: number) => {
    showBadgeCount('inbox', unreadCount);
    update((list) => ({ ...list, unreadCount, total: list.total - 1, list: list.list.filter((m) => m.id !== id) }));
  }, [update]);

  return { state, retry: () => setAttempt((n) => n + 1), loadMore, markRead, remove };
}
