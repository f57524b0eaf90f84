import { useLayoutEffect } from 'react';
import { holdQueue } from './modal-queue.ts';

/** A Suspense fallback for a dialog whose code is loading: a deferred dialog waits for it too. */
export function ModalLoading() {
  useLayoutEffect(holdQueue, []);
  return null;
}
