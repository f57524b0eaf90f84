import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR } from '../../../src/api/endpoints.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { registerSignInProvider } from '../../../src/features/auth/index.ts';
import { applySystemStatus, resetSystemStore } from '../../../src/state/system-store.ts';
import { boot, renderAt } from './harness.tsx';

const api = vi.hoisted(() => ({ changePassword: vi.fn(), setPasswordByPhone: vi.fn(), forgotPasswordByEmail: vi.fn() }));
vi.mock('../../../src/api/password.ts', () => api);
vi.mock('../../../src/api/session.ts', () => ({ login: vi.fn(), forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));
vi.mock('../../../src/api/sms.ts', () => ({ sendSmsCode: vi.fn().mockResolvedValue(undefined) }));

const { ForgetScreen } = await import('../../../src/features/password/forget-screen.tsx');
const { phoneFieldError } = await import('../../../src/features/password/forget-phone-form.tsx');

function phoneRecovery(on: boolean): void {
  applySystemStatus({ info: { whitelabel: { CHNGPASSVERIF3: on }, modules: {} } } as never);
}

beforeAll(() => boot());
beforeEach(() => {
  api.forgotPasswordByEmail.mockReset().mockResolvedValue(undefined);
  api.setPasswordByPhone.mockReset().mockResolvedValue(undefined);
  registerSignInProvider(undefined);
});
afterEach(() => resetSystemStore());

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
