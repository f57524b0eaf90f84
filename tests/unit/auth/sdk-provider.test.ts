import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACEBOOK_SDK_URL, GOOGLE_GSI_URL, type SignInSettings, signInScriptPrefixes } from '../../../src/config/sign-in-sdks.ts';

const script = vi.hoisted(() => ({ loadSdkScript: vi.fn() }));
vi.mock('../../../src/features/auth/sdk-script.ts', () => script);
const firebasePhone = vi.hoisted(() => ({ send: vi.fn(), verify: vi.fn() }));
vi.mock('../../../src/features/auth/firebase-phone.ts', () => ({ createFirebasePhone: vi.fn(() => firebasePhone) }));

const { createSdkProvider } = await import('../../../src/features/auth/sdk-provider.ts');

const FACEBOOK = { facebook: { appId: '1234567890' } };
const GOOGLE = { google: { clientId: '123-abc.apps.googleusercontent.com' } };
const FIREBASE = { firebase: { apiKey: 'AIza-test', authDomain: 'ttslot.firebaseapp.com', projectId: 'ttslot' } } as unknown as SignInSettings;

type FbAnswer = { authResponse?: { accessToken?: string } | null };

/** The Facebook SDK as the page sees it once its script ran: init and a login that answers `answer`. */
function stubFacebook(answer: FbAnswer) {
  const fb = { init: vi.fn(), login: vi.fn((callback: (response: FbAnswer) => void, _options: { scope: string }) => callback(answer)) };
  vi.stubGlobal('FB', fb);
  return fb;
}

/** Google Identity Services: initialize keeps the credential callback, renderButton records its options. */
function stubGoogle() {
  const id = { initialize: vi.fn(), renderButton: vi.fn() };
  vi.stubGlobal('google', { accounts: { id } });
  return id;
}

beforeEach(() => script.loadSdkScript.mockReset().mockResolvedValue(undefined));
afterEach(() => vi.unstubAllGlobals());

describe('the SDK sign-in provider built from the brand\'s /signIn settings (SPEC 2.4, 5, 7)', () => {
  it('a brand without sign-in settings, or with an empty block, has no provider', () => {
    expect(createSdkProvider(undefined)).toBeUndefined();
    expect(createSdkProvider({})).toBeUndefined();
    expect(createSdkProvider(FACEBOOK)).toMatchObject({ name: 'sdk' });
  });

  it('supports exactly the providers the brand configured; phone verification only with Firebase', () => {
    const facebookOnly = createSdkProvider(FACEBOOK)!;
    expect([facebookOnly.supports('facebook'), facebookOnly.supports('google')]).toEqual([true, false]);
    expect(facebookOnly.phone).toBeUndefined();
    expect(facebookOnly.renderButton).toBeUndefined();
    const all = createSdkProvider({ ...GOOGLE, ...FIREBASE })!;
    expect([all.supports('facebook'), all.supports('google')]).toEqual([false, true]);
    expect(all.phone).toBe(firebasePhone);
  });

  it('prepare loads only the SDK of the button, from the brand\'s allowed scripts, and starts Facebook\'s with the app id', async () => {
    const settings = { ...FACEBOOK, ...GOOGLE };
    const fb = stubFacebook({});
    const provider = createSdkProvider(settings)!;
    await provider.prepare!('facebook');
    expect(script.loadSdkScript.mock.calls).toEqual([[FACEBOOK_SDK_URL, signInScriptPrefixes(settings)]]);
    expect(fb.init).toHaveBeenCalledWith({ appId: '1234567890', version: 'v21.0', xfbml: false, cookie: false });
    await provider.prepare!('google');
    expect(script.loadSdkScript.mock.calls[1]).toEqual([GOOGLE_GSI_URL, signInScriptPrefixes(settings)]);
    expect(fb.init).toHaveBeenCalledTimes(1);
  });

  it('prepare asks for no Facebook script when the brand has no Facebook app, and survives a script that defined nothing', async () => {
    await createSdkProvider(GOOGLE)!.prepare!('facebook');
    expect(script.loadSdkScript).not.toHaveBeenCalled();
    await expect(createSdkProvider(FACEBOOK)!.prepare!('facebook')).resolves.toBeUndefined();
  });

  it('Facebook sign-in asks for the public profile and e-mail and answers the access token the platform checks', async () => {
    const fb = stubFacebook({ authResponse: { accessToken: 'EAAB-token' } });
    await expect(createSdkProvider(FACEBOOK)!.signIn('facebook')).resolves.toEqual({ idToken: 'EAAB-token' });
    expect(fb.login.mock.calls[0]?.[1]).toEqual({ scope: 'public_profile,email' });
  });

  it('a cancelled Facebook dialog, a missing SDK and a kind it cannot sign in with are refusals with a reason', async () => {
    stubFacebook({ authResponse: null });
    await expect(createSdkProvider(FACEBOOK)!.signIn('facebook')).rejects.toThrow('Facebook sign-in cancelled');
    stubFacebook({ authResponse: {} });
    await expect(createSdkProvider(FACEBOOK)!.signIn('facebook')).rejects.toThrow('Facebook sign-in cancelled');
    await expect(createSdkProvider({ ...FACEBOOK, ...GOOGLE })!.signIn('google')).rejects.toThrow('google sign-in is not ready');
    vi.unstubAllGlobals();
    await expect(createSdkProvider(FACEBOOK)!.signIn('facebook')).rejects.toThrow('facebook sign-in is not ready');
  });

  it('Google draws its own button with the brand\'s client id in the page language, as wide as its place allows up to 400 px', () => {
    const id = stubGoogle();
    const provider = createSdkProvider(GOOGLE)!;
    const parent = document.createElement('div');
    const onToken = vi.fn();
    expect(provider.renderButton!('google', parent, onToken, 'fil')).toBe(true);
    expect(id.initialize).toHaveBeenCalledWith({ client_id: GOOGLE.google.clientId, ux_mode: 'popup', callback: expect.any(Function) });
    expect(id.renderButton).toHaveBeenCalledWith(parent, { type: 'standard', theme: 'outline', size: 'large', shape: 'pill', text: 'signin_with', width: 300, locale: 'fil' });
    for (const [width, drawn] of [[500, 400], [350, 350]]) {
      Object.defineProperty(parent, 'clientWidth', { configurable: true, value: width });
      provider.renderButton!('google', parent, onToken, 'en');
      expect(id.renderButton.mock.lastCall?.[1]).toMatchObject({ width: drawn });
    }
    const { callback } = id.initialize.mock.calls[0]![0] as { callback: (response: { credential?: string }) => void };
    callback({});
    expect(onToken).not.toHaveBeenCalled();
    callback({ credential: 'google-id-token' });
    expect(onToken).toHaveBeenCalledWith('google-id-token');
  });

  it('Google draws nothing for another kind or before its script has run', () => {
    const provider = createSdkProvider(GOOGLE)!;
    const parent = document.createElement('div');
    expect(provider.renderButton!('google', parent, vi.fn(), 'en')).toBe(false);
    const id = stubGoogle();
    expect(provider.renderButton!('facebook', parent, vi.fn(), 'en')).toBe(false);
    expect(id.initialize).not.toHaveBeenCalled();
  });
});
