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

/** Durations of SPEC 9, in ms; a merchant's constants.timings override them at boot. */
export const TOAST_MS = { info: 1500, error: 1500, success: 1000, rejection: 2000, loading: 10_000 };

export const toastStore = proxy<ToastState>({ current: undefined });

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows one toast (a new one replaces the last, as the platform's toasts do); returns its id. */
export function showToast(message: string, kind: ToastKind = 'info', durationMs?: number): number {
  const id = nextId++;
  toastStore.current = { id, kind, message };
  if (timer !== undefined) clearTimeout(timer);
  const ms = durationMs ?? (kind === 'success' ? TOAST_MS.success : kind === 'loading' ? TOAST_MS.loading : TOAST_MS.info);
  timer = setTimeout(() => hideToast(id), ms);
  return id;
}

/** Hides the toast with this id (or any toast when no id is given). */
export function hideToast(id?: number): void {
  if (id === undefined || toastStore.current?.id === id) toastStore.current = undefined;
}

export function useToast(): Readonly<Toast> | undefined {
  return useSnapshot(toastStore).current;
}
