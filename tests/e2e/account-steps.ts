/** Steps of the account journeys that several specs take (production build and dev server alike). */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, seedSession, test } from './fixtures.ts';
import { textsIn } from './texts.ts';
import { ROOT } from '../../scripts/lib/paths.ts';

export type Sandbox = (path: string, body?: unknown) => Promise<unknown>;

export const PASSWORD = 'Secret123';
const rand = (digits: number): string => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
export const newUsername = (): string => `p${rand(9)}`;
export const newMobile = (): string => `9${rand(9)}`;

/** Values for the fields beyond username and password that a brand's registration settings require (lotus: mobile and name). */
function requiredExtras(projectName: string): Record<string, string> {
  const file = join(ROOT, 'merchants', projectName.replace(/-(global|dev)$/, ''), 'registration.json');
  const { fields } = JSON.parse(readFileSync(file, 'utf8')) as { fields: Record<string, { enabled?: boolean; required?: boolean }> };
  const values: Record<string, () => string> = { mobileNum: newMobile, payeeName: () => 'Lan Nguyen', email: () => `${newUsername()}@example.com` };
  return Object.fromEntries(Object.entries(fields)
    .filter(([name, field]) => field.enabled === true && field.required === true && values[name] !== undefined)
    .map(([name]) => [name, values[name]!()]));
}

/** Registers on /m/register by username (answering the captcha when the form shows one) and lands on login. */
export async function registerByUsername(page: Page, sandbox: Sandbox, username: string): Promise<void> {
  await page.goto('/m/register');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  const english = textsIn('EN');
  for (const [field, value] of Object.entries(requiredExtras(test.info().project.name))) {
    await page.getByLabel(new RegExp(`^${english(`auth:register.${field}`)}`)).fill(value);
  }
  if (await page.getByLabel(/^Captcha\*?$/).count() > 0) await answerEnglishCaptcha(page, sandbox);
  await page.getByRole('button', { name: 'register' }).click();
  await expect(page.getByText('Registered successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
}

/**
 * Answers a captcha: taps its picture for a new one and types the code of that one, matched by id, as another
 * worker (or the dev server's StrictMode) may ask for a captcha in between.
 */
async function answerCaptcha(sandbox: Sandbox, page: Page, input: Locator, picture: Locator): Promise<void> {
  await expect(picture.locator('img')).toBeVisible();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === ENDPOINTS.captcha.path), picture.click()]);
    const issued = ((await response.json()) as { value: { captchaId: string } }).value.captchaId;
    const last = (await sandbox('captcha/last')) as { code: string; captchaId: string };
    if (last.captchaId !== issued) continue;
    await input.fill(last.code);
    return;
  }
  throw new Error('no captcha of this form could be read from the sandbox in 5 attempts');
}

/** Answers the captcha of an English form (the field labelled Captcha beside its picture). */
export async function answerEnglishCaptcha(page: Page, sandbox: Sandbox): Promise<void> {
  await answerCaptcha(sandbox, page, page.getByLabel(/^Captcha\*?$/), page.getByRole('button', { name: 'Captcha image, tap for a new one' }));
}

/** Answers the captcha of the form whose input is #root_captcha, in any language. */
export async function answerFormCaptcha(page: Page, sandbox: Sandbox): Promise<void> {
  const input = page.locator('#root_captcha');
  await answerCaptcha(sandbox, page, input, input.locator('xpath=following-sibling::button[1]'));
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Runs the page in English (the journeys read English texts), whatever the merchant's default. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
}

/**
 * A new account, registered and signed in through the platform API, for a journey that changes its account
 * (binds, sets, moves money): no seeded account that other journeys read in parallel changes, and a retry
 * starts from a clean account. The page opens signed in as it (once per tab); its password is PASSWORD.
 */
export async function signInFreshMember(page: Page, request: APIRequestContext, sandbox: Sandbox): Promise<{ username: string; token: string }> {
  const username = newUsername();
  const extra = requiredExtras(test.info().project.name);
  const registered = await (async () => {
    // The captcha is answered from the control API's last one; another worker may ask for one in between, so match its id.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const issued = (await (await request.get(ENDPOINTS.captcha.path)).json()) as { value: { captchaId: string } };
      const last = (await sandbox('captcha/last')) as { code: string; captchaId: string };
      if (last.captchaId !== issued.value.captchaId) continue;
      const body = { username, password: PASSWORD, confirmPassword: PASSWORD, captcha: last.code, captchaId: last.captchaId, ...extra };
      return (await (await request.put(ENDPOINTS.registerByUsername.path, { data: body })).json()) as { success: boolean };
    }
    return { success: false };
  })();
  expect(registered.success, `register ${username}: ${JSON.stringify(registered)}`).toBe(true);
  const session = (await (await request.post(ENDPOINTS.login.path, { data: { username, password: PASSWORD, type: 'username' } })).json()) as { value: { token: string } };
  await seedSession(page, session.value);
  return { username, token: session.value.token };
}
