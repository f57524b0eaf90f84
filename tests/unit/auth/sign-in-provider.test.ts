/** Which sign-in provider the screens use, and the sandbox provider the journeys sign in with (SPEC 2.4, 5, 8). */
import { afterEach, describe, expect, it } from 'vitest';
import { setMerchant } from '../../../src/config/merchant.ts';
import { createSandboxProvider, registerSignInProvider, signInProvider } from '../../../src/features/auth/sign-in-provider.ts';
import { TTSLOT } from './harness.tsx';

afterEach(() => {
  registerSignInProvider(undefined);
  setMerchant(TTSLOT);
});

describe('the sign-in provider of a brand (SPEC 2.4)', () => {
  it('a registered provider wins; without one the brand\'s /signIn settings make it, once per settings', () => {
    const { signIn: _none, ...withoutSignIn } = TTSLOT;
    setMerchant(withoutSignIn);
    expect(signInProvider()).toBeUndefined();
    const facebook = { facebook: { appId: '1234567890' } };
    setMerchant({ ...TTSLOT, signIn: facebook });
    const first = signInProvider();
    expect(first?.name).toBe('sdk');
    expect(signInProvider()).toBe(first);
    setMerchant({ ...TTSLOT, signIn: { google: { clientId: '123-abc.apps.googleusercontent.com' } } });
    const second = signInProvider();
    expect(second).not.toBe(first);
    expect(second?.supports('google')).toBe(true);
    const sandbox = createSandboxProvider();
    registerSignInProvider(sandbox);
    expect(signInProvider()).toBe(sandbox);
  });
});

describe('the sandbox provider (journeys and unit tests)', () => {
  it('signs in at once with a token named after the kind, for the kinds it is given', async () => {
    const provider = createSandboxProvider({ kinds: ['google'] });
    expect(provider.name).toBe('sandbox');
    expect([provider.supports('facebook'), provider.supports('google')]).toEqual([false, true]);
    await expect(provider.signIn('google')).resolves.toEqual({ idToken: 'sandbox-google-token' });
    expect(provider.phone).toBeUndefined();
    expect(createSandboxProvider().supports('facebook')).toBe(true);
  });

  it('verifies a code only after one was sent, into a token of the number and the code', async () => {
    const { phone } = createSandboxProvider({ phone: true });
    await expect(phone!.verify('123456')).resolves.toBeUndefined();
    await phone!.send('9171234567', '63');
    await expect(phone!.verify('123456')).resolves.toBe('sandbox-phone-639171234567-123456');
  });

  it('reproduces a refused send and a verification that answers nothing', async () => {
    await expect(createSandboxProvider({ phone: true, failSend: true }).phone!.send('9171234567', '63')).rejects.toThrow('sandbox provider: send refused');
    const { phone } = createSandboxProvider({ phone: true, verifyNothing: true });
    await phone!.send('9171234567', '63');
    await expect(phone!.verify('123456')).resolves.toBeUndefined();
  });
});
