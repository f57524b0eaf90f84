/** The sandbox serves a registration settings version no build has seen: QA and the journeys switch it at run time. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, control, startSandbox, type TestSandbox } from './helpers.ts';

const UNSEEN = {
  version: 'platform-7',
  fields: {
    username: { enabled: true, required: true, pattern: '^[a-z]{4,10}$', message: 'Account format is incorrect', minLength: 4, maxLength: 10 },
    password: { enabled: true, required: true, pattern: '^\\d{6}$', message: 'Password format is incorrect' },
    confirmPassword: { enabled: false, required: false },
    nickname: { enabled: true, required: true, minLength: 2, maxLength: 12, message: 'Nickname is not valid' },
  },
  captcha: { enabled: false },
};

describe('sandbox registration settings control', () => {
  let s: TestSandbox;
  beforeAll(async () => { s = await startSandbox({ rateLimits: false }); });
  afterAll(() => s.close());

  it('serves and enforces the settings it is given, until they are cleared or the sandbox is reset', async () => {
    expect((await control(s.app, '/__sandbox/registration', { settings: UNSEEN })).status).toBe(200);
    expect((await call(s.app, 'registerSettings')).body.value).toEqual(UNSEEN);
    const refused = await call(s.app, 'registerByUsername', { username: 'player', password: '123456' });
    expect(refused.body).toMatchObject({ success: false, message: 'Nickname is not valid' });
    const accepted = await call(s.app, 'registerByUsername', { username: 'player', password: '123456', nickname: 'Pat' });
    expect(accepted.body.success).toBe(true);

    await control(s.app, '/__sandbox/registration', { settings: null });
    expect((await call(s.app, 'registerSettings')).body.value.version).toBe('ttslot-1');
    await control(s.app, '/__sandbox/registration', { settings: UNSEEN });
    await control(s.app, '/__sandbox/reset', {});
    expect((await call(s.app, 'registerSettings')).body.value.version).toBe('ttslot-1');
  });

  it('refuses settings that break the registration schema with a 400 naming the field', async () => {
    const bad = await control(s.app, '/__sandbox/registration', { settings: { version: 'x', fields: { username: { enabled: 'yes' } }, captcha: { enabled: true } } });
    expect(bad.status).toBe(400);
    expect(String(bad.body['message'])).toBe('body.settings.fields.username.required is required');
    expect((await control(s.app, '/__sandbox/registration', {})).status).toBe(400);
  });
});
