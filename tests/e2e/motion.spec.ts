import type { Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { expect, test, withoutPopup } from './fixtures.ts';


/** Records, for each view transition the page starts, the durations of its fade-outs and fade-ins (or 'skipped'). */
async function recordViewTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: unknown[] = [];
    Object.assign(window, { viewTransitions: log });
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((arg: Parameters<typeof start>[0]) => {
      const transition = start(arg);
      transition.ready.then(
        () => log.push(document.getAnimations().flatMap((a) => {
          const effect = a.effect as KeyframeEffect | null;
          return /^::view-transition-(old|new)\(/.test(effect?.pseudoElement ?? '') ? [Number(effect!.getTiming().duration)] : [];
        })),
        () => log.push('skipped'),
      );
      return transition;
    }) as typeof document.startViewTransition;
  });
}

const transitions = (page: Page) => page.evaluate(() => (window as unknown as { viewTransitions: unknown[] }).viewTransitions);

/** From customer service (no popup there) to home by the footer's home link. */
async function goHomeFromCustomer(page: Page, text: TFunction): Promise<void> {
  await page.goto('/m/customer');
  await expect(page.getByRole('navigation', { name: text('footer_menu'), exact: true })).toBeVisible();
  await recordViewTransitions(page);
  await page.getByRole('navigation', { name: text('footer_menu'), exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test.describe('motion (SPEC 4)', () => {
  test('R4-67 a page transition takes 300 ms', async ({ page, merchant, text }) => {
    expect(merchant.constants.timings.pageTransitionMs).toBe(300);
    await goHomeFromCustomer(page, text);
    await expect.poll(() => transitions(page)).toHaveLength(1);
    const [durations] = (await transitions(page)) as number[][];
    expect(durations!.length).toBeGreaterThan(0);
    expect(new Set(durations)).toEqual(new Set([300]));
  });

  test('R4-67 under prefers-reduced-motion a page change does not animate', async ({ page, text }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await goHomeFromCustomer(page, text);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(await transitions(page)).toEqual([]);
  });

  test('the banner carousel does not advance under prefers-reduced-motion, and offers play in a 44 px control', async ({ page, merchant, text }) => {
    await withoutPopup(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/m/home');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const dots = carousel.locator('button[aria-current]');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    const track = page.getByTestId('banner-track');
    const before = await track.getAttribute('style');
    await page.clock.runFor(merchant.constants.timings.bannerAutoplayMs + 1000);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    expect(await track.getAttribute('style')).toBe(before);
    const play = carousel.getByRole('button', { name: text('lobby:banner_play'), exact: true });
    const box = await play.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });

  test('the banner carousel\'s pause control stops its autoplay (WCAG 2.2.2)', async ({ page, merchant, text }) => {
    // No home popup: it opens over the page once the page is idle and makes the carousel inert, and under load it
    // came before the tap on pause (it has journeys of its own). Playwright's clock runs the autoplay's interval,
    // so no real seconds are waited for.
    await withoutPopup(page);
    await page.clock.install();
    await page.goto('/m/home');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const dots = carousel.locator('button[aria-current]');
    await carousel.getByRole('button', { name: text('lobby:banner_pause'), exact: true }).click();
    await expect(carousel.getByRole('button', { name: text('lobby:banner_play'), exact: true })).toBeVisible();
    const track = page.getByTestId('banner-track');
    const paused = await track.getAttribute('style');
    await page.clock.runFor(merchant.constants.timings.bannerAutoplayMs + 1000);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    expect(await track.getAttribute('style')).toBe(paused);
  });
});
