// @vitest-environment node
import { describe, expect, it } from 'vitest';
import sahara from '../../../merchants/sahara/merchant.json';
import ttslot from '../../../merchants/ttslot/merchant.json';
import merchantSchema from '../../../schemas/merchant.schema.json';
import { isItemShown } from '../../../src/config/conditions.ts';
import type { ContractInfo } from '../../../src/api/agent.ts';
import { contractOfPath, contractPrompts, greetingOf, mayOpenAgentHome } from '../../../src/features/agent/rules.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { buildConditionContext } from '../../../src/render/condition-context.ts';
import { effectiveConfig } from '../../../src/config/effective-config.ts';

const TTSLOT = ttslot as unknown as Merchant;
const SAHARA = sahara as unknown as Merchant;

/** The condition context of an agent (type 1) whose platform permits exactly `menu`, with the merchant's features. */
function agentContext(merchant: Merchant, menu: readonly string[], features: Partial<Merchant['features']> = {}) {
  const effective = effectiveConfig(merchant, { agentMenu: menu });
  return buildConditionContext(effective, { ...merchant.features, ...features }, 1);
}

describe('agent home rules (SPEC 2.13, 6; D4, D15, D16, D18)', () => {
  it('R2.13-1 greets by hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-23 evening (D18)', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greetingOf(hour));
    expect(byHour.slice(0, 11).every((g) => g === 'morning')).toBe(true);
    expect(byHour.slice(11, 15).every((g) => g === 'early_afternoon')).toBe(true);
    expect(byHour.slice(15, 19).every((g) => g === 'late_afternoon')).toBe(true);
    expect(byHour.slice(19).every((g) => g === 'evening')).toBe(true);
    expect([greetingOf(10), greetingOf(11), greetingOf(14), greetingOf(15), greetingOf(18), greetingOf(19)])
      .toEqual(['morning', 'early_afternoon', 'early_afternoon', 'late_afternoon', 'late_afternoon', 'evening']);
  });

  it('R6-9 only agents open the agent home: no session and types 0, 4 and 40 do not (D4)', () => {
    expect([undefined, 0, 4, 40].map(mayOpenAgentHome)).toEqual([false, false, false, false]);
    expect([1, 2, 3, 41, 42].map(mayOpenAgentHome)).toEqual([true, true, true, true, true]);
  });

  it('R6-10 one contract prompt per non-empty dividend-info field, never for types 4, 40, 41 and 42 (D16)', () => {
    const all: ContractInfo = { dailysalreqtype: 'DAILY', divtypecompperiodreq: 'MONTHLY', contracthoursalreq: 'HOURLY' };
    const none: ContractInfo = { dailysalreqtype: '', divtypecompperiodreq: ' ', contracthoursalreq: '' };
    for (const type of [0, 1, 2, 3, 5, 43]) {
      expect(contractPrompts(type, all).map((p) => p.kind), `type ${type}`).toEqual(['daily', 'dividend', 'hourly']);
      expect(contractPrompts(type, none), `type ${type}`).toEqual([]);
    }
    for (const type of [undefined, 4, 40, 41, 42]) expect(contractPrompts(type, all), `type ${String(type)}`).toEqual([]);
    const fields = ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'] as const;
    fields.forEach((field, i) => {
      const one = { ...none, [field]: 'X' };
      expect(contractPrompts(1, one).map((p) => p.kind)).toEqual([['daily', 'dividend', 'hourly'][i]]);
    });
  });

  it('R6-11 each prompt\'s Go opens its contract page (D16)', () => {
    const all: ContractInfo = { dailysalreqtype: 'DAILY', divtypecompperiodreq: 'MONTHLY', contracthoursalreq: 'HOURLY' };
    expect(contractPrompts(2, all).map((p) => p.path)).toEqual([
      '/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract',
    ]);
  });

  it.each([TTSLOT, SAHARA])('R2.13-8 each grid item of $code shows only while the platform\'s agent menu permits its key (every key on and off; D15)', (merchant) => {
    const keyed = merchant.layout.agentGrid.filter((item) => item.key !== undefined);
    expect(keyed.length).toBeGreaterThan(3);
    for (const item of keyed) {
      const key = item.key as string;
      expect(isItemShown(item, agentContext(merchant, [key])), `${key} on`).toBe(true);
      expect(isItemShown(item, agentContext(merchant, merchant.agentMenu.filter((k) => k !== key))), `${key} off`).toBe(false);
      // only its own key decides: every other key on does not show it
      const others = keyed.map((x) => x.key as string).filter((k) => k !== key);
      expect(isItemShown(item, agentContext(merchant, others)), `${key} with only the others`).toBe(false);
    }
  });

  it('R6-12 the agent menu keys are the ten of SPEC 6: the merchant schema allows exactly them, and the agent grid keys its targets by them (D15)', () => {
    const keys = ['AGEPAG', 'TRANSREC3', 'DOWNMAN', 'AGENTRANSMULTDOWN3', 'AGETEAMPNL3', 'TEAMBETTING3', 'GAMSER', 'AGEREBINC3', 'SECPRIV', 'MAILCEN'];
    expect(merchantSchema.$defs.agentMenuKey.enum).toEqual(keys);
    const targets = ['/m/agent/team/overview', '/m/transaction/record?types=A', '/m/member/team', '/m/redRain', '/m/agent/team/pnl', '/m/teamBetting',
      '/m/member/agent/agentRebeat', '/m/member/teamRebate', '/m/securityCenter', '/m/webEmail'];
    const keyed = TTSLOT.layout.agentGrid.filter((item) => item.key !== undefined);
    expect(keyed.map((item) => [item.key, item.to])).toEqual(keys.map((key, i) => [key, targets[i]]));
    // an operator may leave items out (sahara has no team betting), never key one outside the ten
    expect(SAHARA.layout.agentGrid.filter((item) => item.key !== undefined).every((item) => keys.includes(item.key as string))).toBe(true);
  });

  it.each([TTSLOT, SAHARA])('R2.13-7 online service of $code is shown whatever the agent menu permits', (merchant) => {
    const chat = merchant.layout.agentGrid.filter((item) => item.type === 'chat');
    expect(chat).toHaveLength(1);
    for (const menu of [[], merchant.agentMenu]) expect(isItemShown(chat[0]!, agentContext(merchant, menu))).toBe(true);
  });

  it('R2.13-10 the dividends footer item shows only when the merchant\'s dividends are enabled', () => {
    const dividend = TTSLOT.layout.agentFooter.find((item) => item.to === '/m/member/agent/agentDivident');
    expect(dividend).toBeDefined();
    expect(isItemShown(dividend!, agentContext(TTSLOT, TTSLOT.agentMenu, { dividends: true }))).toBe(true);
    expect(isItemShown(dividend!, agentContext(TTSLOT, TTSLOT.agentMenu, { dividends: false }))).toBe(false);
    const others = TTSLOT.layout.agentFooter.filter((item) => item !== dividend);
    for (const item of others) expect(isItemShown(item, agentContext(TTSLOT, TTSLOT.agentMenu, { dividends: false })), item.id).toBe(true);
  });

  it('R2.13-9 the agent footer of each merchant has home, open account and agent announcements', () => {
    for (const merchant of [TTSLOT, SAHARA]) {
      expect(merchant.layout.agentFooter.map((item) => item.to).filter((to) => to !== '/m/member/agent/agentDivident'))
        .toEqual(['/m/home', '/m/agentRegister', '/m/member/notice?types=A']);
    }
  });

  it('finds the contract a contract page shows by its path, and none for another path', () => {
    expect(contractOfPath('/m/member/agent/getSalaryContract')).toBe('daily');
    expect(contractOfPath('/m/member/agent/getDevidendContract')).toBe('dividend');
    expect(contractOfPath('/m/member/agent/getHourContract')).toBe('hourly');
    expect(contractOfPath('/m/member/agent')).toBeUndefined();
  });
});
