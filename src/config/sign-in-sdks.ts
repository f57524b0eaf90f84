/**
 * The official web SDK of each external sign-in provider (SPEC 2.4, 5, 7) and the hosts it needs.
 * The app's loader takes its script from here and the brand's CSP opens exactly these sources, so the
 * two cannot drift apart; a brand without /signIn gets none of them.
 */
import type { Merchant } from '../generated/merchant.ts';

export type SignInSettings = NonNullable<Merchant['signIn']>;
export type SignInSdk = keyof SignInSettings;
export type CspDirective = 'script-src' | 'style-src' | 'connect-src' | 'frame-src';

interface SdkSources {
  /** Script URLs (or URL prefixes) the SDK loads into the page: the Trusted Types policy passes only these. */
  scripts: readonly string[];
  csp: Readonly<Partial<Record<CspDirective, readonly string[]>>>;
}

/**
 * The Trusted Types policy that lets the SDKs' scripts in: `default`, because Firebase and the SDKs
 * set script URLs themselves and know no other policy; it passes only signInScriptPrefixes.
 */
export const SDK_TRUSTED_TYPES_POLICY = 'default';

/** The Facebook JS SDK's script (loaded by the app itself). */
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
/** Google Identity Services' client (loaded by the app itself). */
export const GOOGLE_GSI_URL = 'https://accounts.google.com/gsi/client';

export const SIGN_IN_SDKS: Readonly<Record<SignInSdk, SdkSources>> = {
  facebook: {
    scripts: ['https://connect.facebook.net/'],
    csp: {
      'script-src': ['https://connect.facebook.net'],
      'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
      'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com'],
    },
  },
  google: {
    scripts: [GOOGLE_GSI_URL],
    csp: {
      'script-src': [GOOGLE_GSI_URL],
      'style-src': ['https://accounts.google.com/gsi/style'],
      'frame-src': ['https://accounts.google.com/gsi/'],
      'connect-src': ['https://accounts.google.com/gsi/'],
    },
  },
  // Firebase Auth itself is bundled (@firebase/app and @firebase/auth, a lazy chunk from 'self'); it loads reCAPTCHA.
  firebase: {
    scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    csp: {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      'connect-src': ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    },
  },
};

const configured = (signIn: SignInSettings | undefined): SignInSdk[] =>
  (Object.keys(SIGN_IN_SDKS) as SignInSdk[]).filter((sdk) => signIn?.[sdk] !== undefined);

/** The sources the brand's configured providers add to its CSP, by directive (empty without /signIn). */
export function signInCspSources(signIn: SignInSettings | undefined): Partial<Record<CspDirective, string[]>> {
  const out: Partial<Record<CspDirective, string[]>> = {};
  for (const sdk of configured(signIn)) {
    for (const [directive, sources] of Object.entries(SIGN_IN_SDKS[sdk].csp) as [CspDirective, readonly string[]][]) {
      out[directive] = [...new Set([...(out[directive] ?? []), ...sources])];
    }
  }
  return out;
}

/** The script URL prefixes the brand's providers may load (empty without /signIn). */
export function signInScriptPrefixes(signIn: SignInSettings | undefined): string[] {
  return configured(signIn).flatMap((sdk) => SIGN_IN_SDKS[sdk].scripts);
}
