/** The frame's progress bar (SPEC 7: loading indicators are shown while requests run), driven by the real API client. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, configureClient, http } from '../../../src/api/client.ts';
import { ProgressBar } from '../../../src/app/frame/progress-bar.tsx';
import { countRequest, setProgressDelay } from '../../../src/state/activity-store.ts';
import { TTSLOT, withMerchant } from './harness.tsx';

/** The platform answers each request only when the test releases it. */
let release: (() => void)[] = [];

beforeEach(async () => {
  await withMerchant(TTSLOT);
  vi.useFakeTimers();
  release = [];
  configureClient({ token: () => 'token-1234567890abcdef', onError: () => {}, inFlight: countRequest });
  http.defaults.adapter = (config) => new Promise((resolve) => {
    release.push(() => resolve({ data: { success: true, value: { total: '1.00' } }, status: 200, statusText: 'OK', headers: {}, config }));
  });
  setProgressDelay(TTSLOT.constants.timings.progressDelayMs);
});

afterEach(() => {
  vi.useRealTimers();
});

const bar = () => screen.queryByRole('progressbar', { name: 'Please wait…' });
const wait = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });
const answerAll = () => act(async () => {
  for (const answer of release.splice(0)) answer();
  await vi.advanceTimersByTimeAsync(0);
});

describe('the progress bar (SPEC 7)', () => {
  it('R7-41 shows while a platform call runs longer than the merchant\'s progress delay, and goes when the last call has answered', async () => {
    render(<ProgressBar />);
    const delay = TTSLOT.constants.timings.progressDelayMs;
    const first = call('walletBalances');
    await wait(delay - 1);
    expect(bar()).toBeNull();
    await wait(1);
    expect(bar()).toBeVisible();
    const second = call('walletBalances');
    await act(async () => {
      release.shift()?.();
      await first;
    });
    expect(bar()).toBeVisible();
    await answerAll();
    await second;
    expect(bar()).toBeNull();
  });

  it('shows nothing for a call that answers within the delay, nor for a background (silent) call however long it runs', async () => {
    render(<ProgressBar />);
    const delay = TTSLOT.constants.timings.progressDelayMs;
    const quick = call('walletBalances');
    await wait(delay - 1);
    await answerAll();
    await quick;
    await wait(delay);
    expect(bar()).toBeNull();
    const polling = call('walletBalances', undefined, { silent: true });
    await wait(delay * 10);
    expect(bar()).toBeNull();
    await answerAll();
    await polling;
  });
});
