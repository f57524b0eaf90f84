import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, passwordCost, setPasswordCost, verifyPassword } from '../../../scripts/sandbox/crypto.ts';
import { envOptions } from '../../../scripts/sandbox/env-options.ts';
import { unknownUserHash } from '../../../scripts/sandbox/login-guard.ts';
import { TEST_PASSWORD_COST } from '../../password-cost.ts';

describe('the sandbox\'s password hashing cost', () => {
  afterEach(() => setPasswordCost(TEST_PASSWORD_COST));

  it('makes new hashes at the cost set, and checks each hash at the cost it was made with', async () => {
    setPasswordCost(16384);
    const strong = await hashPassword('Demo@1234');
    expect(strong).toMatch(/^scrypt\$16384\$/);
    setPasswordCost(1024);
    const cheap = await hashPassword('Demo@1234', 'seed');
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('Demo@1234', strong)).toBe(true);
    expect(await verifyPassword('Demo@1234', cheap)).toBe(true);
    expect(await verifyPassword('Demo@12345', strong)).toBe(false);
    // a seed's memoised hash belongs to its cost
    setPasswordCost(2048);
    expect(await hashPassword('Demo@1234', 'seed')).toMatch(/^scrypt\$2048\$/);
  });

  it('refuses a cost scrypt cannot take, and a stored hash with one never matches', async () => {
    for (const bad of [0, 1, 1000, 2.5, Number.NaN]) expect(() => setPasswordCost(bad)).toThrow(/power of two/);
    const good = await hashPassword('Demo@1234');
    for (const cost of ['1000', 'x', '']) expect(await verifyPassword('Demo@1234', good.replace(/^scrypt\$\d+\$/, `scrypt$${cost}$`))).toBe(false);
  });

  it('makes an unknown user cost what a known one does, and reads SANDBOX_PASSWORD_COST', () => {
    expect(unknownUserHash()).toMatch(new RegExp(`^scrypt\\$${passwordCost()}\\$`));
    expect(envOptions({ SANDBOX_PASSWORD_COST: '2048' })).toEqual({ passwordCost: 2048 });
    expect(envOptions({})).toEqual({});
  });
});
