/** Where the brand's service worker is served (dist/<code>/sw.js at the site root, so it scopes the app). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The Trusted Types policy that passes the worker's script URL to `register` (a script-URL sink under
 * the strict CSP); it passes that one URL and nothing else.
 */
export const SERVICE_WORKER_POLICY = 'service-worker';
