import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from './harness.tsx';

vi.mock('../../../src/api/session.ts', () => ({ forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));
vi.mock('../../../src/features/compliance/index.ts', () => ({ ComplianceFooter: () => null }));

const { SettingsScreen } = await import('../../../src/features/settings/settings-screen.tsx');

beforeAll(() => boot());
afterEach(() => endSession());

const show = () => renderAt('/m/set', '/m/set', <SettingsScreen />);

describe('settings (SPEC 2.7)', () => {
  it('R2.7-4 the change-password entry goes to /m/changePsw for a member', async () => {
    startSession({ token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type: 0, firstTimeLogin: false, read: true }, { remember: false });
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/changePsw');
  });

  it('R2.7-4 a guest reaches no change-password entry: settings sends them to /m/login (SPEC 6)', () => {
    show();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });
});
