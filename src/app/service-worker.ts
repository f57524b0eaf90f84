/**
 * The installed app's service worker (scripts/lib/service-worker.ts makes it):
 * registered in production builds only, once the page has loaded and its first view is on screen,
 * so precaching never competes with the first game tiles. When a deploy brings a new worker, the
 * player is told, then the page reloads once onto the new version.
 */
import i18next from 'i18next';
import { SERVICE_WORKER_PATH, SERVICE_WORKER_POLICY } from '../config/web-app.ts';
import { whenPageIdle } from '../state/page-ready.ts';
import { showToast, toastDuration } from '../state/toast-store.ts';

export interface WorkerHost {
  container: ServiceWorkerContainer | undefined;
  reload: () => void;
}

interface ScriptUrlPolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
}

let policy: { createScriptURL(url: string): unknown } | undefined;

/** The worker's URL as a TrustedScriptURL where the browser has Trusted Types (the CSP requires one). */
function workerUrl(): string {
  const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  policy ??= factory?.createPolicy(SERVICE_WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url === SERVICE_WORKER_PATH) return url;
      throw new TypeError(`${url} is not the service worker`);
    },
  });
  return (policy?.createScriptURL(SERVICE_WORKER_PATH) ?? SERVICE_WORKER_PATH) as string;
}

const browserHost = (): WorkerHost => ({
  container: typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  reload: () => window.location.reload(),
});

/** Registers the worker after `load` (production only); resolves with its registration, if any. */
export function registerServiceWorker(host: WorkerHost = browserHost()): Promise<ServiceWorkerRegistration | undefined> {
  const { container } = host;
  if (!import.meta.env.PROD || container === undefined) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const start = (): void => {
      whenPageIdle(() => {
        // A browser that blocks workers (a privacy setting, an automation switch) may answer no registration at all.
        container.register(workerUrl(), { scope: '/' }).then((registration: ServiceWorkerRegistration | undefined) => {
          if (registration !== undefined) watchForUpdate(registration, container, host.reload);
          resolve(registration);
        }, () => resolve(undefined));
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}

/**
 * A worker that installs while another controls the page is a new deploy: it waits (Workbox's
 * default) until told to take over. The player reads the toast first; the page reloads when the new
 * worker controls it, once, whatever number of controller changes follow.
 */
function watchForUpdate(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer, reload: () => void): void {
  let told = false;
  let reloaded = false;
  const takeOver = (waiting: ServiceWorker): void => {
    if (told || container.controller === null) return;
    told = true;
    showToast(i18next.t('web_app.update_ready'), 'info');
    container.addEventListener('controllerchange', () => {
      if (reloaded) return;
      reloaded = true;
      reload();
    });
    setTimeout(() => waiting.postMessage({ type: 'SKIP_WAITING' }), toastDuration('info'));
  };
  // The browser looks for a new worker on navigations; a player who keeps one page open for days
  // gets the check when the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !told) void registration.update().catch(() => undefined);
  });
  if (registration.waiting !== null) takeOver(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') takeOver(installing);
    });
  });
}
