// The context every `when` condition is evaluated in (DESIGN 3): the effective config, the merchant's features and the session.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { effectiveConfig } from '../../../src/config/effective-config.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { buildConditionContext, useConditionContext } from '../../../src/render/condition-context.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { applySystemStatus } from '../../../src/state/system-store.ts';

const TTSLOT = ttslot as unknown as Merchant;
const status = (whitelabel: Record<string, unknown>) => ({ info: { whitelabel, modules: {} } }) as never;

describe('condition context', () => {
  beforeEach(() => setMerchant(TTSLOT));

  it('a flag reads the effective white-label switch: the platform\'s value over the merchant\'s', () => {
    const ctx = buildConditionContext(effectiveConfig(TTSLOT, { whitelabel: { CBS3: false, GOOGLELOGIN3: true } }), TTSLOT.features, undefined);
    expect(ctx.flag('CBS3')).toBe(false);
    expect(ctx.flag('GOOGLELOGIN3')).toBe(true);
    expect(ctx.flag('USERNAMEREG3')).toBe(true);
    expect(ctx.flag('FACEBOOKLOGIN3')).toBe(false);
  });

  it('the hook gives the context of the current status, merchant and session, and follows their changes', async () => {
    const { result, rerender } = renderHook(() => useConditionContext());
    expect(result.current.flag('CBS3')).toBe(true);
    expect(result.current.features).toEqual(TTSLOT.features);
    expect(result.current.agentMenu).toEqual(TTSLOT.agentMenu);
    expect(result.current.memberType).toBeUndefined();
    expect(result.current.sessionKinds).toEqual(['guest']);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    await act(async () => applySystemStatus(status({ CBS3: false })));
    expect(result.current.flag('CBS3')).toBe(false);

    await act(async () => startSession({ token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false }));
    expect(result.current.memberType).toBe(1);
    expect(result.current.sessionKinds).toContain('agent');
    expect(result.current.flag('CBS3')).toBe(false);
  });
});
