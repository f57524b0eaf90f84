// @vitest-environment jsdom
/** The registration screen's own platform reads (SPEC 7 Register, 8): username availability while typing and the m_reg announcements. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import registration from '../../../merchants/ttslot/registration.json';
import { configureClient, http } from '../../../src/api/client.ts';
import type { Announcement } from '../../../src/generated/api/announcement.ts';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';
import { languageState } from '../../../src/i18n/i18n.ts';
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
const settings = registration as unknown as RegistrationSettings;
/** The pause after which the name is asked: the merchant's constant, never a number of the screen's own. */
const PAUSE = TTSLOT.constants.timings.usernameCheckDebounceMs;
const TAKEN = 'Sorry, the username already exists';
const FREE = 'This username is available';

vi.setConfig({ testTimeout: 20_000 });

const notice = (id: number, title: string, content: string): Announcement => ({
  id, announcementId: id, type: 'B', title, content, startDate: '2026-01-01', endDate: null, groupName: 'm_reg', read: false, url: '', action: { type: 'none', target: '' }, sequence: id,
});
/** What the stand-in platform answers the announcements call: the m_reg banners, or a refusal. */
let announcements: Announcement[] | 'refused' = [];
let sent: InternalAxiosRequestConfig[] = [];
const onError = vi.fn();

beforeAll(() => boot());
beforeEach(() => {
  languageState.code = 'EN';
  announcements = [];
  sent = [];
  onError.mockReset();
  configureClient({ language: () => 'EN', onError });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push(config);
    const data = config.url !== '/wps/announcements' ? { success: false, code: 'NOT_FOUND', message: 'not found' }
      : announcements === 'refused' ? { success: false, code: 'SYSTEM_BUSY', message: 'busy' }
        : { success: true, value: { banners: announcements, player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: announcements.length } } };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  api.fetchRegisterSettings.mockReset().mockResolvedValue(settings);
  api.fetchCaptcha.mockReset().mockResolvedValue({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 });
  api.checkInvitationCode.mockReset().mockResolvedValue(undefined);
  api.register.mockReset().mockResolvedValue({ userName: 'newplayer1' });
  api.isUsernameAvailable.mockReset().mockResolvedValue(true);
});
afterEach(() => {
  vi.useRealTimers();
});

const show = () => renderAt('/m/register', '/m/register', <RegisterScreen />);

/**
 * Shows the form, then fakes the timers so the test owns the pause. Keys arrive one change at a time, as typing
 * sends them (user-event's wrapper waits on a real timer, which fake timers would hold forever).
 */
async function formWithFakeTimers() {
  show();
  const username = await screen.findByLabelText(/^Username/);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const user = {
    type: async (input: HTMLElement, text: string): Promise<void> => {
      for (const key of text) fireEvent.change(input, { target: { value: `${(input as HTMLInputElement).value}${key}` } });
      await act(() => Promise.resolve());
    },
    clear: async (input: HTMLElement): Promise<void> => {
      fireEvent.change(input, { target: { value: '' } });
      await act(() => Promise.resolve());
    },
  };
  return { username, user };
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('username availability while typing (SPEC 7 Register, 8)', () => {
  it('R7-7 asks once, after the player pauses for the merchant\'s delay, not once per keystroke', async () => {
    const { username, user } = await formWithFakeTimers();
    await user.type(username, 'newplayer1');
    await wait(PAUSE - 1);
    expect(api.isUsernameAvailable).not.toHaveBeenCalled();
    await wait(1);
    expect(api.isUsernameAvailable).toHaveBeenCalledTimes(1);
    expect(api.isUsernameAvailable).toHaveBeenCalledWith('newplayer1', expect.objectContaining({ quiet: true }));
    await user.type(username, 'x');
    await wait(PAUSE);
    expect(api.isUsernameAvailable).toHaveBeenCalledTimes(2);
    expect(api.isUsernameAvailable).toHaveBeenLastCalledWith('newplayer1x', expect.anything());
  });

  it('a taken name says "Sorry, the username already exists" on its field, keeps what was typed, and goes when the name changes', async () => {
    api.isUsernameAvailable.mockResolvedValue(false);
    const { username, user } = await formWithFakeTimers();
    await user.type(username, 'demo0000');
    await wait(PAUSE);
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
    expect(username).toHaveValue('demo0000');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(TAKEN);
    api.isUsernameAvailable.mockResolvedValue(true);
    await user.type(username, '1');
    expect(screen.queryByText(TAKEN)).toBeNull();
    await wait(PAUSE);
    expect(screen.getByText(FREE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('demo00001');
  });

  it('a free name gets a quiet note, not an alert', async () => {
    const { username, user } = await formWithFakeTimers();
    await user.type(username, 'newplayer1');
    await wait(PAUSE);
    expect(screen.getByRole('status')).toHaveTextContent(FREE);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(username).toHaveAttribute('aria-invalid', 'false');
  });

  it('a value the field\'s own pattern refuses is never asked about', async () => {
    const { username, user } = await formWithFakeTimers();
    await user.type(username, 'ab');
    await wait(PAUSE * 4);
    await user.clear(username);
    await user.type(username, 'bad name!');
    await wait(PAUSE * 4);
    await user.clear(username);
    await user.type(username, 'x'.repeat(17));
    await wait(PAUSE * 4);
    expect(api.isUsernameAvailable).not.toHaveBeenCalled();
  });

  it('a failed check shows nothing and does not stop the registration', async () => {
    api.isUsernameAvailable.mockRejectedValue(new Error('offline'));
    const { username, user } = await formWithFakeTimers();
    await user.type(username, 'newplayer1');
    await wait(PAUSE);
    expect(api.isUsernameAvailable).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(screen.queryByText(TAKEN)).toBeNull();
    expect(screen.queryByText(FREE)).toBeNull();
    const real = userEvent.setup();
    await real.type(screen.getByLabelText(/^Password/), 'Secret123');
    await real.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await real.type(screen.getByLabelText(/^Captcha\*?$/), '1234');
    await real.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
    expect(api.register.mock.calls[0]?.[1]).toMatchObject({ username: 'newplayer1' });
  });
});

describe('registration announcements (SPEC 7 Register)', () => {
  const announcementCalls = () => sent.filter((c) => c.url === '/wps/announcements');

  it('R7-9 shows the m_reg announcements above the form, titles as text and content as sanitised HTML', async () => {
    announcements = [notice(6, 'Register and get a gift', '<p>A 100% welcome bonus.</p><script>window.__x = 1</script>'), notice(7, 'One account per player', '<p>Use your real name.</p>')];
    languageState.code = 'TY';
    show();
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(await screen.findByText('A 100% welcome bonus.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Register and get a gift');
    expect(region).toHaveTextContent('Use your real name.');
    expect(region.querySelector('script')).toBeNull();
    const username = await screen.findByLabelText(/^Username/);
    expect(region.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(announcementCalls()).toHaveLength(1);
    expect(announcementCalls()[0]?.params).toMatchObject({ types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: 'ttslot', language: 'TY' });
  });

  it('shows no strip when there are none', async () => {
    show();
    await screen.findByLabelText(/^Username/);
    await waitFor(() => expect(announcementCalls()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });

  it('a failed call is silent: no strip, no message, the form as usual', async () => {
    announcements = 'refused';
    show();
    await screen.findByLabelText(/^Username/);
    await waitFor(() => expect(announcementCalls()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });
});
