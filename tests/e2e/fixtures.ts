import { test as base, expect, type Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { checkA11y, screenState } from './axe.ts';
import { amountPattern, pageLocale } from './money.ts';
import { brandOf, brandTexts } from './texts.ts';
import { fullTier } from './tiers.ts';
import { SANDBOX_CONTROL_HEADER } from '../../src/api/endpoints.ts';
import type { Merchant } from '../../src/generated/merchant.ts';
import { markPopupShown } from '../popup-shown.ts';

export const DEMO = {
  demo00: { username: 'demo00', password: 'Demo@1234', type: 0 },
  demo01: { username: 'demo01', password: 'Demo@1234', type: 1 },
  demo02: { username: 'demo02', password: 'Demo@1234', type: 2 },
  agent01: { username: 'agent01', password: 'Agent@1234', type: 1 },
} as const;

interface Fixtures {
  /** The merged config of the merchant this project runs. */
  merchant: Merchant;
  /** The interface texts in the merchant's default language, from the app's locale files (tests/e2e/texts.ts). */
  text: TFunction;
  /** Calls the sandbox control API of this project's server (GET without a body, POST with one), with its header. */
  sandbox: (path: string, body?: unknown) => Promise<unknown>;
  /** Signs in through the platform API and hands the session to the app before it loads (a signed-in member). */
  signIn: (page: Page, account: keyof typeof DEMO) => Promise<void>;
  /**
   * Whether the journey's last screen is scanned by axe when the test passes: on in the full
   * tier; the fast tier's axe sample is the walk of a11y.spec.ts over every screen.
   */
  axeAfterJourney: boolean;
  /** The automatic scan itself: every page of the app the journey left open, dialogs included. */
  axeScan: void;
  /** Route handlers still answering when a journey ends (its last check passed first) are dropped quietly. */
  quietRoutes: void;
}

/**
 * Screen states this worker has scanned at the end of a journey: many journeys end on the same screen in
 * the same state, and a second axe run over it finds nothing new (it cost a third of the e2e time).
 */
const scannedStates = new Set<string>();

export const test = base.extend<Fixtures>({
  axeAfterJourney: [fullTier(), { option: true }],
  axeScan: [async ({ context, axeAfterJourney, baseURL }, use, testInfo) => {
    await use();
    if (!axeAfterJourney || testInfo.status !== testInfo.expectedStatus || testInfo.status !== 'passed') return;
    const origin = baseURL === undefined ? undefined : new URL(baseURL).origin;
    // The sandbox's stand-in game page (/__sandbox/game) plays a vendor's game, not a screen of ours.
    const ours = context.pages().filter((page) => !page.isClosed() && page.url().startsWith(`${origin}/`) && !page.url().startsWith(`${origin}/__sandbox/`));
    // The scan has time of its own: a journey that used most of its timeout still gets its screen checked.
    if (ours.length > 0) testInfo.setTimeout(testInfo.timeout + 30_000);
    for (const page of ours) {
      const state = `${testInfo.project.name} ${await screenState(page)}`;
      if (scannedStates.has(state)) {
        testInfo.annotations.push({ type: 'axe-scan', description: `${page.url()} (state scanned before in this worker)` });
        continue;
      }
      await checkA11y(page, testInfo);
      scannedStates.add(state);
    }
  }, { auto: true }],
  quietRoutes: [async ({ context }, use) => {
    await use();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  }, { auto: true }],
  merchant: async ({}, use, testInfo) => {
    await use(brandOf(testInfo.project.name));
  },
  text: async ({}, use, testInfo) => {
    await use(brandTexts(testInfo.project.name));
  },
  sandbox: async ({ request }, use) => {
    await use(async (path, body) => {
      const headers = { [SANDBOX_CONTROL_HEADER.name]: SANDBOX_CONTROL_HEADER.value };
      const response = body === undefined ? await request.get(`/__sandbox/${path}`, { headers }) : await request.post(`/__sandbox/${path}`, { data: body, headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response.json() as Promise<unknown>;
    });
  },
  signIn: async ({ request }, use) => {
    await use(async (page, account) => {
      const { username, password } = DEMO[account];
      const response = await request.post('/wps/session/login', { data: { username, password, type: 'username' } });
      const body = (await response.json()) as { success: boolean; value: Record<string, unknown> };
      expect(body.success, JSON.stringify(body)).toBe(true);
      await seedSession(page, body.value);
    });
  },
});

/** Opens the page's tab signed in with a platform login answer's session. */
export async function seedSession(page: Page, session: unknown): Promise<void> {
  await page.addInitScript((value) => {
    // Seed once per tab, so a sign-out in the test is not undone by the next page load.
    if (window.sessionStorage.getItem('e2e-seeded') === null) {
      window.sessionStorage.setItem('e2e-seeded', '1');
      window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
      window.localStorage.setItem('autoLogin', '1');
    }
  }, session);
}

/** The home popup counts as shown in this tab (tests/popup-shown.ts). */
export async function withoutPopup(page: Page): Promise<void> {
  const { platform, defaultLanguage } = brandOf(test.info().project.name);
  await markPopupShown(page, {
    announcementPlatform: platform.announcementPlatform, merchantCode: platform.merchantCode, language: defaultLanguage,
    get: async (path) => {
      const response = await page.request.get(path);
      expect(response.ok(), `announcements: ${await response.text()}`).toBe(true);
      return response.json();
    },
  });
}

export { expect };


/**
 * The signed-in member's total balance as the platform states it (its wallet ledger), as a pattern of the
 * header's text: the 2-decimal total grouped as the page's language groups, after the currency symbol.
 */
export async function platformTotalPattern(page: Page): Promise<RegExp> {
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token ?? '');
  const response = await page.request.get('/wps/wallet/balances', { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { value: { total: string } };
  return amountPattern(await pageLocale(page), body.value.total);
}
