import type { Page } from '@playwright/test';
import type { Merchant } from '../../src/generated/merchant.ts';
import { expect, test } from './fixtures.ts';
import { nextPaint } from './waits.ts';

/**
 * Home shows games sooner (SPEC 2.3). The first row of tiles is on the first screen, the
 * category chips stay pinned under the top bar while the grid scrolls, and the floating buttons never cover a
 * tile's favourite star or jackpot.
 */
const firstTile = (page: Page) => page.getByTestId('game-tile').first();

/** Home with its games in, and the popup (where the merchant has one) closed, since it holds the page still. */
async function openHome(page: Page, merchant: Merchant, firstInSession = true): Promise<void> {
  await page.goto('/m/home');
  await expect(firstTile(page)).toBeVisible();
  if (!firstInSession || !merchant.layout.home.some((item) => item.type === 'popup')) return;
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('heading') });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/** The first tile's top and bottom, and where the bottom bar starts (what is above it is on screen). */
async function firstRow(page: Page): Promise<{ top: number; bottom: number; fold: number }> {
  await expect(firstTile(page)).toBeVisible();
  return page.evaluate(() => {
    const tile = document.querySelector('[data-testid="game-tile"]')!.getBoundingClientRect();
    const bar = [...document.querySelectorAll('nav')].find((nav) => getComputedStyle(nav).position === 'fixed')?.getBoundingClientRect().top ?? window.innerHeight;
    return { top: tile.top, bottom: tile.bottom, fold: Math.min(bar, window.innerHeight) };
  });
}

/** Pairs of a floating button and a star or jackpot of a tile whose boxes overlap, at the current scroll. */
function coveredMarks(): { pairs: number; covered: string[] } {
  const fabs = [...document.querySelectorAll('main [data-slot]')].filter((el) => getComputedStyle(el).position === 'fixed');
  const marks = [...document.querySelectorAll('[data-testid="game-tile"]')].flatMap((tile) => [
    ...tile.querySelectorAll('button[aria-pressed]'),
    ...tile.querySelectorAll('button > span > span:not([aria-hidden])'),
  ]);
  const onScreen = marks.filter((m) => {
    const r = m.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
  });
  const covered: string[] = [];
  for (const fab of fabs) {
    const f = fab.getBoundingClientRect();
    for (const mark of onScreen) {
      const m = mark.getBoundingClientRect();
      if (f.left < m.right && m.left < f.right && f.top < m.bottom && m.top < f.bottom) {
        covered.push(`${fab.getAttribute('aria-label')} covers ${mark.getAttribute('aria-label') ?? `jackpot ${mark.textContent}`}`);
      }
    }
  }
  return { pairs: fabs.length * onScreen.length, covered };
}

for (const who of ['guest', 'member'] as const) {
  test.describe(`home as a ${who} (SPEC 2.3)`, { tag: '@brand' }, () => {
    test.beforeEach(async ({ page, signIn }) => {
      // demo00: a member with no favourites, so no favourites strip comes before the games
      if (who === 'member') await signIn(page, 'demo00');
    });

    test('the whole first row of games is on the first screen at 390x844, and its top at 320x640', async ({ page }) => {
      await page.goto('/m/home');
      const wide = await firstRow(page);
      expect(wide.bottom, `first row ${wide.top}-${wide.bottom}, screen ends at ${wide.fold}`).toBeLessThanOrEqual(wide.fold);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.reload();
      const narrow = await firstRow(page);
      expect(narrow.top + 40, `first row starts at ${narrow.top}, screen ends at ${narrow.fold}`).toBeLessThanOrEqual(narrow.fold);
    });

    test('the category chips stay pinned under the top bar while the games scroll', async ({ page, merchant }) => {
      await openHome(page, merchant);
      const chips = page.getByRole('tablist').first();
      const header = page.getByRole('banner');
      // The chips stick inside the games' section, so the walk goes down to the games' last screen, not the page's
      // end: below the games the chips rightly leave with their section, and where the page ended depended on
      // how many pages of games had come by then (a flaky journey).
      const panel = page.getByRole('tabpanel').first();
      const lastScreen = (): Promise<number> => panel.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
      const past = await chips.evaluate((el) => el.getBoundingClientRect().top + window.scrollY + 200);
      const end = await lastScreen();
      expect(end, 'the games scroll past the chips\' place').toBeGreaterThan(past);
      for (const y of [past, end]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 10);
        const [bar, pinned] = await Promise.all([header.boundingBox(), chips.boundingBox()]);
        expect(Math.abs(pinned!.y - (bar!.y + bar!.height)), `chips at ${pinned!.y}, top bar ends at ${bar!.y + bar!.height}`).toBeLessThanOrEqual(1);
        await expect(chips.getByRole('tab', { selected: true })).toBeInViewport();
      }
    });

    test('the floating buttons cover no favourite star or jackpot at any scroll position', async ({ page, merchant }) => {
      for (const size of [{ width: 390, height: 844 }, { width: 320, height: 640 }]) {
        await page.setViewportSize(size);
        await openHome(page, merchant, size.width === 390); // the popup shows once per session
        let pairs = 0;
        for (const y of [0, 150, 300, 450, 600, 750, 900, 1100, 1400, 1800]) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          await nextPaint(page); // go-to-top shows on scroll
          const report = await page.evaluate(coveredMarks);
          expect(report.covered, `at ${size.width}x${size.height}, scrolled ${y} px`).toEqual([]);
          pairs += report.pairs;
        }
        expect(pairs, 'stars, jackpots and floating buttons were on screen together').toBeGreaterThan(50);
      }
    });
  });
}
