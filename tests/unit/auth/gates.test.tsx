import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { handleApiError } from '../../../src/app/error-path.ts';
import { openMemberCenter, requireDeposit, requireRealAccount } from '../../../src/features/account-gates/index.ts';
import { closeDialog, dialogStore } from '../../../src/state/dialog-store.ts';
import { endSession, sessionStore, startSession } from '../../../src/state/session-store.ts';
import { hideToast, toastStore } from '../../../src/state/toast-store.ts';
import { boot } from './harness.tsx';

const as = (type: number) => startSession({ token: 'tok', merchantCode: 'ttslot', userName: `u${type}`, type: type as 0 | 1 | 2 | 4 | 40 | 41 | 42, firstTimeLogin: false, read: true }, { remember: false });

beforeAll(() => boot());
beforeEach(() => { vi.useRealTimers(); hideToast(); });
afterEach(() => endSession());

describe('member-type gates (SPEC 4, 5, 6; D4)', () => {
  it.each([0, 1, 2])('R5-40 type %i proceeds with a footer feature', (type) => {
    as(type);
    const action = vi.fn();
    expect(requireRealAccount(action)).toBe(true);
    expect(action).toHaveBeenCalled();
  });

  it.each([4, 40, undefined])('R5-40 R5-41 type %s is refused with the real-account message for 2 s', (type) => {
    vi.useFakeTimers();
    if (type !== undefined) as(type);
    const action = vi.fn();
    expect(requireRealAccount(action)).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(toastStore.current?.message).toBe('Please log in to a real account to use this function');
    vi.advanceTimersByTime(1999);
    expect(toastStore.current).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(toastStore.current).toBeUndefined();
  });

  it('R5-42 deposit refuses a trial account with free_reject', () => {
    as(4);
    const action = vi.fn();
    expect(requireDeposit(action)).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(toastStore.current?.kind).toBe('error');
  });

  it('R4-59 member center: no session -> login; a member -> /m/member/home', async () => {
    const navigate = vi.fn();
    await openMemberCenter(navigate);
    expect(navigate).toHaveBeenLastCalledWith('/m/login');
    as(1);
    await openMemberCenter(navigate);
    expect(navigate).toHaveBeenLastCalledWith('/m/member/home');
  });

  it('R4-60 member center for type 4: confirm with cancel and register-now', async () => {
    as(4);
    const navigate = vi.fn();
    const pending = openMemberCenter(navigate);
    expect(dialogStore.open).toMatchObject({ cancelLabel: 'Cancel', confirmLabel: 'Register now' });
    closeDialog(true);
    await pending;
    expect(navigate).toHaveBeenCalledWith('/m/register');
  });
});

describe('the general error path (SPEC 8)', () => {
  it('R8-5 not logged in shows its message, ends the session and goes to login', () => {
    as(1);
    const navigate = vi.fn();
    handleApiError(new ApiError('NOT_LOGGED_IN', 'x', 401), navigate);
    expect(toastStore.current?.message).toBe('You are not logged in, please log in first');
    expect(navigate).toHaveBeenCalledWith('/m/login');
    expect(sessionStore.session).toBeUndefined();
  });

  it.each([
    ['SESSION_LOGGED_OUT', 'The account has been logged out, please log in again'],
    ['NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable'],
    ['USER_DISABLED', 'Sorry, the user does not exist or is disabled'],
    ['INTERNAL_ERROR', 'Unknown error'],
    ['MAINTENANCE', 'System upgrading, please try again later'],
    ['NETWORK', 'Network slow or offline, please try again'],
    ['free_reject', 'Please log in to a real account to use this function'],
  ])('R8-6 R8-7 %s shows "%s"', (code, message) => {
    handleApiError(new ApiError(code, 'platform text'), vi.fn());
    expect(toastStore.current?.message).toBe(message);
  });

  it('R8-6 a screen-handled code shows nothing from the general path', () => {
    handleApiError(new ApiError('LOGIN_FAILED', 'The username or password is incorrect'), vi.fn());
    expect(toastStore.current).toBeUndefined();
  });
});
