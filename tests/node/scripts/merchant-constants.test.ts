import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateMerchant } from '../../../scripts/lib/validate.ts';
import { ROOT } from './helpers.ts';

const ttslot = validateMerchant('ttslot').config!;
const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'merchant.schema.json'), 'utf8')) as {
  properties: Record<string, { propertyNames?: { $ref?: string }; items?: { $ref?: string } }>;
  $defs: Record<string, { enum?: string[] }>;
};
/** The one list a property's keys or items refer to (#/$defs/...). */
const listOf = (ref: string | undefined): string[] | undefined => schema.$defs[ref?.replace('#/$defs/', '') ?? '']?.enum;

describe('SPEC 9 constants of ttslot live in its config, where a brand may change them', () => {
  it('R9-3 the gateway codes are WEB 1 and MOBILE 3', () => {
    expect(ttslot.platform.gateway).toEqual({ WEB: 1, MOBILE: 3 });
  });
  it('R9-4 R9-5 esport vendors AV, AI, IMES, TF, IA and cockfight vendors DS88, DIG', () => {
    expect(ttslot.constants.vendors.esport).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(ttslot.constants.vendors.cockfight).toEqual(['DS88', 'DIG']);
  });
  it('R9-7 R9-8 page sizes: favourites 25, recent 25, category page 25, home list 24, vendor browser 15', () => {
    expect(ttslot.constants.pageSizes).toMatchObject({ favourites: 25, recent: 25, categoryPage: 25, homeList: 24, vendorBrowser: 15, favouriteIds: 100 });
  });
  it('banner 1000 ms transition, 5000 ms autoplay; toasts 1.5 s, success 1 s, rejection 2 s', () => {
    expect(ttslot.constants.timings).toMatchObject({ bannerTransitionMs: 1000, bannerAutoplayMs: 5000, toastMs: 1500, successToastMs: 1000, rejectionToastMs: 2000 });
  });
  it('infinite scroll loads within 300 px, at most once per second', () => {
    expect(ttslot.constants.limits.scrollLoadThresholdPx).toBe(300);
    expect(ttslot.constants.timings.loadMoreThrottleMs).toBe(1000);
  });
});

describe('the merchant schema names the platform lists of SPEC 3 and 6', () => {
  it('R3-36 the whitelabel flags', () => {
    expect(listOf(schema.properties['whitelabel']?.propertyNames?.$ref)).toEqual([
      'CHNGPASSVERIF3', 'USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'MOBILEVERCODELOGIN3', 'CBS3',
    ]);
  });
  it('R3-37 the module ids', () => {
    expect(listOf(schema.properties['modules']?.propertyNames?.$ref)).toEqual([
      'COMM3', 'FUNDTRANS3', 'AGEANNOUNCE3', 'MEMTRANS3', 'PERSPNL3', 'AGEINFO3', 'AGEDOWNMAN3', 'REG3', 'CAPTCHA3', 'CBS3', 'MANPLAYREB3', 'REWCEN3',
    ]);
  });
  it('the agent menu keys', () => {
    expect(listOf(schema.properties['agentMenu']?.items?.$ref)).toEqual(['AGEPAG', 'TRANSREC3', 'DOWNMAN', 'AGENTRANSMULTDOWN3', 'AGETEAMPNL3', 'TEAMBETTING3', 'GAMSER', 'AGEREBINC3', 'SECPRIV', 'MAILCEN']);
  });
  it('flag names, module ids, agent menu keys and language codes are each listed once, in $defs, and referred to elsewhere', () => {
    const lists: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, child] of Object.entries(node)) {
        if (key === 'enum' || key === 'required') lists.push(`${path}/${key} ${JSON.stringify(child)}`);
        else walk(child, `${path}/${key}`);
      }
    };
    walk(schema, '#');
    for (const [def, member] of [['flagName', 'GOOGLELOGIN3'], ['moduleId', 'MANPLAYREB3'], ['agentMenuKey', 'SECPRIV'], ['languageCode', 'TY']]) {
      expect(lists.filter((list) => list.includes(`"${member}"`)).map((list) => list.split(' ')[0])).toEqual([`#/$defs/${def}/enum`]);
    }
  });
  it('every property of the schema has a description (the operator\'s manual)', () => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const n = node as Record<string, unknown>;
      for (const [key, child] of Object.entries((n['properties'] as Record<string, unknown> | undefined) ?? {})) {
        const c = child as Record<string, unknown>;
        if (typeof c['description'] !== 'string' && c['$ref'] === undefined) missing.push(`${path}/${key}`);
        walk(child, `${path}/${key}`);
      }
      if (n['items'] !== undefined) walk(n['items'], `${path}[]`);
      for (const [key, def] of Object.entries((n['$defs'] as Record<string, unknown> | undefined) ?? {})) walk(def, `#/$defs/${key}`);
    };
    walk(schema, '');
    expect(missing).toEqual([]);
  });
});
