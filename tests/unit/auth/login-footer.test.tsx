import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from './harness.tsx';

vi.mock('../../../src/api/session.ts', () => ({ login: vi.fn(), rememberLogin: vi.fn(), forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));
vi.mock('../../../src/api/register.ts', () => ({ fetchCaptcha: vi.fn() }));
const gates = vi.hoisted(() => ({ openChat: vi.fn() }));
vi.mock('../../../src/features/account-gates/index.ts', () => gates);

const { LoginScreen } = await import('../../../src/features/auth/login-screen.tsx');

beforeAll(() => boot());
afterEach(() => endSession());

const show = () => renderAt('/m/login', '/m/login', <LoginScreen />);

describe('the login footer\'s customer service (SPEC 2.4)', () => {
  it('R2.4-9 with a session, customer service opens chat', async () => {
    startSession({ token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Customer service' }));
    expect(gates.openChat).toHaveBeenCalledTimes(1);
  });

  it('a guest, whom chat refuses (SPEC 6), is taken to the customer service page instead', async () => {
    gates.openChat.mockClear();
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Customer service' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/customer');
    expect(gates.openChat).not.toHaveBeenCalled();
  });
});
