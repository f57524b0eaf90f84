/** Inbox calls (SPEC 2.8, 6, 7 Inbox): every one needs a session; type 4 accounts are refused (free_reject). */
import type { InboxListResponse, InboxReadResponse } from '../generated/api/inbox.ts';
import { call, type CallOptions } from './client.ts';

export type InboxPage = InboxListResponse['value'];
export type InboxSummary = InboxPage['list'][number];
export type InboxMessage = InboxReadResponse['value']['message'];

/** One page of the member's messages, newest first, in the platform's language code. */
export function fetchInboxPage(pageNo: number, pageSize: number, language: string, options?: CallOptions): Promise<InboxPage> {
  return call('inboxList', { pageNo, pageSize, language }, options);
}

/** Opens one message: the platform answers its body and marks it read. */
export function readInboxMessage(messageId: number, language: string, options?: CallOptions): Promise<InboxReadResponse['value']> {
  return call('inboxRead', { messageId, language }, options);
}

/** Deletes one message; answers the unread count left. */
export async function deleteInboxMessage(messageId: number, options?: CallOptions): Promise<number> {
  return (await call('inboxDelete', { messageId }, options)).unreadCount;
}

/** The inbox unread count (SPEC 7: GET, read from value); the badge store decides when to ask. */
export function fetchInboxUnreadCount(options?: CallOptions): Promise<number> {
  return call('inboxUnread', undefined, options);
}
