// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, readJson, readString, removeKey, writeJson, writeString } from '../../../src/state/storage.ts';

interface Point {
  x: number;
  y: number;
}
const isPoint = (value: unknown): value is Point =>
  typeof value === 'object' && value !== null && typeof (value as Point).x === 'number' && typeof (value as Point).y === 'number';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage keys', () => {
  it('are exactly the names the spec gives', () => {
    expect(STORAGE_KEYS).toStrictEqual({
      session: 'MC_SESSION_INFO',
      memberInfo: 'memberInfo',
      autoLogin: 'autoLogin',
      theme: 'theme',
      language: 'language',
      systemStatus: 'systemStatus',
      rememberedLogin: 'rememberedLogin',
      deviceId: 'deviceId',
      trialUser: 'trialUser',
      webclip: 'WEBCLIP',
      popupShown: 'popupShown',
    });
  });
});

describe('strings in local storage (the default area)', () => {
  it('writeString without an area writes to localStorage only', () => {
    writeString('theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(sessionStorage.getItem('theme')).toBeNull();
  });

  it("writeString with 'local' writes to localStorage only", () => {
    writeString('theme', 'dark', 'local');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(sessionStorage.getItem('theme')).toBeNull();
  });

  it('readString without an area reads localStorage, not sessionStorage', () => {
    localStorage.setItem('language', 'EN');
    sessionStorage.setItem('language', 'JA');
    expect(readString('language')).toBe('EN');
  });

  it("readString with 'local' reads localStorage", () => {
    localStorage.setItem('language', 'TH');
    sessionStorage.setItem('language', 'VI');
    expect(readString('language', 'local')).toBe('TH');
  });

  it('readString of a missing key is undefined, not null', () => {
    expect(readString('deviceId')).toBeUndefined();
    expect(readString('deviceId', 'session')).toBeUndefined();
  });

  it('readString keeps an empty stored string', () => {
    localStorage.setItem('deviceId', '');
    expect(readString('deviceId')).toBe('');
  });

  it('removeKey without an area removes from localStorage and leaves sessionStorage alone', () => {
    localStorage.setItem('autoLogin', '1');
    sessionStorage.setItem('autoLogin', '2');
    removeKey('autoLogin');
    expect(localStorage.getItem('autoLogin')).toBeNull();
    expect(sessionStorage.getItem('autoLogin')).toBe('2');
  });

  it("removeKey with 'local' removes from localStorage only", () => {
    localStorage.setItem('autoLogin', '1');
    sessionStorage.setItem('autoLogin', '2');
    removeKey('autoLogin', 'local');
    expect(localStorage.getItem('autoLogin')).toBeNull();
    expect(sessionStorage.getItem('autoLogin')).toBe('2');
  });

  it('removeKey of a missing key does nothing', () => {
    localStorage.setItem('theme', 'dark');
    expect(() => removeKey('autoLogin')).not.toThrow();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe("strings in session storage ('session' area)", () => {
  it('writeString goes to sessionStorage and not to localStorage', () => {
    writeString('popupShown', '42', 'session');
    expect(sessionStorage.getItem('popupShown')).toBe('42');
    expect(localStorage.getItem('popupShown')).toBeNull();
  });

  it('readString reads sessionStorage, not localStorage', () => {
    localStorage.setItem('popupShown', 'local-value');
    sessionStorage.setItem('popupShown', 'session-value');
    expect(readString('popupShown', 'session')).toBe('session-value');
  });

  it('readString finds nothing in sessionStorage when only localStorage has the key', () => {
    localStorage.setItem('popupShown', 'local-value');
    expect(readString('popupShown', 'session')).toBeUndefined();
  });

  it('removeKey removes from sessionStorage and leaves localStorage alone', () => {
    localStorage.setItem('popupShown', 'local-value');
    sessionStorage.setItem('popupShown', 'session-value');
    removeKey('popupShown', 'session');
    expect(sessionStorage.getItem('popupShown')).toBeNull();
    expect(localStorage.getItem('popupShown')).toBe('local-value');
  });

  it('a written value reads back from the same area', () => {
    writeString('trialUser', 'yes', 'session');
    expect(readString('trialUser', 'session')).toBe('yes');
    expect(readString('trialUser')).toBeUndefined();
  });
});

describe('readJson', () => {
  it('is undefined for a missing key, without validating or removing anything', () => {
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    const isValid = vi.fn(isPoint);
    expect(readJson('memberInfo', isValid as unknown as typeof isPoint)).toBeUndefined();
    expect(isValid).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
  });

  it('returns a valid stored value and keeps it', () => {
    localStorage.setItem('memberInfo', '{"x":1,"y":2}');
    expect(readJson('memberInfo', isPoint)).toStrictEqual({ x: 1, y: 2 });
    expect(localStorage.getItem('memberInfo')).toBe('{"x":1,"y":2}');
  });

  it('passes the parsed value to the validator', () => {
    localStorage.setItem('memberInfo', '{"x":3,"y":4}');
    const isValid = vi.fn(isPoint);
    readJson('memberInfo', isValid as unknown as typeof isPoint);
    expect(isValid).toHaveBeenCalledTimes(1);
    expect(isValid).toHaveBeenCalledWith({ x: 3, y: 4 });
  });

  it('reads from localStorage by default', () => {
    localStorage.setItem('systemStatus', '{"x":1,"y":1}');
    sessionStorage.setItem('systemStatus', '{"x":2,"y":2}');
    expect(readJson('systemStatus', isPoint)).toStrictEqual({ x: 1, y: 1 });
    expect(readJson('systemStatus', isPoint, 'local')).toStrictEqual({ x: 1, y: 1 });
  });

  it("reads from sessionStorage with 'session'", () => {
    localStorage.setItem('systemStatus', '{"x":1,"y":1}');
    sessionStorage.setItem('systemStatus', '{"x":2,"y":2}');
    expect(readJson('systemStatus', isPoint, 'session')).toStrictEqual({ x: 2, y: 2 });
  });

  it('drops corrupt JSON: undefined and the key removed', () => {
    localStorage.setItem('MC_SESSION_INFO', '{not json');
    expect(readJson('MC_SESSION_INFO', isPoint)).toBeUndefined();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('drops valid JSON of the wrong shape: undefined and the key removed', () => {
    localStorage.setItem('MC_SESSION_INFO', '{"x":"1","y":2}');
    expect(readJson('MC_SESSION_INFO', isPoint)).toBeUndefined();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('drops a stored JSON null of the wrong shape', () => {
    localStorage.setItem('rememberedLogin', 'null');
    expect(readJson('rememberedLogin', isPoint)).toBeUndefined();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('removes a corrupt value from sessionStorage only when reading the session area', () => {
    localStorage.setItem('rememberedLogin', '{"x":1,"y":1}');
    sessionStorage.setItem('rememberedLogin', '{oops');
    expect(readJson('rememberedLogin', isPoint, 'session')).toBeUndefined();
    expect(sessionStorage.getItem('rememberedLogin')).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBe('{"x":1,"y":1}');
  });

  it('removes a wrong-shaped value from sessionStorage only when reading the session area', () => {
    localStorage.setItem('rememberedLogin', '[1,2]');
    sessionStorage.setItem('rememberedLogin', '[1,2]');
    expect(readJson('rememberedLogin', isPoint, 'session')).toBeUndefined();
    expect(sessionStorage.getItem('rememberedLogin')).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBe('[1,2]');
  });

  it('removes a wrong-shaped value from localStorage only when reading the default area', () => {
    localStorage.setItem('rememberedLogin', '"text"');
    sessionStorage.setItem('rememberedLogin', '"text"');
    expect(readJson('rememberedLogin', isPoint)).toBeUndefined();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
    expect(sessionStorage.getItem('rememberedLogin')).toBe('"text"');
  });
});

describe('writeJson', () => {
  it('stores the JSON text in localStorage by default', () => {
    writeJson('memberInfo', { x: 5, y: 6 });
    expect(localStorage.getItem('memberInfo')).toBe('{"x":5,"y":6}');
    expect(sessionStorage.getItem('memberInfo')).toBeNull();
  });

  it("stores in localStorage with 'local'", () => {
    writeJson('memberInfo', { x: 5, y: 6 }, 'local');
    expect(localStorage.getItem('memberInfo')).toBe('{"x":5,"y":6}');
    expect(sessionStorage.getItem('memberInfo')).toBeNull();
  });

  it("stores in sessionStorage with 'session'", () => {
    writeJson('popupShown', { x: 7, y: 8 }, 'session');
    expect(sessionStorage.getItem('popupShown')).toBe('{"x":7,"y":8}');
    expect(localStorage.getItem('popupShown')).toBeNull();
  });

  it('round-trips through readJson in both areas', () => {
    writeJson('deviceId', { x: -1.5, y: 0 });
    writeJson('deviceId', { x: 9, y: 10 }, 'session');
    expect(readJson('deviceId', isPoint)).toStrictEqual({ x: -1.5, y: 0 });
    expect(readJson('deviceId', isPoint, 'session')).toStrictEqual({ x: 9, y: 10 });
  });

  it('round-trips strings, numbers and arrays', () => {
    writeJson('WEBCLIP', ['a', 1, true, null]);
    expect(readJson('WEBCLIP', Array.isArray)).toStrictEqual(['a', 1, true, null]);
    writeJson('trialUser', 'guest');
    expect(readString('trialUser')).toBe('"guest"');
    expect(readJson('trialUser', (v): v is string => typeof v === 'string')).toBe('guest');
  });
});

describe('blocked storage', () => {
  const denied = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };

  it('reading localStorage itself throws: every function returns undefined or does nothing', () => {
    localStorage.setItem('theme', 'light');
    sessionStorage.setItem('theme', 'dark');
    const getter = vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(denied);
    expect(readString('theme')).toBeUndefined();
    expect(readJson('theme', isPoint)).toBeUndefined();
    expect(() => writeString('theme', 'changed')).not.toThrow();
    expect(() => writeJson('theme', { x: 1, y: 1 })).not.toThrow();
    expect(() => removeKey('theme')).not.toThrow();
    expect(getter).toHaveBeenCalled();
    // the session area is a separate store and still works
    expect(readString('theme', 'session')).toBe('dark');
    getter.mockRestore();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(sessionStorage.getItem('theme')).toBe('dark');
  });

  it('reading sessionStorage itself throws: the session area reads as undefined and local still works', () => {
    localStorage.setItem('popupShown', 'local-value');
    sessionStorage.setItem('popupShown', 'session-value');
    const getter = vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(denied);
    expect(readString('popupShown', 'session')).toBeUndefined();
    expect(readJson('popupShown', isPoint, 'session')).toBeUndefined();
    expect(() => writeString('popupShown', 'x', 'session')).not.toThrow();
    expect(() => writeJson('popupShown', { x: 1, y: 1 }, 'session')).not.toThrow();
    expect(() => removeKey('popupShown', 'session')).not.toThrow();
    expect(getter).toHaveBeenCalled();
    expect(readString('popupShown')).toBe('local-value');
    getter.mockRestore();
    expect(sessionStorage.getItem('popupShown')).toBe('session-value');
    expect(localStorage.getItem('popupShown')).toBe('local-value');
  });

  it('localStorage is missing: every function returns undefined or does nothing', () => {
    localStorage.setItem('theme', 'light');
    const getter = vi.spyOn(globalThis, 'localStorage', 'get').mockReturnValue(undefined as unknown as Storage);
    expect(readString('theme')).toBeUndefined();
    expect(readJson('theme', isPoint)).toBeUndefined();
    expect(() => writeString('theme', 'light')).not.toThrow();
    expect(() => writeJson('theme', { x: 1, y: 1 })).not.toThrow();
    expect(() => removeKey('theme')).not.toThrow();
    expect(getter).toHaveBeenCalled();
    getter.mockRestore();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('getItem throws: reads return undefined', () => {
    localStorage.setItem('memberInfo', '{"x":1,"y":2}');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    expect(readString('memberInfo')).toBeUndefined();
    expect(readString('memberInfo', 'session')).toBeUndefined();
    expect(readJson('memberInfo', isPoint)).toBeUndefined();
  });

  it('setItem throws (quota exceeded): writes do nothing and do not throw', () => {
    localStorage.setItem('memberInfo', 'old');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => writeString('memberInfo', 'new')).not.toThrow();
    expect(() => writeString('memberInfo', 'new', 'session')).not.toThrow();
    expect(() => writeJson('memberInfo', { x: 1, y: 2 })).not.toThrow();
    expect(() => writeJson('memberInfo', { x: 1, y: 2 }, 'session')).not.toThrow();
    vi.restoreAllMocks();
    expect(localStorage.getItem('memberInfo')).toBe('old');
    expect(sessionStorage.getItem('memberInfo')).toBeNull();
  });

  it('removeItem throws: removeKey does not throw and readJson of a bad value still returns undefined', () => {
    localStorage.setItem('memberInfo', '{broken');
    sessionStorage.setItem('memberInfo', '{broken');
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(() => removeKey('memberInfo')).not.toThrow();
    expect(() => removeKey('memberInfo', 'session')).not.toThrow();
    expect(readJson('memberInfo', isPoint)).toBeUndefined();
    expect(readJson('memberInfo', isPoint, 'session')).toBeUndefined();
  });
});
