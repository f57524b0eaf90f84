import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, withoutPopup } from './fixtures.ts';
import { shot } from './screenshots.ts';
import { textLike } from './texts.ts';

/** The operator's document as the platform serves it in a language (its own, or English when it has none there). */
async function platformDocument(request: APIRequestContext, kind: 'terms' | 'policy' | 'sponsor', language: string): Promise<{ title: string; firstHeading: string }> {
  const response = await request.get('/wps/system/document', { params: { kind, lang: language } });
  const { title, content } = ((await response.json()) as { value: { title: string; content: string } }).value;
  return { title, firstHeading: /<h3>([^<]*)<\/h3>/.exec(content)?.[1] ?? '' };
}

async function fitsThePhone(page: Page): Promise<void> {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${page.url()} at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.describe('the operator\'s documents (SPEC 2.14 Terms, Policy, Sponsor)', { tag: '@brand' }, () => {
  test('the footer opens the terms and the privacy policy as screens of their own, titled, from the platform, with a way back', async ({ page, merchant, signIn, text, request }) => {
    const terms = await platformDocument(request, 'terms', merchant.defaultLanguage);
    const policy = await platformDocument(request, 'policy', merchant.defaultLanguage);
    await signIn(page, 'demo01');
    await page.goto('/m/set');
    const footer = page.locator('footer').filter({ hasText: merchant.compliance.licence });
    await footer.getByRole('link', { name: text('compliance.terms'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: text('title.terms'), exact: true })).toBeVisible();
    const article = page.getByRole('article', { name: terms.title, exact: true });
    await expect(article.getByRole('heading', { name: terms.firstHeading, exact: true })).toBeVisible();
    await fitsThePhone(page);
    await shot(page, `documents/terms-${merchant.code}.png`, { fullPage: true });
    await page.getByRole('button', { name: textLike(text, 'back_to') }).click();
    await expect(page).toHaveURL(/\/m\/set$/);

    await footer.getByRole('link', { name: text('compliance.privacy_policy'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/policy$/);
    await expect(page.getByRole('heading', { level: 1, name: text('title.policy'), exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: policy.title, exact: true }).getByRole('heading', { level: 3 })).toHaveCount(6);
    await fitsThePhone(page);
  });

  test('the registration agreement opens the terms over the form, which keeps what was typed', async ({ page, merchant, text, request }) => {
    const terms = await platformDocument(request, 'terms', merchant.defaultLanguage);
    await page.goto('/m/register');
    const field = page.getByRole('textbox').first();
    await field.fill('player77');
    const typed = await field.inputValue();
    expect(typed).not.toBe('');
    await page.getByRole('button', { name: text('auth:register.terms'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text('auth:register.terms'), exact: true });
    await expect(dialog.getByRole('heading', { name: terms.firstHeading, exact: true })).toBeVisible();
    await shot(page, `documents/register-terms-${merchant.code}.png`);
    await dialog.getByRole('button', { name: text('close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(field).toHaveValue(typed);
  });

  test('the home partners section leads to the sponsor screen: the sponsorship page and the sponsors by name', async ({ page, merchant, text, request }) => {
    test.skip(!merchant.layout.home.some((item) => item.type === 'partners'), `${merchant.code}'s home has no partners section`);
    const sponsorship = await platformDocument(request, 'sponsor', merchant.defaultLanguage);
    await withoutPopup(page);
    await page.goto('/m/home');
    const link = page.getByRole('link', { name: text('lobby:sections.partners_all'), exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/m\/sponsor$/);
    await expect(page.getByRole('heading', { level: 1, name: text('title.sponsor'), exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: sponsorship.title, exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await fitsThePhone(page);
    await shot(page, `documents/sponsor-${merchant.code}.png`, { fullPage: true });
  });
});
