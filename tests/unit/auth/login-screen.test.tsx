import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { registerSignInProvider, createSandboxProvider } from '../../../src/features/auth/index.ts';
import { loginMethods } from '../../../src/features/auth/login-screen.tsx';
import { setKeyVault, type KeyVault } from '../../../src/state/remembered-login.ts';
import { endSession, sessionStore } from '../../../src/state/session-store.ts';
import { applySystemStatus } from '../../../src/state/system-store.ts';
import { boot, renderAt } from './harness.tsx';

const api = vi.hoisted(() => ({ login: vi.fn(), createTrialAccount: vi.fn(), testPlay: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => api);
const captchaApi = vi.hoisted(() => ({ fetchCaptcha: vi.fn() }));
vi.mock('../../../src/api/register.ts', () => captchaApi);
const smsApi = vi.hoisted(() => ({ sendSmsCode: vi.fn() }));
vi.mock('../../../src/api/sms.ts', () => smsApi);

const { LoginScreen } = await import('../../../src/features/auth/login-screen.tsx');

function memoryVault(): KeyVault {
  let key: CryptoKey | undefined;
  return { get: async () => key, put: async (k) => { key = k; }, clear: async () => { key = undefined; } };
}

const SESSION = { token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, agent: false, firstTimeLogin: false, read: true, expirationTime: Date.now() + 3_600_000 };

function flags(values: Record<string, boolean>): void {
  applySystemStatus({ info: { whitelabel: values, modules: {} } } as never);
}

beforeAll(() => boot());
beforeEach(() => {
  api.login.mockReset().mockResolvedValue(SESSION);
  captchaApi.fetchCaptcha.mockReset().mockResolvedValue({ captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 });
  smsApi.sendSmsCode.mockReset().mockResolvedValue(Date.now() + 60_000);
  setKeyVault(memoryVault());
  registerSignInProvider(undefined);
});
afterEach(() => endSession());

const show = () => renderAt('/m/login', '/m/login', <LoginScreen />);

describe('login methods by MOBILEVERCODELOGIN3 (SPEC 2.4)', () => {
  it('R2.4-1 R2.4-2 the SMS method exists only with the flag on', () => {
    expect(loginMethods(true)).toEqual(['username', 'sms']);
    expect(loginMethods(false)).toEqual(['username']);
  });

  it('R2.4-2 flag off (ttslot): no tabs, only username and password', () => {
    show();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('R2.4-2 flag on at runtime: username and mobile tabs; the mobile tab asks mobile and SMS code', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    show();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
  });
});

describe('login form (SPEC 2.4, 4, 5)', () => {
  it('R2.4-3 the password has a show/hide toggle', async () => {
    show();
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'Demo@1234');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('R2.4-4 remember password is on by default', () => {
    show();
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  });

  it('R2.4-8 the footer links home, register and forgot password', () => {
    show();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/m/forget');
  });

  it('R5-21 an empty form sends nothing and asks for username and password', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getAllByText('Please enter the username and password')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('R4-5 success stores the session and token, and goes home', async () => {
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo01', password: 'Demo@1234', type: 'username', remember: true }), undefined);
    expect(sessionStore.session?.token).toBe(SESSION.token);
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: SESSION.token, userName: 'demo01', type: 1 });
  });

  it('R2.4-7 R8-8 R5-22 a failure carrying the captcha marker shows the captcha, which is then required', async () => {
    api.login.mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'The username or password is incorrect', 200, { captcha: true }));
    show();
    expect(screen.queryByLabelText(/^Captcha\*?$/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect');
    const captcha = await screen.findByLabelText(/^Captcha\*?$/);
    expect(captchaApi.fetchCaptcha).toHaveBeenCalledTimes(1);
    // what the user typed survives the failure
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter a captcha')).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledTimes(1);
    await userEvent.type(captcha, '12a34567');
    expect(captcha).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Captcha image, tap for a new one' }));
    expect(captchaApi.fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(captcha).toHaveValue('');
  });

  it('R2.4-7 a failure without the marker keeps the captcha hidden', async () => {
    api.login.mockRejectedValueOnce(new ApiError('NON_MEMBER_LOGIN', 'Non-member account unable to login', 200));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'nonmember01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-member account unable to login');
    expect(screen.queryByLabelText(/^Captcha\*?$/)).toBeNull();
  });

  it('R6-14 an agent-only refusal shows "Non-agents cannot log in"', async () => {
    api.login.mockRejectedValueOnce(new ApiError('NON_AGENT_LOGIN', 'Non-agents cannot log in', 200));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'nonagent01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  });

  it('R5-23 R5-24 the mobile takes 20 digits, the code 10, and a bad mobile requests no code', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    show();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('maxLength', '10');
    await userEvent.type(mobile, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByText('The mobile num is not valid')).toBeInTheDocument();
    expect(smsApi.sendSmsCode).not.toHaveBeenCalled();
    await userEvent.type(mobile, '70000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(smsApi.sendSmsCode).toHaveBeenCalledWith('1270000001', expect.any(String));
    expect(await screen.findByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  });

  it('R4-7 each method reloads its own remembered credentials', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    const { unmount } = show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    unmount();
    endSession();
    show();
    expect(await screen.findByDisplayValue('demo01')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue('Demo@1234'));
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
  });
});

describe('social login buttons (SPEC 2.4, 5)', () => {
  const cases: [boolean, boolean, boolean, string[]][] = [
    [true, true, true, ['Log in with Facebook', 'Log in with Google']],
    [true, false, true, ['Log in with Facebook']],
    [false, true, true, ['Log in with Google']],
    [true, true, false, []],
  ];
  it.each(cases)('R2.4-5 R2.4-6 FACEBOOKLOGIN3=%s GOOGLELOGIN3=%s provider=%s', (facebook, google, provider, expected) => {
    flags({ FACEBOOKLOGIN3: facebook, GOOGLELOGIN3: google });
    if (provider) registerSignInProvider(createSandboxProvider());
    show();
    const names = screen.queryAllByRole('button', { name: /^Log in with/ }).map((b) => b.textContent);
    expect(names).toEqual(expected);
  });
});
