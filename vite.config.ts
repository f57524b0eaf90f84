import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { merchantPlugin } from './scripts/lib/vite-merchant-plugin.ts';

const merchant = process.env['MERCHANT'] ?? 'ttslot';
/** Where /wps (API), /cdn (images) and /__sandbox go in dev: a real platform, or the local sandbox. */
const platform = process.env['PLATFORM_URL'] ?? `http://127.0.0.1:${process.env['SANDBOX_PORT'] ?? '8787'}`;
/**
 * What home shows first (issue 6 point 9): one chunk. The other game screens and what home loads on
 * demand (the popup) stay their own chunks.
 */
const LOBBY_MODULE = /\/src\/(render\/home-screen|features\/(home|games)|state\/(games-store|favourites-store|home-announcements-store|vendor-setup)|ui\/(game-tile|virtual-grid|hot-match-card))/;
const NOT_ON_FIRST_VIEW = /\/((category|category-title|game-center|game-list)-screen\.tsx|home-popup\.tsx|popup-html\.ts)$/;
const proxied = { target: platform, changeOrigin: true, secure: true };

export default defineConfig({
  appType: 'custom',
  // one optimizer cache per merchant: the dev-server journeys run two dev servers at once (issue 13 point 2)
  cacheDir: `node_modules/.vite/${merchant}`,
  plugins: [react(), merchantPlugin(merchant)],
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
        // statically is one chunk, and the lobby (home, game lists) another, instead of ~30 small ones
        // that each cost a request and compress worse.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'lobby', test: (id: string) => LOBBY_MODULE.test(id) && !NOT_ON_FIRST_VIEW.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/node/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
