/**
 * Measures the effective hit area of every visible control on the page, in the page.
 * getBoundingClientRect does not see a hit area drawn by ::before/::after, nor a neighbour laid over part of
 * a control, so the probe asks the browser itself: from the centre of each control it walks outwards along
 * both axes with document.elementFromPoint while the point still lands on the control (a descendant, or for
 * a checkbox or radio one of its labels). The hit width and height are those walks' lengths.
 * Exempt, as WCAG 2.5.8 exempts inline targets: a link or button laid out inline (or inline-block) inside a
 * sentence (its parent has text of its own beside it), whose size the line height of the text around it constrains.
 */
export interface TouchMiss {
  name: string;
  selector: string;
  box: string;
  hit: string;
}

export interface TouchReport {
  measured: number;
  exemptInline: number;
  misses: TouchMiss[];
}

/** Runs in the page (page.evaluate): self-contained, no imports or closures. */
export function probeTouchTargets(min: number): TouchReport {
  const CONTROLS = 'button, a[href], [role="tab"], [role="button"], [role="radio"], [role="checkbox"], input:not([type="hidden"]), select, textarea, label:has(input[type="checkbox"], input[type="radio"])';
  const REACH = min + 16;

  const nameOf = (el: Element): string => {
    const aria = el.getAttribute('aria-label');
    if (aria) return aria;
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      const label = [...(el.labels ?? [])].map((l) => l.textContent?.trim()).join(' ');
      if (label) return label;
      if ('placeholder' in el && el.placeholder) return el.placeholder;
    }
    const text = el.textContent?.replace(/\s+/g, ' ').trim();
    if (text) return text.slice(0, 40);
    return el.querySelector('img')?.getAttribute('alt') ?? el.getAttribute('title') ?? '(no name)';
  };

  const step = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const cls = [...el.classList].slice(0, 2).map((c) => `.${CSS.escape(c)}`).join('');
    const parent = el.parentElement;
    const same = parent === null ? [] : [...parent.children].filter((c) => c.tagName === el.tagName);
    return `${tag}${cls}${same.length > 1 ? `:nth-of-type(${same.indexOf(el) + 1})` : ''}`;
  };
  const selectorOf = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node !== null && node !== document.body && parts.length < 4; node = node.parentElement) {
      if (node.id) {
        parts.unshift(`#${CSS.escape(node.id)}`);
        break;
      }
      parts.unshift(step(node));
    }
    return parts.join(' > ');
  };

  /** A link or button inside a sentence: inline, and its parent holds text of its own (WCAG 2.5.8 "Inline"). */
  const inSentence = (el: Element): boolean => {
    if (!['inline', 'inline-block'].includes(getComputedStyle(el).display)) return false;
    return [...(el.parentElement?.childNodes ?? [])].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  };

  const owns = (el: Element, hit: Element | null): boolean => {
    if (hit === null) return false;
    if (el.contains(hit)) return true;
    const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
    if (el instanceof HTMLLabelElement && el.control !== null && el.control.contains(hit)) return true;
    return labels.some((label) => label.contains(hit));
  };

  const walk = (el: Element, x: number, y: number, dx: number, dy: number): number => {
    let d = 0;
    while (d < REACH && owns(el, document.elementFromPoint(x + (d + 1) * dx, y + (d + 1) * dy))) d += 1;
    return d;
  };

  /** The point lies outside an ancestor that clips its overflow (a banner slide that is not the one shown). */
  const clippedAt = (el: Element, x: number, y: number): boolean => {
    for (let p = el.parentElement; p !== null; p = p.parentElement) {
      if (getComputedStyle(p).overflowX === 'visible' && getComputedStyle(p).overflowY === 'visible') continue;
      const r = p.getBoundingClientRect();
      if (x < r.left || x >= r.right || y < r.top || y >= r.bottom) return true;
    }
    return false;
  };

  const controls = [...document.querySelectorAll(CONTROLS)].filter((el) => {
    if (el.closest('[inert]') !== null) return false;
    if (!el.checkVisibility({ checkOpacity: true, visibilityProperty: true })) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1; // a visually hidden control (1 px, clipped) is reached through its label
  });

  const report: TouchReport = { measured: 0, exemptInline: 0, misses: [] };
  for (const el of controls) {
    if (inSentence(el)) {
      report.exemptInline += 1;
      continue;
    }
    // a transition begun meanwhile (the banner's autoplay) jumps to its end: the control is measured at rest
    for (const a of document.getAnimations()) if (a.effect?.getComputedTiming().iterations !== Infinity) a.finish();
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const rect = el.getBoundingClientRect();
    const x = Math.round(rect.left + rect.width / 2);
    const y = Math.round(rect.top + rect.height / 2);
    if (clippedAt(el, x, y)) continue; // out of its carousel's window: not on screen, so no target now
    report.measured += 1;
    if (!owns(el, document.elementFromPoint(x, y))) {
      report.misses.push({ name: nameOf(el), selector: selectorOf(el), box: `${Math.round(rect.width)}x${Math.round(rect.height)}`, hit: 'covered at its centre' });
      continue;
    }
    const width = 1 + walk(el, x, y, -1, 0) + walk(el, x, y, 1, 0);
    const height = 1 + walk(el, x, y, 0, -1) + walk(el, x, y, 0, 1);
    if (width < min || height < min) {
      report.misses.push({ name: nameOf(el), selector: selectorOf(el), box: `${Math.round(rect.width)}x${Math.round(rect.height)}`, hit: `${width}x${height}` });
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return report;
}
