/** The sandbox's notices in each language and its live chat kept per member, whose unread rows are the chat count. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CONTROL } from '../../../src/api/endpoints.ts';
import { call, control, login, startSandbox, type TestSandbox } from './helpers.ts';

const form = (message: string) => ({ body: new URLSearchParams({ message }).toString() });

describe('sandbox notices and chat', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('answers notices and agent announcements in the language asked, English where untranslated', async () => {
    const en = (await call(s.app, 'notices', { types: 'PL', language: 'EN' })).body.value.list;
    const ty = (await call(s.app, 'notices', { types: 'PL', language: 'TY' })).body.value.list;
    const ar = (await call(s.app, 'notices', { types: 'A', language: 'AR' })).body.value.list;
    expect(en[en.length - 1].title).toBe('Scheduled maintenance on Tuesday');
    expect(ty[ty.length - 1].title).toBe('Nakatakdang maintenance sa Martes');
    expect(ar[ar.length - 1].title).toBe('نسب العمولة لهذا الشهر');
    expect(en[0].content).toContain('onerror');
    const vi = (await call(s.app, 'notices', { types: 'PL', language: 'VI' })).body.value.list;
    expect(vi.map((n: { title: string }) => n.title)).toEqual(en.map((n: { title: string }) => n.title));
  });

  it('keeps each member\'s conversation: the chat page reads support\'s messages, a sent message is stored and answered', async () => {
    const token = await login(s.app, 'demo01');
    expect((await call(s.app, 'chatUnread', {}, token)).body.value).toBe(3);
    const url = (await call(s.app, 'chatLaunch', { b2c: '1', language: 'EN', backUrl: '/m/message', title: 'Chat' }, token)).body.value.chatUrl as string;
    expect(url).not.toContain('demo01');
    const page = await s.app.inject({ method: 'GET', url });
    expect(page.body).toContain('cash back is ready to claim');
    expect((await call(s.app, 'chatUnread', {}, token)).body.value).toBe(0);

    const sent = await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form('Where is my bonus?').body });
    expect(sent.statusCode).toBe(303);
    expect((await call(s.app, 'chatUnread', {}, token)).body.value).toBe(1);
    expect((await s.app.inject({ method: 'GET', url })).body).toContain('Where is my bonus?');
    const other = await login(s.app, 'demo00');
    const otherUrl = (await call(s.app, 'chatLaunch', { b2c: '1' }, other)).body.value.chatUrl as string;
    expect((await s.app.inject({ method: 'GET', url: otherUrl })).body).not.toContain('Where is my bonus?');
  });

  it('a chat key is the launching session\'s: each launch has its own, and a logout or a password change closes the chats opened before it', async () => {
    const keyOf = (chatUrl: string): string | null => new URL(chatUrl, 'http://x').searchParams.get('c');
    const launch = async (token: string): Promise<string> => (await call(s.app, 'chatLaunch', { b2c: '1' }, token)).body.value.chatUrl as string;
    // an open chat shows the conversation's form; a closed key, the page that sends the player back to the site
    const opens = async (chatUrl: string): Promise<boolean> => (await s.app.inject({ method: 'GET', url: chatUrl })).body.includes('<form method="post"');
    const first = await login(s.app, 'demo00');
    const second = await login(s.app, 'demo00');
    const [a, b] = [await launch(first), await launch(second)];
    expect(keyOf(a)).not.toBe(keyOf(b));
    expect([await opens(a), await opens(b)]).toEqual([true, true]);
    await call(s.app, 'logout', {}, first);
    expect([await opens(a), await opens(b)]).toEqual([false, true]);
    const changed = await call(s.app, 'changePassword', { oldPassword: 'Demo@1234', newPassword: 'Demo@12345', confirmNewPassword: 'Demo@12345' }, second);
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    expect(await opens(b)).toBe(false);
    // the session that changed the password goes on, and a new launch opens
    expect(await opens(await launch(second))).toBe(true);
    await control(s.app, '/__sandbox/reset', {});
  });

  it('refuses an empty message and an unknown conversation with a reason, and the chat page needs no control header', async () => {
    const token = await login(s.app, 'demo02');
    const url = (await call(s.app, 'chatLaunch', { b2c: '1' }, token)).body.value.chatUrl as string;
    const empty = await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'message=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Type a message first.');
    const unknown = await s.app.inject({ method: 'POST', url: `${SANDBOX_CONTROL.chatPage}?c=nope`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'message=hi' });
    expect(unknown.statusCode).toBe(404);
    await control(s.app, '/__sandbox/reset', {});
    expect((await call(s.app, 'chatUnread', {}, await login(s.app, 'demo01'))).body.value).toBe(3);
  });
});
