/** The one hook screens read the effective config from (DESIGN 3): it follows the platform's status. */
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { SystemStatus } from '../../../src/api/system.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { useEffectiveConfig } from '../../../src/state/effective-config.ts';
import { applySystemStatus, resetSystemStore } from '../../../src/state/system-store.ts';

const statusWith = (whitelabel: Record<string, unknown>): SystemStatus => ({
  status: 0, maintenance: false, regionRestriction: false, location: { ip: '203.0.113.9', country: 'TH' }, serverTime: 1_700_000_000_000,
  info: { mainDomain: 'ttslot.com', whitelabel },
}) as unknown as SystemStatus;

beforeEach(() => {
  setMerchant(ttslot as unknown as Merchant);
  resetSystemStore();
});

describe('useEffectiveConfig (DESIGN 3)', () => {
  it('gives the merchant\'s flags before the status answers, and the platform\'s once it does', async () => {
    const { result } = renderHook(() => useEffectiveConfig());
    expect(result.current.whitelabel.CBS3).toBe(true);
    await act(async () => applySystemStatus(statusWith({ CBS3: 0 })));
    expect(result.current.whitelabel.CBS3).toBe(false);
    await act(async () => applySystemStatus(statusWith({ CBS3: 1 })));
    expect(result.current.whitelabel.CBS3).toBe(true);
  });
});
