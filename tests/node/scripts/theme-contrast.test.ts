import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../../scripts/lib/merchants.ts';
import { contrastRatio, formatRatio, over, parseHex, relativeLuminance, toHex } from '../../../src/ui/contrast.ts';
import { CONTRAST_PAIRS, contrastFindings, type ThemeToken, tokenContrastNote } from '../../../src/ui/theme-contrast.ts';
import { addMerchant, ROOT, runScript, scratchMerchants } from './helpers.ts';

const { validateMerchant } = await import('../../../scripts/lib/validate.ts');

const ratio = (a: string, b: string): number => contrastRatio(parseHex(a), parseHex(b));

function linesFor(edit: (json: Record<string, any>) => void): string[] {
  const dir = scratchMerchants('ttslot');
  addMerchant(dir, 'acme', edit);
  return validateMerchant('acme', dir).errors.map(formatError);
}

const F = 'merchants/acme/merchant.json';

describe('WCAG 2.x contrast maths', () => {
  it('gives the published ratios: #777 on white 4.48:1, #767676 on white 4.54:1, black on white 21:1', () => {
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.478, 3);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.542, 3);
    expect(ratio('#000', '#fff')).toBe(21);
    expect(ratio('#c98a00', '#ffffff')).toBeCloseTo(2.95, 2);
    expect(ratio('#ffffff', '#777777')).toBe(ratio('#777777', '#ffffff'));
  });

  it('uses the sRGB luminance of WCAG: white 1, black 0, pure green 0.7152', () => {
    expect(relativeLuminance(parseHex('#ffffff'))).toBe(1);
    expect(relativeLuminance(parseHex('#000000'))).toBe(0);
    expect(relativeLuminance(parseHex('#00ff00'))).toBeCloseTo(0.7152, 6);
    expect(relativeLuminance(parseHex('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('shows a ratio cut to two decimals, so one under the bar never reads as reaching it', () => {
    expect(formatRatio(ratio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21:1');
  });

  it('reads #rgb, #rrggbb and #rrggbbaa and paints a translucent colour over another as a browser does', () => {
    expect(parseHex('#fa0')).toEqual({ r: 255, g: 170, b: 0, a: 1 });
    expect(parseHex('#11223380')).toEqual({ r: 17, g: 34, b: 51, a: 128 / 255 });
    expect(toHex(over({ ...parseHex('#000000'), a: 0.25 }, parseHex('#ffffff')))).toBe('#bfbfbf');
    expect(toHex(over({ ...parseHex('#c98a00'), a: 0.18 }, parseHex('#ffffff')))).toBe('#f5ead1');
  });

  it('rounds the painted colour to 8 bits as the browser does: a gold on a washed green axe measured at 4.48:1 reads 4.48:1, not 4.51:1', () => {
    const washed = over({ ...parseHex('#000000'), a: 0.25 }, parseHex('#0f5e49'));
    expect(washed).toEqual({ r: 11, g: 71, b: 55, a: 1 });
    expect(formatRatio(contrastRatio(parseHex('#d2a03a'), washed))).toBe('4.48:1');
  });
});

describe('npm run validate refuses a theme that fails contrast', () => {
  it('both real merchants pass in both themes', () => {
    for (const code of ['ttslot', 'sahara']) {
      const { config, errors } = validateMerchant(code);
      expect(errors).toEqual([]);
      expect(contrastFindings(config!.theme.dark)).toEqual([]);
      expect(contrastFindings(config!.theme.light)).toEqual([]);
    }
  });

  it('refuses normal text under 4.5:1, naming both tokens, the theme and the ratio', () => {
    expect(linesFor((j) => { j.theme.light.onPrimary = '#ffffff'; })).toEqual([
      `${F}: /theme/light/onPrimary: onPrimary #ffffff on primary #c98a00 is 2.94:1, needs 4.5:1 (buttons, active tabs and chips)`,
    ]);
    expect(linesFor((j) => { j.theme.light.primary = '#777777'; j.theme.light.onPrimary = '#ffffff'; })).toEqual([
      `${F}: /theme/light/onPrimary: onPrimary #ffffff on primary #777777 is 4.47:1, needs 4.5:1 (buttons, active tabs and chips)`,
    ]);
    expect(linesFor((j) => { j.theme.light.primary = '#767676'; j.theme.light.onPrimary = '#ffffff'; })).toEqual([]);
    expect(linesFor((j) => { j.theme.dark.textMuted = '#5f5470'; })).toEqual([
      `${F}: /theme/dark/textMuted: textMuted #5f5470 on background #140d1f is 2.69:1, needs 4.5:1 (labels, notes, vendor names under game tiles)`,
      `${F}: /theme/dark/textMuted: textMuted #5f5470 on surface #21162f is 2.44:1, needs 4.5:1 (footer bar labels, notice ticker, dialog messages)`,
      `${F}: /theme/dark/textMuted: textMuted #5f5470 on surfaceAlt #2d2140 is 2.12:1, needs 4.5:1 (inactive login tabs, labels at the top of the register page)`,
    ]);
  });

  it('npm run validate prints the line and exits 1', () => {
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'acme', (j) => { j.theme.light.onPrimary = '#ffffff'; });
    const result = runScript('validate-merchants.ts', ['acme'], { MERCHANTS_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `${F}: /theme/light/onPrimary: onPrimary #ffffff on primary #c98a00 is 2.94:1, needs 4.5:1 (buttons, active tabs and chips)`,
    ]);
  });

  it('refuses an icon under 3:1 where the token is drawn only as an icon, and lets 3:1 to 4.5:1 pass there', () => {
    // Black on grey reaches 4.56:1 for the top bar's text, but the balance eye sits under a 25% black wash.
    expect(linesFor((j) => { j.theme.dark.headerText = '#000000'; j.theme.dark.headerBackground = '#757575'; })).toEqual([
      `${F}: /theme/dark/headerText: headerText #000000 on headerBackground under 25% black #757575 (#585858) is 2.95:1, needs 3:1 (the balance eye)`,
    ]);
    expect(linesFor((j) => { j.theme.dark.headerText = '#000000'; j.theme.dark.headerBackground = '#7a7a7a'; })).toEqual([]);
  });

  it('checks text drawn in a see-through colour over its background, and refuses a see-through background', () => {
    expect(linesFor((j) => { j.theme.light.onDanger = '#ffffff80'; })).toEqual([
      `${F}: /theme/light/onDanger: onDanger #ffffff80 on danger #cd243a is 2.29:1, needs 4.5:1 (badges, error toasts)`,
    ]);
    expect(linesFor((j) => { j.theme.light.success = '#18874e80'; })).toEqual([
      `${F}: /theme/light/success: must be opaque (#rgb or #rrggbb): text is drawn on it, so its contrast must not depend on what lies under it`,
    ]);
  });

  it('checks a child merchant\'s merged theme: the parent\'s backgrounds with the child\'s text colour', () => {
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'kid');
    writeFileSync(join(dir, 'kid', 'merchant.json'), JSON.stringify({
      extends: 'ttslot', code: 'kid', name: 'Kid', domains: ['kid.example'], links: { allowedHosts: ['t.me', '*.ttslot.com'] },
      theme: { light: { primaryText: '#c98a00' } },
    }));
    const K = 'merchants/kid/merchant.json';
    expect(validateMerchant('kid', dir).errors.map(formatError)).toEqual([
      `${K}: /theme/light/primaryText: primaryText #c98a00 on background #f6f3fa is 2.68:1, needs 4.5:1 (Send code, links, "more" buttons, focus rings)`,
      `${K}: /theme/light/primaryText: primaryText #c98a00 on surface #ffffff is 2.94:1, needs 4.5:1 (active footer item, chosen language, "VS", policy headings)`,
      `${K}: /theme/light/primaryText: primaryText #c98a00 on surfaceAlt #efe9f6 is 2.48:1, needs 4.5:1 (links at the top of the register page)`,
      `${K}: /theme/light/primaryText: primaryText #c98a00 on surface under 18% primary #ffffff (#f5ead1) is 2.46:1, needs 3:1 (mid-navigation and customer-service icons)`,
    ]);
  });
});

describe('the pair list is the one place', () => {
  const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'merchant.schema.json'), 'utf8')) as {
    $defs: { themeColours: { properties: Record<string, { description: string }> } };
  };
  const tokens = Object.keys(schema.$defs.themeColours.properties) as ThemeToken[];

  it('the schema describes each token with the pairs it takes part in', () => {
    for (const token of tokens) {
      const note = tokenContrastNote(token);
      const description = schema.$defs.themeColours.properties[token]!.description;
      if (note === undefined) expect(description, token).not.toContain('npm run validate');
      else expect(description.endsWith(` ${note}`), `${token}'s description must end with: ${note}`).toBe(true);
    }
  });

  it('every token a stylesheet under src/ draws text in (color: var(--color-*)) is the text of some pair', () => {
    const kebab = (token: string): string => token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const checked = new Set(CONTRAST_PAIRS.map((pair) => kebab(pair.text)));
    const sheets = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    const drawn = new Set(sheets.flatMap((file) => [...readFileSync(join(ROOT, 'src', file), 'utf8').matchAll(/(?<![\w-])color:\s*var\(--color-([a-z-]+)\)/g)].map((m) => m[1]!)));
    expect(drawn.size).toBeGreaterThan(5);
    expect([...drawn].filter((token) => !checked.has(token))).toEqual([]);
    expect([...drawn].every((token) => tokens.map(kebab).includes(token))).toBe(true);
  });
});
