/**
 * Where the QA flag panel comes from: `npm start` and `npm run preview` show it unless QA_PANEL=0 (the
 * e2e servers turn it off so journeys meet the product alone). A production build never contains it.
 */
import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';

export const PANEL_ENTRY = join(ROOT, 'scripts', 'qa-panel', 'main.ts');

export const panelWanted = (env: NodeJS.ProcessEnv = process.env): boolean => env['QA_PANEL'] !== '0';

/** The panel as one ES module for the preview, bundled by Vite's own build API in memory. */
export async function bundlePanel(): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false, logLevel: 'silent', root: ROOT,
    build: { write: false, minify: true, lib: { entry: PANEL_ENTRY, formats: ['es'], fileName: 'qa-panel' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (chunk === undefined || chunk.type !== 'chunk') throw new Error('the QA panel did not bundle');
  return chunk.code;
}
