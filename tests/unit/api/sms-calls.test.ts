// @vitest-environment node
/** Sending an SMS verification code (SPEC 7 SMS). */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { sendSmsCode } from '../../../src/api/sms.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform();
});

describe('send an SMS code', () => {
  it('R3-31 posts the number as mobileNum with the dialing code and answers the ms timestamp when the next code may be asked for', async () => {
    platform.answer({ expirationTime: 1_764_000_060_000 });
    await expect(sendSmsCode('9170000001', '63')).resolves.toBe(1_764_000_060_000);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/sms/send', data: { mobileNum: '9170000001', countryDialingCode: '63' } });
  });

  it('answers nothing when the platform gives no time, or not a number', async () => {
    platform.answer(undefined);
    await expect(sendSmsCode('9170000001', '63')).resolves.toBeUndefined();
    platform.answer(null);
    await expect(sendSmsCode('9170000001', '63')).resolves.toBeUndefined();
    platform.answer({});
    await expect(sendSmsCode('9170000001', '63')).resolves.toBeUndefined();
    platform.answer({ expirationTime: '1764000060000' });
    await expect(sendSmsCode('9170000001', '63')).resolves.toBeUndefined();
  });

  it('a refused send is the screen\'s to show', async () => {
    platform.reply({ success: false, code: 'X', message: 'm' });
    const error = await sendSmsCode('9170000001', '63').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'X', message: 'm' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
