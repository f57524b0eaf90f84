// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import registration from '../../../merchants/ttslot/registration.json';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';
import { boot, renderAt } from './harness.tsx';

const api = vi.hoisted(() => ({
  fetchRegisterSettings: vi.fn(),
  fetchCaptcha: vi.fn(),
  checkInvitationCode: vi.fn(),
  register: vi.fn(),
  isUsernameAvailable: vi.fn(),
}));
vi.mock('../../../src/api/register.ts', () => api);
vi.mock('../../../src/features/register/register-notices.tsx', () => ({ RegisterNotices: () => null }));

const { RegisterScreen } = await import('../../../src/features/register/register-screen.tsx');
const TTSLOT = registration as unknown as RegistrationSettings;
type Fields = RegistrationSettings['fields'];

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => boot());
beforeEach(() => {
  api.fetchRegisterSettings.mockReset().mockResolvedValue(TTSLOT);
  api.fetchCaptcha.mockReset().mockResolvedValue({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 });
  api.checkInvitationCode.mockReset().mockResolvedValue(undefined);
  api.register.mockReset().mockResolvedValue({ userName: 'newplayer1' });
  api.isUsernameAvailable.mockReset().mockResolvedValue(true);
});

const show = (path = '/m/register') => renderAt(path, '/m/register', <RegisterScreen />);
const field = (label: string): HTMLElement => screen.getByLabelText(new RegExp(`^${label}`));

async function fillValid(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(await screen.findByLabelText(/^Username/), 'newplayer1');
  await user.type(field('Password'), 'Secret123');
  await user.type(field('Confirm password'), 'Secret123');
  await user.type(screen.getByLabelText(/^Captcha\*?$/), '1234');
}

/** The registration sent, as the platform receives it. */
const sent = (): Record<string, unknown> => (api.register.mock.calls[0] as [string, Record<string, unknown>])[1];

describe('the invitation code of a registration (SPEC 3, 4)', () => {
  it('R3-25 the URL\'s affiliate parameter fills the invitation code and the registration carries it', async () => {
    show('/m/register?affiliate=URL1234');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Invitation code')).toHaveValue('URL1234'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ affiliateCode: 'URL1234' });
    expect(api.checkInvitationCode.mock.calls.map(([code]) => code as string)).toEqual(['URL1234']);
  });

  it('R3-25 a code the player types in the form wins over the URL\'s, and is checked before registering', async () => {
    show('/m/register?affiliate=URL1234');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Invitation code')).toHaveValue('URL1234'));
    await fillValid(user);
    await user.clear(field('Invitation code'));
    await user.type(field('Invitation code'), 'FORM5678');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ affiliateCode: 'FORM5678' });
    expect(api.checkInvitationCode).toHaveBeenLastCalledWith('FORM5678', window.location.hostname);
  });
});

describe('the registration settings decide the form (SPEC 3, 5)', () => {
  it('R3-27 a field is shown when enabled, marked and checked when required, held to its pattern with its own message; captcha shows when enabled', async () => {
    const fields: Fields = {
      ...TTSLOT.fields,
      email: { enabled: false, required: false },
      nickname: { enabled: true, required: true, pattern: '^N\\d{3}$', message: 'A nickname is N and three digits' },
    };
    api.fetchRegisterSettings.mockResolvedValue({ ...TTSLOT, fields, captcha: { enabled: false } });
    const first = show();
    const user = userEvent.setup();
    const nickname = await screen.findByLabelText(/^Nickname/);
    expect(nickname).toBeRequired();
    expect(field('Real name')).not.toBeRequired();
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    expect(screen.queryByLabelText(/^Captcha/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('This field is required'));
    await user.type(nickname, 'Nick');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('A nickname is N and three digits'));
    await user.clear(nickname);
    await user.type(nickname, 'N123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(nickname).not.toHaveAccessibleDescription());
    first.unmount();

    api.fetchRegisterSettings.mockResolvedValue({ ...TTSLOT, fields, captcha: { enabled: true } });
    show();
    expect(await screen.findByLabelText(/^Captcha\*?$/)).toBeInTheDocument();
  });
});

describe('registration format messages (SPEC 8)', () => {
  it('R8-3 a field failing its pattern with no message of its own shows the catalogue\'s format message; a message of its own wins', async () => {
    const bare = (name: keyof Fields): Fields[keyof Fields] => {
      const { message: _message, ...rest } = TTSLOT.fields[name] ?? { enabled: true, required: false };
      return rest;
    };
    api.fetchRegisterSettings.mockResolvedValue({
      ...TTSLOT,
      fields: {
        ...TTSLOT.fields,
        username: bare('username'), password: bare('password'), email: bare('email'), payeeName: bare('payeeName'), mobileNum: bare('mobileNum'),
        affiliateCode: { ...TTSLOT.fields.affiliateCode, message: 'Ask your agent for the code' },
      },
    });
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'ab');
    await user.type(field('Password'), 'short');
    await user.type(field('Mobile number'), '12');
    await user.type(field('E-mail'), 'player@');
    await user.type(field('Real name'), '4');
    await user.type(field('Invitation code'), 'a');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(field('Username')).toHaveAccessibleDescription('Account format is incorrect'));
    expect(field('Password')).toHaveAccessibleDescription('Password format is incorrect');
    expect(field('Mobile number')).toHaveAccessibleDescription('The mobile num is not valid');
    expect(field('E-mail')).toHaveAccessibleDescription('E-mail format is incorrect');
    expect(field('Real name')).toHaveAccessibleDescription('Name format is not valid');
    expect(field('Invitation code')).toHaveAccessibleDescription('Ask your agent for the code');
    expect(api.register).not.toHaveBeenCalled();
  });
});
