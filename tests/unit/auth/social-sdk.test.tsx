// @vitest-environment jsdom
/**
 * Social sign-in through the official SDKs for a brand that configures them
 * (SPEC 2.4, 7): the SDK loads when its button renders, its credential goes to the platform's
 * third-party login, and an SDK that cannot load says so while the form stays usable.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { registerSignInProvider } from '../../../src/features/auth/index.ts';
import { endSession } from '../../../src/state/session-store.ts';
import { applySystemStatus } from '../../../src/state/system-store.ts';
import { boot, renderAt, TTSLOT } from './harness.tsx';

const api = vi.hoisted(() => ({ login: vi.fn(), rememberLogin: vi.fn(), forgetRememberToken: vi.fn(), sendLogout: vi.fn(), createTrialAccount: vi.fn(), testPlay: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => api);
vi.mock('../../../src/api/register.ts', () => ({ fetchCaptcha: vi.fn().mockResolvedValue({ captchaId: 'c', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4, expirationTime: Date.now() + 60_000 }) }));

const { LoginScreen } = await import('../../../src/features/auth/login-screen.tsx');

const FB_SDK = 'https://connect.facebook.net/en_US/sdk.js';
const GSI = 'https://accounts.google.com/gsi/client';
const SOCIAL: Merchant = { ...TTSLOT, signIn: { facebook: { appId: '1234567890' }, google: { clientId: '123-abc.apps.googleusercontent.com' } } };
const SESSION = { token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'fbuser', type: 0, agent: false, firstTimeLogin: false, read: true, expirationTime: Date.now() + 3_600_000 };

const script = (src: string): HTMLScriptElement | undefined => [...document.head.querySelectorAll('script')].find((s) => s.src === src);
const flags = (values: Record<string, boolean>): void => { applySystemStatus({ info: { whitelabel: values, modules: {} } } as never); };
const show = () => renderAt('/m/login', '/m/login', <LoginScreen />);

beforeEach(async () => {
  await boot(SOCIAL);
  registerSignInProvider(undefined);
  api.login.mockReset().mockResolvedValue(SESSION);
});
afterEach(() => {
  endSession();
  for (const s of document.head.querySelectorAll('script')) s.dispatchEvent(new Event('error'));
  vi.unstubAllGlobals();
});

describe('social sign-in with the official SDKs', () => {
  it('R2.4-5 R2.4-6 no button, no SDK: with both flags off the login screen loads no provider script', () => {
    flags({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: false });
    show();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('Facebook: the SDK loads once when the button renders; its access token goes to the platform login (type firebase)', async () => {
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    const fb = { init: vi.fn(), login: vi.fn((done: (r: unknown) => void) => done({ authResponse: { accessToken: 'fb-access-token' } })) };
    const first = show();
    first.unmount();
    show();
    expect(document.head.querySelectorAll(`script[src="${FB_SDK}"]`)).toHaveLength(1);
    expect(script(GSI)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Log in with Facebook' })).toBeDisabled();
    vi.stubGlobal('FB', fb);
    script(FB_SDK)?.dispatchEvent(new Event('load'));
    const button = screen.getByRole('button', { name: 'Log in with Facebook' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(fb.init).toHaveBeenCalledWith(expect.objectContaining({ appId: '1234567890' }));
    await userEvent.click(button);
    await waitFor(() => expect(api.login).toHaveBeenCalled());
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ type: 'firebase', firebaseChannel: 'facebook', firebaseIdToken: 'fb-access-token' });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
  });

  it('Google: Identity Services draws its own button with the brand\'s client id; its ID token goes to the platform login', async () => {
    flags({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: true });
    let callback: ((r: { credential?: string }) => void) | undefined;
    const id = { initialize: vi.fn((o: { callback: typeof callback }) => { callback = o.callback; }), renderButton: vi.fn() };
    show();
    expect(script(GSI)).toBeDefined();
    vi.stubGlobal('google', { accounts: { id } });
    script(GSI)?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(id.renderButton).toHaveBeenCalledOnce());
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: '123-abc.apps.googleusercontent.com' }));
    callback?.({ credential: 'google-id-token' });
    await waitFor(() => expect(api.login).toHaveBeenCalled());
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'google-id-token' });
  });

  it('an SDK that cannot load says so in place of its button; the account form stays usable', async () => {
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    show();
    script(FB_SDK)?.dispatchEvent(new Event('error'));
    expect(await screen.findByText(/Facebook sign-in could not load/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in with Facebook' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByLabelText('Username')).toBeEnabled();
  });

  it('a flag the platform turns on for a provider the brand never configured shows no button and warns once', async () => {
    await boot({ ...TTSLOT, signIn: { facebook: { appId: '1234567890' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    flags({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: true });
    show();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(script(GSI)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/GOOGLELOGIN3 is on but merchant ttslot names no google sign-in/));
    warn.mockRestore();
  });
});
