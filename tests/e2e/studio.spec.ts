/**
 * The brand studio (docs/studio.md), as an operator makes and ships a brand from it alone: create it, change its
 * name, primary colour and home layout and see each in the live preview, meet an unreadable colour pair refused
 * at Save with its ratio, fix it, save; then `npm run validate` and the brand's build pass on what was saved.
 * The studio's server works on a scratch copy of merchants/ (playwright.config.ts), the build on a scratch dist.
 */
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST_DIR, ROOT, TEMPLATE_FILE, TEMPLATE_NAME } from '../../scripts/lib/paths.ts';

const light = (page: Page): FrameLocator => page.frameLocator('iframe[title="Preview, light theme"]');

/**
 * The value of a theme token the app set on the preview's page root (src/ui/theme.ts); empty while the frame
 * reloads after an edit (an evaluate in a frame that goes away fails with "Frame was detached").
 */
const token = (page: Page, name: string): Promise<string> =>
  light(page).locator('html').evaluate((root, n) => getComputedStyle(root).getPropertyValue(`--color-${n}`).trim(), name).catch(() => '');

/**
 * What waits on the studio's server or on a preview reload: New brand runs new-merchant as a child process,
 * each edit is validated after a pause in typing, and the frames reload; beside the unit tests on 2 cores a
 * new brand took more than the 7 s of a plain expect (fresh-clone run 101).
 */
const SERVER = { timeout: 30_000 } as const;

function run(script: string, args: string[], env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('a brand made in the studio alone, every mistake shown before saving, validates and builds (DESIGN 3)', async ({ page }, testInfo) => {
  // a dozen server round trips and frame reloads, each allowed SERVER's time under load
  test.setTimeout(120_000);
  const merchantsDir = String(testInfo.project.metadata['merchantsDir']);
  const code = `b${Date.now().toString(36)}`;
  await page.goto('/studio/');
  await expect(page.getByRole('tab', { name: 'Brand' })).toBeVisible();

  // New brand: what new-merchant does (it extends ttslot)
  await page.getByLabel('New brand code').fill(code);
  await page.getByRole('button', { name: 'New brand' }).click();
  await expect(page.getByRole('status').filter({ hasText: `created merchants/${code}` })).toBeVisible(SERVER);
  await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveValue(code);

  // Its name: the page's title and the header's wordmark in the preview
  await page.getByLabel('name*').fill('Orchid Palace');
  await expect(light(page).getByRole('img', { name: 'Orchid Palace' }).first()).toBeVisible(SERVER);

  // The light theme's primary colour
  await page.getByRole('tab', { name: 'Theme' }).click();
  await page.getByLabel('light primary', { exact: true }).fill('#7b1fa2');
  await expect.poll(() => token(page, 'primary'), SERVER).toBe('#7b1fa2');

  // The home layout: the banner carousel off the top of home
  await page.getByRole('tab', { name: 'Layout' }).click();
  await expect(light(page).locator('section[aria-roledescription="carousel"]')).toBeVisible(SERVER);
  await page.locator('#root_layout_home').getByRole('button', { name: 'Remove' }).first().click();
  await expect(light(page).locator('section[aria-roledescription="carousel"]')).toHaveCount(0, SERVER);

  // An unreadable pair: shown at its field with its ratio, and Save refused while it stands
  await page.getByRole('tab', { name: 'Theme' }).click();
  await page.getByLabel('light onPrimary', { exact: true }).fill('#6a1b9a');
  await expect(page.getByRole('tab', { name: 'Theme (1 error)' })).toBeVisible(SERVER);
  const ratio = /onPrimary #6a1b9a on primary #7b1fa2 is \d\.\d\d:1, needs 4\.5:1/;
  await expect(page.locator('.theme-colours .field-error').filter({ hasText: ratio })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Save refused: 1 error stands' })).toContainText(ratio, SERVER);
  expect(readFileSync(join(merchantsDir, code, 'merchant.json'), 'utf8')).not.toContain('Orchid Palace');

  // Fixed, saved
  await page.getByLabel('light onPrimary', { exact: true }).fill('#ffffff');
  await expect(page.getByText('no errors')).toBeVisible(SERVER);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved merchants/${code}/merchant.json` })).toBeVisible(SERVER);
  const saved = JSON.parse(readFileSync(join(merchantsDir, code, 'merchant.json'), 'utf8')) as { extends: string; name: string; theme: { light: { primary: string } }; layout: { home: { type: string }[] } };
  expect(saved).toMatchObject({ extends: 'ttslot', name: 'Orchid Palace', theme: { light: { primary: '#7b1fa2' } } });
  expect(saved.layout.home.map((item) => item.type)).not.toContain('banner');
  if (process.env['SHOTS'] === '1') await page.screenshot({ path: join(ROOT, 'shots', 'studio.png') });

  // What was saved passes npm run validate and builds (publish-merchant over the one JavaScript build)
  const dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  cpSync(join(DIST_DIR, 'assets'), join(dist, 'assets'), { recursive: true });
  cpSync(TEMPLATE_FILE, join(dist, TEMPLATE_NAME));
  const env = { MERCHANTS_DIR: merchantsDir, DIST_DIR: dist };
  const validated = run('validate-merchants.ts', [], env);
  expect(validated.status, validated.output).toBe(0);
  const published = run('publish-merchant.ts', [code], env);
  expect(published.status, published.output).toBe(0);
  expect(readFileSync(join(dist, code, 'index.html'), 'utf8')).toContain('<title>Orchid Palace</title>');
});
