/**
 * The browser side of the matrix checks: what the screen shows, read by structure (the frame's header
 * before #main, the footer nav after it, `data-item` on config items) so it reads the same in every
 * language. The comparisons live in scripts/matrix/checks.ts.
 */
import type { Page } from '@playwright/test';
import type { PageFacts } from '../../scripts/matrix/checks.ts';

/**
 * Counts the page's requests in flight. Playwright's 'networkidle' load state is reached once per page
 * load, so after an in-app navigation it answers at once; this waits for the quiet after every screen.
 */
export function trackNetwork(page: Page): { quiet: (quietMs?: number, maxMs?: number) => Promise<void> } {
  let inFlight = 0;
  let last = Date.now();
  const done = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async (quietMs = 200, maxMs = 5_000) => {
      const until = Date.now() + maxMs;
      while (Date.now() < until && (inFlight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(50);
    },
  };
}

/** Waits until the screen has settled: a title on screen and the network quiet (or 5 s passed). */
export async function settle(page: Page, network: ReturnType<typeof trackNetwork>): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
  await network.quiet();
  // What the page defers until it is idle (home's popup and its sanitiser) comes now, not mid-check.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
  await network.quiet();
  // Lazy config items (footer, mid-nav) come with their chunk; give them their moment when a slot is there.
  if ((await page.locator('#main ~ nav').count()) > 0) await page.locator('#main ~ nav [data-item]').first().waitFor({ timeout: 2_000 }).catch(() => undefined);
}

/**
 * Goes to a path inside the running app, as its router would on a link tap (history entry + popstate),
 * and waits until the previous screen has left #main: while the next screen's chunk loads, React keeps
 * the old one on screen, and a probe then would read the old screen under the new header.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const previous = await page.locator('#main > *').first().elementHandle({ timeout: 1_000 }).catch(() => null);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  if (previous !== null) await page.waitForFunction((el) => !el.isConnected, previous, { timeout: 5_000 }).catch(() => undefined);
}

export async function probe(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const main = document.getElementById('main');
    const header = main?.previousElementSibling?.tagName === 'HEADER' ? main.previousElementSibling : null;
    const homeHeader = header?.querySelector(':scope > button[aria-haspopup="dialog"]') !== null && header !== null;
    const start = header?.querySelector(':scope > div:first-child') ?? null;
    const end = header?.querySelector(':scope > div:last-child') ?? null;
    const controlHref = end?.querySelector('a')?.getAttribute('href') ?? null;
    const ids = (selector: string): string[] => [...document.querySelectorAll(selector)].map((el) => el.getAttribute('data-item') ?? '');
    const items: Record<string, string[]> = {};
    const footer = main === null ? null : document.querySelector('#main ~ nav');
    if (footer !== null) items['footer'] = ids('#main ~ nav [data-item]');
    // The mid-nav is a home section: a nav inside main whose items are config items. The agent home's grid and
    // footer (data-slot agentGrid, agentFooter) are not compared yet.
    const midNav = [...(main?.querySelectorAll('nav') ?? [])].find((nav) => nav.querySelector('[data-item]') !== null && !(nav.getAttribute('data-slot') ?? '').startsWith('agent'));
    if (midNav !== undefined) items['midNav'] = [...midNav.querySelectorAll('[data-item]')].map((el) => el.getAttribute('data-item') ?? '');
    const root = document.documentElement;
    // An element holding text of its own that is wider or taller than its box, where its overflow hides the
    // rest; not the platform's data (game and team names are isolated in bdi and may end in an ellipsis),
    // form fields, or text hidden for screen readers (a 1 px box).
    function clippedTexts(): string[] {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('#root *:not(bdi, bdi *, input, select, textarea, option)')) {
        if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(el);
        const cutX = style.overflowX !== 'visible' && style.overflowX !== 'auto' && style.overflowX !== 'scroll' && el.scrollWidth > el.clientWidth + 1;
        const cutY = (style.overflowY === 'hidden' || style.overflowY === 'clip') && el.scrollHeight > el.clientHeight + 1;
        if (cutX || cutY) out.push((el.textContent ?? '').trim().slice(0, 60));
      }
      return out;
    }
    return {
      path: location.pathname,
      lang: root.lang,
      dir: root.dir || 'ltr',
      frame: main !== null,
      header: header === null ? 'none' : homeHeader ? 'home' : 'page',
      back: start?.querySelector('button') !== null && start !== null,
      control: controlHref === null ? 'none' : controlHref.includes('focus=search') ? 'category' : 'service',
      bottomBar: footer !== null,
      overflowPx: Math.max(0, root.scrollWidth - window.innerWidth),
      clipped: clippedTexts(),
      h1: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? ''),
      items,
    } satisfies PageFacts;
  });
}

/** Closes what a screen opens by itself (home's announcement popup) with Escape, as a user would. */
async function dismissDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i += 1) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'detached', timeout: 2_000 }).catch(() => undefined);
  }
}

/**
 * The drawer's entries once they have stopped changing: nothing in it is busy and the same entries stood over
 * three animation frames (an entry whose condition reads data still coming appears a frame or two later).
 */
function settledItems(dialog: ReturnType<Page['getByRole']>): Promise<string[]> {
  return dialog.evaluate((root) => new Promise<string[]>((resolve) => {
    const read = (): string[] => [...root.querySelectorAll('[data-item]')].map((el) => el.getAttribute('data-item') ?? '');
    let last = read().join('|');
    let still = 0;
    const frame = (): void => {
      const now = read();
      const same = now.join('|') === last && root.querySelector('[aria-busy="true"]') === null;
      still = same ? still + 1 : 0;
      last = now.join('|');
      if (still >= 3) resolve(now);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }), undefined, { timeout: 5_000 });
}

/**
 * Opens the drawer from the home header and reads its items (they load with its chunk), then closes it
 * with its close button. A string says what went wrong (the menu would not open or the drawer not close).
 */
export async function drawerItems(page: Page): Promise<string[] | string | undefined> {
  const menu = page.locator('#main').locator('xpath=preceding-sibling::header[1]').locator(':scope > button[aria-haspopup="dialog"]');
  if ((await menu.count()) === 0) return undefined;
  const press = (): Promise<string | undefined> => menu.click({ timeout: 5_000 }).then(() => undefined, (error: Error) => error.message.split('\n').filter((line) => /intercepts|not visible|not stable|outside|detached/.test(line)).at(-1)?.trim());
  const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-item]') }).first();
  // Home's announcement popup comes when its list has loaded: it may open after the first look for dialogs and
  // take the press, or cover the drawer as it opens. Under load the drawer's own code may take seconds to arrive.
  let refused: string | undefined;
  let opened = false;
  for (let attempt = 0; attempt < 3 && !opened; attempt += 1) {
    await dismissDialogs(page);
    refused = await press();
    opened = refused === undefined && (await dialog.waitFor({ timeout: 10_000 }).then(() => true, () => false));
  }
  if (refused !== undefined) return `the home header's menu button could not be pressed${refused === '' ? '' : ` (${refused})`}`;
  if (!opened) return "the home header's menu button was pressed three times and no drawer opened";
  const ids = await settledItems(dialog).catch(() => []);
  await dialog.locator('button').first().click({ timeout: 3_000 }).catch(() => undefined);
  const closed = await dialog.waitFor({ state: 'detached', timeout: 3_000 }).then(() => true, () => false);
  if (closed) return ids;
  const open = await page.getByRole('dialog').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby') ?? '?'));
  return `the drawer did not close with its close button (dialogs open: ${open.join(', ') || 'none'})`;
}
