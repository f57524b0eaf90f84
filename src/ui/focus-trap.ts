/** Tab stops inside a dialog, and the Tab key kept among them. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex], [contenteditable="true"]';

/** A radio is a tab stop only as its group's checked one, or its first when none is checked (as browsers do). */
function radioStop(radio: HTMLInputElement, root: HTMLElement): boolean {
  if (radio.name === '') return true;
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === radio.name);
  const checked = group.find((r) => r.checked);
  return checked === undefined ? group[0] === radio : checked === radio;
}

/** The elements Tab reaches inside `root`, in order (tabindex order is not used: the app sets none above 0). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0
    && element.closest('[hidden], [inert]') === null
    && (!(element instanceof HTMLInputElement) || element.type !== 'radio' || radioStop(element, root)));
}

/**
 * Keeps Tab and Shift+Tab inside `panel`: from the last stop Tab goes to the first, from the first
 * (or the panel itself) Shift+Tab to the last; focus found outside is brought back in.
 */
export function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const stops = tabStops(panel);
  const first = stops[0];
  const last = stops.at(-1);
  if (first === undefined || last === undefined) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active !== panel && active !== null && panel.contains(active);
  if (event.shiftKey ? !inside || active === first : !inside || active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
