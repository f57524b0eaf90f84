// @vitest-environment node
// Node's own Web Crypto: jose refuses jsdom's Uint8Array (another realm), as in login-encryption.test.ts.
/** The password calls as the front end sends them (SPEC 7 Password). */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { changePassword, forgotPasswordByEmail, setPasswordByPhone } from '../../../src/api/password.ts';
import { makeSealingKey, type SealingKey } from './sealing-key.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

let key: SealingKey;
let platform: StubPlatform;

beforeAll(async () => {
  key = await makeSealingKey();
});
beforeEach(() => {
  platform = installStubPlatform(() => 'tok-0123456789abcdef');
});

async function refusedQuietly(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'X', message: 'm' });
  expect(platform.onError).not.toHaveBeenCalled();
}

describe('change password', () => {
  it('posts the sealed passwords with the token and answers the renewed remember token', async () => {
    platform.answer({ rememberToken: 'rt-renewed' });
    await expect(changePassword({ oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' }, key.publicKey)).resolves.toBe('rt-renewed');
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/password/change/v2' });
    expect(platform.last().headers).toMatchObject({ Encryption: 'test-key', Authorization: 'Bearer tok-0123456789abcdef' });
    expect(await key.open(platform.last())).toMatchObject({ oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' });
  });

  it('answers no remember token when the platform renews none', async () => {
    platform.answer({});
    await expect(changePassword({ oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' }, key.publicKey)).resolves.toBeUndefined();
  });

  it('a refused change is the screen\'s to show', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusedQuietly(changePassword({ oldPassword: 'Demo@1234', newPassword: 'Demo@1234', confirmNewPassword: 'Demo@1234' }, key.publicKey));
  });
});

describe('set password by phone', () => {
  it('posts the sealed new password with the phone, code and firebase token', async () => {
    await expect(setPasswordByPhone({ newPassword: 'Demo@5678', mobileNum: '9170000001', verificationCode: '123456', firebaseIdToken: 'fb-token' }, key.publicKey)).resolves.toBeUndefined();
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/password/phone' });
    expect(platform.last().headers['Encryption']).toBe('test-key');
    expect(await key.open(platform.last())).toMatchObject({ newPassword: 'Demo@5678', mobileNum: '9170000001', verificationCode: '123456', firebaseIdToken: 'fb-token' });
  });

  it('a refused reset is the screen\'s to show', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusedQuietly(setPasswordByPhone({ newPassword: 'Demo@5678', mobileNum: '9170000001', verificationCode: '000000', firebaseIdToken: 'fb-token' }, key.publicKey));
  });
});

describe('forgot password by e-mail', () => {
  it('posts the trimmed username and e-mail as JSON', async () => {
    await expect(forgotPasswordByEmail('  demo01 ', ' demo@example.com  ')).resolves.toBeUndefined();
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/password/forgot', data: { username: 'demo01', email: 'demo@example.com' } });
  });

  it('a refused request is the screen\'s to show', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    await refusedQuietly(forgotPasswordByEmail('demo01', 'demo@example.com'));
  });
});
