/** Chat calls (SPEC 7 Chat): live chat, its unread count and the live model list. Type 4 accounts are refused chat (free_reject). */
import type { ChatLaunchQuery, LiveModelsResponse } from '../generated/api/chat.ts';
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


export type LiveModel = LiveModelsResponse['value']['list'][number];

/**
 * GET the live model list (R7-23) with the params active and streaming: the models on duty, streaming now or
 * not (each says which), for the live game center's dealers strip.
 */
export async function fetchLiveModels(options?: CallOptions): Promise<LiveModel[]> {
  const { list } = await call('liveModels', { active: 1, streaming: 0 }, options);
  return Array.isArray(list) ? list : [];
}
