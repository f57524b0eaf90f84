// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ActionKey } from '../../../src/features/wallet/action-key.ts';

describe('one idempotency key per user action', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}-0123456789abcdef`;
  };

  it('sends the same key again while the same request is unanswered', () => {
    const keys = new ActionKey(counter());
    expect(keys.keyFor('{"amount":"10.00"}')).toBe('key-1-0123456789abcdef');
    expect(keys.keyFor('{"amount":"10.00"}')).toBe('key-1-0123456789abcdef');
  });

  it('makes a new key once the platform answered, and when the request changes', () => {
    const keys = new ActionKey(counter());
    keys.keyFor('a');
    keys.answered();
    expect(keys.keyFor('a')).toBe('key-2-0123456789abcdef');
    expect(keys.keyFor('b')).toBe('key-3-0123456789abcdef');
  });

  it('by default makes UUIDs the platform\'s key pattern takes', () => {
    const key = new ActionKey().keyFor('x');
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(new ActionKey().keyFor('x')).not.toBe(key);
  });
});
