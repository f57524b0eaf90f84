// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ConditionContext, evaluateCondition } from '../../../src/config/conditions.ts';
import type { LinkName } from '../../../src/config/effective-config.ts';
import { sessionKinds } from '../../../src/config/member-types.ts';
import type { Condition } from '../../../src/generated/merchant.ts';

const allModulesOff = {
  COMM3: false, FUNDTRANS3: false, AGEANNOUNCE3: false, MEMTRANS3: false, PERSPNL3: false, AGEINFO3: false,
  AGEDOWNMAN3: false, REG3: false, CAPTCHA3: false, CBS3: false, MANPLAYREB3: false, REWCEN3: false,
};

function context(overrides: Partial<ConditionContext> = {}): ConditionContext {
  return {
    flag: (name) => name === 'CBS3',
    modules: { ...allModulesOff, REWCEN3: true },
    features: { referral: true, dividends: false, appWindow: true },
    sessionKinds: sessionKinds(1),
    memberType: 1,
    agentMenu: ['AGEPAG', 'MAILCEN'],
    links: new Set<LinkName>(['telegram']),
    ...overrides,
  };
}

describe('evaluateCondition (DESIGN 3 when conditions)', () => {
  const cases: [string, Condition | undefined, Partial<ConditionContext>, boolean][] = [
    ['no condition shows the item', undefined, {}, true],
    ['flag on', { flag: 'CBS3' }, {}, true],
    ['flag off', { flag: 'GOOGLELOGIN3' }, {}, false],
    ['module on', { module: 'REWCEN3' }, {}, true],
    ['module off', { module: 'MANPLAYREB3' }, {}, false],
    ['feature on', { feature: 'referral' }, {}, true],
    ['feature off', { feature: 'dividends' }, {}, false],
    ['session kind matches', { session: ['member'] }, {}, true],
    ['session kind guest for no session', { session: ['guest'] }, { sessionKinds: sessionKinds(undefined), memberType: undefined }, true],
    ['session kind does not match', { session: ['guest', 'trial'] }, {}, false],
    ['member types match', { memberTypes: [0, 1, 2] }, {}, true],
    ['member types do not match a trial', { memberTypes: [0, 1, 2] }, { memberType: 4, sessionKinds: sessionKinds(4) }, false],
    ['member types false without a session', { memberTypes: [0] }, { memberType: undefined, sessionKinds: ['guest'] }, false],
    ['agent menu key permitted', { agentMenu: 'AGEPAG' }, {}, true],
    ['agent menu key not permitted', { agentMenu: 'GAMSER' }, {}, false],
    ['link present', { link: 'telegram' }, {}, true],
    ['link absent', { link: 'messaging' }, {}, false],
    ['all true', { all: [{ flag: 'CBS3' }, { feature: 'referral' }] }, {}, true],
    ['all with one false', { all: [{ flag: 'CBS3' }, { feature: 'dividends' }] }, {}, false],
    ['any with one true', { any: [{ feature: 'dividends' }, { link: 'telegram' }] }, {}, true],
    ['any all false', { any: [{ feature: 'dividends' }, { link: 'chat' }] }, {}, false],
    ['not inverts', { not: { session: ['guest'] } }, {}, true],
    ['not inverts a true condition', { not: { flag: 'CBS3' } }, {}, false],
    ['session kinds: any one listed kind is enough', { session: ['member', 'agent'] }, { sessionKinds: sessionKinds(0), memberType: 0 }, true],
    ['a condition naming no operator (the schema refuses it) shows the item', {} as Condition, {}, true],
    ['nested', { all: [{ not: { flag: 'GOOGLELOGIN3' } }, { any: [{ session: ['agent'] }, { memberTypes: [9] }] }] }, {}, true],
  ];
  it.each(cases)('%s', (_name, condition, overrides, expected) => {
    expect(evaluateCondition(condition, context(overrides))).toBe(expected);
  });
});
