/**
 * The build's chunk graph as data (issue 37 point 1): which chunk holds which source module and how many bytes
 * of it, what each chunk imports statically and which CSS it brings. `npm run build` writes it beside the
 * JavaScript (dist/.vite/bundle-graph.json, never served: the brands' pages and workers name only assets/ and
 * their own folder), and the byte budgets of scripts/check-bundle-budgets.ts are computed from it and the files.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './paths.ts';

export const BUNDLE_GRAPH_FILE = join('.vite', 'bundle-graph.json');

export interface GraphChunk {
  /** The file under the output folder (assets/app-<hash>.js). */
  file: string;
  isEntry: boolean;
  /** Chunk files it imports statically: they load before it runs. */
  imports: string[];
  /** CSS files the chunk brings with it (Vite inserts them when the chunk loads). */
  css: string[];
  /** Source modules (paths under the repository, or a package path under node_modules) and their rendered bytes. */
  modules: Record<string, number>;
}

export interface BundleGraph { chunks: GraphChunk[] }

/** Vite's per-chunk metadata: the CSS files a chunk imports. */
interface WithCss { viteMetadata?: { importedCss?: Set<string> } }

const sourceName = (id: string): string => relative(ROOT, id.replace(/\?.*$/, '').replace(/^\0/, ''));

/** Writes the chunk graph of a production build into the output folder. */
export function bundleGraphPlugin(): Plugin {
  return {
    name: 'bundle-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: GraphChunk[] = Object.values(bundle).flatMap((output) => (output.type !== 'chunk' ? [] : [{
        file: output.fileName,
        isEntry: output.isEntry,
        imports: [...output.imports],
        css: [...((output as WithCss).viteMetadata?.importedCss ?? [])],
        modules: Object.fromEntries(Object.entries(output.modules).map(([id, module]) => [sourceName(id), module.renderedLength])),
      }]));
      this.emitFile({ type: 'asset', fileName: BUNDLE_GRAPH_FILE, source: `${JSON.stringify({ chunks } satisfies BundleGraph, null, 1)}\n` });
    },
  };
}

/** The graph a build wrote into `distDir`, or an error that says to build first. */
export function readBundleGraph(distDir: string): BundleGraph {
  const file = join(distDir, BUNDLE_GRAPH_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BundleGraph;
  } catch (error) {
    throw new Error(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing, run npm run build first' : (error as Error).message}`, { cause: error });
  }
}
