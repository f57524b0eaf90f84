/**
 * Phone verification through Firebase Auth (SPEC 3, 4, 5, 7, 8: R3-26, R4-23, R5-25, R7-14) for a brand
 * that names its Firebase project. Firebase's modular packages (@firebase/app, @firebase/auth) are imported on the first code request, not
 * from a CDN: its version is pinned by the lockfile and reviewed with the rest, it is served from our
 * origin in a hashed chunk only brands that use it ever fetch, and the CSP then opens only what Firebase
 * itself needs (reCAPTCHA and its API), not a script host.
 */
import type { ConfirmationResult } from '@firebase/auth';
import { type SignInSettings, signInScriptPrefixes } from '../../config/sign-in-sdks.ts';
import { allowSdkScripts } from './sdk-script.ts';
import type { PhoneVerification } from './sign-in-provider.ts';

type FirebaseSettings = NonNullable<SignInSettings['firebase']>;

/** E.164 number from the form's dialing code and national number. */
export function e164(mobile: string, countryDialingCode: string): string {
  // Stryker disable next-line Regex: a dialing code carries at most one plus, in front
  const code = countryDialingCode.replace(/^\+/, '');
  return `+${code}${mobile.replace(/^0+/, '')}`;
}

export function createFirebasePhone(settings: FirebaseSettings): PhoneVerification {
  let confirmation: ConfirmationResult | undefined;
  return {
    send: async (mobile, countryDialingCode) => {
      allowSdkScripts(signInScriptPrefixes({ firebase: settings }));
      const [{ getApps, initializeApp }, { getAuth, RecaptchaVerifier, signInWithPhoneNumber }] = await Promise.all([import('@firebase/app'), import('@firebase/auth')]);
      const auth = getAuth(getApps()[0] ?? initializeApp(settings));
      // invisible reCAPTCHA: Firebase's abuse check, drawn by Google only when it doubts the request
      const anchor = document.createElement('div');
      document.body.append(anchor);
      const verifier = new RecaptchaVerifier(auth, anchor, { size: 'invisible' });
      try {
        confirmation = await signInWithPhoneNumber(auth, e164(mobile, countryDialingCode), verifier);
      } finally {
        verifier.clear();
        anchor.remove();
      }
    },
    verify: async (code) => {
      // Stryker disable next-line ConditionalExpression: without a sent code confirm() throws, which the catch below also answers with undefined
      if (confirmation === undefined) return undefined;
      try {
        const credential = await confirmation.confirm(code);
        return await credential.user.getIdToken();
      } catch (error) {
        // SPEC 8: verification that answers nothing aborts the flow; the reason is the developer's to see
        console.warn('Firebase phone verification failed', error);
        return undefined;
      }
    },
  };
}
