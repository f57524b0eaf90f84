import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../../scripts/lib/merchants.ts';
import { addMerchant, ROOT, runScript, scratchMerchants } from './helpers.ts';

// validate.ts reads MERCHANTS_DIR at import time, so each case validates through the function with an explicit dir.
const { validateMerchant } = await import('../../../scripts/lib/validate.ts');

function linesFor(edit: (json: Record<string, any>) => void): string[] {
  const dir = scratchMerchants('ttslot');
  addMerchant(dir, 'acme', edit);
  return validateMerchant('acme', dir).errors.map(formatError);
}

const F = 'merchants/acme/merchant.json';

describe('merchant config validation', () => {
  it('both real merchants are valid', () => {
    expect(validateMerchant('ttslot').errors).toEqual([]);
    expect(validateMerchant('sahara').errors).toEqual([]);
  });

  it('R9-1 R9-2 ttslot is merchant ttslot with EN and TY, default EN', () => {
    const { config } = validateMerchant('ttslot');
    expect(config?.['code']).toBe('ttslot');
    expect(config?.['languages']).toEqual(['EN', 'TY']);
    expect(config?.['defaultLanguage']).toBe('EN');
  });

  const cases: [string, (j: Record<string, any>) => void, string][] = [
    ['a flag that is not boolean', (j) => { j.whitelabel.CBS3 = 'yes'; }, `${F}: /whitelabel/CBS3: must be boolean`],
    ['a missing flag', (j) => { delete j.whitelabel.GOOGLELOGIN3; }, `${F}: /whitelabel: must have property "GOOGLELOGIN3"`],
    ['an unknown property', (j) => { j.colour = 'red'; }, `${F}: /: has unknown property "colour"`],
    ['an unknown language', (j) => { j.languages = ['EN', 'XX']; }, `${F}: /languages/1: must be one of "EN", "CN", "TW", "JA", "TH", "VI", "MY", "ES", "HI", "ID", "KM", "KO", "KR", "MS", "PT", "PT-BR", "TA", "TY", "UR", "TR", "BN", "AR", "FA", "RU", "KK", "UZ", "LO", "NE", "FR", "TE", "SW", "DE", "IT", "NL", "PL"`],
    ['a default language not among the languages', (j) => { j.defaultLanguage = 'AR'; }, `${F}: /defaultLanguage: must be one of the languages (EN, TY)`],
    ['an agent grid key not in the agent menu', (j) => { j.agentMenu = ['AGEPAG', 'TRANSREC3', 'DOWNMAN', 'AGENTRANSMULTDOWN3', 'AGETEAMPNL3', 'TEAMBETTING3', 'GAMSER', 'AGEREBINC3', 'SECPRIV']; },
      `${F}: /layout/agentGrid/9/key: "MAILCEN" is not in agentMenu (AGEPAG, TRANSREC3, DOWNMAN, AGENTRANSMULTDOWN3, AGETEAMPNL3, TEAMBETTING3, GAMSER, AGEREBINC3, SECPRIV)`],
    ['an agent grid key that is no menu key', (j) => { j.layout.agentGrid[0].key = 'NOPE'; }, `${F}: /layout/agentGrid/0/key: must be one of "AGEPAG", "TRANSREC3", "DOWNMAN", "AGENTRANSMULTDOWN3", "AGETEAMPNL3", "TEAMBETTING3", "GAMSER", "AGEREBINC3", "SECPRIV", "MAILCEN"`],
    ['a layout type the renderer does not know', (j) => { j.layout.home[0].type = 'carousel3d'; },
      `${F}: /layout/home/0/type: must be one of "banner", "noticeTicker", "popup", "categoryMenu", "hotMatches", "favourites", "midNav", "customerServiceButton", "downloadPopup", "messagingButton", "goTop", "winnerBoard", "lottery", "promoList", "hotNews", "partners", "memberNav"`],
    ['a footer type that belongs to another slot', (j) => { j.layout.footer[0].type = 'banner'; },
      `${F}: /layout/footer/0/type: must be one of "link", "referral", "memberCenter", "customerService"`],
    ['an agent grid type of no slot', (j) => { j.layout.agentGrid[10].type = 'agentChat'; }, `${F}: /layout/agentGrid/10/type: must be one of "agentLink", "chat"`],
    ['a whitelabel flag the platform does not know', (j) => { j.whitelabel.CBS4 = true; },
      `${F}: /whitelabel: has unknown property "CBS4" (must be one of "CHNGPASSVERIF3", "USERNAMEREG3", "MOBILENUMREG3", "REGMOBVERF3", "MOBILENUMPASSREG3", "FACEBOOKLOGIN3", "GOOGLELOGIN3", "MOBILEVERCODELOGIN3", "CBS3")`],
    ['a missing module', (j) => { delete j.modules.REWCEN3; }, `${F}: /modules: must have property "REWCEN3"`],
    ['a module route naming no module', (j) => { j.routes = [{ path: '/m/x', module: 'XX3', title: 'x' }]; },
      `${F}: /routes/0/module: must be one of "COMM3", "FUNDTRANS3", "AGEANNOUNCE3", "MEMTRANS3", "PERSPNL3", "AGEINFO3", "AGEDOWNMAN3", "REG3", "CAPTCHA3", "CBS3", "MANPLAYREB3", "REWCEN3"`],
    ['a link that is not http(s)', (j) => { j.links.telegram = 'javascript:alert(1)'; },
      `${F}: /links/telegram: must be an http(s) link (or tg:) to an allowed host, got "javascript:alert(1)" (scheme javascript: is not allowed)`],
    ['a download link that is not http(s)', (j) => { j.links.download.android = 'ftp://x.example/app.apk'; },
      `${F}: /links/download/android: must be an http(s) link to an allowed host, got "ftp://x.example/app.apk" (scheme ftp: is not allowed)`],
    ['a link to a host that is neither the brand\'s nor allowed', (j) => { j.links.chat = 'https://chat.elsewhere.example/'; },
      `${F}: /links/chat: must be an http(s) link to an allowed host, got "https://chat.elsewhere.example/" (host chat.elsewhere.example is not allowed: add it to /links/allowedHosts or use one of the brand's domains)`],
    ['an allowed host with a scheme', (j) => { j.links.allowedHosts = ['https://t.me']; },
      `${F}: /links/allowedHosts/0: has an invalid format (must match ^(\\*\\.)?(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$)`],
    ['a condition with two operators', (j) => { j.layout.drawer[1].when = { module: 'MANPLAYREB3', feature: 'referral' }; },
      `${F}: /layout/drawer/1/when: must hold exactly one operator (flag, module, feature, session, memberTypes, agentMenu, link, all, any or not)`],
    ['a condition naming an unknown flag', (j) => { j.layout.drawer[1].when = { flag: 'CBS4' }; },
      `${F}: /layout/drawer/1/when/flag: must be one of "CHNGPASSVERIF3", "USERNAMEREG3", "MOBILENUMREG3", "REGMOBVERF3", "MOBILENUMPASSREG3", "FACEBOOKLOGIN3", "GOOGLELOGIN3", "MOBILEVERCODELOGIN3", "CBS3"`],
    ['a theme colour that is not a colour', (j) => { j.theme.dark.primary = 'gold'; },
      `${F}: /theme/dark/primary: has an invalid format (must match ^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$)`],
    ['a page size of zero', (j) => { j.constants.pageSizes.homeList = 0; }, `${F}: /constants/pageSizes/homeList: must be >= 1`],
    ['a code other than the folder', (j) => { j.code = 'other'; }, `${F}: /code: must equal the folder name "acme"`],
    ['extends naming a missing merchant', (j) => { j.extends = 'ghost'; }, `${F}: /extends: names merchant "ghost", which does not exist`],
    ['Facebook login on with no Facebook app', (j) => { j.whitelabel.FACEBOOKLOGIN3 = true; },
      `${F}: /whitelabel/FACEBOOKLOGIN3: is on but /signIn/facebook is missing: add the brand's Facebook app id (/signIn/facebook/appId) or turn the flag off`],
    ['Google login on with only a Facebook app', (j) => { j.whitelabel.GOOGLELOGIN3 = true; j.signIn = { facebook: { appId: '1234567890' } }; },
      `${F}: /whitelabel/GOOGLELOGIN3: is on but /signIn/google is missing: add the brand's Google client id (/signIn/google/clientId) or turn the flag off`],
    ['a Google client id of another shape', (j) => { j.signIn = { google: { clientId: 'my-client' } }; },
      `${F}: /signIn/google/clientId: has an invalid format (must match ^[0-9]+-[a-z0-9]+\\.apps\\.googleusercontent\\.com$)`],
    ['Firebase settings without a project id', (j) => { j.signIn = { firebase: { apiKey: 'AIzaSyA1234567890abcdefghij', authDomain: 'acme-demo.firebaseapp.com', appId: '1:123:web:abc' } }; },
      `${F}: /signIn/firebase: must have property "projectId"`],
    ['extends naming itself', (j) => { j.extends = 'acme'; }, `${F}: /extends: makes a loop: acme -> acme`],
  ];

  it.each(cases)('rejects %s with its exact line', (_name, edit, line) => {
    expect(linesFor(edit)).toEqual([line]);
  });

  it('accepts social flags on when the brand names both providers', () => {
    expect(linesFor((j) => {
      j.whitelabel.FACEBOOKLOGIN3 = true;
      j.whitelabel.GOOGLELOGIN3 = true;
      j.signIn = { facebook: { appId: '1234567890' }, google: { clientId: '123-abc.apps.googleusercontent.com' } };
    })).toEqual([]);
  });

  it('rejects an extends loop across two merchants', () => {
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'alpha', (j) => { j.extends = 'beta'; });
    addMerchant(dir, 'beta', (j) => { j.extends = 'alpha'; });
    expect(validateMerchant('alpha', dir).errors.map(formatError)).toEqual([
      'merchants/beta/merchant.json: /extends: makes a loop: alpha -> beta -> alpha',
    ]);
  });

  it('merges extends: objects deeply, arrays replace, and checks the merged result', () => {
    const dir = scratchMerchants('ttslot');
    writeFileSync(join(dir, 'ttslot', 'x.txt'), '');
    addMerchant(dir, 'kid', () => {});
    writeFileSync(join(dir, 'kid', 'merchant.json'), JSON.stringify({
      extends: 'ttslot', code: 'kid', name: 'Kid', domains: ['kid.example'], languages: ['EN'], whitelabel: { CBS3: false },
      links: { allowedHosts: ['t.me', '*.ttslot.com'] }, // arrays replace: the kid lists the parent's hosts it keeps using
    }));
    const result = validateMerchant('kid', dir);
    expect(result.errors).toEqual([]);
    expect(result.config?.['languages']).toEqual(['EN']);
    expect((result.config?.['whitelabel'] as Record<string, boolean>)['CBS3']).toBe(false);
    expect((result.config?.['whitelabel'] as Record<string, boolean>)['USERNAMEREG3']).toBe(true);
    expect((result.config?.['links'] as Record<string, unknown>)['telegram']).toBe('https://t.me/ttslot_official');
  });

  it('reports a file that is not JSON', () => {
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'acme');
    writeFileSync(join(dir, 'acme', 'merchant.json'), '{ "code": ');
    const [line] = validateMerchant('acme', dir).errors.map(formatError);
    expect(line).toMatch(/^merchants\/acme\/merchant\.json: \/: is not valid JSON/);
  });

  it('checks registration.json against its schema', () => {
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'acme');
    writeFileSync(join(dir, 'acme', 'registration.json'), JSON.stringify({ version: '1', fields: { username: { enabled: 'yes', required: true } }, captcha: { enabled: true } }));
    expect(validateMerchant('acme', dir).errors.map(formatError)).toEqual(['merchants/acme/registration.json: /fields/username/enabled: must be boolean']);
  });

  it('npm run validate, npm run build and npm start stop on CBS3 "yes" with the line naming the file and /whitelabel/CBS3, no stack trace', () => {
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'acme', (j) => { j.whitelabel.CBS3 = 'yes'; });
    for (const script of ['validate-merchants.ts', 'build-all.ts', 'start.ts']) {
      const result = runScript(script, [], { MERCHANTS_DIR: dir, DIST_DIR: join(dir, 'dist'), MERCHANT: 'acme' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('merchants/acme/merchant.json: /whitelabel/CBS3: must be boolean');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describe('brand art and compliance links in the validator', () => {
  /** acme (a copy of ttslot) with one asset file rewritten, or removed when `svg` is undefined. */
  function linesWithAsset(name: string, svg: string | undefined): string[] {
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'acme');
    if (svg === undefined) rmSync(join(dir, 'acme', 'assets', name));
    else writeFileSync(join(dir, 'acme', 'assets', name), svg);
    return validateMerchant('acme', dir).errors.map(formatError);
  }
  const svg = (attrs: string, body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`;
  const A = 'merchants/acme/assets';

  it('refuses a named art file that is missing, at the JSON path naming it', () => {
    expect(linesWithAsset('wordmark-on-light.svg', undefined)).toEqual([
      `${F}: /theme/brand/wordmark/onLight: names "wordmark-on-light.svg", which is not in ${A}/`,
    ]);
  });

  it('refuses a missing app icon', () => {
    expect(linesFor((j) => { j.theme.icons.pwa = 'gone.png'; })).toEqual([`${F}: /theme/icons/pwa: names "gone.png", which is not in ${A}/`]);
  });

  it('refuses a variant that is not SVG', () => {
    expect(linesFor((j) => { j.theme.brand.mark.onDark = 'mark.png'; })).toEqual([`${F}: /theme/brand/mark/onDark: has an invalid format (must match ^[A-Za-z0-9_./-]+\\.svg$)`]);
  });

  it('refuses a config without both variants of both pieces', () => {
    expect(linesFor((j) => { delete j.theme.brand.wordmark.onDark; })).toEqual([`${F}: /theme/brand/wordmark: must have property "onDark"`]);
    expect(linesFor((j) => { delete j.theme.brand.mark; })).toEqual([`${F}: /theme/brand: must have property "mark"`]);
  });

  it('refuses live text, naming the file and the element', () => {
    expect(linesWithAsset('wordmark-on-dark.svg', svg('viewBox="0 0 100 20"', '<text x="0" y="16">TT <tspan>SLOT</tspan></text>'))).toEqual([
      `${F}: /theme/brand/wordmark/onDark: ${A}/wordmark-on-dark.svg has live text (<text>), drawn in whatever font the phone has: outline the glyphs to paths`,
    ]);
  });

  it('refuses art without a viewBox, a file that is not SVG, and external references', () => {
    expect(linesWithAsset('mark-on-dark.svg', svg('width="96" height="96"', '<rect width="96" height="96"/>'))).toEqual([
      `${F}: /theme/brand/mark/onDark: ${A}/mark-on-dark.svg has no viewBox on its <svg> (the app sizes the art by it)`,
    ]);
    expect(linesWithAsset('mark-on-dark.svg', '<html><body>logo</body></html>')).toEqual([
      `${F}: /theme/brand/mark/onDark: ${A}/mark-on-dark.svg is not an SVG document (no <svg> root element)`,
    ]);
    expect(linesWithAsset('mark-on-light.svg', svg('viewBox="0 0 96 96"', '<image href="https://cdn.example/logo.png" width="96" height="96"/>'))).toEqual([
      `${F}: /theme/brand/mark/onLight: ${A}/mark-on-light.svg refers to an external resource (https://cdn.example/logo.png): brand art must be self-contained`,
    ]);
    expect(linesWithAsset('mark-on-light.svg', svg('viewBox="0 0 96 96"', '<style>@font-face { src: url(x.woff) }</style><path d="M0 0h9v9z"/>'))).toHaveLength(1);
  });

  it('refuses a mark that is not square and a wordmark too long to draw readably in the header', () => {
    expect(linesWithAsset('mark-on-dark.svg', svg('viewBox="0 0 120 96"', '<path d="M0 0h9v9z"/>'))).toEqual([
      `${F}: /theme/brand/mark/onDark: ${A}/mark-on-dark.svg is not square (viewBox 120 x 96): a mark is drawn in a square box`,
    ]);
    expect(linesWithAsset('wordmark-on-light.svg', svg('viewBox="0 -30 280 40"', '<path d="M0 0h9v9z"/>'))).toEqual([
      `${F}: /theme/brand/wordmark/onLight: ${A}/wordmark-on-light.svg is 7.00 times as wide as tall (viewBox 280 x 40), over 6.5: the header could only draw it too small to read; stack or shorten it`,
    ]);
  });

  it('accepts internal references (a gradient by #id) and embedded data', () => {
    expect(linesWithAsset('mark-on-dark.svg', svg('viewBox="0 0 96 96"', '<defs><linearGradient id="g"/></defs><rect width="96" height="96" fill="url(#g)"/><use href="#g"/>'))).toEqual([]);
  });

  it('refuses a compliance link the URL rule refuses, and a missing compliance field', () => {
    expect(linesFor((j) => { j.compliance.responsibleGaming = 'javascript:alert(1)'; })).toEqual([
      `${F}: /compliance/responsibleGaming: must be an http(s) link to an allowed host, got "javascript:alert(1)" (scheme javascript: is not allowed)`,
    ]);
    expect(linesFor((j) => { j.compliance.responsibleGaming = 'https://casino-help.example/'; })).toEqual([
      `${F}: /compliance/responsibleGaming: must be an http(s) link to an allowed host, got "https://casino-help.example/" (host casino-help.example is not allowed: add it to /links/allowedHosts or use one of the brand's domains)`,
    ]);
    expect(linesFor((j) => { delete j.compliance.licence; })).toEqual([`${F}: /compliance: must have property "licence"`]);
    expect(linesFor((j) => { j.registration = { agreementDefault: 'no' }; })).toEqual([`${F}: /registration/agreementDefault: must be boolean`]);
  });

  it('refuses entry hosts that send players to a speed test it does not name, or to one on a foreign host', () => {
    expect(linesFor((j) => { j.entryHosts = [{ host: 'go.ttslot.com', to: 'speedTest' }]; delete j.links.speedTest; })).toEqual([
      `${F}: /entryHosts/0: sends players to the speed test, but /links/speedTest is missing`,
    ]);
    expect(linesFor((j) => { j.entryHosts = [{ host: 'go.ttslot.com', to: 'speedTest' }]; j.links.speedTest = 'https://speed.example/'; })).toEqual([
      `${F}: /links/speedTest: must be an http(s) link to an allowed host, got "https://speed.example/" (host speed.example is not allowed: add it to /links/allowedHosts or use one of the brand's domains)`,
    ]);
    expect(linesFor((j) => { j.entryHosts = [{ host: 'Go.TTSLOT.com', to: 'redirect' }]; })[0]).toContain('/entryHosts/0/host');
    expect(linesFor((j) => { j.entryHosts = [{ host: 'go.ttslot.com', to: 'speedTest' }]; j.links.speedTest = 'https://speed.ttslot.com/'; })).toEqual([]);
  });
});

describe('a listed language ships only with its texts', () => {
  /** A scratch copy of the locales where Japanese is English's texts less one common key and the whole lobby namespace. */
  function localesWithIncompleteJapanese(): { dir: string; common: number; lobby: number } {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    cpSync(join(ROOT, 'src', 'i18n', 'locales'), dir, { recursive: true });
    rmSync(join(dir, 'ja'), { recursive: true, force: true });
    cpSync(join(dir, 'en'), join(dir, 'ja'), { recursive: true });
    const common = JSON.parse(readFileSync(join(dir, 'ja', 'common.json'), 'utf8')) as Record<string, Record<string, string>>;
    delete common['not_available']!['title'];
    writeFileSync(join(dir, 'ja', 'common.json'), JSON.stringify(common));
    const lobby = Object.keys(flatKeys(JSON.parse(readFileSync(join(dir, 'en', 'lobby.json'), 'utf8')))).length;
    rmSync(join(dir, 'ja', 'lobby.json'));
    const all = Object.keys(flatKeys(JSON.parse(readFileSync(join(dir, 'en', 'common.json'), 'utf8')))).length;
    return { dir, common: all, lobby };
  }

  function flatKeys(value: unknown, prefix = ''): Record<string, true> {
    if (typeof value !== 'object' || value === null) return { [prefix]: true };
    return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flatKeys(inner, prefix === '' ? key : `${prefix}.${key}`)));
  }

  it('npm run validate, npm run build and publish refuse JA listed without every text, naming the language, the namespaces and the counts', () => {
    const { dir: locales, common, lobby } = localesWithIncompleteJapanese();
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'acme', (j) => { j.languages = ['EN', 'TY', 'JA']; });
    const line = `merchants/acme/merchant.json: /languages/2: JA has no complete texts: ${lobby + 1} keys missing in src/i18n/locales/ja/ (common 1 of ${common}, lobby ${lobby} of ${lobby}); npm run check-locales lists them`;
    for (const [script, args] of [['validate-merchants.ts', []], ['build-all.ts', []], ['publish-merchant.ts', ['acme']]] as const) {
      const result = runScript(script, [...args], { MERCHANTS_DIR: dir, DIST_DIR: join(dir, 'dist'), LOCALES_DIR: locales });
      expect(result.status, `${script}: ${result.stdout}`).toBe(1);
      expect(result.stderr, script).toContain(line);
    }
  });

  it('the same merchant validates once the language is complete', () => {
    const { dir: locales } = localesWithIncompleteJapanese();
    cpSync(join(locales, 'en'), join(locales, 'ja'), { recursive: true });
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'acme', (j) => { j.languages = ['EN', 'TY', 'JA']; });
    const result = runScript('validate-merchants.ts', [], { MERCHANTS_DIR: dir, LOCALES_DIR: locales });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
