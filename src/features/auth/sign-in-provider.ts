/**
 * One interface for the external sign-in of SPEC 2.4 and 5 (Facebook, Google and the Firebase-style
 * phone verification). A merchant build or a test registers a provider; without one, the social
 * buttons stay hidden (R2.4-5/6) and phone codes go through the platform's own SMS call.
 */
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
  /** Present when the provider verifies phone numbers (firebaseChannel sms). */
  readonly phone?: PhoneVerification;
}

let provider: SignInProvider | undefined;

export function registerSignInProvider(next: SignInProvider | undefined): void {
  provider = next;
}

export function signInProvider(): SignInProvider | undefined {
  return provider;
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
