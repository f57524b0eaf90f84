/** Where the brand's service worker is served (dist/<code>/sw.js at the site root, so it scopes the app). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The Trusted Types policy that passes the worker's script URL to `register` (a script-URL sink under
 * the strict CSP); it passes that one URL and nothing else.
 */
// Stryker disable next-line StringLiteral: the CSP's trusted-types list (scripts/sandbox/static.ts) is built from this same constant, so any name works alike
export const SERVICE_WORKER_POLICY = 'service-worker';
