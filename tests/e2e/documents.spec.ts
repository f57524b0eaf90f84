import type { Page } from '@playwright/test';
import { expect, test, withoutPopup } from './fixtures.ts';
import { shot } from './screenshots.ts';

/** What each merchant's default language calls the documents (the sandbox's seed, scripts/sandbox/document-texts.ts). */
const WORDS = {
  ttslot: { terms: 'Terms and conditions', policy: 'Privacy policy', sponsors: 'Sponsors', sponsorship: 'Our sponsorships', close: 'Close', firstTerm: 'Who may play' },
  sahara: { terms: 'الشروط والأحكام', policy: 'سياسة الخصوصية', sponsors: 'الرعاة', sponsorship: 'رعاياتنا', close: 'إغلاق', firstTerm: 'من يحق له اللعب' },
} as const;
const BACK = /^(Back to|العودة إلى)/;

async function fitsThePhone(page: Page): Promise<void> {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${page.url()} at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.describe('the operator\'s documents (SPEC 2.14 Terms, Policy, Sponsor)', { tag: '@brand' }, () => {
  test('the footer opens the terms and the privacy policy as screens of their own, titled, from the platform, with a way back', async ({ page, merchant, signIn }) => {
    const words = WORDS[merchant.code as keyof typeof WORDS];
    await signIn(page, 'demo01');
    await page.goto('/m/set');
    const footer = page.locator('footer').filter({ hasText: merchant.compliance.licence });
    await footer.getByRole('link', { name: words.terms }).click();
    await expect(page).toHaveURL(/\/m\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: words.terms })).toBeVisible();
    const terms = page.getByRole('article', { name: words.terms });
    await expect(terms.getByRole('heading', { name: words.firstTerm })).toBeVisible();
    await fitsThePhone(page);
    await shot(page, `documents/terms-${merchant.code}.png`, { fullPage: true });
    await page.getByRole('button', { name: BACK }).click();
    await expect(page).toHaveURL(/\/m\/set$/);

    await footer.getByRole('link', { name: words.policy }).click();
    await expect(page).toHaveURL(/\/m\/policy$/);
    await expect(page.getByRole('heading', { level: 1, name: words.policy })).toBeVisible();
    await expect(page.getByRole('article', { name: words.policy }).getByRole('heading', { level: 3 })).toHaveCount(6);
    await fitsThePhone(page);
  });

  test('the registration agreement opens the terms over the form, which keeps what was typed', async ({ page, merchant }) => {
    const words = WORDS[merchant.code as keyof typeof WORDS];
    await page.goto('/m/register');
    const field = page.getByRole('textbox').first();
    await field.fill('player77');
    const typed = await field.inputValue();
    expect(typed).not.toBe('');
    await page.getByRole('button', { name: words.terms }).click();
    const dialog = page.getByRole('dialog', { name: words.terms });
    await expect(dialog.getByRole('heading', { name: words.firstTerm })).toBeVisible();
    await shot(page, `documents/register-terms-${merchant.code}.png`);
    await dialog.getByRole('button', { name: words.close }).click();
    await expect(dialog).toBeHidden();
    await expect(field).toHaveValue(typed);
  });

  test('the home partners section leads to the sponsor screen: the sponsorship page and the sponsors by name', async ({ page, merchant }) => {
    const words = WORDS[merchant.code as keyof typeof WORDS];
    test.skip(!merchant.layout.home.some((item) => item.type === 'partners'), `${merchant.code}'s home has no partners section`);
    await withoutPopup(page);
    await page.goto('/m/home');
    const link = page.getByRole('link', { name: words.sponsors, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/m\/sponsor$/);
    await expect(page.getByRole('heading', { level: 1, name: words.sponsors })).toBeVisible();
    await expect(page.getByRole('article', { name: words.sponsorship })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await fitsThePhone(page);
    await shot(page, `documents/sponsor-${merchant.code}.png`, { fullPage: true });
  });
});
