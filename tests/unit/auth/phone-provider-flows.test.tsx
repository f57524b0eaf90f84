/**
 * SMS codes through the phone-verification provider (Firebase for a brand that names its project;
 * here the sandbox provider): SPEC 5, 7, 8 on the login screen.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxProvider, registerSignInProvider } from '../../../src/features/auth/index.ts';
import { endSession } from '../../../src/state/session-store.ts';
import { applySystemStatus } from '../../../src/state/system-store.ts';
import { boot, renderAt } from './harness.tsx';

const api = vi.hoisted(() => ({ login: vi.fn(), rememberLogin: vi.fn(), forgetRememberToken: vi.fn(), sendLogout: vi.fn(), createTrialAccount: vi.fn(), testPlay: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => api);
vi.mock('../../../src/api/register.ts', () => ({ fetchCaptcha: vi.fn().mockResolvedValue({ captchaId: 'c', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 }) }));
const smsApi = vi.hoisted(() => ({ sendSmsCode: vi.fn() }));
vi.mock('../../../src/api/sms.ts', () => smsApi);

const { LoginScreen } = await import('../../../src/features/auth/login-screen.tsx');

const SESSION = { token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type: 0, agent: false, firstTimeLogin: false, read: true, expirationTime: Date.now() + 3_600_000 };

function withPhone(options: Parameters<typeof createSandboxProvider>[0] = {}) {
  const provider = createSandboxProvider({ phone: true, ...options });
  const phone = provider.phone!;
  const spied = { send: vi.fn(phone.send), verify: vi.fn(phone.verify) };
  registerSignInProvider({ ...provider, phone: spied });
  return spied;
}

async function mobileTab(): Promise<void> {
  applySystemStatus({ info: { whitelabel: { MOBILEVERCODELOGIN3: true }, modules: {} } } as never);
  renderAt('/m/login', '/m/login', <LoginScreen />);
  await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
  await userEvent.type(screen.getByLabelText('Mobile number'), '9171234567');
}

beforeAll(() => boot());
beforeEach(() => {
  api.login.mockReset().mockResolvedValue(SESSION);
  smsApi.sendSmsCode.mockReset().mockResolvedValue(Date.now() + 60_000);
});
afterEach(() => {
  registerSignInProvider(undefined);
  endSession();
});

describe('phone codes through the verification provider', () => {
  it('R7-14 with phone verification the code request goes through the provider, with the number and dialing code', async () => {
    const phone = withPhone();
    await mobileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(phone.send).toHaveBeenCalledWith('9171234567', expect.stringMatching(/^\d+$/)));
    expect(await screen.findByText('The verification code has been sent')).toBeInTheDocument();
  });

  it('R8-11 a provider that fails to send: the loading toast goes and no other message comes', async () => {
    withPhone({ failSend: true });
    await mobileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(screen.queryByText('Sending the verification code...')).toBeNull());
    expect(screen.queryByText('The verification code has been sent')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('R5-25 R3-28 SMS login verifies the code through the provider first and signs in with its token (type firebase, channel sms)', async () => {
    const phone = withPhone();
    await mobileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(phone.send).toHaveBeenCalled());
    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.login).toHaveBeenCalled());
    expect(phone.verify).toHaveBeenCalledWith('123456');
    expect(phone.verify.mock.invocationCallOrder[0]).toBeLessThan(api.login.mock.invocationCallOrder[0]!);
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: expect.stringContaining('123456'), firebaseMobileNo: '9171234567', countryDialingCode: expect.stringMatching(/^\d+$/) });
  });

  it('R8-12 a verification that answers nothing aborts the login', async () => {
    const phone = withPhone({ verifyNothing: true });
    await mobileTab();
    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(phone.verify).toHaveBeenCalled());
    expect(api.login).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
