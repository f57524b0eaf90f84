// The README's first command works (DESIGN 4): these journeys run against the dev
// server as `npm start` starts it (sandbox + Vite with hot reload), where the production build's
// journeys cannot see what only the dev server does (it once served validators a browser could not run).
import { logIn, newUsername, PASSWORD, registerByUsername, useEnglish } from './account-steps.ts';
import { textsIn } from './texts.ts';
import { expect, test } from './fixtures.ts';
import { navigateInApp } from '../matrix/probe.ts';
import { ROUTES } from '../../src/config/routes.ts';

test.describe.configure({ mode: 'serial' });

/** Page errors and console errors of the test, checked after it. */
const problems: string[] = [];
test.beforeEach(async ({ page }) => {
  problems.length = 0;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error at ${page.url()}: ${message.text()}`);
  });
});
test.afterEach(() => {
  expect(problems, 'no page or console error').toEqual([]);
});

test('boots to home with game tiles', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('game-tile-picture').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
});

test('registers by username, then logs in with the new account', async ({ page, sandbox }) => {
  await useEnglish(page);
  const username = newUsername();
  await registerByUsername(page, sandbox, username);
  await logIn(page, username, PASSWORD);
});

test('switches to a right-to-left language and back', async ({ page, merchant }) => {
  const rtl = merchant.languages.find((code) => ['AR', 'FA', 'UR'].includes(code));
  if (rtl === undefined) {
    test.skip(true, `${merchant.code} lists no right-to-left language`);
    return;
  }
  const ltr = merchant.languages.find((code) => code !== rtl) ?? 'EN';
  await page.addInitScript((code) => { if (sessionStorage.getItem('e2e-language') === null) { sessionStorage.setItem('e2e-language', '1'); localStorage.setItem('language', code); } }, ltr);
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  /** Chooses the language `to` from the drawer named in the language `from`. */
  const choose = async (from: string, to: typeof rtl): Promise<void> => {
    const text = textsIn(from);
    await page.getByRole('button', { name: text('menu'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: text('menu'), exact: true });
    await drawer.getByRole('button', { name: text('nav.language') }).click();
    await drawer.getByRole('radio').nth(merchant.languages.indexOf(to)).click();
    await page.keyboard.press('Escape');
  };
  await choose(ltr, rtl);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: textsIn(rtl)('menu'), exact: true })).toBeVisible();
  await choose(rtl, ltr);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: textsIn(ltr)('menu'), exact: true })).toBeVisible();
});

/** One path per lazy screen chunk of the route table (the screens not built yet share one). */
const pathPerChunk = new Map<string, string>();
for (const route of ROUTES) {
  const chunk = route.module === undefined ? 'not-available' : route.screen;
  if (!pathPerChunk.has(chunk)) pathPerChunk.set(chunk, route.path);
}

test('opens one route of every lazy screen chunk', async ({ page, signIn }) => {
  test.setTimeout(30_000 + pathPerChunk.size * 10_000);
  // agent01: a real account with the platform's agent flag, so the agent screens load their data as the member screens do
  await signIn(page, 'agent01');
  await useEnglish(page);
  await page.goto('/m/home');
  // In-app moves after one load, as a player's taps go: each screen's chunk is fetched and transformed as it is
  // reached, without the whole module graph again per screen (a page.goto per chunk was 25 s of the dev walk).
  for (const [chunk, path] of pathPerChunk) {
    await navigateInApp(page, path);
    await expect(page.locator('main'), `${chunk} at ${path}`).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ }), `${chunk} at ${path} finished loading`).toHaveCount(0);
  }
});
