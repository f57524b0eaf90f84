// @vitest-environment node
// Node's own Web Crypto: jose refuses jsdom's Uint8Array (another realm), as in login-encryption.test.ts.
/** Login, remembered login, logout, trial account and test play as the front end sends them (SPEC 7). */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { createTrialAccount, forgetRememberToken, login, rememberLogin, sendLogout, testPlay } from '../../../src/api/session.ts';
import { makeSealingKey, type SealingKey } from './sealing-key.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-0123456789abcdef';
const session = { token: TOKEN, merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true };

let key: SealingKey;
let platform: StubPlatform;
let token: string | undefined;

beforeAll(async () => {
  key = await makeSealingKey();
});
beforeEach(() => {
  token = undefined;
  platform = installStubPlatform(() => token);
});

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'X', message: 'm' });
  return error as ApiError;
}

describe('login', () => {
  it('posts the sealed credentials as a member login without geetest, and answers the session', async () => {
    platform.answer(session);
    await expect(login({ username: 'demo01', password: 'Demo@1234', type: 'username', remember: true }, key.publicKey)).resolves.toEqual(session);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/session/login' });
    expect(platform.last().headers['Encryption']).toBe('test-key');
    expect(await key.open(platform.last())).toMatchObject({ username: 'demo01', password: 'Demo@1234', type: 'username', remember: true, geetest: false, loginKind: 'member' });
  });

  it('a refused login is the screen\'s to show, not the general error path\'s', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refused(login({ username: 'demo01', password: 'wrong', type: 'username' }, key.publicKey));
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('remembered login', () => {
  it('posts the sealed remember token and answers the session', async () => {
    platform.answer({ ...session, rememberToken: 'rt-next' });
    await expect(rememberLogin({ rememberToken: 'rt-0123456789abcdef' } as never, key.publicKey)).resolves.toMatchObject({ token: TOKEN, rememberToken: 'rt-next' });
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/session/remember' });
    expect(platform.last().headers['Encryption']).toBe('test-key');
    expect(JSON.stringify(platform.last().data)).not.toContain('rt-0123456789abcdef');
    expect(await key.open(platform.last())).toMatchObject({ rememberToken: 'rt-0123456789abcdef' });
  });

  it('a refused remembered login is quiet', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refused(rememberLogin({ rememberToken: 'rt-0123456789abcdef' } as never, key.publicKey));
    expect(platform.onError).not.toHaveBeenCalled();
  });

  it('forgetting a remember token posts it sealed, quietly', async () => {
    await expect(forgetRememberToken('rt-0123456789abcdef', key.publicKey)).resolves.toBeUndefined();
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/session/remember/forget' });
    expect(platform.last().headers['Encryption']).toBe('test-key');
    expect(await key.open(platform.last())).toMatchObject({ rememberToken: 'rt-0123456789abcdef' });
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refused(forgetRememberToken('rt-0123456789abcdef', key.publicKey));
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('deletes the session with the token in the Authorization header', async () => {
    token = TOKEN;
    await expect(sendLogout()).resolves.toBeUndefined();
    expect(platform.last()).toMatchObject({ method: 'DELETE', url: '/wps/session' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('a refused logout is quiet', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refused(sendLogout());
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('trial account and test play', () => {
  it('gets a trial account session; a refusal goes to the general error path', async () => {
    platform.answer({ ...session, type: 4 });
    await expect(createTrialAccount()).resolves.toMatchObject({ type: 4 });
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/session/trial' });
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refused(createTrialAccount());
    expect(platform.onError).toHaveBeenCalledOnce();
  });

  it('posts test play for a module and answers the trial state; a refusal goes to the general error path', async () => {
    platform.answer({ trial: true });
    await expect(testPlay('PG')).resolves.toBe(true);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/session/test-play', data: { moduleId: 'PG' } });
    platform.answer({ trial: false });
    await expect(testPlay('PG')).resolves.toBe(false);
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refused(testPlay('PG'));
    expect(platform.onError).toHaveBeenCalledOnce();
  });
});
