/**
 * What the remembered login keeps on the device and when it revokes a token (SPEC 3, D26): a stored
 * record of any other shape is dropped, and a token is revoked only when one is replaced.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropRememberToken, forgetRememberedLogin, loadRememberedLogin, type RememberedLogin, renewRememberToken, saveRememberedLogin,
} from '../../../src/state/remembered-login.ts';

const api = vi.hoisted(() => ({ forgetRememberToken: vi.fn() }));
vi.mock('../../../src/api/session.ts', async (original) => ({ ...(await original<object>()), ...api }));

const KEY = 'rememberedLogin';
const USERNAME: RememberedLogin = { type: 'username', username: 'demo01', countryDialingCode: '63' };
const SMS: RememberedLogin = { type: 'sms', username: '9171234567', countryDialingCode: '63' };
const store = (value: unknown) => localStorage.setItem(KEY, JSON.stringify(value));
const stored = (): unknown => JSON.parse(localStorage.getItem(KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  api.forgetRememberToken.mockReset().mockResolvedValue(undefined);
});

describe('the stored record (SPEC 3, D26)', () => {
  it.each([
    ['a number', 5],
    ['an array', []],
    ['null', null],
    ['an entry under a key that is no login method', { other: { type: 'other', username: 'demo01', countryDialingCode: '63' } }],
    ['an entry whose type is another method', { username: { ...USERNAME, type: 'sms' } }],
    ['an entry that is not an object', { username: 'demo01' }],
    ['an entry of the old vault, with its secret', { username: { ...USERNAME, secret: 'c2VjcmV0' } }],
    ['a user name that is not a string', { username: { ...USERNAME, username: 5 } }],
    ['a dialing code that is not a string', { username: { ...USERNAME, countryDialingCode: 63 } }],
    ['a token that is not a string', { username: { ...USERNAME, rememberToken: 5 } }],
    ['one good entry beside a bad one', { username: USERNAME, sms: { ...SMS, type: 'username' } }],
  ])('drops %s and remembers nothing', (_name, value) => {
    store(value);
    expect(loadRememberedLogin('username')).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reads both methods, with and without a token', () => {
    const withToken = { ...SMS, rememberToken: 'T'.repeat(43) };
    store({ username: USERNAME, sms: withToken });
    expect(loadRememberedLogin('username')).toStrictEqual(USERNAME);
    expect(loadRememberedLogin('sms')).toStrictEqual(withToken);
  });
});

describe('revoking a replaced token (D26)', () => {
  it('a first save revokes nothing', () => {
    saveRememberedLogin({ ...USERNAME, rememberToken: 'A' });
    expect(stored()).toStrictEqual({ username: { ...USERNAME, rememberToken: 'A' } });
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
  });

  it('a token replacing an account without one revokes nothing, whatever this sign-in spent', () => {
    store({ username: USERNAME });
    saveRememberedLogin({ ...USERNAME, rememberToken: 'B' }, 'A');
    expect(stored()).toStrictEqual({ username: { ...USERNAME, rememberToken: 'B' } });
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
  });

  it('saving the same token again revokes nothing; a new token revokes the old one', () => {
    saveRememberedLogin({ ...USERNAME, rememberToken: 'A' });
    saveRememberedLogin({ ...USERNAME, rememberToken: 'A' });
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
    saveRememberedLogin({ ...USERNAME, rememberToken: 'B' });
    expect(api.forgetRememberToken.mock.calls.map(([token]: unknown[]) => token)).toStrictEqual(['A']);
  });

  it('forgetting or dropping a token with nothing remembered does nothing', () => {
    dropRememberToken('sms');
    expect(localStorage.getItem(KEY)).toBeNull();
    forgetRememberedLogin('sms');
    expect(stored()).toStrictEqual({});
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
  });

  it('forgetting one method keeps the other', () => {
    store({ username: USERNAME, sms: SMS });
    forgetRememberedLogin('sms');
    expect(stored()).toStrictEqual({ username: USERNAME });
  });

  it('a renewed token replaces the voided one without revoking it; no renewed token leaves the account alone', () => {
    store({ username: { ...USERNAME, rememberToken: 'A' } });
    renewRememberToken('DEMO01', 'B');
    expect(stored()).toStrictEqual({ username: { ...USERNAME, rememberToken: 'B' } });
    renewRememberToken('demo01', undefined);
    expect(stored()).toStrictEqual({ username: USERNAME });
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
  });
});
