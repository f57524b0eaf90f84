/**
 * One interface for the external sign-in of SPEC 2.4 and 5 (Facebook, Google and the Firebase-style
 * phone verification). The brand's /signIn settings give the official SDKs' provider (sdk-provider.ts);
 * a test registers the sandbox provider instead. Without either, the social buttons stay hidden
 * (R2.4-5/6) and phone codes go through the platform's own SMS call.
 */
import { getMerchant } from '../../config/merchant.ts';
import { createSdkProvider } from './sdk-provider.ts';

export type SocialKind = 'facebook' | 'google';

export interface SocialResult {
  idToken: string;
}

export interface PhoneVerification {
  /** Sends the code through the provider; rejects when it fails. */
  send(mobile: string, countryDialingCode: string): Promise<void>;
  /** Verifies the typed code; answers the id token, or undefined when the provider says nothing. */
  verify(code: string): Promise<string | undefined>;
}

export interface SignInProvider {
  readonly name: string;
  /** Which social logins this provider has been initialised for. */
  supports(kind: SocialKind): boolean;
  signIn(kind: SocialKind): Promise<SocialResult>;
  /** Loads what the button needs (the SDK); rejects when it cannot. Called when the button renders. */
  prepare?(kind: SocialKind): Promise<void>;
  /**
   * For a provider that draws its own button (Google's, as its terms require): draws it in `parent`
   * once prepared and calls `onToken` with the credential; false when it cannot.
   */
  renderButton?(kind: SocialKind, parent: HTMLElement, onToken: (token: string) => void, locale: string): boolean;
  /** Present when the provider verifies phone numbers (firebaseChannel sms). */
  readonly phone?: PhoneVerification;
}

let provider: SignInProvider | undefined;
let fromConfig: { signIn: unknown; provider: SignInProvider | undefined } | undefined;

/** Sets the provider (tests: the sandbox one); undefined goes back to the brand's own. */
export function registerSignInProvider(next: SignInProvider | undefined): void {
  provider = next;
}

export function signInProvider(): SignInProvider | undefined {
  if (provider !== undefined) return provider;
  const { signIn } = getMerchant();
  if (fromConfig === undefined || fromConfig.signIn !== signIn) fromConfig = { signIn, provider: createSdkProvider(signIn) };
  return fromConfig.provider;
}

/**
 * The sandbox provider: answers at once with tokens derived from its input, so flows can be tested
 * without a third party. `failSend` and `verifyNothing` reproduce the SPEC 8 failure paths.
 */
export function createSandboxProvider(options: { kinds?: SocialKind[]; phone?: boolean; failSend?: boolean; verifyNothing?: boolean } = {}): SignInProvider {
  const kinds = options.kinds ?? ['facebook', 'google'];
  let sentTo = '';
  const phone: PhoneVerification = {
    send: async (mobile, code) => {
      if (options.failSend === true) throw new Error('sandbox provider: send refused');
      sentTo = `${code}${mobile}`;
    },
    verify: async (code) => (options.verifyNothing === true || sentTo === '' ? undefined : `sandbox-phone-${sentTo}-${code}`),
  };
  return {
    name: 'sandbox',
    supports: (kind) => kinds.includes(kind),
    signIn: async (kind) => ({ idToken: `sandbox-${kind}-token` }),
    ...(options.phone === true ? { phone } : {}),
  };
}
