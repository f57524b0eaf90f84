import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.ts';

// The project's own lint config over small sources placed (not written) at paths inside the tree, so
// import-x resolves their imports against the real files (DESIGN 2).
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: 'scripts/eslint.config.js' });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const RENDER = 'src/render/layer-fixture.tsx';

const refused: [string, string, string, RegExp][] = [
  ['render importing a feature\'s internal file', RENDER,
    "import { BannerCarousel } from '../features/home/banner-carousel.tsx';\nexport const section = BannerCarousel;\n",
    /^local\/feature-boundaries: Import feature "home" through its index\.ts/],
  ['render loading a feature\'s internal file lazily', RENDER,
    "export const load = () => import('../features/home/banner-carousel.tsx');\n",
    /^local\/feature-boundaries: Import feature "home" through its index\.ts/],
  ['render importing a feature\'s index statically', RENDER,
    "import { BannerCarousel } from '../features/home/index.ts';\nexport const section = BannerCarousel;\n",
    /^local\/feature-boundaries: src\/render reaches feature "home" lazily/],
  // src/features/home-sections groups features: each folder in it is one, its own files are theirs to share.
  ['a home section importing another home section\'s internal file', 'src/features/home-sections/promo-list/layer-fixture.tsx',
    "import { useNow } from '../lottery/countdown.ts';\nexport const now = useNow;\n",
    /^local\/feature-boundaries: Import feature "home-sections\/lottery" through its index\.ts/],
  ['render loading a home section\'s internal file lazily', RENDER,
    "export const load = () => import('../features/home-sections/lottery/lottery-results.tsx');\n",
    /^local\/feature-boundaries: Import feature "home-sections\/lottery" through its index\.ts/],
  ['a home section importing its own index', 'src/features/home-sections/lottery/layer-fixture.tsx',
    "import { LotteryResults } from './index.ts';\nexport const section = LotteryResults;\n",
    /^local\/feature-boundaries: Do not import your own feature's index\.ts/],
  ['another feature importing what the home sections share', 'src/features/home/layer-fixture.tsx',
    "import { countOption } from '../home-sections/options.ts';\nexport const count = countOption;\n",
    /^local\/feature-boundaries: \.\.\/home-sections\/options\.ts is shared by the features of "home-sections" only/],
  ['a feature importing render', 'src/features/home/layer-fixture.tsx',
    "import { useConditionContext } from '../../render/condition-context.ts';\nexport const use = useConditionContext;\n",
    /^import-x\/no-restricted-paths: .*never the other way round/],
  ['config importing i18n', 'src/config/layer-fixture.ts',
    "import { languageState } from '../i18n/i18n.ts';\nexport const code = (): string => languageState.code;\n",
    /^import-x\/no-restricted-paths: .* src\/config is pure/],
  ['state importing i18n', 'src/state/layer-fixture.ts',
    "import { languageState } from '../i18n/i18n.ts';\nexport const code = (): string => languageState.code;\n",
    /^import-x\/no-restricted-paths: .* src\/state imports api and config only/],
  ['i18n importing state', 'src/i18n/layer-fixture.ts',
    "import { readString } from '../state/storage.ts';\nexport const read = readString;\n",
    /^import-x\/no-restricted-paths: .* src\/i18n sets up texts and languages/],
  ['i18n importing render', 'src/i18n/layer-fixture.ts',
    "import { useConditionContext } from '../render/condition-context.ts';\nexport const use = useConditionContext;\n",
    /^import-x\/no-restricted-paths: .* src\/i18n sets up texts and languages/],
  ['the sandbox importing the axios client', 'scripts/sandbox/layer-fixture.ts',
    "import { http } from '../../src/api/client.ts';\nexport const client = http;\n",
    /^import-x\/no-restricted-paths: .* The sandbox shares schemas and generated types, never React code or the axios client/],
  ['the sandbox importing axios', 'scripts/sandbox/layer-fixture.ts',
    "import axios from 'axios';\nexport const client = axios;\n",
    /^no-restricted-imports: .*never uses the front end's axios client/],
  // One module writes numbers and dates for the page (src/i18n/format.ts, SPEC 4 and 9).
  ['a screen formatting a number with an Intl formatter', 'src/features/home/layer-fixture.tsx',
    "export const whole = (n: number): string => new Intl.NumberFormat('en').format(n);\n",
    /^no-restricted-syntax: An Intl formatter here: format it with src\/i18n\/format\.ts/],
  ['a screen formatting a date with toLocaleDateString', 'src/features/home/layer-fixture.tsx',
    "export const day = (d: Date): string => d.toLocaleDateString('en');\n",
    /^no-restricted-syntax: toLocaleString and its kin: format it with src\/i18n\/format\.ts/],
  ['a screen grouping thousands by a regular expression', 'src/features/home/layer-fixture.tsx',
    "export const grouped = (s: string): string => s.replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');\n",
    /^no-restricted-syntax: Thousands grouped by a regular expression: format it with src\/i18n\/format\.ts/],
  ['a screen writing two-digit date parts by hand', 'src/features/home/layer-fixture.tsx',
    "export const hour = (d: Date): string => String(d.getHours()).padStart(2, '0');\n",
    /^no-restricted-syntax: Two-digit date or time parts by hand: format it with src\/i18n\/format\.ts/],
];

const allowed: [string, string, string][] = [
  ['render loading a feature\'s index lazily, and its types', RENDER,
    "import type { NavItemProps } from '../features/nav-items/index.ts';\nexport const load = () => import('../features/home/index.ts');\nexport type Props = NavItemProps;\n"],
  ['a feature importing config, state, i18n and another feature\'s index', 'src/features/home/layer-fixture.tsx',
    "import { getMerchant } from '../../config/merchant.ts';\nimport { languageState } from '../../i18n/i18n.ts';\nimport { useSession } from '../../state/session-store.ts';\nimport { useListLanguage } from '../games/index.ts';\nexport const parts = [getMerchant, languageState, useSession, useListLanguage];\n"],
  ['render loading a home section\'s index lazily', RENDER,
    "export const load = () => import('../features/home-sections/lottery/index.ts');\n"],
  ['a home section importing what its group shares and another home section\'s index', 'src/features/home-sections/promo-list/layer-fixture.tsx',
    "import type { SectionProps } from '../../home/index.ts';\nimport { LotteryResults } from '../lottery/index.ts';\nimport { countOption } from '../options.ts';\nimport { SectionBody } from '../section-body.tsx';\nexport const parts = [countOption, SectionBody, LotteryResults];\nexport type Props = SectionProps;\n"],
  ['state importing config and api', 'src/state/layer-fixture.ts',
    "import { getMerchant } from '../config/merchant.ts';\nimport { ENDPOINTS } from '../api/endpoints.ts';\nexport const parts = [getMerchant, ENDPOINTS];\n"],
  ['i18n importing its own modules', 'src/i18n/layer-fixture.ts',
    "import { languageCore } from './language-core.ts';\nexport const core = languageCore;\n"],
  ['the sandbox importing the endpoint paths and generated types', 'scripts/sandbox/layer-fixture.ts',
    "import { ENDPOINTS } from '../../src/api/endpoints.ts';\nimport type { Merchant } from '../../src/generated/merchant.ts';\nexport const paths = ENDPOINTS;\nexport type M = Merchant;\n"],
];

describe('layers hold by lint (DESIGN 2)', () => {
  it.each(refused)('refuses %s', async (_name, file, code, expected) => {
    const found = await problems(file, code);
    expect(found, found.join('\n')).toHaveLength(1);
    expect(found[0]).toMatch(expected);
  });

  it.each(allowed)('allows %s', async (_name, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('import cycles are lint errors (DESIGN 8)', () => {
  it('refuses two modules of src/config that import each other', async () => {
    // A cycle needs both files on disk: import-x follows the imports of the file it lints.
    const stem = `cycle-fixture-${process.pid}`;
    const a = join(ROOT, 'src', 'config', `${stem}-a.ts`);
    const b = join(ROOT, 'src', 'config', `${stem}-b.ts`);
    try {
      writeFileSync(a, `import { b } from './${stem}-b.ts';\nexport const a = (): number => b() + 1;\n`);
      writeFileSync(b, `import { a } from './${stem}-a.ts';\nexport const b = (): number => (typeof a === 'function' ? 1 : 0);\n`);
      const [result] = await eslint.lintFiles([a]);
      expect((result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`)).toEqual(['import-x/no-cycle: Dependency cycle detected']);
    } finally {
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  });
});
