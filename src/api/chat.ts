/** Chat calls (SPEC 7 Chat). Type 4 accounts are refused (free_reject). */
import type { ChatLaunchQuery } from '../generated/api/chat.ts';
import { call } from './client.ts';

export type { ChatLaunchQuery };

/** GET launch chat (R7-21): the URL of the chat page. */
export async function launchChat(query: ChatLaunchQuery): Promise<string> {
  return (await call('chatLaunch', query)).chatUrl;
}
