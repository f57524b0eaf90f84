// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import registration from '../../../merchants/ttslot/registration.json';
import { documentRows } from '../../../scripts/sandbox/document-texts.ts';
import { configureClient, http } from '../../../src/api/client.ts';
import { createSandboxProvider, registerSignInProvider } from '../../../src/features/auth/index.ts';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';
import { applySystemStatus, resetSystemStore } from '../../../src/state/system-store.ts';
import { boot, renderAt, TTSLOT } from './harness.tsx';

const api = vi.hoisted(() => ({
  fetchRegisterSettings: vi.fn(),
  fetchCaptcha: vi.fn(),
  checkInvitationCode: vi.fn(),
  register: vi.fn(),
  isUsernameAvailable: vi.fn(),
}));
vi.mock('../../../src/api/register.ts', () => api);

const { RegisterScreen } = await import('../../../src/features/register/register-screen.tsx');
const { registerMethods, defaultRegisterMethod } = await import('../../../src/features/register/register-method.ts');
const settings = registration as unknown as RegistrationSettings;

vi.setConfig({ testTimeout: 20_000 });
/** The operator's documents as the sandbox seeds them: the agreement's dialogs show what the platform answers. */
const DOCUMENTS = documentRows('ttslot', Date.UTC(2026, 0, 1)).filter((doc) => doc.language === 'EN');

beforeAll(() => boot());
beforeEach(() => {
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const kind = (config.params as { kind?: string } | undefined)?.kind;
    const doc = DOCUMENTS.find((d) => config.url === '/wps/system/document' && d.kind === kind);
    const data = doc === undefined ? { success: false, code: 'NOT_FOUND', message: 'not found' } : { success: true, value: doc };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  api.fetchRegisterSettings.mockReset().mockResolvedValue(settings);
  api.fetchCaptcha.mockReset().mockResolvedValue({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 });
  api.checkInvitationCode.mockReset().mockResolvedValue(undefined);
  api.register.mockReset().mockResolvedValue({ userName: 'newplayer1' });
  api.isUsernameAvailable.mockReset().mockResolvedValue(true);
});

const show = () => renderAt('/m/register', '/m/register', <RegisterScreen />);

describe('registration form from the register settings (SPEC 2.5, 5)', () => {
  it('R2.5-4 shows the enabled fields and R5-20 marks required ones with an asterisk', async () => {
    show();
    const username = await screen.findByLabelText(/^Username/);
    expect(username.closest('div')?.parentElement?.textContent).toContain('*');
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nickname/)).toBeNull();
  });

  it('R2.5-6 the social buttons show on registration when their flags are on and the brand has the provider', async () => {
    applySystemStatus({ info: { whitelabel: { ...TTSLOT.whitelabel, FACEBOOKLOGIN3: true, GOOGLELOGIN3: false }, modules: {} } } as never);
    registerSignInProvider(createSandboxProvider());
    try {
      show();
      await screen.findByLabelText(/^Username/);
      expect(screen.getByRole('button', { name: 'Log in with Facebook' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Log in with Google' })).toBeNull();
    } finally {
      registerSignInProvider(undefined);
      resetSystemStore();
    }
  });

  it('R5-12 a field failing its pattern shows its configured message', async () => {
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
  });
});

describe('registration tabs by USERNAMEREG3 and MOBILENUMREG3 (SPEC 2.5, 4)', () => {
  const cases: [boolean, boolean, string[], string][] = [
    [true, true, ['username', 'mobile'], 'username'],
    [true, false, ['username'], 'username'],
    [false, true, ['mobile'], 'mobile'],
    [false, false, [], 'username'],
  ];
  it.each(cases)('R2.5-3 R4-16 USERNAMEREG3=%s MOBILENUMREG3=%s -> tabs %j, default %s', (u, m, tabs, first) => {
    expect(registerMethods(u, m)).toEqual(tabs);
    expect(defaultRegisterMethod(u, m)).toBe(first);
  });

  it('R4-17 switching tab keeps the typed mobile number; R2.5-7 mobile mode links to customer service', async () => {
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Mobile number/), '9171234567');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(await screen.findByLabelText(/^Mobile number/)).toHaveValue('9171234567');
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
    expect(screen.getByLabelText(/^SMS code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/m/customer');
  });
});

describe('registration rules (SPEC 4, 5, 8)', () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/^Username/), 'newplayer1');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Captcha\*?$/), '1234');
  }

  it('R4-19 the captcha loads on mount; R4-20 tapping the image loads a new one and clears the value', async () => {
    show();
    const user = userEvent.setup();
    const captcha = await screen.findByLabelText(/^Captcha\*?$/);
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(1);
    await user.type(captcha, '99');
    await user.click(screen.getByRole('button', { name: 'Captcha image, tap for a new one' }));
    await waitFor(() => expect(screen.getByLabelText(/^Captcha\*?$/)).toHaveValue(''));
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(3);
  });

  it('R4-22 R5-13 R5-16 an empty submit focuses the first invalid field and sends nothing', async () => {
    show();
    const user = userEvent.setup();
    await screen.findByLabelText(/^Username/);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveFocus());
    expect(screen.getAllByText('Please enter the username and password').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Enter a captcha')).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('R5-11 empty optional fields pass; R5-10 a filled optional field is checked against its pattern', async () => {
    show();
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
  });

  it('R5-14 R5-15 a different confirmation fails and is rechecked when the password changes', async () => {
    show();
    const user = userEvent.setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Secret124');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Confirmation password not matched')).toBeNull());
  });

  it('R4-21 password toggles appear once text is typed', async () => {
    show();
    const user = userEvent.setup();
    await screen.findByLabelText(/^Password/);
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
    await user.type(screen.getByLabelText(/^Password/), 'a');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(1);
  });

  it('R5-17 R5-18 the SMS code is numeric up to 10 and a bad mobile requests no code', async () => {
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Mobile' }));
    const code = await screen.findByLabelText(/^SMS code/);
    expect(code).toHaveAttribute('maxLength', '10');
    await user.type(code, '12ab345678901');
    expect(code).toHaveValue('1234567890');
    await user.type(screen.getByLabelText(/^Mobile number/), '12');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The mobile num is not valid')).toBeInTheDocument();
  });

  it('R5-19 the birthday picker runs from 1900 to the end of this year', async () => {
    show();
    const birthday = await screen.findByLabelText(/^Birthday/);
    expect(birthday).toHaveAttribute('min', '1900-01-01');
    expect(birthday).toHaveAttribute('max', `${new Date().getFullYear()}-12-31`);
  });

  it('R2.5-2 the privacy policy modal has its six sections; R4-18 unticking the agreement disables submit', async () => {
    show();
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Register' });
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Privacy policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Privacy policy' });
    await within(dialog).findByRole('article', { name: 'Privacy policy' });
    const headings = await waitFor(() => {
      const found = Array.from(dialog.querySelectorAll('h3')).map((h) => h.textContent);
      expect(found).toHaveLength(6);
      return found;
    });
    expect(headings).toEqual(['Introduction', 'Purpose', 'Access', 'Confidentiality', 'Recipients', 'Monitoring']);
  });

  it('the agreement\'s terms open over the form, the platform\'s document, and what the player typed stays', async () => {
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'player77');
    await user.click(screen.getByRole('button', { name: 'Terms and conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms and conditions' });
    expect(await within(dialog).findByRole('heading', { name: 'Who may play' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('player77');
  });

  it('R4-18 the agreement box starts ticked; a merchant with registration.agreementDefault false starts it unticked, submit disabled (D24)', async () => {
    const user = userEvent.setup();
    const first = show();
    expect(await screen.findByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    first.unmount();
    await boot({ ...TTSLOT, registration: { agreementDefault: false } });
    try {
      show();
      const box = await screen.findByRole('checkbox');
      expect(box).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
      await user.click(box);
      expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    } finally {
      await boot();
    }
  });

  it('the privacy policy dialog opens on Close, keeps Tab there, closes on Escape and gives focus back to its link', async () => {
    show();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Register' });
    const link = screen.getByRole('button', { name: 'Privacy policy' });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Privacy policy' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Privacy policy' })).toBeNull();
    expect(link).toHaveFocus();
  });

  it('R4-24 R4-25 R8-2 an invitation code is checked first; a bad one stops and focuses the field', async () => {
    api.checkInvitationCode.mockRejectedValueOnce(new Error('Invalid invitation code'));
    show();
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Invitation code/), 'WRONG1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid invitation code');
    await waitFor(() => expect(screen.getByLabelText(/^Invitation code/)).toHaveFocus());
    expect(api.register).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('newplayer1');
  });

  it('R2.5-5 R4-26 R3-23 R7-6 the Register button: success sends type 0, the module id, the host and YYYY-MM-DD birthday, shows "Registered successfully" and goes to login', async () => {
    show();
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Birthday/), '1990-04-05');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
    const [method, payload] = api.register.mock.calls[0] as [string, Record<string, unknown>];
    expect(method).toBe('username');
    expect(payload).toMatchObject({ username: 'newplayer1', password: 'Secret123', confirmPassword: 'Secret123', type: 0, birthday: '1990-04-05', registerUrl: window.location.host, registerMethod: 'H5', captcha: '1234', captchaId: 'c1', moduleId: 'REG3' });
    expect(await screen.findByRole('status')).toHaveTextContent('Registered successfully');
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    // ready for login (D26): the new account's name is remembered, its password nowhere on the device
    expect(JSON.parse(localStorage.getItem('rememberedLogin') ?? '{}')).toEqual({ username: { type: 'username', username: 'newplayer1', countryDialingCode: expect.any(String) } });
  });

  it('R4-23 R3-26 with phone verification the code is verified through the provider first and its token rides with the registration', async () => {
    const provider = createSandboxProvider({ phone: true });
    const verify = vi.fn(provider.phone!.verify);
    registerSignInProvider({ ...provider, phone: { ...provider.phone!, verify } });
    try {
      show();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: 'Mobile' }));
      await user.type(await screen.findByLabelText(/^Mobile number/), '9171234567');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      await user.type(screen.getByLabelText(/^SMS code/), '654321');
      await user.type(screen.getByLabelText(/^Password/), 'Secret123');
      await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
      await user.type(screen.getByLabelText(/^Captcha\*?$/), '1234');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
      expect(verify).toHaveBeenCalledWith('654321');
      expect(verify.mock.invocationCallOrder[0]).toBeLessThan(api.register.mock.invocationCallOrder[0]!);
      const [method, payload] = api.register.mock.calls[0] as [string, Record<string, unknown>];
      expect(method).toBe('mobile');
      expect(payload).toMatchObject({ firebaseChannel: 'sms', firebaseIdToken: expect.stringContaining('654321') });
    } finally {
      registerSignInProvider(undefined);
    }
  });

  it('R3-26 without phone verification the registration carries no firebaseChannel or firebaseIdToken', async () => {
    show();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
    const payload = api.register.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(payload).not.toHaveProperty('firebaseChannel');
    expect(payload).not.toHaveProperty('firebaseIdToken');
  });

  it('R8-4 a taken username shows its message on the field and keeps what was typed', async () => {
    const { ApiError } = await import('../../../src/api/errors.ts');
    api.register.mockRejectedValueOnce(new ApiError('USERNAME_EXISTS', 'Sorry, the username already exists', 200, { field: 'username' }));
    show();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the username already exists');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('newplayer1');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
  });
});
