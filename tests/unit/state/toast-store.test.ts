/** The toast's state (SPEC 8): one toast at a time, each kind for its SPEC 9 duration, a brand's timings replacing them. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { hideToast, resetToastStore, setToastDurations, showLoadingToast, showToast, toastDuration, toastStore, useToast } from '../../../src/state/toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Whether the toast is still shown just before `ms` and gone at `ms`. */
function expectShownFor(ms: number): void {
  vi.advanceTimersByTime(ms - 1);
  expect(toastStore.current).toBeDefined();
  vi.advanceTimersByTime(1);
  expect(toastStore.current).toBeUndefined();
}

describe('toast durations (SPEC 9)', () => {
  it('are the spec\'s by default', () => {
    expect(['info', 'error', 'success', 'rejection'].map((kind) => toastDuration(kind as 'info'))).toStrictEqual([1500, 1500, 1000, 2000]);
  });

  it('a brand replaces the ones it names and keeps the rest', () => {
    setToastDurations({ info: 3000 });
    setToastDurations({ rejection: 5000 });
    expect(['info', 'error', 'success', 'rejection'].map((kind) => toastDuration(kind as 'info'))).toStrictEqual([3000, 1500, 1000, 5000]);
  });

  it('reset brings back the spec\'s', () => {
    setToastDurations({ info: 3000, error: 1, success: 2, rejection: 3 });
    resetToastStore();
    expect(toastDuration('info')).toBe(1500);
    expect(toastDuration('rejection')).toBe(2000);
  });
});

const LOADING_CAPS = ttslot.constants.timings;

describe('loading toasts (SPEC 8, 9)', () => {
  it.each([
    ['a quick step before leaving the page', LOADING_CAPS.quickLoadingToastMs, 3000],
    ['a form sent to the platform', LOADING_CAPS.submitLoadingToastMs, 10_000],
    ['a game launch or free play', LOADING_CAPS.launchLoadingToastMs, 15_000],
  ])('R9-11 the loading toast of %s stays at most its cap, %i ms (SPEC 9: %i), and goes when its work ends first', (_what, cap, spec) => {
    expect(cap).toBe(spec);
    showLoadingToast('Please wait', cap);
    expect(toastStore.current?.kind).toBe('loading');
    expectShownFor(cap);
    const id = showLoadingToast('Please wait', cap);
    vi.advanceTimersByTime(cap - 1000);
    hideToast(id); // the work ends
    expect(toastStore.current).toBeUndefined();
  });

  it('R9-11 the SMS sending toast\'s 9999 keeps it until the sending ends, however long that takes', () => {
    expect(LOADING_CAPS.smsLoadingToastMs).toBe(9999);
    const id = showLoadingToast('Sending', LOADING_CAPS.smsLoadingToastMs);
    vi.advanceTimersByTime(120_000);
    expect(toastStore.current).toMatchObject({ id, kind: 'loading', message: 'Sending' });
    hideToast(id);
    expect(toastStore.current).toBeUndefined();
  });

  it('a toast after a loading toast that lasts until done gets its own time', () => {
    showLoadingToast('Sending', 9999);
    showToast('Sent', 'success');
    expectShownFor(1000);
  });
});

describe('toast state (SPEC 8)', () => {
  it('starts with no toast', () => {
    expect(toastStore.current).toBeUndefined();
  });

  it('shows the message as an info toast by default, with a new id each time', () => {
    const first = showToast('Copied');
    expect(toastStore.current).toStrictEqual({ id: first, kind: 'info', message: 'Copied' });
    const second = showToast('Saved', 'success');
    expect(second).toBe(first + 1);
    expect(toastStore.current).toStrictEqual({ id: second, kind: 'success', message: 'Saved' });
  });

  it.each([
    ['info', 1500],
    ['error', 1500],
    ['success', 1000],
  ] as const)('an %s toast stays %i ms', (kind, ms) => {
    showToast('Message', kind);
    expectShownFor(ms);
  });

  it('follows a brand\'s durations', () => {
    setToastDurations({ error: 4000 });
    showToast('Failed', 'error');
    expectShownFor(4000);
  });

  it('a duration given with the toast wins', () => {
    showToast('Rejected', 'error', toastDuration('rejection'));
    expectShownFor(2000);
  });

  it('a new toast replaces the last one and gets its whole time', () => {
    showToast('First', 'success');
    vi.advanceTimersByTime(900);
    showToast('Second', 'success');
    expect(toastStore.current?.message).toBe('Second');
    expect(vi.getTimerCount()).toBe(1);
    expectShownFor(1000);
  });

  it('hiding by id hides only that toast; without an id it hides any', () => {
    const first = showToast('First');
    const second = showToast('Second');
    hideToast(first);
    expect(toastStore.current?.id).toBe(second);
    hideToast(second);
    expect(toastStore.current).toBeUndefined();
    showToast('Third');
    hideToast();
    expect(toastStore.current).toBeUndefined();
  });

  it('hiding a toast that is gone already does nothing, nor does its timer later', () => {
    const id = showToast('Copied');
    hideToast();
    expect(() => hideToast(id)).not.toThrow();
    expect(() => vi.advanceTimersByTime(1500)).not.toThrow();
    expect(toastStore.current).toBeUndefined();
  });

  it('reset hides the toast and stops its timer, so a later toast keeps its own time', () => {
    showToast('First', 'success');
    resetToastStore();
    expect(toastStore.current).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(500);
    showToast('Second', 'info');
    vi.advanceTimersByTime(600);
    expect(toastStore.current?.message).toBe('Second');
  });

  it('the hook follows the toast', async () => {
    const toast = renderHook(() => useToast());
    expect(toast.result.current).toBeUndefined();
    await act(async () => {
      showToast('Copied');
    });
    expect(toast.result.current?.message).toBe('Copied');
    await act(async () => {
      hideToast();
    });
    expect(toast.result.current).toBeUndefined();
  });
});
