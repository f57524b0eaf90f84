/** The sandbox's answers to the registration screen's reads and the affiliate call (SPEC 7 Register, Affiliate). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../fixtures/hostile-strings.ts';
import { REGISTER_NOTICES } from '../../../scripts/sandbox/notice-texts.ts';
import { call, control, login, startSandbox, type TestSandbox } from './helpers.ts';

const REGISTER_QUERY = { types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: 'ttslot' };
type Notice = { title: string; content: string; groupName: string; type: string; sequence: number };

describe('sandbox: registration reads and affiliate', () => {
  let s: TestSandbox;
  beforeAll(async () => { s = await startSandbox({ rateLimits: false }); });
  afterAll(() => s.close());

  const registerNotices = async (language: string): Promise<Notice[]> =>
    (await call(s.app, 'announcements', { ...REGISTER_QUERY, language })).body.value.banners as Notice[];

  it('answers the registration announcements (type B, group m_reg) in EN, TY and AR, in sequence order', async () => {
    for (const language of ['EN', 'TY', 'AR'] as const) {
      const notices = await registerNotices(language);
      expect(notices.map((n) => n.title), language).toStrictEqual(REGISTER_NOTICES.map((texts) => texts[language].title));
      expect(notices.every((n) => n.type === 'B' && n.groupName === 'm_reg'), language).toBe(true);
      expect(notices.map((n) => n.sequence)).toStrictEqual([...notices.map((n) => n.sequence)].sort((a, b) => a - b));
      expect(notices[0]?.content, language).toContain('<p>');
    }
    // a language with no translation gets the platform's own (English) text
    expect((await registerNotices('VI')).map((n) => n.title)).toStrictEqual(REGISTER_NOTICES.map((texts) => texts.EN.title));
  });

  it('answers whether a username is free', async () => {
    expect((await call(s.app, 'usernameAvailable', { username: 'demo00' })).body.value.available).toBe(false);
    expect((await call(s.app, 'usernameAvailable', { username: 'brandnew77' })).body.value.available).toBe(true);
  });

  it('answers the affiliate code in value.code for the module id, and refuses the call without one', async () => {
    const token = await login(s.app, 'agent01', 'Agent@1234');
    const answer = await call(s.app, 'affiliateCode', { moduleId: 'COMM3' }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.value.code).toBe('AGENT01');
    expect((await call(s.app, 'affiliateCode', {}, token)).status).toBe(400);
  });

  it('the hostile seed reaches the registration announcements in every language', async () => {
    expect((await control(s.app, '/__sandbox/hostile', { strings: HOSTILE_STRINGS })).status).toBe(200);
    for (const language of ['EN', 'TY', 'AR']) {
      const texts = (await registerNotices(language)).flatMap((n) => [n.title, n.content]);
      expect(texts.length, language).toBeGreaterThan(0);
      expect(texts.filter((x) => !HOSTILE_STRINGS.includes(x)), language).toStrictEqual([]);
    }
    await control(s.app, '/__sandbox/reset', {});
  });
});
