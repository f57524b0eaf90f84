import { screen } from '@testing-library/react';
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
}));
vi.mock('../../../src/api/register.ts', () => api);

const { RegisterScreen } = await import('../../../src/features/register/register-screen.tsx');
const settings = registration as unknown as RegistrationSettings;

beforeAll(() => boot());
beforeEach(() => {
  api.fetchRegisterSettings.mockReset().mockResolvedValue(settings);
  api.fetchCaptcha.mockReset().mockResolvedValue({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 });
  api.checkInvitationCode.mockReset().mockResolvedValue(undefined);
  api.register.mockReset().mockResolvedValue({ userName: 'newplayer1' });
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

  it('R5-12 a field failing its pattern shows its configured message', async () => {
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'ab');
    await user.click(screen.getByRole('button', { name: 'register' }));
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
  });
});
