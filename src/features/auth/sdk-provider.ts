/**
 * The production sign-in provider, built from the brand's /signIn settings: the
 * official Facebook JS SDK and Google Identity Services, loaded by sdk-script.ts when a button renders,
 * and Firebase phone verification. Tests and journeys use createSandboxProvider instead.
 */
import { FACEBOOK_SDK_URL, GOOGLE_GSI_URL, type SignInSettings, signInScriptPrefixes } from '../../config/sign-in-sdks.ts';
import { createFirebasePhone } from './firebase-phone.ts';
import { loadSdkScript } from './sdk-script.ts';
import type { SignInProvider, SocialKind } from './sign-in-provider.ts';

interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: { scope: string }): void;
}

interface GoogleIdentity {
  accounts: { id: {
    initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode: 'popup' }): void;
    renderButton(parent: HTMLElement, options: { type: 'standard'; theme: 'outline'; size: 'large'; shape: 'pill'; text: 'signin_with'; width: number; locale: string }): void;
  } };
}

const sdk = <T>(name: string): T | undefined => (globalThis as Record<string, unknown>)[name] as T | undefined;

/** Facebook Graph API version the SDK is initialised with. */
const FACEBOOK_API_VERSION = 'v21.0';

export function createSdkProvider(settings: SignInSettings | undefined): SignInProvider | undefined {
  if (settings === undefined || Object.keys(settings).length === 0) return undefined;
  const allowed = signInScriptPrefixes(settings);
  const { facebook, google, firebase } = settings;
  return {
    name: 'sdk',
    supports: (kind) => settings[kind] !== undefined,
    prepare: async (kind: SocialKind) => {
      if (kind === 'facebook' && facebook !== undefined) {
        await loadSdkScript(FACEBOOK_SDK_URL, allowed);
        sdk<FacebookSdk>('FB')?.init({ appId: facebook.appId, version: FACEBOOK_API_VERSION, xfbml: false, cookie: false });
      }
      if (kind === 'google') await loadSdkScript(GOOGLE_GSI_URL, allowed);
    },
    signIn: (kind) => new Promise((resolve, reject) => {
      const fb = sdk<FacebookSdk>('FB');
      if (kind !== 'facebook' || fb === undefined) {
        reject(new Error(`${kind} sign-in is not ready`));
        return;
      }
      // the access token is what the platform's third-party login checks with Facebook (SPEC 7)
      fb.login((response) => {
        const token = response.authResponse?.accessToken;
        if (token === undefined) reject(new Error('Facebook sign-in cancelled'));
        else resolve({ idToken: token });
      }, { scope: 'public_profile,email' });
    }),
    ...(google === undefined ? {} : {
      renderButton: (kind, parent, onToken, locale) => {
        const gsi = sdk<GoogleIdentity>('google');
        if (kind !== 'google' || gsi === undefined) return false;
        gsi.accounts.id.initialize({ client_id: google.clientId, ux_mode: 'popup', callback: ({ credential }) => { if (credential !== undefined) onToken(credential); } });
        gsi.accounts.id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', shape: 'pill', text: 'signin_with', width: Math.min(400, parent.clientWidth || 300), locale });
        return true;
      },
    }),
    ...(firebase === undefined ? {} : { phone: createFirebasePhone(firebase) }),
  };
}
