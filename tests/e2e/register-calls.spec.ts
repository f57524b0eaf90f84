/** The registration screen's platform reads and the invite panel's affiliate call, as a player sees them (SPEC 7 Register, Affiliate; SPEC 8). */
import type { Request } from '@playwright/test';
import { logIn, newUsername, useEnglish } from './account-steps.ts';
import { textsIn } from './texts.ts';
import { expect, test } from './fixtures.ts';
import { shot } from './screenshots.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

const asked = (path: string) => (request: Request): boolean => new URL(request.url()).pathname === path;

test('R7-7 the username is asked once the player pauses: a taken name says so and keeps what was typed, a free one gets a quiet note', { tag: '@brand' }, async ({ page, merchant }) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (asked('/wps/register/username-available')(request)) checks.push(`${request.method()} ${new URL(request.url()).searchParams.get('username')}`);
  });
  await page.goto('/m/register');
  const username = page.getByLabel(/^Username/);
  // demo00 is seeded; its shorter beginnings fail the field's own rules, so only the whole name may be asked
  const taken = page.waitForResponse((r) => asked('/wps/register/username-available')(r.request()));
  await username.pressSequentially('demo00', { delay: 40 });
  await taken;
  await expect(page.getByText('Sorry, the username already exists')).toBeVisible();
  await expect(username).toHaveValue('demo00');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(checks).toStrictEqual(['GET demo00']);
  await shot(page, `register-calls/${merchant.code}-username-taken.png`);

  const fresh = newUsername();
  await username.fill(fresh);
  await expect(page.getByText('Sorry, the username already exists')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'This username is available' })).toBeVisible();
  await expect(username).toHaveValue(fresh);
  expect(checks).toStrictEqual(['GET demo00', `GET ${fresh}`]);
  await shot(page, `register-calls/${merchant.code}-username-free.png`);
});

test('R7-9 the registration announcements show above the form, in the player\'s language', { tag: '@brand' }, async ({ page, merchant }) => {
  const request = page.waitForRequest((r) => asked('/wps/announcements')(r) && new URL(r.url()).searchParams.get('groupName') === 'm_reg');
  await page.goto('/m/register');
  const query = Object.fromEntries(new URL((await request).url()).searchParams);
  expect(query).toMatchObject({ types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: merchant.platform.merchantCode, language: 'EN' });
  const strip = page.getByRole('region', { name: 'Announcements' });
  await expect(strip.getByText('Register and get a gift')).toBeVisible();
  await expect(strip.getByText('One account per player')).toBeVisible();
  await expect(strip.getByText(`New members of ${merchant.name} receive a 100% welcome bonus on their first deposit.`)).toBeVisible();
  const stripBox = (await strip.boundingBox())!;
  const fieldBox = (await page.getByLabel(/^Password/).first().boundingBox())!;
  expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(fieldBox.y);
  expect(stripBox.x + stripBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, `register-calls/${merchant.code}-announcements.png`);
});

test('registration announcements that fail to load leave the form as it is, with no message', async ({ page }) => {
  await page.route((url) => url.pathname === '/wps/announcements', (route) => route.fulfill({ status: 503, body: 'busy' }));
  await page.goto('/m/register');
  await expect(page.getByLabel(/^Username/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('R7-27 the invite panel shows the invitation code the affiliate call answers for its module id', async ({ page, merchant }) => {
  test.skip(!merchant.features.referral, `${merchant.code} has no referral feature`);
  await logIn(page, 'demo00', 'Demo@1234');
  const request = page.waitForRequest(asked('/wps/member/affiliate-code'));
  const english = textsIn('EN');
  await page.getByRole('button', { name: english('menu'), exact: true }).click();
  await page.getByRole('dialog', { name: english('menu'), exact: true }).getByRole('button', { name: english('nav.invite_friends'), exact: true }).click();
  expect(new URL((await request).url()).searchParams.get('moduleId')).toBe('COMM3');
  const panel = page.getByRole('dialog', { name: english('referral.title'), exact: true });
  await expect(panel.getByText('DEMO00', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('invite-link')).toHaveText(`https://${merchant.domains[0]}/m/register?affiliateCode=DEMO00`);
  await shot(page, `register-calls/${merchant.code}-invite.png`);
});
