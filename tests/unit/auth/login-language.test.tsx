import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../src/i18n/i18n.ts';
import { boot, renderAt, TTSLOT } from './harness.tsx';

const api = vi.hoisted(() => ({ login: vi.fn(), createTrialAccount: vi.fn(), testPlay: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => api);
const captchaApi = vi.hoisted(() => ({ fetchCaptcha: vi.fn() }));
vi.mock('../../../src/api/register.ts', () => captchaApi);
const smsApi = vi.hoisted(() => ({ sendSmsCode: vi.fn() }));
vi.mock('../../../src/api/sms.ts', () => smsApi);

const { LoginScreen } = await import('../../../src/features/auth/login-screen.tsx');

const DELAY = TTSLOT.constants.timings.loginRevalidateMs;
const EN_FORMAT = 'Account format is incorrect';
const FIL_FORMAT = 'Mali ang format ng account';
const EN_REQUIRED = 'Please enter the username and password';
const FIL_REQUIRED = 'Pakilagay ang username at password';

const show = () => renderAt('/m/login', '/m/login', <LoginScreen />);
const username = () => screen.getByRole('textbox', { name: 'Username' });
// The password input is type=password, which has no ARIA role; its label is the accessible way in.
const password = () => screen.getByLabelText('Password');

/**
 * Switches the platform language the way the drawer's language list does. The clock is faked
 * from the first switch on (user-event and Testing Library's async wrapper need real timers).
 */
async function switchTo(code: string): Promise<void> {
  if (!vi.isFakeTimers()) vi.useFakeTimers();
  await act(() => changeLanguage(code));
}

async function advance(ms: number): Promise<void> {
  await act(async () => { await vi.advanceTimersByTimeAsync(ms); });
}

beforeAll(() => boot());
afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('EN');
});

describe('login form and language change (SPEC 4)', () => {
  it(`R4-10 a filled invalid field is checked again ${DELAY} ms after a language change; its message follows the language, its value stays`, async () => {
    const user = userEvent.setup();
    show();
    await user.type(username(), 'ab');
    await user.tab();
    expect(username()).toHaveAccessibleDescription(EN_FORMAT);
    expect(password()).toHaveAttribute('aria-invalid', 'false');

    await switchTo('TY');
    expect(document.documentElement.lang).toBe('fil');
    await advance(DELAY - 1);
    expect(username()).toHaveAccessibleDescription(EN_FORMAT);

    await advance(1);
    expect(username()).toHaveAccessibleDescription(FIL_FORMAT);
    expect(screen.queryByText(EN_FORMAT)).toBeNull();
    expect(username()).toHaveValue('ab');
    // The untouched empty password stays quiet in the new language too.
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).not.toHaveAccessibleDescription();
    expect(password()).toHaveValue('');
  });

  it('R4-10 messages shown by a failed submit follow the language; a field fixed meanwhile loses its message; typed values stay', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(username()).toHaveAccessibleDescription(EN_REQUIRED);
    expect(password()).toHaveAccessibleDescription(EN_REQUIRED);
    expect(api.login).not.toHaveBeenCalled();

    await user.type(password(), 'Demo@1234');
    await switchTo('TY');
    await advance(DELAY);
    // Empty but showing a message: checked again, now in Filipino.
    expect(username()).toHaveAccessibleDescription(FIL_REQUIRED);
    // Filled with a valid value since: checked again, message gone, value kept.
    expect(password()).not.toHaveAccessibleDescription();
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).toHaveValue('Demo@1234');
  });

  it('R4-10 a second change within the delay restarts the wait; leaving the screen cancels it', async () => {
    const user = userEvent.setup();
    const view = show();
    const field = username();
    await user.type(field, 'ab');
    await user.tab();
    await switchTo('TY');
    await advance(DELAY - 50);
    await switchTo('AR');
    expect(screen.getByRole('textbox', { name: 'اسم المستخدم' })).toBe(field);
    await advance(DELAY - 1);
    expect(field).toHaveAccessibleDescription(EN_FORMAT);
    await advance(1);
    expect(field).toHaveAccessibleDescription('تنسيق الحساب غير صحيح');
    expect(field).toHaveValue('ab');

    const set = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    await switchTo('TY');
    const waits = set.mock.calls.flatMap(([, ms], i) => (ms === DELAY ? [set.mock.results[i]?.value as unknown] : []));
    expect(waits).toHaveLength(1);
    view.unmount();
    expect(cleared).toHaveBeenCalledWith(waits[0]);
    set.mockRestore();
    cleared.mockRestore();
  });
});
