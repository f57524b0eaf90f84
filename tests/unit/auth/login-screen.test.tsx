import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { registerSignInProvider, createSandboxProvider } from '../../../src/features/auth/index.ts';
import { loginMethods } from '../../../src/features/auth/login-screen.tsx';
import { loadRememberedLogin, saveRememberedLogin } from '../../../src/state/remembered-login.ts';
import { endSession, sessionStore } from '../../../src/state/session-store.ts';
import { applySystemStatus } from '../../../src/state/system-store.ts';
import { heldPassword, releasePassword } from '../../../src/state/held-password.ts';
import { dialingCodes } from '../../../src/ui/form/mobile-input.tsx';
import { hideToast, toastStore } from '../../../src/state/toast-store.ts';
import { boot, renderAt, routerAt } from './harness.tsx';

const api = vi.hoisted(() => ({ login: vi.fn(), rememberLogin: vi.fn(), forgetRememberToken: vi.fn(), sendLogout: vi.fn(), createTrialAccount: vi.fn(), testPlay: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => api);
const captchaApi = vi.hoisted(() => ({ fetchCaptcha: vi.fn() }));
vi.mock('../../../src/api/register.ts', () => captchaApi);
const smsApi = vi.hoisted(() => ({ sendSmsCode: vi.fn() }));
vi.mock('../../../src/api/sms.ts', () => smsApi);

const { LoginScreen } = await import('../../../src/features/auth/login-screen.tsx');

const SESSION = { token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, agent: false, firstTimeLogin: false, read: true, expirationTime: Date.now() + 3_600_000 };
const TOKEN = 'T'.repeat(43);
const NEXT_TOKEN = 'N'.repeat(43);

function flags(values: Record<string, boolean>): void {
  applySystemStatus({ info: { whitelabel: values, modules: {} } } as never);
}

beforeAll(() => boot());
beforeEach(() => {
  api.login.mockReset().mockResolvedValue({ ...SESSION, rememberToken: TOKEN });
  api.rememberLogin.mockReset().mockResolvedValue({ ...SESSION, rememberToken: NEXT_TOKEN });
  api.forgetRememberToken.mockReset().mockResolvedValue(undefined);
  captchaApi.fetchCaptcha.mockReset().mockResolvedValue({ captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 });
  smsApi.sendSmsCode.mockReset().mockResolvedValue(Date.now() + 60_000);
  registerSignInProvider(undefined);
});
afterEach(() => endSession());

const show = () => renderAt('/m/login', '/m/login', <LoginScreen />);

/** A failed login shows the spec's toast and an alert that stays above the fields, both with the reason. */
async function failureShown(text: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent(text);
  return screen.getAllByRole('alert').find((alert) => alert.closest('form') !== null)!;
}

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

  it('R2.4-4 remember (D26: "Remember me", the password is not what is kept) is on by default', () => {
    show();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('D26 passwords are the browser password manager\'s to keep: autocomplete current-password and username', () => {
    show();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username');
  });

  it('R2.4-8 the footer links home, register and forgot password', () => {
    show();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/m/forget');
  });

  it('R5-21 an empty form sends nothing and asks for username and password', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Please enter the username and password')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('R4-5 success stores the session and token, and goes home', async () => {
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo01', password: 'Demo@1234', type: 'username', remember: true, deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) }), undefined);
    expect(sessionStore.session?.token).toBe(SESSION.token);
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: SESSION.token, userName: 'demo01', type: 1 });
  });

  it('R2.4-7 R8-8 R5-22 R4-8 a failure carrying the captcha marker shows the captcha, which is then required and refreshed on a tap', async () => {
    api.login.mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'The username or password is incorrect', 200, { captcha: true }));
    show();
    expect(screen.queryByLabelText(/^Captcha\*?$/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await failureShown('The username or password is incorrect');
    const captcha = await screen.findByLabelText(/^Captcha\*?$/);
    expect(captchaApi.fetchCaptcha).toHaveBeenCalledTimes(1);
    // what the user typed survives the failure
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter a captcha')).toBeInTheDocument();
    expect(captcha).toHaveAccessibleDescription('Enter a captcha');
    expect(api.login).toHaveBeenCalledTimes(1);
    await userEvent.type(captcha, '12a34567');
    expect(captcha).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Captcha image, tap for a new one' }));
    expect(captchaApi.fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(captcha).toHaveValue('');
  });

  it('R3-28 the login payload: username, password and type username, the captcha once asked, the dialing code; by SMS the mobile as username, its code and type sms', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    api.login.mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'The username or password is incorrect', 200, { captcha: true }));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ username: 'demo01', password: 'Wrong@1234', type: 'username', countryDialingCode: expect.stringMatching(/^\d+$/) });
    expect(api.login.mock.calls[0]?.[0]).not.toHaveProperty('captcha');
    await userEvent.type(await screen.findByLabelText(/^Captcha\*?$/), '4321');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(2));
    expect(api.login.mock.calls[1]?.[0]).toMatchObject({ username: 'demo01', password: 'Demo@1234', type: 'username', captcha: '4321', captchaId: 'cap-1' });
    endSession();

    show();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9170000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(3));
    const bySms = api.login.mock.calls[2]?.[0] as Record<string, unknown>;
    expect(bySms).toMatchObject({ username: '9170000001', verificationCode: '654321', type: 'sms', countryDialingCode: expect.stringMatching(/^\d+$/) });
    expect(bySms).not.toHaveProperty('password');
    expect(bySms).not.toHaveProperty('firebaseIdToken');
  });

  it('R2.4-7 a failure without the marker keeps the captcha hidden', async () => {
    api.login.mockRejectedValueOnce(new ApiError('NON_MEMBER_LOGIN', 'Non-member account unable to login', 200));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'nonmember01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await failureShown('Non-member account unable to log in');
    expect(screen.queryByLabelText(/^Captcha\*?$/)).toBeNull();
  });

  it('the failure stays above the fields after the toast, says why the captcha appeared, and goes with the next try', async () => {
    api.login.mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'The username or password is incorrect', 200, { captcha: true }))
      .mockRejectedValueOnce(new ApiError('NON_MEMBER_LOGIN', 'Non-member account unable to login', 200));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await failureShown('The username or password is incorrect');
    expect(alert).toHaveTextContent('please also enter the code shown in the picture');
    // above the fields: it comes before the username input in the form
    expect(alert.compareDocumentPosition(screen.getByLabelText('Username')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(async () => hideToast());
    await waitFor(() => expect(screen.getByRole('alert')).toBe(alert));
    await userEvent.type(await screen.findByLabelText(/^Captcha\*?$/), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const next = await failureShown('Non-member account unable to log in');
    expect(next).not.toHaveTextContent('picture');
  });

  it('R6-13 the platform\'s refusal of a non-member account shows "Non-member account unable to log in" and signs nobody in', async () => {
    api.login.mockRejectedValueOnce(new ApiError('NON_MEMBER_LOGIN', 'Non-member account unable to login', 200));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'nonmember01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await failureShown('Non-member account unable to log in');
    expect(sessionStore.session).toBeUndefined();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
  });

  it('R6-14 an agent-only refusal shows "Non-agents cannot log in"', async () => {
    api.login.mockRejectedValueOnce(new ApiError('NON_AGENT_LOGIN', 'Non-agents cannot log in', 200));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'nonagent01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await failureShown('Non-agents cannot log in');
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

  it('R4-7 (D26) each method reloads its own remembered login: the account in a remembered state, no password', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    const { unmount } = show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    unmount();
    endSession();
    const { container } = show();
    const account = screen.getByRole('region', { name: 'Remembered account' });
    expect(account).toHaveTextContent('demo01');
    expect(account).toHaveTextContent('Remembered on this device');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(container.querySelector('input[type="password"]')).toBeNull();
    expect(container.innerHTML).not.toContain('Demo@1234');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.queryByRole('region', { name: 'Remembered account' })).toBeNull();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByRole('region', { name: 'Remembered account' })).toHaveTextContent('demo01');
  });

  it('R4-7 (D26) the SMS method remembers the mobile number and its dialing code', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    saveRememberedLogin({ type: 'sms', username: '9170000001', countryDialingCode: '63', rememberToken: TOKEN });
    show();
    expect(screen.queryByRole('region', { name: 'Remembered account' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('region', { name: 'Remembered account' })).toHaveTextContent('+63 9170000001');
    expect(screen.queryByLabelText('SMS code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.rememberLogin).toHaveBeenCalledWith(expect.objectContaining({ username: '9170000001', rememberToken: TOKEN, type: 'sms' }), undefined));
  });
});

describe('login: each field checked as the player leaves it (SPEC 5)', () => {
  it('an empty field left stays quiet; a wrong one says why, and a right one clears it', async () => {
    show();
    const user = userEvent.setup();
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    await user.click(username);
    await user.click(password);
    await user.click(username);
    expect(username).not.toHaveAccessibleDescription();
    expect(password).not.toHaveAccessibleDescription();
    await user.type(username, 'ab');
    await user.click(password);
    expect(username).toHaveAccessibleDescription('Account format is incorrect');
    expect(password).not.toHaveAccessibleDescription();
    await user.type(password, '12');
    await user.click(username);
    expect(password).toHaveAccessibleDescription('Password format is incorrect');
    await user.type(username, 'c');
    await user.click(password);
    expect(username).not.toHaveAccessibleDescription();
    expect(password).toHaveAccessibleDescription('Password format is incorrect');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('on the mobile tab the number is checked when left; switching tabs marks the tab chosen and clears the messages', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    show();
    const user = userEvent.setup();
    const tabs = () => screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);
    expect(tabs()).toEqual([['Username', 'true'], ['Mobile', 'false']]);
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(tabs()).toEqual([['Username', 'false'], ['Mobile', 'true']]);
    const mobile = screen.getByLabelText('Mobile number');
    await user.click(mobile);
    await user.click(screen.getByLabelText('SMS code'));
    expect(mobile).not.toHaveAccessibleDescription();
    await user.type(mobile, '917');
    await user.click(screen.getByLabelText('SMS code'));
    expect(mobile).toHaveAccessibleDescription('The mobile num is not valid');
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByLabelText('Username')).toHaveValue('ab');
    expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription();
  });

  it('a submit stays in the page (the browser\'s own page load is prevented)', () => {
    show();
    expect(fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!)).toBe(false);
  });
});

describe('remembered login with a token (D26)', () => {
  const rememberDemo01 = () => saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '63', rememberToken: TOKEN });

  it('signs in with the token, never a password, and keeps the next token', async () => {
    rememberDemo01();
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.login).not.toHaveBeenCalled();
    expect(api.rememberLogin).toHaveBeenCalledWith({ username: 'demo01', rememberToken: TOKEN, deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), type: 'username', remember: true }, undefined);
    expect(loadRememberedLogin('username')).toEqual({ type: 'username', username: 'demo01', countryDialingCode: '63', rememberToken: NEXT_TOKEN });
    expect(sessionStore.session?.token).toBe(SESSION.token);
    // the token was spent by the sign-in, not revoked
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
  });

  it('"use a password instead" revokes the token and asks the password for the remembered account', async () => {
    rememberDemo01();
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Use a password instead' }));
    expect(api.forgetRememberToken).toHaveBeenCalledWith(TOKEN, undefined);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(loadRememberedLogin('username')).toEqual({ type: 'username', username: 'demo01', countryDialingCode: '63' });
  });

  it('a refused token (expired, revoked, spent elsewhere) is dropped: the spec\'s message, the account kept, the password asked', async () => {
    rememberDemo01();
    api.rememberLogin.mockRejectedValueOnce(new ApiError('REMEMBER_TOKEN_REFUSED', 'The account has been logged out, please log in again', 200));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await failureShown('The account has been logged out, please log in again');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(loadRememberedLogin('username')).toEqual({ type: 'username', username: 'demo01', countryDialingCode: '63' });
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
  });

  it('a network failure keeps the token for the next try', async () => {
    rememberDemo01();
    api.rememberLogin.mockRejectedValueOnce(new ApiError('NETWORK', 'network slow or offline'));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await failureShown('Network slow or offline, please try again');
    expect(screen.getByRole('region', { name: 'Remembered account' })).toBeInTheDocument();
    expect(loadRememberedLogin('username')?.rememberToken).toBe(TOKEN);
  });

  it('remember unticked: signs in with the token once, then the device forgets the account', async () => {
    rememberDemo01();
    api.rememberLogin.mockResolvedValueOnce(SESSION);
    show();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.rememberLogin).toHaveBeenCalledWith(expect.objectContaining({ remember: false }), undefined);
    expect(loadRememberedLogin('username')).toBeUndefined();
    expect(api.forgetRememberToken).not.toHaveBeenCalled(); // spent by the sign-in: nothing left to revoke
  });

  it('a password login without remember asks for no token and forgets the method', async () => {
    saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '63' });
    api.login.mockResolvedValueOnce(SESSION);
    show();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.login.mock.calls[0]?.[0]).not.toHaveProperty('deviceId');
    expect(loadRememberedLogin('username')).toBeUndefined();
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

/** Shows the screen and fails one password login with the platform's captcha marker. */
async function failAskingCaptcha(): Promise<void> {
    api.login.mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'The username or password is incorrect', 200, { captcha: true }));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login: the two methods side by side (SPEC 2.4, 4, 5; D26)', () => {
  const mobileTab = () => userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
  const usernameTab = () => userEvent.click(screen.getByRole('tab', { name: 'Username' }));
  afterEach(() => releasePassword());

  it('on the mobile tab an empty submit asks for the number and the code and focuses the number; Get code with a bad number focuses it too', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    show();
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeVisible();
    await mobileTab();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription();
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription('Please enter the verification code');
    await user.click(screen.getByLabelText('SMS code'));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(smsApi.sendSmsCode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Mobile number'), '9170000001');
    await user.click(screen.getByLabelText('SMS code'));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Mobile number')).not.toHaveFocus();
    expect(smsApi.sendSmsCode).toHaveBeenCalledTimes(1);
    expect(api.login).not.toHaveBeenCalled();
  });

  it('R4-7 (D26) each tab brings its own remembered account without a token: the user name, the number and its dialing code', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    const [first, second] = dialingCodes();
    saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: first! });
    saveRememberedLogin({ type: 'sms', username: '9170000001', countryDialingCode: second! });
    show();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'someone');
    await mobileTab();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9170000001');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue(second);
    await usernameTab();
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(1));
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ username: 'demo01', countryDialingCode: first });
  });

  it('(D26) dropping the SMS token asks the SMS code with the focus on it; the username tab keeps its own remembered account', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '63', rememberToken: TOKEN });
    saveRememberedLogin({ type: 'sms', username: '9170000001', countryDialingCode: '63', rememberToken: NEXT_TOKEN });
    show();
    await mobileTab();
    await userEvent.click(screen.getByRole('button', { name: 'Use an SMS code instead' }));
    expect(screen.getByLabelText('SMS code')).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9170000001');
    await usernameTab();
    expect(screen.getByRole('region', { name: 'Remembered account' })).toHaveTextContent('demo01');
  });

  it('the captcha belongs to the username tab: a new one after a trip to the mobile tab, none sent by SMS', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    await failAskingCaptcha();
    await userEvent.type(await screen.findByLabelText(/^Captcha\*?$/), '4321');
    expect(captchaApi.fetchCaptcha).toHaveBeenCalledTimes(1);
    await mobileTab();
    expect(screen.queryByLabelText(/^Captcha\*?$/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Mobile number'), '9170000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(2));
    expect(api.login.mock.calls[1]?.[0]).not.toHaveProperty('captcha');
    endSession();
  });

  it('a new captcha after a tab switch starts empty', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    await failAskingCaptcha();
    await userEvent.type(await screen.findByLabelText(/^Captcha\*?$/), '4321');
    await mobileTab();
    await usernameTab();
    expect(captchaApi.fetchCaptcha).toHaveBeenCalledTimes(3);
    expect(screen.getByLabelText(/^Captcha\*?$/)).toHaveValue('');
  });

  it('a captcha picture that cannot be refreshed is dropped: the next try sends the typed code without the old picture\'s id', async () => {
    await failAskingCaptcha();
    await screen.findByLabelText(/^Captcha\*?$/);
    captchaApi.fetchCaptcha.mockRejectedValueOnce(new ApiError('NETWORK', 'network slow or offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Captcha image, tap for a new one' }));
    await userEvent.type(screen.getByLabelText(/^Captcha\*?$/), '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(2));
    expect(api.login.mock.calls[1]?.[0]).toMatchObject({ captcha: '4321' });
    expect(api.login.mock.calls[1]?.[0]).not.toHaveProperty('captchaId');
    endSession();
  });

  it('(D26) a remembered account without a token only fills the field: the name typed over it is the one that signs in', async () => {
    saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '63' });
    api.login.mockResolvedValueOnce(SESSION);
    show();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'demo02');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(1));
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ username: 'demo02' });
  });

  it('a remembered number saved without a dialing code keeps the code already chosen; no captcha is fetched by a tab switch before one is asked', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    saveRememberedLogin({ type: 'sms', username: '9170000001', countryDialingCode: '' });
    show();
    await mobileTab();
    const code = screen.getByRole('combobox', { name: 'Country code' });
    expect(code).not.toHaveValue('');
    await usernameTab();
    expect(captchaApi.fetchCaptcha).not.toHaveBeenCalled();
  });

  it('a password typed on the username tab is not held after a sign-in by SMS, and a phone provider is not asked on the username tab', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    const phone = { send: vi.fn(async () => undefined), verify: vi.fn(async () => 'firebase-token') };
    registerSignInProvider({ ...createSandboxProvider(), phone });
    api.login.mockResolvedValue(SESSION);
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await mobileTab();
    await userEvent.type(screen.getByLabelText('Mobile number'), '9170000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(heldPassword('demo01')).toBeUndefined();
    endSession();
    phone.verify.mockClear();
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(2));
    expect(phone.verify).not.toHaveBeenCalled();
    expect(api.login.mock.calls[1]?.[0]).toMatchObject({ type: 'username' });
  });

  it('a mobile tab the platform turns off while chosen gives way to the username form', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    show();
    await mobileTab();
    await act(async () => flags({ MOBILEVERCODELOGIN3: false }));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByLabelText('Username')).toBeVisible();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });
});

describe('login: what a sign-in leaves behind (SPEC 2.4, 2.7, 4; D26)', () => {
  afterEach(() => releasePassword());

  it('a password sign-in holds the typed password for change password, sends the user name trimmed, confirms and replaces the login page', async () => {
    api.login.mockResolvedValueOnce(SESSION);
    const { router } = routerAt(['/m/home', '/m/login'], '/m/login', <LoginScreen />);
    await userEvent.type(screen.getByLabelText('Username'), ' demo01 ');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ username: 'demo01' });
    expect(heldPassword('demo01')).toBe('Demo@1234');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('status')).toHaveTextContent('Login successful');
    expect(toastStore.current?.kind).toBe('success');
  });

  it('an SMS sign-in holds no password', async () => {
    flags({ MOBILEVERCODELOGIN3: true });
    api.login.mockResolvedValueOnce(SESSION);
    show();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9170000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(heldPassword('demo01')).toBeUndefined();
  });

  it('a second try: the button waits while the call is out and the last failure goes when it starts', async () => {
    api.login.mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'The username or password is incorrect', 200));
    show();
    await userEvent.type(screen.getByLabelText('Username'), 'demo01');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await failureShown('The username or password is incorrect');
    act(() => hideToast());
    let answer: (session: typeof SESSION) => void = () => {};
    api.login.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => answer(SESSION));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
  });

  it('a refused remember token says the account was logged out, without the captcha note', async () => {
    saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '63', rememberToken: TOKEN });
    api.rememberLogin.mockRejectedValueOnce(new ApiError('REMEMBER_TOKEN_REFUSED', 'Remember token refused', 200));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await failureShown('The account has been logged out, please log in again');
    expect(alert).not.toHaveTextContent('please also enter the code shown in the picture');
  });

  it('the footer is the login\'s navigation; a guest\'s customer service is the customer service page', async () => {
    show();
    const footer = screen.getByRole('navigation', { name: 'Log in' });
    await userEvent.click(within(footer).getByRole('button', { name: 'Customer service' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/customer');
  });
});
