import { expect, test } from './fixtures.ts';
import { shot } from './screenshots.ts';
import { helpTopicsIn } from '../../scripts/sandbox/help-topics.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The sandbox's help topics in the merchant's default language (scripts/sandbox/help-topics.ts). */
function topicsOf(merchant: Merchant) {
  const topics = helpTopicsIn(merchant.defaultLanguage);
  return { dir: languageCore(merchant.defaultLanguage)!.dir, first: topics[0]!.title, third: topics[2]!.title, thirdStep: topics[2]!.steps[0]!, last: topics[topics.length - 1]!.title };
}

test('R2.11-1 R2.11-2 the help centre: topics in the player\'s language beside the chosen one, the query\'s topic open, hostile markup inert', async ({ page, merchant }) => {
  const expected = topicsOf(merchant);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/m/help?i=2');
  await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
  const menu = page.getByRole('tablist');
  await expect(menu.getByRole('tab').first()).toHaveText(expected.first);
  await expect(menu.getByRole('tab', { name: expected.third })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(expected.thirdStep);
  // The menu sits at the inline start: left in English, right in Arabic.
  const [menuBox, panelBox] = [await menu.boundingBox(), await page.getByRole('tabpanel').boundingBox()];
  expect(expected.dir === 'rtl' ? menuBox!.x > panelBox!.x : menuBox!.x < panelBox!.x).toBe(true);
  await shot(page, `lead/help-${merchant.code}-390.png`, { fullPage: true });

  await menu.getByRole('tab', { name: expected.last }).click();
  await expect(page).toHaveURL(/[?&]i=5/);
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: expected.last })).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('script, [onerror], [onclick], a[href^="javascript"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, `lead/help-${merchant.code}-320.png`, { fullPage: true });
});
