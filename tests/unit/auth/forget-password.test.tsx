import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR } from '../../../src/api/endpoints.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { createSandboxProvider, registerSignInProvider } from '../../../src/features/auth/index.ts';
import { heldPassword } from '../../../src/state/held-password.ts';
import { endSession, sessionStore } from '../../../src/state/session-store.ts';
import { applySystemStatus, resetSystemStore } from '../../../src/state/system-store.ts';
import { loadRememberedLogin } from '../../../src/state/remembered-login.ts';
import { resetToastStore, toastStore } from '../../../src/state/toast-store.ts';
import { boot, renderAt, routerAt, TTSLOT } from './harness.tsx';

const api = vi.hoisted(() => ({ changePassword: vi.fn(), setPasswordByPhone: vi.fn(), forgotPasswordByEmail: vi.fn() }));
vi.mock('../../../src/api/password.ts', () => api);
const session = vi.hoisted(() => ({ login: vi.fn(), forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => session);
const sms = vi.hoisted(() => ({ sendSmsCode: vi.fn() }));
vi.mock('../../../src/api/sms.ts', () => sms);

const { ForgetScreen, recoveryModes } = await import('../../../src/features/password/forget-screen.tsx');
const { ForgetPhoneForm, phoneFieldError } = await import('../../../src/features/password/forget-phone-form.tsx');

const PUBLIC_KEY = 'platform-public-key';

function phoneRecovery(on: boolean): void {
  applySystemStatus({ info: { whitelabel: { CHNGPASSVERIF3: on }, modules: {}, publicKey: PUBLIC_KEY } } as never);
}

beforeAll(() => boot());
beforeEach(() => {
  api.forgotPasswordByEmail.mockReset().mockResolvedValue(undefined);
  api.setPasswordByPhone.mockReset().mockResolvedValue(undefined);
  session.login.mockReset();
  sms.sendSmsCode.mockReset().mockResolvedValue(60);
  registerSignInProvider(undefined);
});
afterEach(() => {
  resetSystemStore();
  resetToastStore();
  endSession();
  setMerchant(TTSLOT);
});

const show = () => renderAt('/m/forget', '/m/forget', <ForgetScreen />);

async function fillPhoneForm(user: ReturnType<typeof userEvent.setup>, password = 'Demo@5678'): Promise<void> {
  await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9170000001');
  await user.type(screen.getByRole('textbox', { name: /^SMS code/ }), '123456');
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.tab();
}

describe('forgot password: phone and e-mail recovery (SPEC 2.6, 4, 5, 8; D7)', () => {
  it('R2.6-1 R4-14 the phone/e-mail switch appears only with CHNGPASSVERIF3; phone comes first', () => {
    phoneRecovery(false);
    const { unmount } = show();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeVisible();
    unmount();
    phoneRecovery(true);
    show();
    const tabs = within(screen.getByRole('tablist', { name: 'Recovery method' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Phone', 'E-mail']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('R2.6-2 R2.6-5 the phone tab shows the set-password-by-phone form: mobile, SMS code, new password and submit', async () => {
    phoneRecovery(true);
    show();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.queryByRole('textbox', { name: /^Mobile number/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^SMS code/ })).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).toBeNull();
  });

  it('R5-1 the e-mail form checks the username by the shared loginUsername rule', async () => {
    phoneRecovery(false);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'no');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'demo01@example.com');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription('Account format is incorrect');
    expect(api.forgotPasswordByEmail).not.toHaveBeenCalled();
  });

  it('R5-2 the e-mail is required', async () => {
    phoneRecovery(false);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'demo01');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription('Please enter your e-mail address');
    expect(api.forgotPasswordByEmail).not.toHaveBeenCalled();
  });

  it('R5-29 R5-27 the mobile number is required; an invalid one shows in_mobileNum_error with the minimum length', async () => {
    phoneRecovery(true);
    show();
    const user = userEvent.setup();
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
    await user.click(mobile);
    await user.tab();
    expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number of at least 7 digits');
    await user.type(mobile, '917');
    await user.tab();
    expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number of at least 7 digits');
    await user.clear(mobile);
    await user.type(mobile, '9170000001');
    await user.tab();
    expect(mobile).not.toHaveAccessibleDescription();
  });

  it('R5-26 one routine checks each field of set password by phone by its name: mobile, SMS code and new password', async () => {
    expect([phoneFieldError('mobile', '917'), phoneFieldError('code', '12'), phoneFieldError('password', 'letters')])
      .toEqual([{ key: 'rules.in_mobileNum_error', min: 7 }, { key: 'rules.code_invalid' }, { key: 'rules.password_format' }]);
    expect([phoneFieldError('mobile', '9170000001'), phoneFieldError('code', '123456'), phoneFieldError('password', 'Demo5678')]).toEqual([undefined, undefined, undefined]);
    phoneRecovery(true);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '917');
    await user.type(screen.getByRole('textbox', { name: /^SMS code/ }), '12');
    await user.type(screen.getByLabelText(/^New password/), 'letters');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveAccessibleDescription('Please enter a valid mobile number of at least 7 digits');
    expect(screen.getByRole('textbox', { name: /^SMS code/ })).toHaveAccessibleDescription('Verification code error');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Password format is incorrect');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('R8-13 modify.new.old.same clears the new password; any other failure clears the SMS code', async () => {
    phoneRecovery(true);
    api.setPasswordByPhone
      .mockRejectedValueOnce(new ApiError(API_ERROR.samePassword, 'The new password is the same as the old one', 200))
      .mockRejectedValueOnce(new ApiError('sms.code.wrong', 'The verification code is incorrect', 200));
    show();
    const user = userEvent.setup();
    await fillPhoneForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^SMS code/ })).toHaveValue('123456');
    await user.type(screen.getByLabelText(/^New password/), 'Demo@9999');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.setPasswordByPhone).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /^SMS code/ })).toHaveValue(''));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Demo@9999');
  });
});

/** Success toasts and the redirect after them take milliseconds here, not the brand's second. */
function quickTimings(): void {
  const timings = { ...TTSLOT.constants.timings, successToastMs: 20 };
  setMerchant({ ...TTSLOT, constants: { ...TTSLOT.constants, timings } });
}

function historyLength(length: number): () => void {
  Object.defineProperty(window.history, 'length', { configurable: true, get: () => length });
  return () => { delete (window.history as { length?: number }).length; };
}

const member = { token: 'tok-forget-0001', merchantCode: 'ttslot', userName: '9170000001', type: 0 as const, firstTimeLogin: false, read: true };

describe('forgot password by e-mail: the request and what follows (SPEC 2.6, 5, 8)', () => {
  async function fillEmailForm(user: ReturnType<typeof userEvent.setup>): Promise<void> {
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'demo01');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'demo01@example.com');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
  }

  it('the form starts empty, with no message, and submitting it never reloads the page', () => {
    phoneRecovery(false);
    show();
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Username/ })).not.toHaveAccessibleDescription();
    expect(fireEvent.submit(screen.getByRole('button', { name: 'Retrieve password' }).closest('form')!)).toBe(false);
  });

  it('the first field with a problem takes the focus: the username, then the e-mail', async () => {
    phoneRecovery(false);
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'demo01');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Username/ })).not.toHaveAccessibleDescription();
  });

  it('R2.6-4 a sent request confirms, then goes back to the page before', async () => {
    phoneRecovery(false);
    quickTimings();
    const restore = historyLength(2);
    try {
      routerAt(['/m/home', '/m/forget'], '/m/forget', <ForgetScreen />);
      await fillEmailForm(userEvent.setup());
      expect(api.forgotPasswordByEmail).toHaveBeenCalledWith('demo01', 'demo01@example.com');
      expect(await screen.findByRole('status')).toHaveTextContent('password reset instructions have been sent');
      expect(toastStore.current?.kind).toBe('success');
      expect(screen.getByRole('button', { name: 'Retrieve password' })).toBeDisabled();
      await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    } finally {
      restore();
    }
  });

  it('a sent request opened as the first page of the tab goes on to the login', async () => {
    phoneRecovery(false);
    quickTimings();
    const restore = historyLength(1);
    try {
      routerAt(['/m/forget'], '/m/forget', <ForgetScreen />);
      await fillEmailForm(userEvent.setup());
      await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/login'));
    } finally {
      restore();
    }
  });

  it('a refusal shows the platform message, keeps what was typed and allows another try', async () => {
    phoneRecovery(false);
    api.forgotPasswordByEmail.mockRejectedValueOnce(new ApiError('user.email.mismatch', 'The e-mail does not match the account', 200));
    show();
    await fillEmailForm(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail does not match the account');
    expect(screen.getByRole('button', { name: 'Retrieve password' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('demo01@example.com');
  });
});

describe('set password by phone: the request, the sign-in after it and the code button (SPEC 2.6, 4, 5, 8)', () => {
  it('R5-28 the form starts empty and quiet; Confirm waits for every field, not the first valid one', async () => {
    phoneRecovery(true);
    show();
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
    expect([mobile, screen.getByRole('textbox', { name: /^SMS code/ }), screen.getByLabelText(/^New password/)].map((f) => (f as HTMLInputElement).value)).toEqual(['', '', '']);
    expect(mobile).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: /^SMS code/ })).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/^New password/)).not.toHaveAccessibleDescription();
    const user = userEvent.setup();
    await user.type(mobile, '9170000001');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(fireEvent.submit(mobile.closest('form')!)).toBe(false);
    expect(api.setPasswordByPhone).not.toHaveBeenCalled();
  });

  it('R4-15 success resets the password sealed with the platform key, signs in with the mobile number and replaces the page by home', async () => {
    phoneRecovery(true);
    session.login.mockResolvedValueOnce(member);
    const { router } = routerAt(['/m/login', '/m/forget'], '/m/forget', <ForgetScreen />);
    await fillPhoneForm(userEvent.setup());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.setPasswordByPhone).toHaveBeenCalledWith({ newPassword: 'Demo@5678', mobileNum: '9170000001', verificationCode: '123456' }, PUBLIC_KEY);
    expect(api.setPasswordByPhone.mock.calls[0]?.[0]).not.toHaveProperty('firebaseIdToken');
    expect(loadRememberedLogin('username')).toMatchObject({ type: 'username', username: '9170000001' });
    expect(session.login.mock.calls[0]).toEqual([expect.objectContaining({ username: '9170000001', password: 'Demo@5678', type: 'username', countryDialingCode: '63', remember: true }), PUBLIC_KEY]);
    expect(sessionStore.session?.token).toBe('tok-forget-0001');
    expect(heldPassword('9170000001')).toBe('Demo@5678');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset');
    expect(toastStore.current?.kind).toBe('success');
  });

  it('a reset that worked but a sign-in that did not: the platform message, then the login page in place of this one', async () => {
    phoneRecovery(true);
    session.login.mockRejectedValueOnce(new ApiError('login.locked', 'The account is locked', 200));
    const { router } = routerAt(['/m/home', '/m/forget'], '/m/forget', <ForgetScreen />);
    await fillPhoneForm(userEvent.setup());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/login'));
    expect(screen.getByRole('alert')).toHaveTextContent('The account is locked');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStore.session).toBeUndefined();
  });

  it('the button is busy while the reset is out: a second tap sends nothing', async () => {
    phoneRecovery(true);
    let finish: (value: undefined) => void = () => {};
    api.setPasswordByPhone.mockReturnValueOnce(new Promise((resolve) => { finish = resolve; }));
    session.login.mockResolvedValueOnce(member);
    show();
    const user = userEvent.setup();
    await fillPhoneForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(api.setPasswordByPhone).toHaveBeenCalledTimes(1);
    finish(undefined);
    await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
  });

  it('with phone verification the reset carries the provider\'s id token, and no SMS goes through the platform', async () => {
    phoneRecovery(true);
    registerSignInProvider(createSandboxProvider({ phone: true }));
    session.login.mockResolvedValueOnce(member);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9170000001');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await user.type(screen.getByRole('textbox', { name: /^SMS code/ }), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'Demo@5678');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.setPasswordByPhone).toHaveBeenCalledTimes(1));
    expect(api.setPasswordByPhone.mock.calls[0]?.[0]).toEqual({ newPassword: 'Demo@5678', mobileNum: '9170000001', verificationCode: '123456', firebaseIdToken: 'sandbox-phone-639170000001-123456' });
    expect(sms.sendSmsCode).not.toHaveBeenCalled();
  });

  it('R8-12 a phone verification that answers nothing sends no reset, and the player may try again', async () => {
    phoneRecovery(true);
    registerSignInProvider(createSandboxProvider({ phone: true, verifyNothing: true }));
    show();
    const user = userEvent.setup();
    await fillPhoneForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(api.setPasswordByPhone).not.toHaveBeenCalled();
  });

  it('R5-29 Get code checks the mobile number first: a missing one shows its message and sends nothing; a valid one sends to it', async () => {
    phoneRecovery(true);
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveAccessibleDescription('Please enter a valid mobile number of at least 7 digits');
    expect(sms.sendSmsCode).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9170000001');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(sms.sendSmsCode).toHaveBeenCalledWith('9170000001', '63');
  });

  it('before the system status has arrived the reset still goes out, unsealed', async () => {
    resetSystemStore();
    session.login.mockResolvedValueOnce(member);
    renderAt('/m/forget', '/m/forget', <ForgetPhoneForm />);
    await fillPhoneForm(userEvent.setup());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.setPasswordByPhone).toHaveBeenCalledTimes(1));
    expect(api.setPasswordByPhone.mock.calls[0]?.[1]).toBeUndefined();
    await vi.waitFor(() => expect(session.login).toHaveBeenCalledTimes(1));
  });
});

describe('the recovery methods (D7)', () => {
  it('R2.6-1 phone recovery on lists phone then e-mail; off lists e-mail alone', () => {
    expect(recoveryModes(true)).toEqual(['phone', 'email']);
    expect(recoveryModes(false)).toEqual(['email']);
  });
});
