/** Platform HTML for the popup (DESIGN 4): sanitised with DOMPurify, loaded only when a popup exists. */

/** R9-15: pixel sizes in popup content become rem, divided by 100. */
export function pxToRem(html: string): string {
  return html.replace(/(\d*\.?\d+)px\b/gi, (_m, n: string) => `${Number((Number(n) / 100).toFixed(4))}rem`);
}

export async function sanitisePopupHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return pxToRem(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
}
