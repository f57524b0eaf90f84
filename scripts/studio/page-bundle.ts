/**
 * The studio page as one ES module, bundled in memory by Vite's build API (as the QA panel is): the page is a
 * development tool, so no build of the app and no brand's bundle ever contains it.
 */
import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';

export const PAGE_ENTRY = join(ROOT, 'scripts', 'studio', 'page', 'main.tsx');

export async function bundlePage(): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false, logLevel: 'silent', root: ROOT,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // @rjsf/core's markdown renderer, as the app aliases it (vite.config.ts): rjsf's own bold strings only
    resolve: { alias: [{ find: /^markdown-to-jsx\/react$/, replacement: join(ROOT, 'src', 'ui', 'form', 'markdown-text.tsx') }] },
    build: { write: false, minify: false, target: 'es2022', lib: { entry: PAGE_ENTRY, formats: ['es'], fileName: 'studio' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (chunk === undefined || chunk.type !== 'chunk') throw new Error('the studio page did not bundle');
  return chunk.code;
}
