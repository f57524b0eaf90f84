/**
 * The queue a deferred dialog (the home popup) waits in: how many dialogs are open or on their way.
 * Apart from the stack (modal-stack.ts) so the first page's chunk, whose panels hold the queue while
 * a dialog's code loads, carries only these few lines.
 */
let held = 0;
const waiters = new Set<() => void>();

/** Marks a dialog as open or on its way; returns the release. */
export function holdQueue(): () => void {
  held += 1;
  let holding = true;
  return () => {
    if (!holding) return;
    holding = false;
    held -= 1;
    for (const waiter of [...waiters]) waiter();
  };
}

/** Whether a dialog is open or on its way. */
export function queueHeld(): boolean {
  return held > 0;
}

/** Calls `callback` once no dialog is open or on its way (at once if none is); returns the cancel. */
export function waitForTurn(callback: () => void): () => void {
  const check = (): void => {
    if (held > 0) return;
    waiters.delete(check);
    callback();
  };
  waiters.add(check);
  check();
  return () => void waiters.delete(check);
}

/** For tests: nothing held, nobody waiting. */
export function resetModalQueue(): void {
  held = 0;
  waiters.clear();
}
