// @vitest-environment node
/**
 * SPEC 2.14's lazily loaded screens: none is reached from the entry (src/main.tsx) by static imports, so none is in
 * the first download; each route screen is a React.lazy component. The entry's static graph is read from the
 * sources (type-only imports are erased by the compiler and left out).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenOf } from '../../../src/app/screens.tsx';
import { ROUTES } from '../../../src/config/routes.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

function resolve(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && !path.endsWith('/'));
}

/** Every project file the entry reaches by static imports. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [join(ROOT, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolve(file, match[1]!);
      if (next !== undefined) queue.push(next);
    }
  }
  return new Set([...seen].map((file) => relative(join(ROOT, 'src'), file).split('\\').join('/')));
}

const FIRST_DOWNLOAD = staticGraph('src/main.tsx');
const moduleOf = (path: string): string => {
  const module = ROUTES.find((route) => route.path === path)?.module;
  if (module === undefined) throw new Error(`no built screen at ${path}`);
  return module.file;
};

/** SPEC 2.14's names and what they are here: a route's screen module, or a module the frame loads on demand. */
const R2_14_1: [string, string][] = [
  ['Activity', moduleOf('/m/activity')], ['ActivityDetail', moduleOf('/m/activityDetail')], ['Agent home', moduleOf('/m/agent')],
  ['AppDownload', moduleOf('/m/down')], ['ApplyReward', moduleOf('/m/applyReward')], ['ChangePsw', moduleOf('/m/changePsw')],
  ['Customer', moduleOf('/m/customer')], ['Download (the download popup)', 'features/navigation/index.ts'], ['Forget', moduleOf('/m/forget')],
  ['FindPwdBySms (the forget screen\'s phone tab)', moduleOf('/m/forget')], ['Login', moduleOf('/m/login')], ['Message', moduleOf('/m/message')],
  ['Notice', moduleOf('/m/notice')], ['Register', moduleOf('/m/register')], ['Setting', moduleOf('/m/set')],
];
const R2_14_2: [string, string][] = [
  ['GameCenter', moduleOf('/m/gameCenter')], ['GameListCenter', moduleOf('/m/gameList')], ['VNListCenter', moduleOf('/m/vnLottery')],
  ['FBGame', moduleOf('/m/fbGame')], ['HelpCenter', moduleOf('/m/help')], ['Policy', moduleOf('/m/policy')], ['Terms', moduleOf('/m/terms')],
  ['Sponsor', moduleOf('/m/sponsor')], ['ErrorIP (the region restriction page)', 'features/system/index.ts'],
  ['ErrorService (the maintenance page)', 'features/system/index.ts'],
];

describe('lazily loaded screens (SPEC 2.14)', () => {
  it('the entry\'s static graph is read: it holds the app, the router and the screens loader', () => {
    for (const file of ['main.tsx', 'app/app.tsx', 'app/router.tsx', 'app/screens.tsx']) expect(FIRST_DOWNLOAD).toContain(file);
  });

  it.each(R2_14_1)('R2.14-1 %s (%s) is not in the first download', (_name, file) => {
    expect(existsSync(join(ROOT, 'src', file)), file).toBe(true);
    expect(FIRST_DOWNLOAD).not.toContain(file);
  });

  it.each(R2_14_2)('R2.14-2 %s (%s) is not in the first download', (_name, file) => {
    expect(existsSync(join(ROOT, 'src', file)), file).toBe(true);
    expect(FIRST_DOWNLOAD).not.toContain(file);
  });

  it.each([...R2_14_1, ...R2_14_2].filter(([, file]) => ROUTES.some((route) => route.module?.file === file)))('R2.14-1 R2.14-2 %s renders through a lazy component', (_name, file) => {
    for (const route of ROUTES.filter((r) => r.module?.file === file)) expect(screenOf(route)).toMatchObject({ $$typeof: Symbol.for('react.lazy') });
  });
});
