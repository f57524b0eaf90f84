import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type WorkerHost } from '../../../src/app/service-worker.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { markPageReady, resetPageReady } from '../../../src/state/page-ready.ts';
import { toastDuration, useToast } from '../../../src/state/toast-store.ts';
import { ToastView } from '../../../src/ui/toast.tsx';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();

  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
}

function Toasts() {
  const toast = useToast();
  return toast === undefined ? null : <ToastView message={toast.message} kind={toast.kind} />;
}

/** A page with a worker container and a reload counter, registered in a production build. */
async function registered(container: FakeContainer): Promise<WorkerHost & { reload: ReturnType<typeof vi.fn> }> {
  const host = { container: container as unknown as ServiceWorkerContainer, reload: vi.fn() };
  vi.stubEnv('PROD', true);
  const done = registerServiceWorker(host);
  markPageReady();
  await act(() => vi.advanceTimersByTimeAsync(500));
  await done;
  return host;
}

beforeEach(async () => {
  await initI18n('EN');
  vi.useFakeTimers();
  resetPageReady();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('service worker registration', () => {
  it('registers /sw.js for the whole site in a production build only, once the page is idle', async () => {
    const dev = new FakeContainer();
    expect(await registerServiceWorker({ container: dev as unknown as ServiceWorkerContainer, reload: vi.fn() })).toBeUndefined();
    expect(dev.register).not.toHaveBeenCalled();

    const prod = new FakeContainer();
    await registered(prod);
    expect(prod.register).toHaveBeenCalledTimes(1);
    expect(prod.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('a browser that blocks workers and answers no registration leaves the page as it is, no error', async () => {
    const blocked = new FakeContainer();
    blocked.register = vi.fn(async () => undefined as unknown as FakeRegistration);
    const errors: unknown[] = [];
    const onError = (event: PromiseRejectionEvent | ErrorEvent): void => void errors.push('reason' in event ? event.reason : event.error);
    window.addEventListener('unhandledrejection', onError);
    window.addEventListener('error', onError);
    try {
      const host = { container: blocked as unknown as ServiceWorkerContainer, reload: vi.fn() };
      vi.stubEnv('PROD', true);
      const done = registerServiceWorker(host);
      markPageReady();
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(await done).toBeUndefined();
      expect(host.reload).not.toHaveBeenCalled();
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('unhandledrejection', onError);
      window.removeEventListener('error', onError);
    }
  });

  it('a new deploy: the player is told, the waiting worker takes over after the toast, and the page reloads once', async () => {
    render(<Toasts />);
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const host = await registered(container);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const next = new FakeWorker();
    container.registration.installing = next;
    container.registration.dispatchEvent(new Event('updatefound'));
    await act(async () => next.become('installed'));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready. Reloading…');
    expect(next.postMessage).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(toastDuration('info')));
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    next.become('activated');
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('a worker already waiting when the page loads takes over the same way, once', async () => {
    render(<Toasts />);
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    const host = await registered(container);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    await act(() => vi.advanceTimersByTimeAsync(toastDuration('info')));
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('a page left open looks for a new deploy each time the app comes back to the foreground', async () => {
    const container = new FakeContainer();
    await registered(container);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('the first install is no update: no toast, no reload', async () => {
    render(<Toasts />);
    const container = new FakeContainer();
    const host = await registered(container);
    const first = new FakeWorker();
    container.registration.installing = first;
    container.registration.dispatchEvent(new Event('updatefound'));
    await act(async () => first.become('installed'));
    await act(() => vi.advanceTimersByTimeAsync(toastDuration('info')));
    container.dispatchEvent(new Event('controllerchange'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(first.postMessage).not.toHaveBeenCalled();
    expect(host.reload).not.toHaveBeenCalled();
  });
});
