/**
 * When the promotions screen scrolls (SPEC 9): to the promotion the query names at 0 and again at
 * 500 ms (R9-13: the second puts it back at the top once the pictures and the opened content above
 * have taken their place); Android's browser scrolls into view only after 500 ms (R9-14), so there
 * both wait that long.
 */
import { describeDevice } from '../../state/device.ts';

const ANDROID_DELAY_MS = 500;
const PROMOTION_DELAYS_MS: readonly number[] = [0, 500];

const onAndroid = (): boolean => describeDevice(navigator.userAgent).android;

/** R9-13, R9-14: the delays of the scroll to a promotion. */
export function promotionScrollDelays(android = onAndroid()): readonly number[] {
  return android ? [ANDROID_DELAY_MS] : PROMOTION_DELAYS_MS;
}

/** R9-14: the delay before a chosen menu entry scrolls into view. */
export function scrollIntoViewDelay(android = onAndroid()): number {
  return android ? ANDROID_DELAY_MS : 0;
}

/** Runs `scroll` after each delay; answers the cancel. */
export function scheduleScrolls(delays: readonly number[], scroll: () => void): () => void {
  const timers = delays.map((ms) => setTimeout(scroll, ms));
  return () => timers.forEach(clearTimeout);
}
