/** Platform HTML for the popup (DESIGN 4): sanitised by the one policy, loaded only when a popup exists. */
import { type HtmlPolicy, sanitise, type SanitisedHtml } from '../../ui/platform-html-policy.ts';

/**
 * R9-15: pixel sizes in popup content are rem divided by 100. The content is authored, as on the
 * platform's own H5 sites, for a 375 px wide canvas whose root font size is 100 px; our root is 16 px,
 * so "rem" is the design rem the popup container defines (DESIGN_REM_VAR: 1/3.75 of the canvas width,
 * capped at 480 px): `16px` becomes `calc(16 / 100 * var(--design-rem))`, 16 px on a 375 px screen.
 */
export const DESIGN_REM_VAR = '--design-rem';
export const DESIGN_REM = 'calc(min(100vw, 480px) / 3.75)';

export function pxToRem(html: string): string {
  return html.replace(/(\d*\.?\d+)px\b/gi, (_m, n: string) => `calc(${Number(n)} / 100 * var(${DESIGN_REM_VAR}))`);
}

/** The popup's HTML under the one sanitising policy, its inline px sizes as design rem. */
export function sanitisePopupHtml(html: string, policy: Omit<HtmlPolicy, 'rewriteStyle'>): Promise<SanitisedHtml> {
  return sanitise(html, { ...policy, rewriteStyle: pxToRem });
}

/**
 * Resolves when the `pictures` have loaded (or failed), at most `ms` later: the popup shows
 * complete, so its pictures do not push its content about (layout shift).
 */
export function picturesLoaded(pictures: readonly string[], ms = 3000): Promise<void> {
  const sources = pictures.filter((src) => src !== '');
  if (sources.length === 0) return Promise.resolve();
  const each = sources.map((src) => new Promise<void>((resolve) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => resolve();
    img.src = src;
  }));
  return Promise.race([Promise.all(each).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
