/**
 * The registration payload as it leaves the browser (SPEC 3): the screen, the real api call and the
 * sealing, with the platform stood in for at axios's adapter. The sealed body is opened with the test's key.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { createSandboxProvider, registerSignInProvider } from '../../../src/features/auth/index.ts';
import { FIELD_ORDER } from '../../../src/features/register/schema.ts';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';
import { RegisterScreen } from '../../../src/features/register/register-screen.tsx';
import { makeSealingKey, type SealingKey } from '../api/sealing-key.ts';
import { boot, renderAt } from './harness.tsx';

/** Every field of the registration settings switched on, none required beyond the account itself. */
const everyField = {
  version: 'payload-test-1',
  fields: Object.fromEntries(FIELD_ORDER.map((name) => [name, { enabled: true, required: false }])),
  captcha: { enabled: true },
} as unknown as RegistrationSettings;

vi.setConfig({ testTimeout: 30_000 });

let key: SealingKey;
let sealed: InternalAxiosRequestConfig[] = [];

beforeAll(async () => {
  await boot();
  key = await makeSealingKey();
});
beforeEach(() => {
  sealed = [];
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    if (url.startsWith('/wps/register/') && config.method === 'put') sealed.push(config);
    const value = url === '/wps/register/settings' ? everyField
      : url === '/wps/captcha' ? { captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 }
        : url === '/wps/system/status' ? { info: { publicKey: key.publicKey } }
          : url === '/wps/register/username-available' ? { available: true }
            : url === '/wps/register/invitation-code' ? {}
            : url === '/wps/sms/send' ? { expirationTime: Date.now() + 60_000 }
              : url.startsWith('/wps/register/') && config.method === 'put' ? { userName: 'newplayer1' }
                : undefined;
    const data = value === undefined ? { success: false, code: 'NOT_FOUND', message: 'not found' } : { success: true, value };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});

/** The fields of the one registration body sent so far, opened. */
async function sentPayload(): Promise<Record<string, unknown>> {
  await waitFor(() => expect(sealed).toHaveLength(1));
  return key.fields(JSON.parse(sealed[0]?.data as string));
}

describe('the registration payload as sent (SPEC 3)', () => {
  it('R3-21 R3-22 by username: the account, method, code and every profile field the form shows go under their names', async () => {
    renderAt('/m/register', '/m/register', <RegisterScreen />);
    const user = userEvent.setup({ delay: null });
    const typed: [RegExp, string, string][] = [
      [/^Username/, 'username', 'newplayer1'], [/^Password/, 'password', 'Secret123'], [/^Confirm password/, 'confirmPassword', 'Secret123'],
      [/^Payment password/, 'paymentPassword', 'Pay12345'], [/^Mobile number/, 'mobileNum', '9171234567'], [/^Nickname/, 'nickname', 'Nick'],
      [/^Real name/, 'payeeName', 'Juan Cruz'], [/^E-mail/, 'email', 'juan@example.com'], [/^Birthday/, 'birthday', '1990-04-05'],
      [/^ID number/, 'idNumber', 'ID778899'], [/^QQ/, 'qqNum', '123456789'], [/^Facebook/, 'facebook', 'fb.juan'], [/^WeChat/, 'wechat', 'wx.juan'],
      [/^LINE/, 'line', 'line.juan'], [/^WhatsApp/, 'whatsapp', '639171234567'], [/^Zalo/, 'zalo', 'zalo.juan'], [/^Referrer ID/, 'recommenderId', 'REF42'],
      [/^Invitation code/, 'affiliateCode', 'INV123'], [/^Captcha\*?$/, 'captcha', '1234'],
    ];
    for (const [label, , value] of typed) await user.type(await screen.findByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const payload = await sentPayload();
    expect(sealed[0]?.url).toBe('/wps/register/username');
    expect(payload).toMatchObject(Object.fromEntries(typed.map(([, name, value]) => [name, value])));
    expect(payload).toMatchObject({ countryDialingCode: expect.stringMatching(/^\d+$/), registerUrl: window.location.host, registerMethod: 'H5', type: 0, domain: window.location.hostname });
  });

  it('R3-21 by mobile with phone verification: the typed SMS code goes as verificationCode', async () => {
    registerSignInProvider(createSandboxProvider({ phone: true }));
    try {
      renderAt('/m/register', '/m/register', <RegisterScreen />);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('tab', { name: 'Mobile' }));
      await user.type(await screen.findByLabelText(/^Mobile number/), '9171234567');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      await user.type(screen.getByLabelText(/^SMS code/), '654321');
      await user.type(screen.getByLabelText(/^Password/), 'Secret123');
      await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
      await user.type(screen.getByLabelText(/^Captcha\*?$/), '1234');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      const payload = await sentPayload();
      expect(sealed[0]?.url).toBe('/wps/register/mobile');
      expect(payload).toMatchObject({ mobileNum: '9171234567', verificationCode: '654321', password: 'Secret123', confirmPassword: 'Secret123', captcha: '1234' });
    } finally {
      registerSignInProvider(undefined);
    }
  });
});
