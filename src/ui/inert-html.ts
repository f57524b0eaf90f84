/**
 * Where platform HTML is parsed first (DESIGN 4): in a template of a same-origin frame whose scripts are off
 * and which the page never shows. DOMPurify parses with DOMParser in the page's own realm, and Chromium
 * checks every inline handler (`onerror=...`) and every `<base>` of such a document against the page's CSP
 * and reports each as a violation, although nothing in it ever runs; an operator's report log then fills with
 * the platform's HTML instead of real violations. In the frame no handler is made (its scripts are off), and a
 * template belongs to no document, so no base address is set: nothing reports. DOMPurify's profile removes
 * there what would report, and the page's own sanitising pass (platform-html-policy.ts) parses what is left.
 */
import type { Config, DOMPurify } from 'dompurify';

/**
 * The frame keeps the page's CSP, so HTML reaches its parser only as TrustedHTML: under the sanitiser's
 * policy name, which the CSP allows once in each realm and the page's realm uses for DOMPurify's own.
 */
const POLICY_NAME = 'dompurify';

interface HtmlPolicyFactory {
  createPolicy(name: string, rules: { createHTML: (html: string) => string }): { createHTML(html: string): unknown };
}

interface InertParser {
  purify: DOMPurify;
  document: Document;
  trusted: (html: string) => string;
}

let frame: HTMLIFrameElement | undefined;
/** The frame's parser; null where the frame has no window DOMPurify can work in (then no frame is made again). */
let parser: InertParser | null | undefined;

function inertParser(purify: DOMPurify): InertParser | undefined {
  if (parser === null) return undefined;
  if (parser !== undefined && frame?.isConnected === true) return parser;
  if (typeof document === 'undefined' || document.body === null) return undefined;
  frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.hidden = true;
  document.body.append(frame);
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  const own = view === null ? undefined : purify(view);
  if (view === null || own?.isSupported !== true) {
    frame.remove();
    parser = null;
    return undefined;
  }
  const policy = (view as { trustedTypes?: HtmlPolicyFactory }).trustedTypes?.createPolicy(POLICY_NAME, { createHTML: (html) => html });
  parser = { purify: own, document: view.document, trusted: (html) => (policy === undefined ? html : policy.createHTML(html) as string) };
  return parser;
}

/**
 * `html` with what `profile` removes removed, parsed and cleaned where the page's CSP does not watch; the
 * same HTML where no such frame can be made (the page's pass sanitises it all the same).
 */
export function parsedInert(purify: DOMPurify, html: string, profile: Config): string {
  if (!html.includes('<')) return html;
  const inert = inertParser(purify);
  if (inert === undefined) return html;
  const template = inert.document.createElement('template');
  template.innerHTML = inert.trusted(html);
  const root = template.content.ownerDocument.createElement('div');
  root.append(template.content);
  try {
    inert.purify.sanitize(root, { ...profile, IN_PLACE: true, TRUSTED_TYPES_POLICY: null });
  } catch {
    return html;
  }
  return root.innerHTML;
}
