import { describe, expect, it } from 'vitest';
import { effectiveFlag } from '../../../src/config/flags.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';

const config: Pick<Merchant, 'whitelabel'> = {
  whitelabel: {
    CHNGPASSVERIF3: true, USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false, MOBILENUMPASSREG3: false,
    FACEBOOKLOGIN3: false, GOOGLELOGIN3: false, MOBILEVERCODELOGIN3: false, CBS3: true,
  },
};

describe('effectiveFlag (DESIGN 3: runtime over config)', () => {
  it('R3-36 uses the merchant value when the platform says nothing', () => {
    expect(effectiveFlag('CBS3', config, undefined)).toBe(true);
    expect(effectiveFlag('MOBILENUMREG3', config, {})).toBe(false);
  });
  it.each<[unknown]>([[false], ['0'], [0], ['N']])('R3-36 a runtime off value %j wins over config on', (runtime) => {
    expect(effectiveFlag('CBS3', config, { CBS3: runtime })).toBe(false);
  });
  it.each<[unknown]>([[true], ['1'], [1], ['Y'], ['true']])('a runtime on value %j wins over config off', (runtime) => {
    expect(effectiveFlag('MOBILEVERCODELOGIN3', config, { MOBILEVERCODELOGIN3: runtime })).toBe(true);
  });
  it('ignores a runtime value it cannot read as on or off', () => {
    expect(effectiveFlag('CBS3', config, { CBS3: 'maybe' })).toBe(true);
    expect(effectiveFlag('CBS3', config, { CBS3: null })).toBe(true);
  });
});
