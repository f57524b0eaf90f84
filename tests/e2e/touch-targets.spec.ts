import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { probeTouchTargets, type TouchReport } from './touch-probe.ts';
import { screenSettled } from './waits.ts';

/**
 * Every control on the main screens has a hit area of at least 44x44 CSS px at 390x844, in
 * both merchants (each in its default language, so sahara is measured right to left). The hit area is what
 * the browser's own hit testing answers (touch-probe.ts), so a transparent ::after hit area counts and a
 * neighbour laid over part of a control does not. Exempt, and only this, as WCAG 2.5.8 exempts: inline
 * links and buttons inside a sentence.
 */
const MIN = 44;

async function measure(page: Page, within?: Locator): Promise<TouchReport> {
  if (within !== undefined) await expect(within).toBeVisible();
  // a drawer or dialog still sliding in is measured where it comes to rest (endless spinners aside)
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished)));
  return page.evaluate(probeTouchTargets, MIN);
}

function expectAllReachable(report: TouchReport, atLeast: number): void {
  const lines = report.misses.map((m) => `${m.name} (${m.selector}): hit ${m.hit}, box ${m.box}`);
  expect.soft(lines, `controls under ${MIN}x${MIN} px:\n${lines.join('\n')}`).toEqual([]);
  expect.soft(report.measured, 'the screen had its controls on it').toBeGreaterThanOrEqual(atLeast);
}

const tile = (page: Page) => page.getByTestId('game-tile').first();

/** Home, with the popup (where the merchant has one) measured and closed first. */
async function home(page: Page, hasPopup: boolean): Promise<void> {
  await page.goto('/m/home');
  await expect(tile(page)).toBeVisible();
  if (!hasPopup) return;
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('heading') });
  expectAllReachable(await measure(page, popup), 1);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

test.describe('touch targets of at least 44x44 px (WCAG 2.5.8)', () => {
  test('home as a guest, then the drawer with its language list open', { tag: '@brand' }, async ({ page, merchant, text }) => {
    await home(page, merchant.layout.home.some((item) => item.type === 'popup'));
    expectAllReachable(await measure(page), 20);
    await page.getByRole('button', { name: text('menu'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: text('menu'), exact: true });
    await drawer.getByRole('button', { name: text('nav.language') }).click();
    await expect(drawer.getByRole('radio').first()).toBeVisible();
    expectAllReachable(await measure(page, drawer), 10);
  });

  test('home as a member, then the drawer', { tag: '@brand' }, async ({ page, merchant, signIn, text }) => {
    await signIn(page, 'demo01');
    await home(page, merchant.layout.home.some((item) => item.type === 'popup'));
    await expect(page.getByTestId('balance')).toBeVisible();
    expectAllReachable(await measure(page), 20);
    await page.getByRole('button', { name: text('menu'), exact: true }).click();
    expectAllReachable(await measure(page, page.getByRole('dialog', { name: text('menu'), exact: true })), 10);
  });

  test('a category page with its vendor menu and tabs', async ({ page }) => {
    await page.goto('/m/rng');
    await expect(tile(page)).toBeVisible();
    expectAllReachable(await measure(page, page.getByRole('tablist').first()), 20);
  });

  for (const path of ['/m/login', '/m/register', '/m/forget', '/m/trail', '/m/customer']) {
    test(`${path} as a guest`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main').getByRole('button').or(page.locator('main').getByRole('link')).first()).toBeVisible();
      await screenSettled(page);
      expectAllReachable(await measure(page), 3);
    });
  }

  // /m/rng: its vendor chips; /m/voucherCenter: the deposit channels' and quick amounts' chips
  for (const path of ['/m/set', '/m/changePsw', '/m/customer', '/m/rng', '/m/voucherCenter']) {
    test(`${path} as a member`, async ({ page, signIn }) => {
      await signIn(page, 'demo01');
      await page.goto(path);
      await expect(page.locator('main').getByRole('button').or(page.locator('main').getByRole('link')).first()).toBeVisible();
      await screenSettled(page);
      expectAllReachable(await measure(page), 3);
    });
  }
});
