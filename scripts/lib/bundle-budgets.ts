/**
 * Bytes per route from the build's chunk graph (issue 37 point 1): home's figure is all the JavaScript and CSS it
 * loads before its first game tile (the entry chunk, the lobby chunk and what they import statically); every
 * other screen's is what its own chunks, their static imports and the texts it loads with it add beyond home.
 * Sizes are the gzip files the build writes beside each asset (what a browser is served), so a figure is the
 * same on every machine: this is a check of `npm test`, not a timing.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_TABLE, type ScreenDef } from '../../src/config/route-table.ts';
import type { BundleGraph, GraphChunk } from './bundle-graph.ts';

/** The language whose texts a screen's figure counts: English, the texts every brand falls back to. */
const TEXTS_LOCALE = 'en';
const KB = 1024;

export interface RouteBytes {
  screen: string;
  js: number;
  css: number;
  /** The screen's source modules in its own chunks, largest first, with their bytes before compression. */
  modules: [string, number][];
}

export interface Budgets {
  homeKb: number;
  screenKb: number;
  exceptions: Readonly<Record<string, { kb: number }>>;
}

/** A screen's module and texts as the route table names them. */
export interface ScreenModule { screen: string; file: string; texts: readonly string[] }

const SCREENS: ScreenModule[] = (ROUTE_TABLE as readonly ScreenDef[]).flatMap((def) => (def.module === undefined ? [] : [{ screen: def.screen, file: `src/${def.module.file}`, texts: def.module.texts ?? [] }]));

function chunkHolding(graph: BundleGraph, module: string): GraphChunk {
  const chunk = graph.chunks.find((c) => module in c.modules);
  if (chunk === undefined) throw new Error(`no chunk of the build holds ${module}: is the build older than the route table?`);
  return chunk;
}

/** The chunks `roots` load before they run: themselves and their static imports, transitively. */
function withStaticImports(graph: BundleGraph, roots: readonly GraphChunk[]): Set<GraphChunk> {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set<GraphChunk>();
  const queue = [...roots];
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported !== undefined) queue.push(imported);
    }
  }
  return seen;
}

/** The gzip bytes a browser is served for one asset: the build's .gz copy, or the file gzipped here. */
function servedBytes(distDir: string, file: string): number {
  const path = join(distDir, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}

function measure(distDir: string, screen: string, chunks: Set<GraphChunk>, besides: { chunks: Set<GraphChunk>; css: Set<string> }): RouteBytes {
  // A chunk of no modules is a facade the build drops (the HTML entry's, which only imports the app chunk).
  const own = [...chunks].filter((chunk) => !besides.chunks.has(chunk) && Object.keys(chunk.modules).length > 0);
  const css = new Set(own.flatMap((chunk) => chunk.css).filter((file) => !besides.css.has(file)));
  const modules = own.flatMap((chunk) => Object.entries(chunk.modules)).sort((a, b) => b[1] - a[1]);
  return {
    screen,
    js: own.reduce((sum, chunk) => sum + servedBytes(distDir, chunk.file), 0),
    css: [...css].reduce((sum, file) => sum + servedBytes(distDir, file), 0),
    modules,
  };
}

/** Home's bytes, then every other screen's beyond home, in the route table's order. */
export function routeBytes(graph: BundleGraph, distDir: string, screens: readonly ScreenModule[] = SCREENS): RouteBytes[] {
  const entry = graph.chunks.find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('the build has no entry chunk');
  const home = screens.find((s) => s.screen === 'home');
  if (home === undefined) throw new Error('the route table has no home screen');
  const homeChunks = withStaticImports(graph, [entry, chunkHolding(graph, home.file)]);
  const nothing = { chunks: new Set<GraphChunk>(), css: new Set<string>() };
  const homeSide = { chunks: homeChunks, css: new Set([...homeChunks].flatMap((chunk) => chunk.css)) };
  return [
    measure(distDir, 'home', homeChunks, nothing),
    ...screens.filter((s) => s.screen !== 'home').map((s) => {
      const texts = s.texts.map((namespace) => chunkHolding(graph, `src/i18n/locales/${TEXTS_LOCALE}/${namespace}.json`));
      return measure(distDir, s.screen, withStaticImports(graph, [chunkHolding(graph, s.file), ...texts]), homeSide);
    }),
  ];
}

export const budgetOf = (budgets: Budgets, screen: string): number => (screen === 'home' ? budgets.homeKb : budgets.exceptions[screen]?.kb ?? budgets.screenKb);

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** One line per route over its budget: route, figure, budget and the modules that make up most of it. */
export function overBudget(figures: readonly RouteBytes[], budgets: Budgets): string[] {
  return figures.flatMap((figure) => {
    const budget = budgetOf(budgets, figure.screen);
    const total = figure.js + figure.css;
    if (total <= budget * KB) return [];
    const largest = figure.modules.slice(0, 8).map(([module, bytes]) => `    ${module} ${kb(bytes)} before gzip`);
    const what = figure.screen === 'home' ? 'before its first game tile' : 'beyond home';
    return [`${figure.screen}: ${kb(total)} gzip ${what} (JS ${kb(figure.js)}, CSS ${kb(figure.css)}), over its budget of ${budget} KB; its largest modules:\n${largest.join('\n')}`];
  });
}
