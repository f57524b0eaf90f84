// @vitest-environment jsdom
/**
 * The registration screen around its generated form (SPEC 2.5, 4, 8): loading and its failure, a closed
 * registration, what the browser is told about each field, what a failure renews and what success leaves.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import registration from '../../../merchants/ttslot/registration.json';
import { ApiError } from '../../../src/api/errors.ts';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';
import { applySystemStatus, resetSystemStore } from '../../../src/state/system-store.ts';
import { resetToastStore, toastStore } from '../../../src/state/toast-store.ts';
import { boot, renderAt, routerAt, TTSLOT } from './harness.tsx';

const api = vi.hoisted(() => ({
  fetchRegisterSettings: vi.fn(),
  fetchCaptcha: vi.fn(),
  checkInvitationCode: vi.fn(),
  register: vi.fn(),
  isUsernameAvailable: vi.fn(),
}));
vi.mock('../../../src/api/register.ts', () => api);

const { RegisterScreen } = await import('../../../src/features/register/register-screen.tsx');
const settings = registration as unknown as RegistrationSettings;

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => boot());
beforeEach(() => {
  api.fetchRegisterSettings.mockReset().mockResolvedValue(settings);
  api.fetchCaptcha.mockReset().mockResolvedValue({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 });
  api.checkInvitationCode.mockReset().mockResolvedValue(undefined);
  api.register.mockReset().mockResolvedValue({ userName: 'newplayer1' });
  api.isUsernameAvailable.mockReset().mockResolvedValue(true);
});
afterEach(() => {
  resetSystemStore();
  resetToastStore();
  localStorage.clear();
});

const show = () => renderAt('/m/register', '/m/register', <RegisterScreen />);

async function fillValid(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(await screen.findByLabelText(/^Username/), 'newplayer1');
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
  await user.type(screen.getByLabelText(/^Captcha\*?$/), '1234');
}

describe('the registration screen around its form (SPEC 2.5, 4, 8)', () => {
  it('says it is loading, says when the settings cannot load, and tries again on request', async () => {
    api.fetchRegisterSettings.mockRejectedValueOnce(new ApiError('NETWORK', 'network slow or offline'));
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the registration form...');
    expect(await screen.findByRole('alert')).toHaveTextContent('The registration form could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Username/)).toBeVisible();
    expect(api.fetchRegisterSettings).toHaveBeenCalledTimes(2);
  });

  it('with neither the username nor the mobile method on, registration says it is closed and offers no form', async () => {
    applySystemStatus({ info: { whitelabel: { ...TTSLOT.whitelabel, USERNAMEREG3: false, MOBILENUMREG3: false }, modules: {} } } as never);
    show();
    expect(await screen.findByText('Registration is closed at the moment.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('tells the browser what each field holds: the account name, an e-mail keyboard, the real name', async () => {
    show();
    expect(await screen.findByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username');
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Real name/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByText(/Already have an account\?/)).toBeVisible();
  });

  it('sends what was typed trimmed, the passwords as typed', async () => {
    show();
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Real name/), ' Juan Cruz ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
    expect(api.register.mock.calls[0]?.[1]).toMatchObject({ payeeName: 'Juan Cruz', password: 'Secret123', confirmPassword: 'Secret123', domain: window.location.hostname });
  });

  it('a refused registration renews the captcha and empties it; a platform message on a field goes when the field changes', async () => {
    api.register.mockRejectedValueOnce(new ApiError('USERNAME_EXISTS', 'Sorry, the username already exists', 200, { field: 'username' }));
    show();
    const user = userEvent.setup();
    await fillValid(user);
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.fetchCaptcha).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByLabelText(/^Captcha\*?$/)).toHaveValue(''));
    const username = screen.getByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveAccessibleDescription(/Sorry, the username already exists/));
    await user.type(username, '2');
    await waitFor(() => expect(username).not.toHaveAccessibleDescription(/Sorry, the username already exists/));
  });

  it('R4-26 success is announced as a success and the registration page is replaced by the login', async () => {
    const { router } = routerAt(['/m/home', '/m/register'], '/m/register', <RegisterScreen />);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toastStore.current?.kind).toBe('success');
  });

  it('messages wait until a field is left or the form is sent, and a tab switch starts the form quiet again', async () => {
    show();
    const user = userEvent.setup();
    const username = await screen.findByLabelText(/^Username/);
    await user.type(username, 'ab');
    expect(username).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(/Account format is incorrect/));
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await act(async () => { await Promise.resolve(); });
    expect(screen.getByLabelText(/^Username/)).not.toHaveAccessibleDescription(/Account format is incorrect/);
    expect(api.register).not.toHaveBeenCalled();
  });
});
