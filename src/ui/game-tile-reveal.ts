/**
 * Tile pictures are shown at most a few per frame. Painting a picture is main-thread work (vector
 * icons are laid out and recorded when first painted); when a page of pictures finishes loading at
 * once, showing them all in one frame makes a long task while the player scrolls. A loaded picture
 * stays hidden (CSS, not painted) until its turn, so each frame paints only a couple of new ones.
 */
const PER_FRAME = 1;
const queue: HTMLElement[] = [];
let frame = 0;

function flush(): void {
  frame = 0;
  let shown = 0;
  while (shown < PER_FRAME && queue.length > 0) {
    const element = queue.shift();
    if (element === undefined || !element.isConnected) continue;
    element.dataset['shown'] = '';
    shown += 1;
  }
  if (queue.length > 0) frame = requestAnimationFrame(flush);
}

/** Shows a loaded picture on a coming frame (at once where animation frames are unavailable). */
export function revealSoon(element: HTMLElement): void {
  if (typeof requestAnimationFrame === 'undefined') {
    element.dataset['shown'] = '';
    return;
  }
  queue.push(element);
  if (frame === 0) frame = requestAnimationFrame(flush);
}
