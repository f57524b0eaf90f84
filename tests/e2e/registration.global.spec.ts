import { expect, test } from './fixtures.ts';

// Sandbox-wide state (the registration settings it serves): this file runs alone against its own server.
test.describe.configure({ mode: 'serial' });

/**
 * A settings version no build has seen: fields in another order, a new pattern,
 * nickname made required, confirm password and captcha removed, e-mail added.
 */
const UNSEEN = {
  version: 'platform-7',
  fields: {
    nickname: { enabled: true, required: true, minLength: 2, maxLength: 12, message: 'Nickname is not valid' },
    password: { enabled: true, required: true, pattern: '^\\d{6}$', message: 'Password format is incorrect' },
    email: { enabled: true, required: false, pattern: '^\\S+@\\S+\\.\\w+$', message: 'E-mail format is incorrect' },
    username: { enabled: true, required: true, pattern: '^[a-z]{4,10}$', message: 'Account format is incorrect', minLength: 4, maxLength: 10 },
    confirmPassword: { enabled: false, required: false },
  },
  captcha: { enabled: false },
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});
test.afterEach(async ({ sandbox }) => {
  await sandbox('registration', { settings: null });
});

test('R2.5-4 R5-10 R5-12 a settings version the build never saw shows its fields, applies its rules and registers under the strict CSP', async ({ page, sandbox }) => {
  await sandbox('registration', { settings: UNSEEN });
  const response = await page.goto('/m/register');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');

  const form = page.locator('form');
  await expect(form.getByLabel(/^Nickname/)).toBeVisible();
  await expect(form.getByRole('textbox')).toHaveCount(4);
  await expect(form.getByLabel(/^Confirm password/)).toHaveCount(0);
  await expect(form.getByLabel(/^Captcha/)).toHaveCount(0);

  await form.getByLabel(/^Username/).fill('Player01');
  await form.getByLabel(/^Password/).fill('Secret123');
  await form.getByLabel(/^E-mail/).fill('not-an-email');
  await page.getByRole('button', { name: 'register' }).click();
  await expect(page.getByText('Account format is incorrect')).toBeVisible();
  await expect(page.getByText('Password format is incorrect')).toBeVisible();
  await expect(page.getByText('E-mail format is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register$/);
  // what the player typed is kept
  await expect(form.getByLabel(/^Username/)).toHaveValue('Player01');

  const username = `p${String(Date.now()).slice(-8).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`.slice(0, 10);
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^Password/).fill('123456');
  await form.getByLabel(/^E-mail/).fill('');
  await form.getByLabel(/^Nickname/).fill('Pat');
  await page.getByRole('button', { name: 'register' }).click();
  await expect(page.getByText('Registered successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
