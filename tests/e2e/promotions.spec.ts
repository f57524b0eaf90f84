import { containing } from './texts.ts';
import { expect, test, withoutPopup } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { screenshots } from './screenshots.ts';
import { PROMO_CATEGORIES, PROMOTIONS } from '../../scripts/sandbox/promotion-texts.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The sandbox's promotions (scripts/sandbox/promotion-texts.ts) and the screen's words, in the merchant's default language. */
function promotionTexts(text: TFunction, merchant: Merchant) {
  const language = merchant.defaultLanguage;
  const inLanguage = <T>(texts: Readonly<Record<string, T>>): T => texts[language] ?? texts['EN']!;
  const last = PROMOTIONS[PROMOTIONS.length - 1]!;
  const vip = inLanguage(PROMOTIONS.find((p) => p.category === 'player_rank_rules')!.text).title;
  return {
    dir: languageCore(language)!.dir, footer: text('footer_menu'), all: text('promotions.all'), first: inLanguage(PROMOTIONS[0]!.text).title, firstLead: inLanguage(PROMOTIONS[0]!.text).lead,
    last: inLanguage(last.text).title, lastCategory: inLanguage(PROMO_CATEGORIES.find(([code]) => code === last.category)![1]),
    vip, vipLink: text('promotions.vip_page', { title: vip }), longTerm: text('promotions.long_term'), apply: text('promotions.apply'),
  };
}

const shoot = screenshots('p', { fullPage: false });

test.beforeEach(async ({ page }) => {
  await withoutPopup(page);
});

test('R2.9-1 R2.9-2 R2.9-4 R2.9-5 R2.9-7 promotions from the footer, a banner and ?id=: the menu, the accordion, the named one open and in view, hostile terms inert, the VIP picture', async ({ page, merchant, text }) => {
  const l = promotionTexts(text, merchant);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // from the footer, in the light theme (ttslot starts dark)
  await page.goto('/m/home');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await page.getByRole('navigation', { name: l.footer, exact: true }).locator('[data-item="promotion"] a').click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const menu = page.getByRole('tablist');
  await expect(menu.getByRole('tab').first()).toHaveText(l.all);
  await expect(menu.getByRole('tab', { name: l.all })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('button', { name: containing(l.first) });
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
  await expect(page.getByRole('button', { name: containing(l.vip) })).toContainText(l.longTerm);
  await first.click();
  const terms = page.getByRole('region', { name: containing(l.first) });
  await expect(terms).toContainText(l.firstLead);
  await expect(terms.getByRole('link', { name: l.apply })).toHaveAttribute('href', /\/m\/applyReward\?id=1$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `activity-${merchant.code}-light`);

  // by ?id=: the last promotion, whose terms carry hostile markup, open and scrolled into view under the menu
  await page.goto('/m/activity?id=10');
  const last = page.getByRole('button', { name: containing(l.last) });
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('tab', { name: l.lastCategory })).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('tab', { name: l.lastCategory })).toBeInViewport();
  await expect(last).toBeInViewport();
  const hostile = page.getByRole('region', { name: containing(l.last) });
  await expect(hostile).toContainText('Terms apply.');
  await expect(hostile.locator('script, [onerror], [onclick], form, input, a[href^="javascript"], [style*="fixed"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __sandboxXss?: number }).__sandboxXss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // both themes
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/m/activity?id=1');
  await expect(page.getByRole('region', { name: containing(l.first) })).toContainText(l.firstLead);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `activity-${merchant.code}-dark`);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));

  // a player_rank_rules picture opens the VIP page by a full page load (D14)
  await page.goto('/m/activity');
  await page.getByRole('link', { name: l.vipLink }).click();
  await expect(page).toHaveURL(/\/vip\.html$/);
});

test('R2.9-4 a banner whose action is a promotion opens it on /m/activity', async ({ page, merchant, text }) => {
  const l = promotionTexts(text, merchant);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Welcome bonus 100%' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?id=1$/);
  await expect(page.getByRole('button', { name: containing(l.first) })).toHaveAttribute('aria-expanded', 'true');
});
