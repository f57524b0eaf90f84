/** Firebase phone verification adapter: the SDK's calls, and what its failures mean for the flows. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn(() => ({ name: 'app' })),
  getApps: vi.fn(() => []),
  getAuth: vi.fn(() => ({ auth: true })),
  signInWithPhoneNumber: vi.fn(),
  clear: vi.fn(),
  verifierArgs: [] as unknown[],
  /** Whether the element reCAPTCHA draws in was in the page when the verifier was made. */
  anchorInPage: false,
}));
vi.mock('@firebase/app', () => ({ initializeApp: firebase.initializeApp, getApps: firebase.getApps }));
vi.mock('@firebase/auth', () => ({
  getAuth: firebase.getAuth,
  signInWithPhoneNumber: firebase.signInWithPhoneNumber,
  RecaptchaVerifier: class {
    constructor(...args: unknown[]) {
      firebase.verifierArgs = args;
      firebase.anchorInPage = (args[1] as HTMLElement).isConnected;
    }
    clear = firebase.clear;
  },
}));

const { createFirebasePhone, e164 } = await import('../../../src/features/auth/firebase-phone.ts');

const SETTINGS = { apiKey: 'AIzaSyA1234567890abcdefghij', authDomain: 'demo-app.firebaseapp.com', projectId: 'demo-app', appId: '1:123:web:abc' };

beforeEach(() => {
  firebase.signInWithPhoneNumber.mockReset();
  firebase.clear.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('Firebase phone verification', () => {
  it('numbers go to Firebase in E.164 form', () => {
    expect(e164('9171234567', '63')).toBe('+639171234567');
    expect(e164('09171234567', '+63')).toBe('+639171234567');
    expect(e164('9170000001', '63')).toBe('+639170000001');
    expect(e164('0091700001', '84')).toBe('+8491700001');
  });

  it('sends through the brand\'s project with an invisible reCAPTCHA, then answers the ID token for the typed code', async () => {
    const confirm = vi.fn(async () => ({ user: { getIdToken: async () => 'firebase-id-token' } }));
    firebase.signInWithPhoneNumber.mockResolvedValue({ confirm });
    const phone = createFirebasePhone(SETTINGS);
    await phone.send('9171234567', '63');
    expect(firebase.initializeApp).toHaveBeenCalledWith(SETTINGS);
    expect(firebase.signInWithPhoneNumber).toHaveBeenCalledWith({ auth: true }, '+639171234567', expect.anything());
    expect(firebase.verifierArgs[2]).toEqual({ size: 'invisible' });
    expect(firebase.anchorInPage).toBe(true);
    expect(firebase.clear).toHaveBeenCalled();
    expect(document.body.children).toHaveLength(0);
    await expect(phone.verify('123456')).resolves.toBe('firebase-id-token');
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it('a send Firebase refuses rejects (the caller dismisses its loading toast, SPEC 8)', async () => {
    firebase.signInWithPhoneNumber.mockRejectedValue(new Error('auth/invalid-phone-number'));
    await expect(createFirebasePhone(SETTINGS).send('1', '63')).rejects.toThrow('auth/invalid-phone-number');
    expect(document.body.children).toHaveLength(0);
  });

  it('a wrong code, or no code sent, verifies to nothing (the flow then aborts, SPEC 8); the reason goes to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const phone = createFirebasePhone(SETTINGS);
    await expect(phone.verify('123456')).resolves.toBeUndefined();
    firebase.signInWithPhoneNumber.mockResolvedValue({ confirm: vi.fn().mockRejectedValue(new Error('auth/invalid-verification-code')) });
    await phone.send('9171234567', '63');
    await expect(phone.verify('000000')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Firebase phone verification failed', expect.objectContaining({ message: 'auth/invalid-verification-code' }));
  });
});
