import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { bundleGraphPlugin } from './scripts/lib/bundle-graph.ts';
import { chunkFileName, lobbyGroup } from './scripts/lib/route-chunks.ts';
import { merchantPlugin } from './scripts/lib/vite-merchant-plugin.ts';

const merchant = process.env['MERCHANT'] ?? 'ttslot';
/** Where /wps (API), /cdn (images) and /__sandbox go in dev: a real platform, or the local sandbox. */
const platform = process.env['PLATFORM_URL'] ?? `http://127.0.0.1:${process.env['SANDBOX_PORT'] ?? '8787'}`;
// xfwd: the platform learns the page's host (X-Forwarded-Host), on which the sandbox answers its own links
const proxied = { target: platform, changeOrigin: true, secure: true, xfwd: true };

/**
 * Unit files that need Node's own realm: the registration body is sealed by jose, which refuses a Uint8Array made
 * by another realm's TextEncoder ("plaintext must be an instance of Uint8Array"), as a VM context's is.
 */
const OWN_REALM = ['tests/unit/auth/register-payload.test.tsx'];

/** What both unit projects share. */
const UNIT = {
  // happy-dom by default: it starts in half of jsdom's time. A file that needs jsdom's fuller DOM says
  // `// @vitest-environment jsdom` on its first line (DOMPurify's sanitising, focus moves in dialogs, script
  // loading, storage that throws); one that needs no DOM says `// @vitest-environment node`.
  environment: 'happy-dom',
  // A screen test renders a whole route: 5 s ran out with both cores busy (a browser job beside it).
  testTimeout: 15_000,
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/unit/setup.ts'],
} satisfies ViteUserConfig['test'];

export default defineConfig({
  appType: 'custom',
  // one optimizer cache per merchant: the dev-server journeys run two dev servers at once (issue 13 point 2)
  cacheDir: `node_modules/.vite/${merchant}`,
  plugins: [react(), merchantPlugin(merchant), bundleGraphPlugin()],
  // @rjsf/core's markdown renderer, for its own bold strings only: src/ui/form/markdown-text.tsx says why.
  resolve: { alias: [{ find: /^markdown-to-jsx\/react$/, replacement: `${import.meta.dirname}/src/ui/form/markdown-text.tsx` }] },
  server: {
    port: Number(process.env['PORT'] ?? 5173),
    strictPort: true,
    proxy: { '/wps': proxied, '/cdn': proxied, '/__sandbox': proxied },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: process.env['SOURCEMAP'] === '1',
    rolldownOptions: {
      input: 'src/index.html',
      output: {
        // Fewer, larger chunks on the first page (issue 6 point 9): everything the entry imports
        // statically is one chunk, and the lobby (what home shows first, from the route table) another,
        // instead of ~30 small ones that each cost a request and compress worse.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], priority: 2 }, lobbyGroup(1)],
        },
        chunkFileNames: chunkFileName,
      },
    },
  },
  test: {
    // Both cores (Vitest's default leaves one idle on a 2-core machine); VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env['VITEST_MAX_WORKERS'] ?? 2),
    // Per-file durations for `npm run test:durations` (docs/test-durations.md).
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...UNIT,
          // Each file in a VM context of a long-lived worker instead of a worker of its own (measured alone: the
          // unit files 113 s -> 69 s on 2 cores, Vitest's environment time 50 s -> 4 s). A context's typed arrays
          // and errors are not Node's (vitest.dev/config/pool): the files of OWN_REALM run in plain threads.
          pool: 'vmThreads',
          exclude: OWN_REALM,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-realm',
          ...UNIT,
          // Threads start faster than forks; each file keeps its own module graph (vi.mock and the stores need it).
          pool: 'threads',
          include: OWN_REALM,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The node tests share no module state (each starts its own sandbox; no vi.mock), so a worker keeps its
          // modules from file to file: 89 s -> 49 s, above all the sandbox's schema compile (issue 33 point 2).
          isolate: false,
          include: ['tests/node/**/*.test.ts'],
          globalSetup: ['tests/node/build-once.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
