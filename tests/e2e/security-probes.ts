/**
 * What the security suite watches in the browser: script execution (dialogs, page
 * errors, the seed's own window marker) and requests to any host but the app's, which are aborted.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { payloadNumber } from '../fixtures/hostile-strings.ts';

export interface Findings {
  /** Dialogs opened by a payload (alert(n), confirm, prompt), with the payload number when known. */
  executed: string[];
  /** Requests to another host (aborted), with the page they came from. */
  offsite: string[];
}

/** Starts watching every page of `context`; `appOrigin` is the only origin a request may reach. */
export async function watch(context: BrowserContext, appOrigin: string): Promise<Findings> {
  const found: Findings = { executed: [], offsite: [] };
  await context.route((url) => /^(https?|wss?):$/.test(url.protocol) && url.origin !== appOrigin, async (route, request) => {
    found.offsite.push(`${request.url()} (${request.resourceType()}, from ${request.frame().url()})`);
    await route.abort('blockedbyclient');
  });
  const onPage = (page: Page): void => {
    page.on('dialog', (dialog) => {
      const n = payloadNumber(dialog.message());
      found.executed.push(`${dialog.type()}(${dialog.message()})${n === undefined ? '' : ` payload #${n}`} on ${page.url()}`);
      void dialog.dismiss().catch(() => undefined);
    });
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
  return found;
}

/**
 * Page-level facts after a screen settled: the seed's notice sets window.__sandboxXss when its
 * handlers run; the page must not scroll sideways (nothing escaped its box); nothing of the popup's
 * platform HTML may be fixed, absolute or sticky (laid over the page); every picture on the page,
 * loaded yet or not (lazy), comes from the app's origin (the platform's image host is a path of it).
 */
export async function pageFacts(page: Page): Promise<{ marker: unknown; overflow: number; escaped: string[]; pictures: string[] }> {
  return page.evaluate((platformHtml) => {
    const boxes = [...document.querySelectorAll(platformHtml)];
    // a src that does not parse as a URL asks for nothing (img.src then answers the raw attribute)
    const pictures = [...document.images].map((img) => img.currentSrc || img.src)
      .filter((src) => URL.canParse(src) && /^https?:$/.test(new URL(src).protocol) && new URL(src).origin !== window.location.origin);
    const escaped = boxes.filter((el) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(el).position)).map((el) => el.outerHTML.slice(0, 120));
    return {
      marker: (window as unknown as { __sandboxXss?: unknown }).__sandboxXss,
      overflow: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
      escaped,
      pictures,
    };
  }, `${POPUP_BODY} *`);
}

/** The home popup's platform HTML: the box after the popup's title. */
export const POPUP_BODY = '[role="dialog"] > h2 + div';

/** Marks the box of platform HTML (src/ui/platform-html.tsx). */
export const PLATFORM_HTML = '[data-platform-html]';

/**
 * How far the page scrolls sideways (document.scrollingElement's scroll width past the viewport), and what of
 * the platform's HTML its box cuts off: an element reaching past the box's edges, or holding content wider than
 * itself, unless it scrolls sideways on its own (a wide table does).
 */
export async function layoutFacts(page: Page): Promise<{ overflow: number; cut: string[] }> {
  return page.evaluate((boxes) => {
    const scrolls = (el: Element): boolean => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const cut: string[] = [];
    for (const box of document.querySelectorAll(boxes)) {
      const edge = box.getBoundingClientRect();
      for (const el of [box, ...box.querySelectorAll('*')]) {
        let inScroller = false;
        for (let up: Element | null = el; up !== null && up !== box.parentElement; up = up.parentElement) inScroller ||= scrolls(up);
        const rect = el.getBoundingClientRect();
        if (inScroller || (rect.width === 0 && rect.height === 0)) continue;
        if (rect.left < edge.left - 1 || rect.right > edge.right + 1 || el.scrollWidth > el.clientWidth + 1) {
          cut.push(`${el.outerHTML.slice(0, 100)} (${Math.round(rect.width)} px, content ${el.scrollWidth} px, box ${Math.round(edge.width)} px)`);
        }
      }
    }
    const scroller = document.scrollingElement ?? document.documentElement;
    return { overflow: scroller.scrollWidth - window.innerWidth, cut };
  }, PLATFORM_HTML);
}
