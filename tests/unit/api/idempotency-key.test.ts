// @vitest-environment node
/** The idempotency key of a money action: a random UUID v4, fresh per action. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../../src/api/idempotency-key.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes the next random bytes exactly these. */
function forceRandomBytes(bytes: number[]): void {
  vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    (array as unknown as Uint8Array).set(bytes);
    return array;
  });
}

describe('the idempotency key of a money-moving action', () => {
  it('makes a fresh UUID v4 for each user action', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is the random bytes as a UUID with the version 4 and variant bits set and every other bit kept', () => {
    forceRandomBytes([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xff, 0xef, 0x7f, 0x32, 0x10, 0xfe, 0xdc, 0xba, 0x98, 0x76]);
    expect(newIdempotencyKey()).toBe('01234567-89ab-4fef-bf32-10fedcba9876');
  });

  it('sets the version and variant bits even when the random bytes are all zero', () => {
    forceRandomBytes(Array.from({ length: 16 }, () => 0));
    expect(newIdempotencyKey()).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('clears the bits the version and variant replace when the random bytes are all ones', () => {
    forceRandomBytes(Array.from({ length: 16 }, () => 0xff));
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

