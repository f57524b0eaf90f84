/**
 * The one stack of open modal layers. Only the top layer is live: every other
 * child of <body> (the app root, the layers under it) gets the `inert` attribute, the page does not
 * scroll, Tab cycles inside the top layer, Escape goes to it, and when it closes focus goes back to
 * the element that opened it. An open layer holds the queue a deferred dialog waits in (modal-queue.ts).
 */
import { trapTab } from './focus-trap.ts';
import { holdQueue, resetModalQueue } from './modal-queue.ts';

export interface Layer {
  /** The layer's element, a child of <body>. */
  element: HTMLElement;
  /** The dialog inside it, where focus is kept. */
  panel: HTMLElement;
  /** What had focus when the layer opened; it gets focus back when the layer closes. */
  opener: Element | null;
  /** What Escape does; without it Escape does nothing. */
  onEscape: (() => void) | undefined;
}

const layers: Layer[] = [];
const madeInert = new Set<Element>();
let pageOverflow: string | undefined;
const NOT_RENDERED = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

function onKeyDown(event: KeyboardEvent): void {
  const top = layers.at(-1);
  if (top === undefined || event.defaultPrevented) return;
  if (event.key === 'Tab') trapTab(event, top.panel);
  else if (event.key === 'Escape' && top.onEscape !== undefined) {
    event.preventDefault();
    top.onEscape();
  }
}

function onFocusIn(event: FocusEvent): void {
  const top = layers.at(-1);
  if (top !== undefined && event.target instanceof Node && !top.element.contains(event.target)) top.panel.focus();
}

/** Inert everything beside the top layer, lock the page's scrolling, listen for keys: or undo it all. */
function sync(): void {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = layers.at(-1);
  const root = document.documentElement;
  if (top === undefined) {
    if (pageOverflow !== undefined) root.style.overflow = pageOverflow;
    pageOverflow = undefined;
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
  } else {
    for (const child of document.body.children) {
      if (child === top.element || child.hasAttribute('inert') || NOT_RENDERED.has(child.tagName)) continue;
      child.setAttribute('inert', '');
      madeInert.add(child);
    }
    pageOverflow ??= root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
  }
}

/** Puts a layer on top; the returned function takes it off and, if it was on top, returns focus. */
export function pushLayer(layer: Layer): () => void {
  layers.push(layer);
  sync();
  const release = holdQueue();
  return () => {
    const index = layers.indexOf(layer);
    if (index === -1) return;
    layers.splice(index, 1);
    const wasTop = index === layers.length;
    sync();
    if (wasTop) {
      const below = layers.at(-1);
      const opener = layer.opener instanceof HTMLElement && layer.opener.isConnected && (below === undefined || below.element.contains(layer.opener)) ? layer.opener : undefined;
      (opener ?? below?.panel)?.focus();
    }
    release();
  };
}

/** For tests: no layer, nothing queued, the page live again. */
export function resetModalStack(): void {
  layers.length = 0;
  resetModalQueue();
  sync();
}
