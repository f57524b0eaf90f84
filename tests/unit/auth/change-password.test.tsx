import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdPassword } from '../../../src/state/held-password.ts';
import { deviceId } from '../../../src/state/device-id.ts';
import { loadRememberedLogin, saveRememberedLogin } from '../../../src/state/remembered-login.ts';
import { endSession, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from './harness.tsx';

const api = vi.hoisted(() => ({ changePassword: vi.fn(), setPasswordByPhone: vi.fn(), forgotPasswordByEmail: vi.fn() }));
vi.mock('../../../src/api/password.ts', () => api);
const session = vi.hoisted(() => ({ forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => session);

const { ChangePasswordScreen } = await import('../../../src/features/password/change-password-screen.tsx');

const OLD_TOKEN = 'O'.repeat(43);
const RENEWED = 'R'.repeat(43);

beforeAll(() => boot());
beforeEach(() => {
  api.changePassword.mockReset().mockResolvedValue(RENEWED);
  session.forgetRememberToken.mockReset().mockResolvedValue(undefined);
  startSession({ token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type: 0, firstTimeLogin: false, read: true }, { remember: true });
});
afterEach(() => endSession());

const show = () => renderAt('/m/changePsw', '/m/changePsw', <ChangePasswordScreen />);

describe('change password and the remembered login (SPEC 2.7, D26)', () => {
  it('R2.7-1 a sign-in with the remember token holds no password: the old password is asked', () => {
    saveRememberedLogin({ type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: OLD_TOKEN });
    show();
    expect(screen.getByLabelText(/^Old password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('R2.7-1 the password typed into this page\'s login is held in memory: no old-password field', () => {
    holdPassword('demo00', 'Demo@1234');
    show();
    expect(screen.queryByLabelText(/^Old password/)).toBeNull();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
  });

  it('R4-28 (D26) success renews the remembered token of this device; the void one is not kept', async () => {
    saveRememberedLogin({ type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: OLD_TOKEN });
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Old password/), 'Demo@1234');
    await user.type(screen.getByLabelText(/^New password/), 'Demo@5678');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Demo@5678');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(api.changePassword).toHaveBeenCalledWith({ oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678', deviceId: deviceId() }, undefined);
    await waitFor(() => expect(loadRememberedLogin('username')).toEqual({ type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: RENEWED }));
    expect(session.forgetRememberToken).not.toHaveBeenCalled();
  });

  it('R4-28 (D26) a device that does not remember the account asks for no token', async () => {
    holdPassword('demo00', 'Demo@1234');
    api.changePassword.mockResolvedValueOnce(undefined);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Demo@5678');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Demo@5678');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(api.changePassword.mock.calls[0]?.[0]).not.toHaveProperty('deviceId');
    expect(loadRememberedLogin('username')).toBeUndefined();
  });
});
