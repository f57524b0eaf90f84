import { useEnglish } from './account-steps.ts';
import { expect, test, withoutPopup } from './fixtures.ts';
import { shot } from './screenshots.ts';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await withoutPopup(page);
});

test.describe('on an iPhone in Safari', { tag: '@brand' }, () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('R2.12-1 R2.12-2 R2.12-5 the popup offers add to home screen, the iOS app and the profile; the guide closes both layers', async ({ page, merchant }) => {
    test.skip(!merchant.features.appWindow, 'this brand has no download popup (features.appWindow off)');
    await page.goto('/m/home');
    // the header's button: home's floating one, with the same name, comes once home's sections have loaded
    await page.getByRole('banner').getByRole('button', { name: 'Download app' }).click();
    const popup = page.getByRole('dialog', { name: 'Download the app' });
    await expect(popup.getByRole('listitem')).toHaveText([/^Add to home screen/, /^iOS app/, /^iOS profile/]);
    await shot(page, `lead/download-popup-ios-${merchant.code}.png`);
    await popup.getByRole('listitem').first().getByRole('button', { name: 'Download' }).click();
    const guide = page.getByRole('dialog', { name: 'Add to home screen' });
    await expect(guide.getByRole('listitem')).toHaveCount(3);
    await shot(page, `lead/download-guide-ios-${merchant.code}.png`);
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on an Android phone', { tag: '@brand' }, () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('R2.12-1 R2.12-9 the popup offers the Android app, whose package opens in the same window', async ({ page, merchant }) => {
    test.skip(!merchant.features.appWindow, 'this brand has no download popup (features.appWindow off)');
    await page.goto('/m/home');
    // the header's button: home's floating one, with the same name, comes once home's sections have loaded
    await page.getByRole('banner').getByRole('button', { name: 'Download app' }).click();
    const popup = page.getByRole('dialog', { name: 'Download the app' });
    await expect(popup.getByRole('listitem')).toHaveText([/^Android app/]);
    const link = popup.getByRole('link', { name: 'Download Android app' });
    await expect(link).toHaveAttribute('href', /\.apk$/);
    await expect(link).not.toHaveAttribute('target', '_blank');
  });
});

test('R2.12-8 /m/down has an iOS button and an Android button', { tag: '@brand' }, async ({ page, merchant }) => {
  await page.goto('/m/down');
  await expect(page.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', /\.ipa$/);
  await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', /\.apk$/);
  await shot(page, `lead/down-${merchant.code}-390.png`, { fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, `lead/down-${merchant.code}-320.png`, { fullPage: true });
});
