// @vitest-environment node
// Node's own Web Crypto: jose refuses jsdom's Uint8Array (another realm), as in login-encryption.test.ts.
/** The registration calls as the front end sends them (SPEC 7 Register). */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import {
  checkInvitationCode, checkVerificationCode, fetchCaptcha, fetchRegisterSettings, fetchValidationSettings, isUsernameAvailable, register,
} from '../../../src/api/register.ts';
import { makeSealingKey, type SealingKey } from './sealing-key.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

let key: SealingKey;
let platform: StubPlatform;

beforeAll(async () => {
  key = await makeSealingKey();
});
beforeEach(() => {
  platform = installStubPlatform();
});

async function refusal(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'X', message: 'm' });
}

describe('registration settings and captcha', () => {
  it('gets the registration settings; a refusal goes to the general error path', async () => {
    platform.answer({ fields: ['username'] });
    await expect(fetchRegisterSettings()).resolves.toEqual({ fields: ['username'] });
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/register/settings' });
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusal(fetchRegisterSettings());
    expect(platform.onError).toHaveBeenCalledOnce();
  });

  it('gets a captcha; a refusal is the screen\'s to show', async () => {
    platform.answer({ key: 'cap-1', image: 'data:image/png;base64,AAAA' });
    await expect(fetchCaptcha()).resolves.toEqual({ key: 'cap-1', image: 'data:image/png;base64,AAAA' });
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/captcha' });
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusal(fetchCaptcha());
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('the registration reads (SPEC 7 Register)', () => {
  it('R7-7 validation settings, register settings, username availability, verification (with a query) and the captcha are GET', async () => {
    platform.answer({});
    await fetchValidationSettings();
    await fetchRegisterSettings();
    platform.answer({ available: true });
    await isUsernameAvailable('newplayer1');
    platform.answer({ valid: true });
    await checkVerificationCode('9171234567', '123456');
    platform.answer({});
    await fetchCaptcha();
    expect(platform.sent.map((r) => [r.method, r.url, r.params, r.data])).toStrictEqual([
      ['GET', '/wps/register/validation-settings', undefined, undefined],
      ['GET', '/wps/register/settings', undefined, undefined],
      ['GET', '/wps/register/username-available', { username: 'newplayer1' }, undefined],
      ['GET', '/wps/register/verification', { mobileNum: '9171234567', verificationCode: '123456' }, undefined],
      ['GET', '/wps/captcha', undefined, undefined],
    ]);
  });

  it('answers the availability from value.available and a code\'s validity from value.valid; a refused check is the screen\'s to handle', async () => {
    platform.answer({ available: false });
    await expect(isUsernameAvailable('demo00')).resolves.toBe(false);
    platform.answer({ valid: false });
    await expect(checkVerificationCode('9171234567', '000000')).resolves.toBe(false);
    platform.answer({ username: { required: true } });
    await expect(fetchValidationSettings()).resolves.toStrictEqual({ username: { required: true } });
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusal(isUsernameAvailable('newplayer1', { quiet: true }));
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('invitation code', () => {
  it('checks the code and domain in the query; a refusal is the screen\'s to show', async () => {
    await expect(checkInvitationCode('INV123', 'ttslot.example')).resolves.toBeUndefined();
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/register/invitation-code', params: { code: 'INV123', domain: 'ttslot.example' } });
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusal(checkInvitationCode('BAD', 'ttslot.example'));
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('register', () => {
  it('puts the sealed account by username or by mobile and answers the new user name', async () => {
    for (const [method, path] of [['username', '/wps/register/username'], ['mobile', '/wps/register/mobile']] as const) {
      platform.answer({ userName: 'newplayer1' });
      await expect(register(method, { username: 'newplayer1', password: 'Secret123', confirmPassword: 'Secret123', type: 0, moduleId: 'REG3' }, key.publicKey)).resolves.toEqual({ userName: 'newplayer1' });
      expect(platform.last()).toMatchObject({ method: 'PUT', url: path });
      expect(platform.last().headers['Encryption']).toBe('test-key');
      expect(await key.open(platform.last())).toMatchObject({ username: 'newplayer1', password: 'Secret123', moduleId: 'REG3' });
    }
  });

  it('a refused registration is the screen\'s to show', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusal(register('username', { username: 'taken01', password: 'Secret123', confirmPassword: 'Secret123', type: 0, moduleId: 'REG3' }, key.publicKey));
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
