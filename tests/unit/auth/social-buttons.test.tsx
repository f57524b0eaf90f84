/**
 * The social sign-in buttons with a provider of the test's own (SPEC 2.4, 7): when each button may be
 * tapped, what goes to the platform's third-party login, and what a refusal or a cancelled dialog shows.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { registerSignInProvider, type SignInProvider, SocialButtons, socialKinds } from '../../../src/features/auth/index.ts';
import { endSession, sessionStore } from '../../../src/state/session-store.ts';
import { applySystemStatus, resetSystemStore } from '../../../src/state/system-store.ts';
import { resetToastStore } from '../../../src/state/toast-store.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { boot, routerAt, TTSLOT } from './harness.tsx';

const api = vi.hoisted(() => ({ login: vi.fn(), rememberLogin: vi.fn(), forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => api);

const SESSION = { token: 'tok-social-000001', merchantCode: 'ttslot', userName: 'fbuser', type: 0, firstTimeLogin: false, read: true };
const PUBLIC_KEY = 'platform-public-key';

function flags(values: Record<string, boolean>): void {
  applySystemStatus({ info: { whitelabel: values, modules: {}, publicKey: PUBLIC_KEY } } as never);
}

/** A provider that signs in at once with `<kind>-token`, for the kinds given. */
function provider(change: Partial<SignInProvider> = {}, kinds = ['facebook', 'google']): SignInProvider {
  return { name: 'test', supports: (kind) => kinds.includes(kind), signIn: vi.fn(async (kind) => ({ idToken: `${kind}-token` })), ...change };
}

const show = () => routerAt(['/m/home', '/m/login'], '/m/login', <SocialButtons />);

beforeAll(() => boot());
beforeEach(() => api.login.mockReset().mockResolvedValue(SESSION));
afterEach(() => {
  registerSignInProvider(undefined);
  resetSystemStore();
  resetToastStore();
  endSession();
  vi.restoreAllMocks();
});

describe('social sign-in buttons (SPEC 2.4, 7)', () => {
  it('R2.4-5 R2.4-6 no button without a flag on, or without a provider', () => {
    registerSignInProvider(provider());
    flags({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: false });
    const first = show();
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();
    registerSignInProvider(undefined);
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    show();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a flag on for a kind the provider lacks is reported once, however often the buttons are worked out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerSignInProvider(provider({}, ['facebook']));
    const whitelabel = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true } as never;
    expect(socialKinds(whitelabel)).toEqual(['facebook']);
    expect(socialKinds(whitelabel)).toEqual(['facebook']);
    expect(warn.mock.calls.filter(([text]) => String(text).includes('GOOGLELOGIN3'))).toHaveLength(1);
  });

  it('a tap sends the credential to the third-party login unremembered, sealed with the platform key, and replaces the login page by home', async () => {
    registerSignInProvider(provider());
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    const { router } = show();
    await userEvent.click(screen.getByRole('button', { name: /Facebook/ }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.login).toHaveBeenCalledWith({ username: 'facebook', type: 'firebase', firebaseChannel: 'facebook', firebaseIdToken: 'facebook-token', remember: false }, PUBLIC_KEY);
    expect(sessionStore.session?.token).toBe(SESSION.token);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toContain(SESSION.token);
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('before the system status has arrived, a flag the brand\'s config turns on shows its button and the sign-in goes unsealed', async () => {
    setMerchant({ ...TTSLOT, whitelabel: { ...TTSLOT.whitelabel, FACEBOOKLOGIN3: true, GOOGLELOGIN3: false } });
    try {
      registerSignInProvider(provider());
      show();
      await userEvent.click(screen.getByRole('button', { name: /Facebook/ }));
      await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
      expect(api.login.mock.calls[0]?.[1]).toBeUndefined();
    } finally {
      setMerchant(TTSLOT);
    }
  });

  it('a refused sign-in shows the platform\'s message and stays on the login page', async () => {
    registerSignInProvider(provider());
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    api.login.mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'The account is locked', 200));
    show();
    await userEvent.click(screen.getByRole('button', { name: /Facebook/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The account is locked');
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    expect(sessionStore.session).toBeUndefined();
  });

  it('a dialog the player closes asks the platform nothing and says so only in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerSignInProvider(provider({ signIn: vi.fn(async () => { throw new Error('Facebook sign-in cancelled'); }) }));
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    show();
    await userEvent.click(screen.getByRole('button', { name: /Facebook/ }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('facebook sign-in did not finish', expect.any(Error)));
    expect(api.login).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a button waits for its SDK: disabled while it loads, then usable; one that cannot load says so', async () => {
    let loaded: () => void = () => {};
    const prepare = vi.fn((kind: string) => (kind === 'facebook' ? new Promise<void>((resolve) => { loaded = resolve; }) : Promise.reject(new Error('blocked'))));
    registerSignInProvider(provider({ prepare }));
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    show();
    expect(screen.getByRole('button', { name: /Facebook/ })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent('Google sign-in could not load. Check your connection, or log in with your account above.');
    await act(async () => loaded());
    expect(screen.getByRole('button', { name: /Facebook/ })).toBeEnabled();
  });

  it('Google\'s own button is drawn in place once its SDK is ready, in the page language; its credential signs in', async () => {
    let onToken: (token: string) => void = () => {};
    const renderButton = vi.fn((_kind: string, parent: HTMLElement, callback: (token: string) => void) => {
      onToken = callback;
      parent.append(document.createElement('iframe'));
      return true;
    });
    let loaded: () => void = () => {};
    registerSignInProvider(provider({ prepare: () => new Promise<void>((resolve) => { loaded = resolve; }), renderButton }));
    flags({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: true });
    const { container } = show();
    const place = container.querySelector('[aria-busy]')!;
    expect(place).toHaveAttribute('aria-busy', 'true');
    expect(renderButton).not.toHaveBeenCalled();
    await act(async () => loaded());
    expect(place).toHaveAttribute('aria-busy', 'false');
    expect(renderButton).toHaveBeenCalledWith('google', place, expect.any(Function), 'en');
    await act(async () => onToken('google-credential'));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ username: 'google', firebaseChannel: 'google', firebaseIdToken: 'google-credential' });
  });

  it('Google\'s button that cannot be drawn says so', async () => {
    registerSignInProvider(provider({ renderButton: () => false }));
    flags({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: true });
    show();
    expect(await screen.findByRole('status')).toHaveTextContent(/Google/);
  });
});
