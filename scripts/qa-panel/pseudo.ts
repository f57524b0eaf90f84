/**
 * The pseudo-locales of QA (docs/i18n.md): every text of the page with accented letters, about a third longer
 * and bracketed at its ends, so a string left in code, a text cut at its box and a layout that breaks on a long
 * language show at a glance; XB also turns the page right to left. Only the QA panel of the dev server and the
 * preview applies them, to the page as drawn: no production build and no brand's language list holds them.
 */
export const PSEUDO_KEY = 'qa-pseudo';
export const PSEUDO_VARIANTS = ['XA', 'XB'] as const;
export type PseudoVariant = (typeof PSEUDO_VARIANTS)[number];

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥíĵķĺɱñöþʠŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]));
const VOWEL = /[aeiouyAEIOUY]/;
export const OPEN = '⟦';
export const CLOSE = '⟧';

/** Right-to-left override and its end: XB draws every text right to left, as Android's ar-XB does. */
const RLO = '\u202E';
const PDF = '\u202C';

/**
 * "Deposit" -> "⟦Ðéépöösíít⟧": letters accented, vowels doubled (about 35 % longer on English text), digits and
 * punctuation kept, the ends bracketed; right to left, the same drawn from the right. A text already pseudo is
 * left as it is.
 */
export function pseudoText(text: string, rtl = false): string {
  if (text.trim() === '' || text.startsWith(OPEN) || text.startsWith(RLO)) return text;
  const body = [...text].map((c) => {
    const accented = ACCENTED[c] ?? c;
    return VOWEL.test(c) ? accented + accented : accented;
  }).join('');
  return rtl ? `${RLO}${OPEN}${body}${CLOSE}${PDF}` : `${OPEN}${body}${CLOSE}`;
}

const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt'] as const;
/** Where the page's own texts are not: what the player types, scripts and styles, the panel itself. */
const SKIP = 'script, style, textarea, [contenteditable], #qa-panel';

function pseudoNode(node: Node, rtl: boolean): void {
  if (node.nodeType === Node.TEXT_NODE) {
    const parent = node.parentElement;
    if (parent === null || parent.closest(SKIP) !== null) return;
    const data = (node as Text).data;
    const next = pseudoText(data, rtl);
    if (next !== data) (node as Text).data = next;
    return;
  }
  if (!(node instanceof Element) || node.closest(SKIP) !== null) return;
  for (const name of ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && !(node instanceof HTMLInputElement && name === 'alt')) {
      const next = pseudoText(value, rtl);
      if (next !== value) node.setAttribute(name, next);
    }
  }
  node.childNodes.forEach((child) => pseudoNode(child, rtl));
}

/** Keeps every text of the page pseudo as the app draws and redraws it; XB keeps the page right to left. */
export function startPseudo(variant: PseudoVariant, root: HTMLElement = document.documentElement): MutationObserver {
  const direction = (): void => {
    if (variant === 'XB' && root.dir !== 'rtl') root.dir = 'rtl';
  };
  const rtl = variant === 'XB';
  const pseudo = (node: Node): void => pseudoNode(node, rtl);
  direction();
  pseudo(document.body);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(pseudo);
      else if (record.type === 'characterData') pseudo(record.target);
      else if (record.target === root) direction();
      else pseudo(record.target);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: [...ATTRIBUTES, 'dir'] });
  return observer;
}

/** The variant this browser chose in the panel, or undefined. */
export function chosenPseudo(storage: Storage = localStorage): PseudoVariant | undefined {
  const value = storage.getItem(PSEUDO_KEY);
  return PSEUDO_VARIANTS.find((v) => v === value);
}
