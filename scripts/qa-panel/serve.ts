/**
 * Where the QA flag panel comes from: `npm start` and `npm run preview` show it unless QA_PANEL=0 (the
 * e2e servers turn it off so journeys meet the product alone). A production build never contains it.
 */
import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';

export const PANEL_ENTRY = join(ROOT, 'scripts', 'qa-panel', 'main.ts');

export const panelWanted = (env: NodeJS.ProcessEnv = process.env): boolean => env['QA_PANEL'] !== '0';

/** The panel as one ES module for the preview, bundled by Vite's own build API in memory. */
export function bundlePanel(): Promise<string> {
  return bundle(PANEL_ENTRY, 'es', 'qa-panel');
}

/** The pseudo-locale alone as a classic script, for a test browser's init script (the QA matrix). */
export function bundlePseudo(): Promise<string> {
  return bundle(join(ROOT, 'scripts', 'qa-panel', 'pseudo-main.ts'), 'iife', 'qa-pseudo');
}

async function bundle(entry: string, format: 'es' | 'iife', name: string): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false, logLevel: 'silent', root: ROOT,
    build: { write: false, minify: true, lib: { entry, formats: [format], fileName: name, name: name.replace(/-/g, '_') } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (chunk === undefined || chunk.type !== 'chunk') throw new Error(`${name} did not bundle`);
  return chunk.code;
}
