import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * SPEC 9 entry hosts on the real page: ttslot's config names ttslot.vip (redirect) and go.ttslot.com (speed test).
 * The browser asks for those hosts and for the brand's domains; the test answers an entry host from the preview
 * server (the page keeps that host) and the targets with a marker page, so the page's own code decides where to go.
 */
async function serveAs(page: Page, host: string, baseURL: string | undefined): Promise<void> {
  const origin = new URL(baseURL ?? '').origin;
  await page.route(`http://${host}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${origin}${url.pathname}${url.search}` }) });
  });
}

test.describe('entry hosts send home elsewhere (SPEC 9)', () => {
  test.beforeEach(({ merchant }) => {
    test.skip((merchant.entryHosts ?? []).length === 0, `${merchant.code} has no entry hosts`);
  });

  for (const [host, expected] of [
    // the platform's domainRoute: the sandbox answers the brand's domains, m.ttslot.com first
    ['ttslot.vip', /^https:\/\/m\.ttslot\.com\/m\/home\?affiliate=AB12$/],
    ['go.ttslot.com', /^https:\/\/speed\.ttslot\.com\/\?from=go\.ttslot\.com&to=%2Fm%2Fhome%3Faffiliate%3DAB12$/],
  ] as const) {
    test(`home on ${host} leaves for the configured target, path and query kept`, async ({ page, baseURL }) => {
      await serveAs(page, host, baseURL);
      await page.route(/^https:\/\/(m|speed)\.ttslot\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>arrived</title>' }));
      await page.goto(`http://${host}/m/home?affiliate=AB12`);
      await expect(page).toHaveTitle('arrived');
      expect(page.url()).toMatch(expected);
    });
  }

  test('a page other than home on an entry host stays', async ({ page, baseURL }) => {
    await serveAs(page, 'ttslot.vip', baseURL);
    await page.goto('http://ttslot.vip/m/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).host).toBe('ttslot.vip');
  });
});
