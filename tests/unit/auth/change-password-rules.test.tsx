import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { heldPassword, holdPassword, releasePassword } from '../../../src/state/held-password.ts';
import { endSession, startSession } from '../../../src/state/session-store.ts';
import { resetToastStore, toastStore } from '../../../src/state/toast-store.ts';
import { boot, renderAt, TTSLOT } from './harness.tsx';

const api = vi.hoisted(() => ({ changePassword: vi.fn(), setPasswordByPhone: vi.fn(), forgotPasswordByEmail: vi.fn() }));
vi.mock('../../../src/api/password.ts', () => api);
vi.mock('../../../src/api/session.ts', () => ({ forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));

const { ChangePasswordScreen } = await import('../../../src/features/password/change-password-screen.tsx');

const member = { token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type: 0 as const, firstTimeLogin: false, read: true };

beforeAll(() => boot());
beforeEach(() => {
  api.changePassword.mockReset().mockResolvedValue(undefined);
  startSession(member, { remember: false });
});
afterEach(() => {
  endSession();
  releasePassword();
  resetToastStore();
  setMerchant(TTSLOT);
});

const show = () => renderAt('/m/changePsw', '/m/changePsw', <ChangePasswordScreen />);
const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));

async function fill(fields: { old?: string; next?: string; confirm?: string }): Promise<void> {
  const user = userEvent.setup();
  if (fields.old !== undefined) await user.type(screen.getByLabelText(/^Old password/), fields.old);
  if (fields.next !== undefined) await user.type(screen.getByLabelText(/^New password/), fields.next);
  if (fields.confirm !== undefined) await user.type(screen.getByLabelText(/^Confirm new password/), fields.confirm);
}

describe('change password: fields, checks and the request (SPEC 2.7, 4, 5, 8)', () => {
  it('R2.7-2 new password and its confirmation always show; the username shows read-only', () => {
    holdPassword('demo00', 'Demo@1234');
    show();
    expect(screen.getByLabelText(/^New password/)).toBeVisible();
    expect(screen.getByLabelText(/^Confirm new password/)).toBeVisible();
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('demo00');
    expect(username).toHaveAttribute('readonly');
  });

  it('R2.7-3 without a session /m/changePsw goes to /m/home', () => {
    endSession();
    show();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/home');
  });

  it('R5-30 the new password must pass the shared password rule', async () => {
    holdPassword('demo00', 'Demo@1234');
    show();
    await fill({ next: 'letters', confirm: 'letters' });
    await submit();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Password format is incorrect');
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('R5-31 a confirmation that differs from the new password shows in_confirmation_correct', async () => {
    holdPassword('demo00', 'Demo@1234');
    show();
    await fill({ next: 'Demo@5678', confirm: 'Demo@5679' });
    await submit();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The two passwords do not match');
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('R5-32 the old password, when asked, is checked by loginPassword', async () => {
    show();
    await fill({ old: 'abc', next: 'Demo@5678', confirm: 'Demo@5678' });
    await submit();
    expect(screen.getByLabelText(/^Old password/)).toHaveAccessibleDescription('Password format is incorrect');
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('R5-33 an empty confirmation asks to enter the password', async () => {
    holdPassword('demo00', 'Demo@1234');
    show();
    await fill({ next: 'Demo@5678' });
    await submit();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Please enter the password');
  });

  it('R5-34 a new password equal to the old one alerts same_password with a Submit button and sends nothing', async () => {
    holdPassword('demo00', 'Demo@1234');
    show();
    await fill({ next: 'Demo@1234', confirm: 'Demo@1234' });
    await submit();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('The new password must be different from the old password');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('R4-27 submit sends oldPassword, newPassword and confirmNewPassword and shows a loading indicator while it runs', async () => {
    holdPassword('demo00', 'Demo@1234');
    let finish: (value: undefined) => void = () => {};
    api.changePassword.mockReturnValueOnce(new Promise((resolve) => { finish = resolve; }));
    show();
    await fill({ next: 'Demo@5678', confirm: 'Demo@5678' });
    await submit();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(api.changePassword.mock.calls[0]?.[0]).toEqual({ oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' });
    finish(undefined);
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
  });

  it('R8-14 a failed change hides the loading indicator, shows the platform message and keeps what was typed', async () => {
    holdPassword('demo00', 'Demo@1234');
    api.changePassword.mockRejectedValueOnce(new ApiError('modify.old.wrong', 'The old password is incorrect', 200));
    show();
    await fill({ next: 'Demo@5678', confirm: 'Demo@5678' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The old password is incorrect');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Demo@5678');
  });
});

describe('change password: focus, the held password and what follows a change (SPEC 2.7, 8; D26)', () => {
  it('nothing is marked before a submit, and a submit never reloads the page', () => {
    holdPassword('demo00', 'Demo@1234');
    show();
    expect(screen.getByLabelText(/^New password/)).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/^Confirm new password/)).not.toHaveAccessibleDescription();
    expect(fireEvent.submit(screen.getByRole('button', { name: 'Confirm' }).closest('form')!)).toBe(false);
  });

  it('the first field with a problem takes the focus: the old password, then the new one, then the confirmation', async () => {
    show();
    await submit();
    expect(screen.getByLabelText(/^Old password/)).toHaveFocus();
    await fill({ old: 'Demo@1234' });
    await submit();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    await fill({ next: 'Demo@5678' });
    await submit();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('a change holds the new password, confirms as a success and goes home after the brand\'s delay', async () => {
    setMerchant({ ...TTSLOT, constants: { ...TTSLOT.constants, timings: { ...TTSLOT.constants.timings, passwordChangeRedirectMs: 20 } } });
    holdPassword('demo00', 'Demo@1234');
    show();
    await fill({ next: 'Demo@5678', confirm: 'Demo@5678' });
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(toastStore.current?.kind).toBe('success');
    expect(heldPassword('demo00')).toBe('Demo@5678');
    await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
  });

  it('R2.7-1 a refusal of the old password drops the held one: the old password is asked from then on', async () => {
    holdPassword('demo00', 'Demo@1234');
    api.changePassword
      .mockRejectedValueOnce(new ApiError('modify.failed', 'Try again later', 200))
      .mockRejectedValueOnce(new ApiError('modify.old.wrong', 'The old password is incorrect', 200, { field: 'oldPassword' }));
    show();
    await fill({ next: 'Demo@5678', confirm: 'Demo@5678' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.queryByLabelText(/^Old password/)).toBeNull();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The old password is incorrect');
    expect(screen.getByLabelText(/^Old password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Demo@5678');
  });
});
