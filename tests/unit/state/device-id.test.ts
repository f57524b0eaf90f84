// This browser's device id (D26): made once from random bytes, kept, and remade when the kept one is malformed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId } from '../../../src/state/device-id.ts';

afterEach(() => vi.restoreAllMocks());

describe('device id', () => {
  it('is made from 16 random bytes as unpadded URL-safe base64, and kept', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(0xfb);
      return array;
    });
    // 0xfb repeated is "+/v7" in base64: both characters that are not URL-safe, and "==" of padding at the end
    expect(deviceId()).toBe('-_v7-_v7-_v7-_v7-_v7-w');
    expect(localStorage.getItem('deviceId')).toBe('-_v7-_v7-_v7-_v7-_v7-w');
  });

  it('keeps a well-formed id from 16 up to 128 characters', () => {
    for (const kept of ['A'.repeat(16), `${'a'.repeat(64)}0123456789_-`, 'Z'.repeat(128)]) {
      localStorage.setItem('deviceId', kept);
      expect(deviceId()).toBe(kept);
    }
  });

  it('replaces a kept id with anything before or after a well-formed run', () => {
    for (const kept of [`bad id!${'A'.repeat(20)}`, `${'A'.repeat(20)} bad id!`, 'A'.repeat(15), 'A'.repeat(129)]) {
      localStorage.setItem('deviceId', kept);
      const id = deviceId();
      expect(id).not.toBe(kept);
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(localStorage.getItem('deviceId')).toBe(id);
    }
  });
});
