import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../src/state/session-store.ts';
import { toastStore } from '../../../src/state/toast-store.ts';
import { boot, renderAt, routerAt } from './harness.tsx';

const api = vi.hoisted(() => ({ testPlay: vi.fn(), createTrialAccount: vi.fn(), login: vi.fn(), forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => api);

const { TrialScreen } = await import('../../../src/features/auth/trial-screen.tsx');

const TRIAL = { token: 'tok-trial-1234567890ab', merchantCode: 'ttslot', userName: 'guest7788', type: 4 as const, firstTimeLogin: false, read: true, agent: false, expirationTime: 0 };

beforeAll(() => boot());
beforeEach(() => {
  api.createTrialAccount.mockReset().mockResolvedValue(TRIAL);
  api.testPlay.mockReset();
});
afterEach(() => endSession());

const show = () => renderAt('/m/trail', '/m/trail', <TrialScreen />);

describe('free play (SPEC 4)', () => {
  it('R4-61 shows a loading message, calls test play, and once the trial state is set replaces the route with /m/home', async () => {
    let answer: (trial: boolean) => void = () => {};
    api.testPlay.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(screen.getByRole('status')).toHaveTextContent('Entering free play...');
    expect(api.testPlay).toHaveBeenCalledWith('COMM3');
    await act(async () => answer(true));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/home');
    expect(screen.getByText('Trial account guest7788 is ready')).toBeVisible();
    expect(screen.queryByText('Entering free play...')).toBeNull();
    // the trial session lasts for this tab only, with the trial's name beside it
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: TRIAL.token, userName: 'guest7788', type: 4 });
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(sessionStorage.getItem('trialUser')).toBe('guest7788');
  });

  it('R4-61 a failed test play leaves the player where they were, the loading message gone', async () => {
    api.testPlay.mockRejectedValueOnce(new Error('offline'));
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start free trial' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled());
    expect(screen.queryByText('Entering free play...')).toBeNull();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/trail');
  });

  it('R4-61 when test play does not set the trial state, the player stays and may try again', async () => {
    api.testPlay.mockResolvedValueOnce(false);
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start free trial' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled());
    expect(screen.getByTestId('path')).toHaveTextContent('/m/trail');
    expect(api.createTrialAccount).not.toHaveBeenCalled();
  });

  it('R4-61 the trial is announced as a success and the trial page is replaced, so Back does not return to it', async () => {
    api.testPlay.mockResolvedValueOnce(true);
    const { router } = routerAt(['/m/home', '/m/trail'], '/m/trail', <TrialScreen />);
    expect(screen.getByText(/^Try our games with a free trial account/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start free trial' }));
    await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toastStore.current?.kind).toBe('success');
  });

  it('a member already signed in is offered the registration, not a trial; a trial account may start again', () => {
    startSession({ ...TRIAL, type: 0 as const }, { remember: false });
    const member = show();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Register a real account' })).toHaveAttribute('href', '/m/register');
    member.unmount();
    startSession(TRIAL, { remember: false });
    show();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  });
});
