import { expect, test } from './fixtures.ts';

// Sandbox-wide state: this file runs alone against its own server (see playwright.config.ts).
test.describe.configure({ mode: 'serial' });

test.describe('system status gate (SPEC 1, 4)', () => {
  test.afterEach(async ({ sandbox }) => {
    await sandbox('status', { maintenance: false, regionRestriction: false });
  });

  test('R1-9 R4-45 maintenance shows the maintenance page, and clearing it shows the app again after a reload', async ({ page, sandbox, merchant, text }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: new RegExp(merchant.name) })).toBeVisible();
    await sandbox('status', { maintenance: true, regionRestriction: true });
    await page.reload();
    await expect(page.getByRole('heading', { name: text('maintenance.title'), exact: true })).toBeVisible();
    await sandbox('status', { maintenance: false, regionRestriction: false });
    await page.reload();
    // The cached maintenance status shows first, then the fresh status replaces it.
    await expect(page.getByRole('link', { name: new RegExp(merchant.name) })).toBeVisible();
  });

  test('R1-9 R4-45 a region restriction shows the restricted page with the visitor IP', async ({ page, sandbox, text }) => {
    await sandbox('status', { regionRestriction: true });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: text('restricted.title'), exact: true })).toBeVisible();
    await expect(page.getByText(/127\.0\.0\.1/)).toBeVisible();
  });

  test('R4-47 a corrupt cached status is ignored and fetched again', async ({ page, merchant }) => {
    await page.addInitScript(() => window.localStorage.setItem('systemStatus', '{not json'));
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: new RegExp(merchant.name) })).toBeVisible();
    const cached = await page.evaluate(() => JSON.parse(window.localStorage.getItem('systemStatus') ?? 'null') as { status: number } | null);
    expect(cached?.status).toBe(0);
  });

});
