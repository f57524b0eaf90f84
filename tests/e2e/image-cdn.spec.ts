// SPEC 7 Other, 9: the image host is drawn at random from the status's imageCDNs; a failing host hands over.
import { expect, test, withoutPopup } from './fixtures.ts';

test.describe('image CDN (SPEC 7, 9)', () => {
  test('R7-42 pictures come from the host drawn at random, and from the other host when the drawn one fails', async ({ page }) => {
    // The sandbox lists two hosts, /cdn and /cdn-mirror; a draw near 1 takes the second.
    await page.addInitScript(() => { Math.random = () => 0.99; });
    const refused: string[] = [];
    await page.route('**/cdn-mirror/**', (route) => {
      refused.push(route.request().url());
      return route.abort('connectionfailed');
    });
    await withoutPopup(page);
    await page.goto('/m/home');
    const banner = page.locator('img[src*="/banner/"]').first();
    await expect(banner).toHaveAttribute('src', /\/cdn\/[^/]+\/banner\//);
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(refused.length, 'the drawn host (the mirror) was asked first').toBeGreaterThan(0);
  });

  test('with the first host drawn every picture comes from it and the mirror is never asked', async ({ page }) => {
    await page.addInitScript(() => { Math.random = () => 0; });
    const mirror: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/cdn-mirror/')) mirror.push(request.url()); });
    await withoutPopup(page);
    await page.goto('/m/home');
    const banner = page.locator('img[src*="/banner/"]').first();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(banner).toHaveAttribute('src', /\/cdn\/[^/]+\/banner\//);
    expect(mirror).toEqual([]);
  });
});
