// @vitest-environment node
/** The password of this page's login, held in memory for change password (SPEC 2.7). */
import { describe, expect, it, vi } from 'vitest';
import { heldPassword, holdPassword, releasePassword } from '../../../src/state/held-password.ts';

describe('the held password (SPEC 2.7)', () => {
  it('is nothing before a login', async () => {
    // the module as a page first loads it, whatever the other tests held
    vi.resetModules();
    const fresh = await import('../../../src/state/held-password.ts');
    expect(fresh.heldPassword('demo01')).toBeUndefined();
  });

  it('is given for the same user name in any case, and for no other user', () => {
    holdPassword('Demo01', 'Secret@123');
    expect(heldPassword('demo01')).toBe('Secret@123');
    expect(heldPassword('DEMO01')).toBe('Secret@123');
    expect(heldPassword('demo02')).toBeUndefined();
  });

  it('is forgotten when released', () => {
    holdPassword('demo01', 'Secret@123');
    releasePassword();
    expect(heldPassword('demo01')).toBeUndefined();
  });
});
