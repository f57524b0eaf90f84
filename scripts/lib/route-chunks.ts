/** The build's chunks, derived from the route table (DESIGN 3): the lobby group and the screens' chunk names. */
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { ROUTE_TABLE, type ScreenDef } from '../../src/config/route-table.ts';
import { ROOT } from './paths.ts';

const moduleId = (file: string): string => join(ROOT, 'src', file);
/** Each built screen's module file (under src), its screen and chunk group. */
const SCREEN_MODULES = (ROUTE_TABLE as readonly ScreenDef[]).flatMap((def) => (def.module === undefined ? [] : [{ file: def.module.file, screen: def.screen, chunk: def.chunk }]));
const REGISTRIES = join(ROOT, 'src', 'render') + '/';
/** The SPEC 2.14 home sections stay chunks of their own, fetched only for a brand that lists them (R2.14-3). */
const ON_DEMAND = join(ROOT, 'src', 'render', 'lazy-sections.tsx');

/**
 * The modules a first view needs: `roots` and what they import statically, and what the render
 * registries among them import lazily (the sections a screen renders at once, DESIGN 2).
 */
function firstViewModules(roots: readonly string[], ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    queue.push(...(info?.importedIds ?? []), ...(id.startsWith(REGISTRIES) && id !== ON_DEMAND ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * What home shows first is one chunk (issue 6 point 9): the route table's 'lobby' screens with their
 * first-view modules, less what the entry chunk already holds (that group has the higher priority).
 * What they load on demand (other screens, the popup, DOMPurify) stays in chunks of their own.
 */
export function lobbyGroup(priority: number): Rolldown.CodeSplittingGroup {
  const roots = SCREEN_MODULES.filter((m) => m.chunk === 'lobby').map((m) => moduleId(m.file));
  // Keyed by the first root's module info, which the bundler renews on each chunking pass (watch builds).
  const passes = new WeakMap<object, Set<string>>();
  return {
    name: (id, ctx) => {
      const key = ctx.getModuleInfo(roots[0]!);
      if (key === null) return null;
      let members = passes.get(key);
      if (members === undefined) {
        members = firstViewModules(roots, ctx);
        passes.set(key, members);
      }
      return members.has(id) ? 'lobby' : null;
    },
    priority,
    debugName: 'lobby',
  };
}

const SCREEN_OF_MODULE = new Map(SCREEN_MODULES.map((m) => [moduleId(m.file), m.screen]));

/** A screen's chunk is named after its screen in the route table (`gameCenter-<hash>.js`). */
export function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  const texts = chunk.facadeModuleId === null ? null : LOCALE_MODULE.exec(chunk.facadeModuleId);
  if (texts !== null) return `${localeChunkPrefix(texts[1]!)}${texts[2]!}-[hash].js`;
  const screen = chunk.facadeModuleId === null ? undefined : SCREEN_OF_MODULE.get(chunk.facadeModuleId);
  return `assets/${screen ?? '[name]'}-[hash].js`;
}

/** A namespace of a locale's texts (src/i18n/locales/<locale>/<namespace>.json). */
const LOCALE_MODULE = /\/src\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * Where a locale's text chunks start (`assets/locale_pt_common-<hash>.js`): the underscore keeps pt apart from
 * pt-BR, so a brand's service worker can leave out the languages the brand does not offer.
 */
export const localeChunkPrefix = (locale: string): string => `assets/locale_${locale}_`;
