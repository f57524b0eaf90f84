// @vitest-environment node
/** The inbox and chat calls as the front end sends them (SPEC 7 Inbox, Chat). */
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchChatUnread, fetchLiveModels, launchChat } from '../../../src/api/chat.ts';
import { deleteInboxMessage, fetchInboxPage, fetchInboxUnreadCount, readInboxMessage } from '../../../src/api/inbox.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-messages-0123456789';
let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform(() => TOKEN);
});

const refusal = { success: false, code: 'free_reject', message: 'not for trial accounts' };

describe('inbox calls', () => {
  it('asks for one page of messages by page number, size and language, with the token', async () => {
    const page = { list: [{ messageId: 3, title: 'Welcome', read: false }], total: 1 };
    platform.answer(page);
    await expect(fetchInboxPage(2, 15, 'EN')).resolves.toStrictEqual(page);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/inbox/list' });
    expect(platform.last().params).toStrictEqual({ pageNo: 2, pageSize: 15, language: 'EN' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('opens one message by its id in the language and answers what the platform sent', async () => {
    const opened = { message: { messageId: 3, body: 'Hello' }, unreadCount: 0 };
    platform.answer(opened);
    await expect(readInboxMessage(3, 'EN')).resolves.toStrictEqual(opened);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/inbox/read' });
    expect(platform.last().data).toStrictEqual({ messageId: 3, language: 'EN' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('deletes one message by its id and answers the unread count left', async () => {
    platform.answer({ unreadCount: 5, other: 1 });
    await expect(deleteInboxMessage(3)).resolves.toBe(5);
    expect(platform.last()).toMatchObject({ method: 'DELETE', url: '/wps/inbox/message' });
    expect(platform.last().params).toStrictEqual({ messageId: 3 });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('asks for the unread count with no query and answers the value itself', async () => {
    platform.answer(8);
    await expect(fetchInboxUnreadCount()).resolves.toBe(8);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/inbox/unread-count', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('reports a refused inbox call on the general error path unless the caller keeps it quiet', async () => {
    platform.reply(refusal);
    await expect(fetchInboxPage(1, 10, 'EN')).rejects.toMatchObject({ code: 'free_reject' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    platform.onError.mockClear();
    const quiet = { quiet: true };
    await expect(fetchInboxPage(1, 10, 'EN', quiet)).rejects.toMatchObject({ code: 'free_reject' });
    await expect(readInboxMessage(3, 'EN', quiet)).rejects.toMatchObject({ code: 'free_reject' });
    await expect(deleteInboxMessage(3, quiet)).rejects.toMatchObject({ code: 'free_reject' });
    await expect(fetchInboxUnreadCount(quiet)).rejects.toMatchObject({ code: 'free_reject' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('chat calls', () => {
  it('launches the chat with the query given and answers the chat page URL', async () => {
    platform.answer({ chatUrl: 'https://chat.example/room?t=1', other: 'x' });
    const query = { b2c: '1' as const, language: 'EN', backUrl: 'https://m.example/home' };
    await expect(launchChat(query)).resolves.toBe('https://chat.example/room?t=1');
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/chat/launch' });
    expect(platform.last().params).toStrictEqual(query);
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('reports a refused chat launch on the general error path', async () => {
    platform.reply(refusal);
    await expect(launchChat({ b2c: '1' })).rejects.toMatchObject({ code: 'free_reject' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });

  it('asks for the chat unread count with no query and answers the value itself', async () => {
    platform.answer(3);
    await expect(fetchChatUnread()).resolves.toBe(3);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/chat/unread-count', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('keeps a refused chat unread count quiet when the caller asks for it', async () => {
    platform.reply(refusal);
    await expect(fetchChatUnread({ quiet: true })).rejects.toMatchObject({ code: 'free_reject' });
    expect(platform.onError).not.toHaveBeenCalled();
    await expect(fetchChatUnread()).rejects.toMatchObject({ code: 'free_reject' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});

describe('the live model list', () => {
  it('R7-23 asks with GET and the params active and streaming (the models on duty, streaming or not), and answers the list', async () => {
    const model = { id: 1, name: 'Aiko', pictureUrl: '/cdn/ttslot/model/1.png', vassalage: 'EVO', vendorName: 'Evolution', tableName: 'Baccarat', gameId: 'EVO_1', nodeId: '300001', roomId: 'R300001', active: true, streaming: true };
    platform.answer({ list: [model] });
    await expect(fetchLiveModels()).resolves.toStrictEqual([model]);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/chat/live-models' });
    expect(platform.last().params).toStrictEqual({ active: 1, streaming: 0 });
  });
});
