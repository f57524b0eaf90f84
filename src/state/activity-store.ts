/**
 * The platform calls the user is waiting for (SPEC 7: loading indicators are shown while requests run): the API
 * client counts each one in and out (configured at boot); once calls have run for the merchant's progress delay
 * without a pause the store turns `slow`, which the frame's progress bar shows. A quick call shows nothing.
 */
import { proxy, useSnapshot } from 'valtio';

interface ActivityState {
  /** Calls started and not settled yet, background (silent) calls left out. */
  inFlight: number;
  /** Calls have been running for at least the progress delay. */
  slow: boolean;
}

const DEFAULT_DELAY_MS = 400;

export const activityStore = proxy<ActivityState>({ inFlight: 0, slow: false });

let delayMs = DEFAULT_DELAY_MS;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The merchant's constants.timings.progressDelayMs, set at boot. */
export function setProgressDelay(ms: number): void {
  delayMs = ms;
}

/** One call started (+1) or settled (-1); never below 0. */
export function countRequest(change: 1 | -1): void {
  const before = activityStore.inFlight;
  activityStore.inFlight = Math.max(0, before + change);
  if (before === 0 && activityStore.inFlight > 0) timer = setTimeout(() => { activityStore.slow = true; }, delayMs);
  if (activityStore.inFlight === 0) {
    clearTimeout(timer);
    activityStore.slow = false;
  }
}

export function resetActivityStore(): void {
  clearTimeout(timer);
  delayMs = DEFAULT_DELAY_MS;
  Object.assign(activityStore, { inFlight: 0, slow: false });
}

/** Whether calls the user waits for have been running longer than the progress delay. */
export function useSlowRequests(): boolean {
  return useSnapshot(activityStore).slow;
}
