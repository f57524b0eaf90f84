/** Chat calls (SPEC 7 Chat). Type 4 accounts are refused (free_reject). */
import type { ChatLaunchQuery } from '../generated/api/chat.ts';
import { call, type CallOptions } from './client.ts';

export type { ChatLaunchQuery };

/** GET launch chat (R7-21): the URL of the chat page. */
export async function launchChat(query: ChatLaunchQuery): Promise<string> {
  return (await call('chatLaunch', query)).chatUrl;
}

/** GET the chat unread count (R7-22); the caller decides whether to ask (R6-7). */
export function fetchChatUnread(options?: CallOptions): Promise<number> {
  return call('chatUnread', undefined, options);
}

