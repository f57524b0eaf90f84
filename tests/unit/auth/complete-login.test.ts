/** What a finished login keeps (SPEC 2.7, 4; D26): the session, the typed password in memory only, the remembered account. */
import { afterEach, describe, expect, it } from 'vitest';
import { completeLogin } from '../../../src/features/auth/complete-login.ts';
import { heldPassword, releasePassword } from '../../../src/state/held-password.ts';
import { loadRememberedLogin } from '../../../src/state/remembered-login.ts';
import { endSession, sessionStore } from '../../../src/state/session-store.ts';

const SESSION = { token: 'tok-complete-0001', merchantCode: 'ttslot', userName: 'demo01', type: 0 as const, firstTimeLogin: false, read: true, agent: false, expirationTime: 0 };

afterEach(() => {
  endSession();
  releasePassword();
  localStorage.clear();
});

describe('completeLogin (SPEC 4; D26)', () => {
  it('holds a typed password for change password; an empty one or none is not held', () => {
    completeLogin({ session: SESSION, method: 'username', remember: false, username: 'demo01', password: 'Demo@1234', countryDialingCode: '63' });
    expect(heldPassword('demo01')).toBe('Demo@1234');
    releasePassword();
    completeLogin({ session: SESSION, method: 'username', remember: false, username: 'demo01', password: '', countryDialingCode: '63' });
    expect(heldPassword('demo01')).toBeUndefined();
    completeLogin({ session: SESSION, method: 'sms', remember: false, username: '9170000001', countryDialingCode: '63' });
    expect(heldPassword('demo01')).toBeUndefined();
    expect(sessionStore.session?.token).toBe(SESSION.token);
  });

  it('remembers the account with the platform\'s token when it sent one, and without a token key when it did not', () => {
    completeLogin({ session: { ...SESSION, rememberToken: 'R'.repeat(43) } as never, method: 'username', remember: true, username: 'demo01', countryDialingCode: '63' });
    expect(loadRememberedLogin('username')).toEqual({ type: 'username', username: 'demo01', countryDialingCode: '63', rememberToken: 'R'.repeat(43) });
    completeLogin({ session: SESSION, method: 'sms', remember: true, username: '9170000001', countryDialingCode: '84' });
    expect(loadRememberedLogin('sms')).toStrictEqual({ type: 'sms', username: '9170000001', countryDialingCode: '84' });
  });
});
