import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ forgetRememberToken: vi.fn(), sendLogout: vi.fn() }));
vi.mock('../../../src/api/session.ts', () => api);

const { completeLogin } = await import('../../../src/features/auth/complete-login.ts');
const { deviceId } = await import('../../../src/state/device-id.ts');
const { dropLegacyRememberedPassword } = await import('../../../src/state/legacy-remembered-password.ts');
const remembered = await import('../../../src/state/remembered-login.ts');
const { heldPassword } = await import('../../../src/state/held-password.ts');

const TOKEN = 'T'.repeat(43);
const SESSION = { token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type: 0 as const, agent: false, firstTimeLogin: false, read: true, expirationTime: Date.now() + 3_600_000 };

/** Everything the page keeps on the device, as one string. */
function deviceStorage(): string {
  const all: string[] = [];
  for (const s of [localStorage, sessionStorage]) for (let i = 0; i < s.length; i += 1) all.push(`${s.key(i)}=${s.getItem(s.key(i) ?? '')}`);
  return all.join('\n');
}

beforeEach(() => {
  api.forgetRememberToken.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('remembered login (SPEC 3, D26)', () => {
  it('R3-29 (D26) keeps type, user name, dialing code and the platform\'s remember token; the password nowhere on the device', () => {
    completeLogin({ session: { ...SESSION, rememberToken: TOKEN }, method: 'username', remember: true, username: 'demo00', password: 'Demo@1234', countryDialingCode: '63' });
    expect(JSON.parse(localStorage.getItem('rememberedLogin') ?? '')).toEqual({ username: { type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: TOKEN } });
    const stored = deviceStorage();
    for (const form of ['Demo@1234', btoa('Demo@1234'), btoa(btoa('Demo@1234'))]) expect(stored).not.toContain(form);
    // the session record never carries the remember token
    expect(localStorage.getItem('MC_SESSION_INFO')).not.toContain(TOKEN);
    // the typed password lives in this page's memory only (SPEC 2.7)
    expect(heldPassword('demo00')).toBe('Demo@1234');
  });

  it('R3-30 (D26) no form of the password is kept: the old vault\'s record (its secret) and its key database are removed', async () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'wl-device-keys', version: 1 }], deleteDatabase });
    localStorage.setItem('rememberedLogin', JSON.stringify({ username: { type: 'username', username: 'demo00', countryDialingCode: '63', secret: 'AAAAciphertext' } }));
    dropLegacyRememberedPassword();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
    await vi.waitFor(() => expect(deleteDatabase).toHaveBeenCalledWith('wl-device-keys'));
    // the login screen's reader drops such a record too
    localStorage.setItem('rememberedLogin', JSON.stringify({ username: { type: 'username', username: 'demo00', countryDialingCode: '63', secret: 'AAAA' } }));
    expect(remembered.loadRememberedLogin('username')).toBeUndefined();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('leaves a device without the old database alone', async () => {
    const deleteDatabase = vi.fn();
    const databases = vi.fn(async () => [{ name: 'other', version: 1 }]);
    vi.stubGlobal('indexedDB', { databases, deleteDatabase });
    dropLegacyRememberedPassword();
    await vi.waitFor(() => expect(databases).toHaveBeenCalled());
    expect(deleteDatabase).not.toHaveBeenCalled();
  });

  it('keeps a remembered record without a password, and finds the old secret however its record is spaced', () => {
    vi.stubGlobal('indexedDB', undefined);
    const current = JSON.stringify({ username: { type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: TOKEN } });
    localStorage.setItem('rememberedLogin', current);
    dropLegacyRememberedPassword();
    expect(localStorage.getItem('rememberedLogin')).toBe(current);
    localStorage.setItem('rememberedLogin', '{ "username": { "type": "username", "secret" : "AAAA" } }');
    dropLegacyRememberedPassword();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('a browser without IndexedDB and without a remembered record has nothing to clean', () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(() => dropLegacyRememberedPassword()).not.toThrow();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('a browser that cannot list its databases deletes the old one in case it is there', async () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });
    dropLegacyRememberedPassword();
    await vi.waitFor(() => expect(deleteDatabase).toHaveBeenCalledWith('wl-device-keys'));
  });

  it('finds the old database among others', async () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'other', version: 1 }, { name: 'wl-device-keys', version: 1 }], deleteDatabase });
    dropLegacyRememberedPassword();
    await vi.waitFor(() => expect(deleteDatabase).toHaveBeenCalledWith('wl-device-keys'));
    expect(deleteDatabase).toHaveBeenCalledTimes(1);
  });

  it('survives corrupt values: unreadable JSON, a wrong shape, an entry filed under another method', () => {
    for (const raw of ['{not json', '[1,2]', JSON.stringify({ sms: { type: 'username', username: 'x', countryDialingCode: '' } }), JSON.stringify({ username: { type: 'username', username: 7, countryDialingCode: '' } })]) {
      localStorage.setItem('rememberedLogin', raw);
      expect(remembered.loadRememberedLogin('username')).toBeUndefined();
      expect(remembered.loadRememberedLogin('sms')).toBeUndefined();
    }
  });

  it('asks for a token only when remembering, with this browser\'s stable device id', () => {
    expect(remembered.rememberRequest(false)).toEqual({ remember: false });
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(remembered.rememberRequest(true)).toEqual({ remember: true, deviceId: id });
    expect(deviceId()).toBe(id);
    localStorage.setItem('deviceId', 'bad id!');
    expect(deviceId()).not.toBe('bad id!');
  });

  it('unticking remember forgets the account and revokes its token on the platform', () => {
    remembered.saveRememberedLogin({ type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: TOKEN });
    completeLogin({ session: SESSION, method: 'username', remember: false, username: 'demo00', password: 'Demo@1234', countryDialingCode: '63' });
    expect(remembered.loadRememberedLogin('username')).toBeUndefined();
    expect(api.forgetRememberToken).toHaveBeenCalledWith(TOKEN, undefined);
  });

  it('a token replaced by a new login is revoked; the SMS method keeps its own', () => {
    remembered.saveRememberedLogin({ type: 'sms', username: '9170000001', countryDialingCode: '63', rememberToken: 'S'.repeat(43) });
    remembered.saveRememberedLogin({ type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: TOKEN });
    remembered.saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '63', rememberToken: 'N'.repeat(43) });
    expect(api.forgetRememberToken).toHaveBeenCalledTimes(1);
    expect(api.forgetRememberToken).toHaveBeenCalledWith(TOKEN, undefined);
    expect(remembered.loadRememberedLogin('sms')?.rememberToken).toBe('S'.repeat(43));
  });

  it('a refused token is dropped without a revoke call; a token the player gives up is revoked; the account stays', () => {
    remembered.saveRememberedLogin({ type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: TOKEN });
    remembered.dropRememberToken('username', true);
    expect(remembered.loadRememberedLogin('username')).toEqual({ type: 'username', username: 'demo00', countryDialingCode: '63' });
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
    remembered.saveRememberedLogin({ type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: TOKEN });
    remembered.dropRememberToken('username');
    expect(api.forgetRememberToken).toHaveBeenCalledWith(TOKEN, undefined);
    expect(remembered.loadRememberedLogin('username')?.username).toBe('demo00');
  });

  it('R4-28 (D26) a password change asks for a renewed token only for the remembered account, and stores it in place of the void one', () => {
    expect(remembered.rememberedDeviceFor('demo00')).toBeUndefined();
    remembered.saveRememberedLogin({ type: 'username', username: 'demo00', countryDialingCode: '63', rememberToken: TOKEN });
    expect(remembered.rememberedDeviceFor('DEMO00')).toBe(deviceId());
    expect(remembered.rememberedDeviceFor('demo01')).toBeUndefined();
    remembered.renewRememberToken('demo00', 'R'.repeat(43));
    expect(remembered.loadRememberedLogin('username')?.rememberToken).toBe('R'.repeat(43));
    // the change voided the old token on the platform already: nothing to revoke
    expect(api.forgetRememberToken).not.toHaveBeenCalled();
    remembered.renewRememberToken('demo01', 'X'.repeat(43));
    expect(remembered.loadRememberedLogin('username')?.rememberToken).toBe('R'.repeat(43));
  });
});
