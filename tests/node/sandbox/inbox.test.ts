/** The sandbox's inbox (SPEC 2.8, 6, 7 Inbox): counts from rows, ownership, trial refused, languages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startSandbox, trial, type TestSandbox } from './helpers.ts';

interface Summary { id: number; title: string; sentAt: number; read: boolean }

describe('sandbox inbox', () => {
  let s: TestSandbox;
  beforeAll(async () => { s = await startSandbox({ rateLimits: false }); });
  afterAll(() => s.close());

  const list = async (token: string, query: Record<string, unknown> = {}) => (await call(s.app, 'inboxList', { pageSize: 50, ...query }, token)).body.value as {
    list: Summary[]; total: number; totalPages: number; pageNum: number; unreadCount: number;
  };
  const unread = async (token: string): Promise<number> => (await call(s.app, 'inboxUnread', {}, token)).body.value as number;

  it('the unread count is the member\'s unread rows, and opening or deleting a message changes it', async () => {
    const token = await login(s.app, 'demo00');
    const page = await list(token);
    expect(page.total).toBe(6);
    const before = page.list.filter((m) => !m.read).length;
    expect(before).toBeGreaterThan(0);
    expect(await unread(token)).toBe(before);
    expect(page.unreadCount).toBe(before);
    expect(await unread(await login(s.app, 'demo01'))).not.toBe(before);

    const first = page.list.find((m) => !m.read) as Summary;
    const read = await call(s.app, 'inboxRead', { messageId: first.id }, token);
    expect(read.body.value.message).toMatchObject({ id: first.id, title: first.title, read: true });
    expect(read.body.value.message.content).toContain('<');
    expect(read.body.value.unreadCount).toBe(before - 1);
    expect(await unread(token)).toBe(before - 1);
    expect((await list(token)).list.find((m) => m.id === first.id)?.read).toBe(true);
    // opening it again keeps it read and the count as it is
    expect((await call(s.app, 'inboxRead', { messageId: first.id }, token)).body.value.unreadCount).toBe(before - 1);

    const other = (await list(token)).list.find((m) => !m.read) as Summary;
    const deleted = await call(s.app, 'inboxDelete', { messageId: other.id }, token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.value.unreadCount).toBe(before - 2);
    expect(await unread(token)).toBe(before - 2);
    const after = await list(token);
    expect(after.total).toBe(5);
    expect(after.list.map((m) => m.id)).not.toContain(other.id);
    expect((await call(s.app, 'inboxRead', { messageId: other.id }, token)).status).toBe(404);
  });

  it('refuses another member\'s message with a 404 and a reason, and leaves it as it was', async () => {
    const owner = await login(s.app, 'demo02');
    const theirs = (await list(owner)).list.find((m) => !m.read) as Summary;
    const intruder = await login(s.app, 'agent01', 'Agent@1234');
    for (const name of ['inboxRead', 'inboxDelete'] as const) {
      const res = await call(s.app, name, { messageId: theirs.id }, intruder);
      expect(res.status, name).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Message not found', value: { field: 'messageId' } });
    }
    const still = (await list(owner)).list.find((m) => m.id === theirs.id);
    expect(still?.read).toBe(false);
    expect((await call(s.app, 'inboxRead', { messageId: 999999 }, owner)).status).toBe(404);
    expect((await call(s.app, 'inboxList', {})).status).toBe(401);
  });

  it('R6-5 refuses every inbox call of a trial account with free_reject', async () => {
    const token = await trial(s.app);
    const someone = (await list(await login(s.app, 'demo01'))).list[0] as Summary;
    for (const [name, input] of [['inboxList', {}], ['inboxRead', { messageId: someone.id }], ['inboxDelete', { messageId: someone.id }], ['inboxUnread', {}]] as const) {
      const res = await call(s.app, name, input, token);
      expect(res.status, name).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'free_reject', message: 'Please login an actual account to use this function' });
    }
  });

  it('pages newest first, and answers each message in the language asked for (the platform\'s EN otherwise)', async () => {
    const token = await login(s.app, 'demo01');
    const all = await list(token);
    expect(all.total).toBe(9);
    const sent = all.list.map((m) => m.sentAt);
    expect(sent).toEqual([...sent].sort((a, b) => b - a));
    const second = await list(token, { pageNo: 2, pageSize: 4 });
    expect(second).toMatchObject({ pageNum: 2, totalPages: 3, total: 9 });
    expect(second.list.map((m) => m.id)).toEqual(all.list.slice(4, 8).map((m) => m.id));

    const tagalog = await list(token, { language: 'TY' });
    expect(tagalog.list.map((m) => m.title)).toContain('Maligayang pagdating sa TT Slot');
    expect(all.list.map((m) => m.title)).toContain('Welcome to TT Slot');
    // ttslot does not offer Arabic: the platform's own text
    expect((await list(token, { language: 'AR' })).list.map((m) => m.title)).toEqual(all.list.map((m) => m.title));
    expect((await list(await login(s.app, 'team01'))).total).toBe(0);
  });
});
