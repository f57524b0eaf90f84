import type { Locator, Page } from '@playwright/test';
import { expect, test, withoutPopup } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { network } from './waits.ts';

/**
 * The compliance footer: the age limit and the licence line from config, its responsible-gaming link (a new tab),
 * the platform's terms and privacy policy screens, every link a 44 px tall target.
 */
async function expectFooter(page: Page, merchant: { code: string; compliance: { responsibleGaming: string; licence: string }; constants: { limits: { ageConfirmation: number } } }, text: TFunction): Promise<void> {
  const footer = page.locator('footer').filter({ hasText: merchant.compliance.licence });
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText(`${merchant.constants.limits.ageConfirmation}+`, { exact: true })).toBeVisible();
  const links: [Locator, string][] = [
    [footer.getByRole('link', { name: text('compliance.responsible_gaming'), exact: true }), merchant.compliance.responsibleGaming],
    [footer.getByRole('link', { name: text('compliance.terms'), exact: true }), '/m/terms'],
    [footer.getByRole('link', { name: text('compliance.privacy_policy'), exact: true }), '/m/policy'],
  ];
  for (const [link, href] of links) {
    await expect(link).toHaveAttribute('href', href);
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await expect(links[0]![0]).toHaveAttribute('target', '_blank');
}

/**
 * Scrolls from the top to the end of the page a screen at a time, as a thumb would, so the grid's end passes
 * through the viewport (one jump to the end would skip it, and the grid would rightly load nothing); returns
 * the page's height.
 */
const toTheEnd = (page: Page): Promise<number> => page.evaluate(async () => {
  const root = document.documentElement;
  const painted = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  window.scrollTo({ top: 0, behavior: 'instant' });
  for (let step = 0; step < 200 && window.scrollY + window.innerHeight < root.scrollHeight - 1; step += 1) {
    window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
    await painted();
  }
  return root.scrollHeight;
});

/**
 * Goes to the end of the page again and again, as a player scrolling down would, until the grid stops loading
 * by itself and offers the next page as a button (fails when home keeps loading games for `ms`: an endless
 * grid that the footer sits under), then checks that the page no longer grows once the answers have come.
 */
async function scrollToTheEnd(page: Page, loadMore: Locator, ms = 40_000): Promise<void> {
  await expect(async () => {
    await toTheEnd(page);
    await expect(loadMore).toBeVisible({ timeout: 1_000 });
  }, 'home offers "load more" once a player has scrolled its pages').toPass({ timeout: ms });
  await network(page).quiet();
  // Settled: two passes to the end in a row find the same height (a grid still loading by itself grows on every
  // pass, as each one scrolls through its end; what else comes in has come within the poll).
  let height = await toTheEnd(page);
  await expect.poll(async () => {
    await network(page).quiet();
    const now = await toTheEnd(page);
    const same = now === height;
    height = now;
    return same;
  }, { message: 'the page grew after the grid offered "load more"', timeout: 10_000 }).toBe(true);
  await expect(loadMore).toBeVisible();
}

test.describe('trust, compliance and brand art', { tag: '@brand' }, () => {
  test('the compliance footer from config is on home and on the settings screen, for a guest and a member', async ({ page, merchant, signIn, text }) => {
    test.setTimeout(90_000);
    await withoutPopup(page); // the popup holds the page still, as any dialog does
    network(page);
    await page.goto('/m/home');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    // A player who scrolls reaches the end: the grid stops loading by itself and offers the next page instead.
    await scrollToTheEnd(page, page.getByRole('button', { name: text('lobby:load_more'), exact: true }));
    await expect(page.locator('footer').filter({ hasText: merchant.compliance.licence })).toBeInViewport();
    const covered = await page.evaluate((licence) => {
      const footer = [...document.querySelectorAll('footer')].find((f) => f.textContent?.includes(licence))!.getBoundingClientRect();
      const floating = [...document.querySelectorAll('main [data-slot]')].filter((el) => getComputedStyle(el).position === 'fixed');
      return floating.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < footer.right && footer.left < r.right && r.top < footer.bottom && footer.top < r.bottom;
      }).map((el) => el.getAttribute('aria-label'));
    }, merchant.compliance.licence);
    expect(covered, 'floating buttons over the footer').toEqual([]);
    await expectFooter(page, merchant, text);
    await signIn(page, 'demo01');
    await page.goto('/m/set');
    await expectFooter(page, merchant, text);
  });

  test('the header draws the wordmark for a guest where it fits, else the mark, and the mark for a member: full size, for the header\'s background', async ({ page, merchant, signIn }) => {
    const art = page.getByRole('banner').getByRole('img', { name: merchant.name });
    const header = page.getByRole('banner');
    await page.setViewportSize({ width: 480, height: 844 });
    await page.goto('/m/home');
    await expect(art).toHaveCount(1);
    await expect(art).toHaveAttribute('src', `/brand/${merchant.theme.brand.wordmark.onDark}`);
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await art.boundingBox())?.height).toBe(22);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      // Wordmark 22 px tall or mark 36 px square, never squeezed, and the header's buttons still fit.
      await expect(art).toHaveCount(1);
      const box = await art.boundingBox();
      const src = await art.getAttribute('src');
      expect(src === `/brand/${merchant.theme.brand.wordmark.onDark}` ? box?.height : box?.width, `${width}px ${src}`).toBe(src?.includes('wordmark') ? 22 : 36);
      expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await signIn(page, 'demo01');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/m/home');
    await expect(art).toHaveAttribute('src', `/brand/${merchant.theme.brand.mark.onDark}`);
    expect(await art.boundingBox()).toMatchObject({ width: 36, height: 36 });
  });
});
