/**
 * The one sanitising policy for HTML from the platform (popups, promotions, notices, help, inbox;
 * DESIGN 4). On top of DOMPurify's html profile it removes what a platform author,
 * or an attacker who reached the platform's content, could use against the player even where no script
 * runs: forms and form controls (a password field posting off-site), external resources other than
 * the platform's image hosts (beacons), and styles that escape the content box (a fixed layer covering
 * the page, a block or type wider than the phone: platform-html-style.ts). Pure apart from DOMPurify,
 * which the caller hands in so it loads only when needed.
 */
import type { Config, DOMPurify } from 'dompurify';
import type { HostList } from '../config/safe-url.ts';
import { pictureAllowed, resolveUrl } from '../config/picture-url.ts';
import { parsedInert } from './inert-html.ts';
import { containedStyle } from './platform-html-style.ts';

/**
 * HTML that went through this policy: the only kind the PlatformHtml component renders. Where the
 * browser has Trusted Types it is DOMPurify's TrustedHTML (the CSP lets no other code make one), so
 * it must reach the DOM as it is, never through string operations.
 */
export type SafeHtml = { readonly __safeHtml: true };

export interface HtmlPolicy {
  /** Base URLs pictures may come from (system status info.imageCDNs); this site's own paths always may. */
  imageHosts: readonly string[];
  /** This site's origin, for resolving relative paths. */
  origin: string;
  /** Hosts links may go to (the URL check's allowed hosts); others lose their href. */
  linkHosts: HostList;
  /** Rewrites each kept inline style (the popup turns design px into rem, R9-15). */
  rewriteStyle?: (css: string) => string;
}

export interface SanitisedHtml {
  html: SafeHtml;
  /** The picture addresses the HTML kept, in order (to wait for them before showing it). */
  pictures: readonly string[];
}

/** Tags DOMPurify's HTML profile keeps that platform HTML may not bring: forms and their fields, media, style, template, dialog. */
const FORBIDDEN_TAGS = [
  'form', 'input', 'button', 'select', 'textarea', 'option', 'optgroup', 'datalist', 'fieldset', 'output', 'label',
  'audio', 'video', 'source', 'track', 'picture', 'style', 'template', 'dialog',
];
/**
 * Tags DOMPurify's HTML profile drops already, forbidden here too so that a DOMPurify release that let one in would
 * not let it into platform HTML. While DOMPurify drops them, removing one from this list changes nothing.
 */
// Stryker disable next-line StringLiteral,ArrayDeclaration: equivalent while DOMPurify drops these itself (the reason above)
const ALSO_FORBIDDEN_TAGS = ['iframe', 'frame', 'frameset', 'object', 'embed', 'portal', 'link', 'meta', 'base', 'svg', 'math'];
/** Attributes DOMPurify keeps that platform HTML may not bring: other picture sources, form targets, focus order. */
const FORBIDDEN_ATTRIBUTES = ['srcset', 'sizes', 'poster', 'background', 'action', 'usemap', 'tabindex'];
/** Attributes DOMPurify drops already (as ALSO_FORBIDDEN_TAGS); `target` is set by this policy alone, on external links. */
// Stryker disable next-line StringLiteral,ArrayDeclaration: equivalent while DOMPurify drops these itself (the reason above)
const ALSO_FORBIDDEN_ATTRIBUTES = ['formaction', 'ping', 'longdesc', 'lowsrc', 'dynsrc', 'autofocus', 'accesskey', 'target'];
/** What DOMPurify keeps of platform HTML, before this policy's own checks (its hooks below). */
const PROFILE = {
  USE_PROFILES: { html: true }, FORBID_TAGS: [...FORBIDDEN_TAGS, ...ALSO_FORBIDDEN_TAGS], FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES, ...ALSO_FORBIDDEN_ATTRIBUTES],
  ALLOW_DATA_ATTR: false, SANITIZE_NAMED_PROPS: true,
} as const satisfies Config;

function containStyle(element: Element, rewrite: ((css: string) => string) | undefined): void {
  // Stryker disable next-line ConditionalExpression: every element the profile keeps is an HTML element, which has a style (svg and math are forbidden)
  if ((element as HTMLElement).style === undefined) return;
  const css = containedStyle(element as HTMLElement);
  if (css === undefined) element.removeAttribute('style');
  else element.setAttribute('style', rewrite === undefined ? css : rewrite(css));
}

function checkLink(element: Element, policy: HtmlPolicy): void {
  const href = element.getAttribute('href');
  if (href === null) return;
  const url = resolveUrl(href, policy.origin, policy.linkHosts);
  if (url === undefined) {
    element.removeAttribute('href');
    return;
  }
  element.setAttribute('href', url.origin === new URL(policy.origin).origin ? `${url.pathname}${url.search}${url.hash}` : url.href);
  if (url.origin !== new URL(policy.origin).origin) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Sanitises platform HTML under the policy; `purify` is a DOMPurify instance (one per window). */
export function sanitisePlatformHtml(purify: DOMPurify, html: string, policy: HtmlPolicy): SanitisedHtml {
  const pictures: string[] = [];
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Stryker disable next-line ConditionalExpression: DOMPurify calls this hook for nodes with attributes only, elements
    if (node.nodeType !== 1) return;
    const element = node as Element;
    // Stryker disable next-line ConditionalExpression: without a style attribute containedStyle keeps nothing, and nothing is removed
    if (element.hasAttribute('style')) containStyle(element, policy.rewriteStyle);
    // every link, <a> and <area> alike (checkLink leaves an element without href as it is)
    checkLink(element, policy);
    if (element.tagName !== 'IMG') return;
    // Stryker disable next-line StringLiteral: no address and any text that is no picture address of this site or its image hosts alike remove the picture
    const src = element.getAttribute('src') ?? '';
    if (!pictureAllowed(src, policy.imageHosts, policy.origin)) {
      element.remove();
      return;
    }
    pictures.push(src);
    // Platform content says its message in text; a picture its author gave no text alternative is
    // decoration, so a screen reader skips it instead of reading out its file name (axe image-alt).
    if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
  });
  try {
    // Stryker disable next-line BooleanLiteral: a test DOM has no Trusted Types, so both give a string; the journeys under the CSP's require-trusted-types-for prove it (csp-reports.global.spec.ts)
    const safe = purify.sanitize(html, { ...PROFILE, RETURN_TRUSTED_TYPE: true });
    return { html: safe as unknown as SafeHtml, pictures };
  } finally {
    purify.removeHook('afterSanitizeAttributes');
  }
}

/**
 * Sanitises with DOMPurify loaded on first use (it stays out of the home route's first chunk), the HTML
 * parsed first where the page's CSP does not report what never runs (inert-html.ts).
 */
export async function sanitise(html: string, policy: HtmlPolicy): Promise<SanitisedHtml> {
  const { default: purify } = await import('dompurify');
  return sanitisePlatformHtml(purify, parsedInert(purify, html, PROFILE), policy);
}
