import { proxy, useSnapshot } from 'valtio';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  current: Toast | undefined;
}

/** How long each kind of toast stays, in ms; `rejection` is the free_reject toast (SPEC 8). A loading toast has its own cap (showLoadingToast). */
export interface ToastDurations {
  info: number;
  error: number;
  success: number;
  rejection: number;
}

/** Durations of SPEC 9; a merchant's constants.timings replace them at boot (setToastDurations). */
const DEFAULT_DURATIONS: Readonly<ToastDurations> = Object.freeze({ info: 1500, error: 1500, success: 1000, rejection: 2000 });

/** SPEC 8, 9: a loading toast lasting 9999 stays until its work ends. */
export const UNTIL_DONE_MS = 9999;

const initial = (): ToastState => ({ current: undefined });

export const toastStore = proxy<ToastState>(initial());

let durations: Readonly<ToastDurations> = DEFAULT_DURATIONS;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function setToastDurations(next: Partial<ToastDurations>): void {
  durations = Object.freeze({ ...durations, ...next });
}

/** How long a toast of this kind stays (ms). */
export function toastDuration(kind: keyof ToastDurations): number {
  return durations[kind];
}

function show(message: string, kind: ToastKind, durationMs: number | undefined): number {
  const id = nextId++;
  toastStore.current = { id, kind, message };
  clearTimeout(timer);
  timer = durationMs === undefined ? undefined : setTimeout(() => hideToast(id), durationMs);
  return id;
}

/** Shows one toast (a new one replaces the last, as the platform's toasts do); returns its id. */
export function showToast(message: string, kind: Exclude<ToastKind, 'loading'> = 'info', durationMs?: number): number {
  return show(message, kind, durationMs ?? durations[kind]);
}

/**
 * Shows the loading toast of some work (SPEC 8, 9; RULES R9-11): the caller hides it when the work ends,
 * and it goes by itself after `capMs` (one of the merchant's loading toast timings), unless that is 9999.
 */
export function showLoadingToast(message: string, capMs: number): number {
  return show(message, 'loading', capMs === UNTIL_DONE_MS ? undefined : capMs);
}

/** Hides the toast with this id (or any toast when no id is given). */
export function hideToast(id?: number): void {
  if (id === undefined || toastStore.current?.id === id) toastStore.current = undefined;
}

/** No toast, no pending timer, the durations of SPEC 9. */
export function resetToastStore(): void {
  clearTimeout(timer);
  timer = undefined;
  durations = DEFAULT_DURATIONS;
  Object.assign(toastStore, initial());
}

export function useToast(): Readonly<Toast> | undefined {
  return useSnapshot(toastStore).current;
}
