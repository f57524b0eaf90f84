import { expect, test } from './fixtures.ts';

test.describe('boot from the inlined merchant config', { tag: '@brand' }, () => {
  test('the brand name shows in the brand theme', async ({ page, merchant }) => {
    await page.goto('/m/home');
    await expect(page).toHaveTitle(merchant.name);
    await expect(page.getByRole('img', { name: merchant.name }).first()).toBeVisible();
    const theme = merchant.theme[merchant.theme.default];
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const hex = (rgb: string): string => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    expect(hex(background)).toBe(theme.background.toLowerCase());
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme.headerBackground);
  });

  test('R9-1 the platform calls carry the merchant code of the brand served: ttslot on ttslot\'s page', async ({ page, merchant }) => {
    const { code } = merchant;
    const list = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/list');
    const announcements = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/wps/announcement'));
    await page.goto('/m/home');
    const params = new URL((await list).url()).searchParams;
    expect([params.get('merchantCode'), params.get('merchant')]).toEqual([code, code]);
    expect(new URL((await announcements).url()).searchParams.get('merchantCode')).toBe(code);
  });
});
