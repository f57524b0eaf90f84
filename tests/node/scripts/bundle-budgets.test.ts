import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../src/config/route-table.ts';
import { type Budgets, overBudget, routeBytes, type ScreenModule } from '../../../scripts/lib/bundle-budgets.ts';
import { type BundleGraph, readBundleGraph } from '../../../scripts/lib/bundle-graph.ts';
import { DIST_DIR } from '../../../scripts/lib/paths.ts';
import { runScript } from './helpers.ts';

/** Text that gzip cannot shrink much: `bytes` of it compress to about `bytes`. */
const incompressible = (bytes: number, seed: number): string => {
  let x = seed;
  return Array.from({ length: bytes }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return String.fromCharCode(33 + ((x >>> 0) % 90));
  }).join('');
};

const SIZES = {
  'assets/app.js': 9000, 'assets/app.css': 700, 'assets/lobby.js': 3000, 'assets/wallet.js': 4000, 'assets/wallet.css': 500,
  'assets/shared.js': 1500, 'assets/locale_en_wallet.js': 800, 'assets/register.js': 2000, 'assets/rjsf.js': 30000,
};

/** The text of a scratch build's file: incompressible, of its size. */
const contentOf = (file: keyof typeof SIZES): string => incompressible(SIZES[file], Object.keys(SIZES).indexOf(file) + 1);

/** A scratch build of the files of SIZES, without the .gz copies: their sizes are gzipped by the check itself. */
function scratchBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const file of Object.keys(SIZES) as (keyof typeof SIZES)[]) writeFileSync(join(dist, file), contentOf(file));
  return dist;
}

/** What a browser is served for these files: their gzip bytes at the build's level. */
const served = (...files: (keyof typeof SIZES)[]): number => files.reduce((sum, file) => sum + gzipSync(contentOf(file), { level: 9 }).length, 0);

const SCREENS: ScreenModule[] = [
  { screen: 'home', file: 'src/render/home-screen.tsx', texts: [] },
  { screen: 'wallet', file: 'src/features/wallet/wallet-screen.tsx', texts: ['wallet'] },
  { screen: 'register', file: 'src/features/register/register-screen.tsx', texts: [] },
];

const GRAPH: BundleGraph = {
  chunks: [
    { file: 'assets/index.js', isEntry: true, imports: ['assets/app.js'], css: [], modules: {} },
    { file: 'assets/app.js', isEntry: false, imports: [], css: ['assets/app.css'], modules: { 'src/main.tsx': 100, 'node_modules/react-dom/index.js': 9000 } },
    { file: 'assets/lobby.js', isEntry: false, imports: ['assets/app.js'], css: [], modules: { 'src/render/home-screen.tsx': 3000 } },
    { file: 'assets/wallet.js', isEntry: false, imports: ['assets/app.js', 'assets/shared.js'], css: ['assets/app.css', 'assets/wallet.css'], modules: { 'src/features/wallet/wallet-screen.tsx': 4000 } },
    { file: 'assets/shared.js', isEntry: false, imports: [], css: [], modules: { 'src/ui/money-input.tsx': 1500 } },
    { file: 'assets/locale_en_wallet.js', isEntry: false, imports: [], css: [], modules: { 'src/i18n/locales/en/wallet.json': 800 } },
    { file: 'assets/register.js', isEntry: false, imports: ['assets/shared.js', 'assets/rjsf.js'], css: [], modules: { 'src/features/register/register-screen.tsx': 2000 } },
    { file: 'assets/rjsf.js', isEntry: false, imports: [], css: [], modules: { 'node_modules/@rjsf/core/lib/components/Form.js': 30000, 'node_modules/markdown-to-jsx/dist/react.js': 60000 } },
  ],
};


describe('byte budgets per route from the build\'s chunk graph (SPEC 9)', () => {
  const dist = scratchBuild();
  const figures = routeBytes(GRAPH, dist, SCREENS);
  const of = (screen: string) => figures.find((f) => f.screen === screen)!;

  it('home counts the entry\'s chunks and its own with their static imports and CSS; the empty HTML facade adds nothing', () => {
    expect(of('home').js).toBe(served('assets/app.js', 'assets/lobby.js'));
    expect(of('home').css).toBe(served('assets/app.css'));
  });

  it('a screen counts its chunk, its static imports and its texts beyond home, a CSS file home loads not again', () => {
    expect(of('wallet').js).toBe(served('assets/wallet.js', 'assets/shared.js', 'assets/locale_en_wallet.js'));
    expect(of('wallet').css).toBe(served('assets/wallet.css'));
    expect(of('wallet').modules.map(([module]) => module)).toEqual(['src/features/wallet/wallet-screen.tsx', 'src/ui/money-input.tsx', 'src/i18n/locales/en/wallet.json']);
  });

  it('a screen over its budget fails with its figure, its budget and its largest modules; an exception or a larger budget lets it pass', () => {
    const budgets: Budgets = { homeKb: 20, screenKb: 20, exceptions: {} };
    const over = overBudget(figures, budgets);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^register: 2\d\.\d KB gzip beyond home \(JS 2\d\.\d KB, CSS 0\.0 KB\), over its budget of 20 KB; its largest modules:\n {4}node_modules\/markdown-to-jsx\/dist\/react\.js 58\.6 KB before gzip\n {4}node_modules\/@rjsf\/core/);
    expect(overBudget(figures, { ...budgets, exceptions: { register: { kb: 40 } } })).toEqual([]);
    expect(overBudget(figures, { ...budgets, homeKb: 9, exceptions: { register: { kb: 40 } } })[0]).toMatch(/^home: \d+\.\d KB gzip before its first game tile .* over its budget of 9 KB/);
  });

  it('a module the graph does not hold is an error that says the build is older than the route table', () => {
    expect(() => routeBytes(GRAPH, dist, [...SCREENS, { screen: 'ghost', file: 'src/features/ghost.tsx', texts: [] }])).toThrow('no chunk of the build holds src/features/ghost.tsx: is the build older than the route table?');
  });

  it('on the build: a figure for every screen of the route table that has a module, and the budgets hold', () => {
    const built = routeBytes(readBundleGraph(DIST_DIR), DIST_DIR);
    expect(built.map((f) => f.screen)).toEqual(ROUTE_TABLE.filter((def) => 'module' in def && def.module !== undefined).map((def) => def.screen));
    expect(built[0]!.js).toBeGreaterThan(100 * 1024);
    const result = runScript('check-bundle-budgets.ts', [], {});
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^ok \d+ routes within their byte budgets$/m);
  });

  it('a build without the graph says to build first', () => {
    const result = runScript('check-bundle-budgets.ts', [], { DIST_DIR: mkdtempSync(join(tmpdir(), 'no-build-')) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('bundle-graph.json: missing, run npm run build first');
  });
});
