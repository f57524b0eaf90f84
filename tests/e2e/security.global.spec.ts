/**
 * Security suite, browser part: the hostile corpus (tests/fixtures) in every place
 * platform data reaches the page today, with the CSP switched off so the code's own defences are what
 * is tested. Nothing may run, nothing may reach another host, and the page stays usable.
 * Sandbox-wide data: this file runs alone against its own server (see playwright.config.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { HOSTILE_ACCOUNT } from '../../scripts/sandbox/hostile.ts';
import { HOSTILE_SAMPLE, HOSTILE_STRINGS, HOSTILE_URLS } from '../fixtures/hostile-strings.ts';
import { expect, test } from './fixtures.ts';
import { type Findings, pageFacts, POPUP_BODY, watch } from './security-probes.ts';
import { fullTier } from './tiers.ts';
import { network, nextPaint } from './waits.ts';

test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });

/**
 * The corpus this tier sends: the whole of it in the full tier; in the fast one the sample of every family
 * of our own shapes (HOSTILE_SAMPLE), through every surface all the same.
 */
const CORPUS = fullTier() ? HOSTILE_STRINGS : HOSTILE_SAMPLE;
/**
 * Strings that mean something to an HTML parser go through the popup, the platform-HTML surface;
 * <plaintext> swallows the rest of the page, so it comes last.
 */
const HTML_PAYLOADS = CORPUS.filter((s) => /[<&]/.test(s)).sort((a, b) => Number(/<plaintext/i.test(a)) - Number(/<plaintext/i.test(b)));
/**
 * Payloads share a popup in batches (a page load each, about 4 s until the popup shows); after each
 * one this closes the attribute, raw-text, foreign and table contexts it may have left open, so the
 * next is parsed from the body as far as HTML allows.
 */
const CLOSE_CONTEXTS = '"\'></script></style></textarea></title></xmp></noscript></noembed></noframes></iframe></template></select></table></form></a></svg></math><!-- -->';
const BATCH = 82;
/** A 218-character customer-service title once widened /m/customer to 2,398 px. */
const LONG_WORD = 'W'.repeat(300);

/** Screens that render platform data to a guest, one per screen kind (search: the slot page's own; the drawer's below). */
const GUEST_SCREENS = [
  '/m/home', '/m/rng', '/m/rng?q=a', '/m/live', '/m/fish', '/m/sports', '/m/esports', '/m/lott', '/m/hot-games',
  '/m/gameList?gameType=RNG&vassalage=PG', '/m/customer',
];
const MEMBER_SCREENS = ['/m/home', '/m/customer', '/m/sports', '/m/gameList?gameType=LIVE&vassalage=EVO'];
/** Screens load three at a time (each mostly waits for its answers and pictures). */
const AT_ONCE = 3;

/** Waits for the screen's answers and pictures, then a frame, so their load and error handlers have run. */
async function settle(page: Page): Promise<void> {
  await network(page).quiet(300, 3_000);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'), undefined, { timeout: 3_000 }).catch(() => undefined);
  await nextPaint(page);
}

async function expectUsable(page: Page, where: string): Promise<void> {
  const facts = await pageFacts(page);
  expect(facts.pictures, `${where}: pictures from another host`).toEqual([]);
  expect(facts.marker, `${where}: the seed's sanitising probe ran`).toBeUndefined();
  expect(facts.overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(facts.escaped, `${where}: platform HTML positioned over the page`).toEqual([]);
}

/** Opens each path in a page of its own, AT_ONCE at a time, and checks it once settled. */
async function visitAll(context: BrowserContext, paths: readonly string[]): Promise<void> {
  const queue = [...paths];
  await Promise.all(Array.from({ length: AT_ONCE }, async () => {
    const page = await context.newPage();
    network(page);
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await page.goto(path);
      await settle(page);
      await expectUsable(page, path);
    }
    await page.close();
  }));
}

function expectClean(found: Findings): void {
  expect(found.executed, 'script ran').toEqual([]);
  expect(found.offsite, 'requests to another host').toEqual([]);
}

test.describe('security suite with the CSP off', () => {
  test.beforeEach(({ context, page }, testInfo) => {
    test.skip(testInfo.project.name !== 'ttslot-global', 'one merchant is enough: the defences are the same code for every brand');
    network(page);
    return context.addInitScript(() => window.localStorage.setItem('language', 'EN'));
  });
  test.afterEach(async ({ sandbox }) => {
    await sandbox('reset', {});
  });

  test(`every HTML payload of the corpus (${HTML_PAYLOADS.length}) in the home popup: nothing runs, nothing reaches another host, the popup stays closable`, async ({ page, context, sandbox, baseURL }) => {
    test.setTimeout(180_000); // five popups of 82 payloads each; 60 s ran out under the full suite's load
    const found = await watch(context, new URL(baseURL ?? '').origin);
    for (let i = 0; i < HTML_PAYLOADS.length; i += BATCH) {
      const batch = HTML_PAYLOADS.slice(i, i + BATCH);
      const where = `popup of payloads ${i}-${i + batch.length - 1}`;
      await sandbox('hostile', { strings: [batch.join(CLOSE_CONTEXTS)] });
      // The popup shows once per browser session (SPEC 2.3): each batch is a new session.
      if (i > 0) await page.evaluate(() => window.sessionStorage.clear());
      await page.goto('/m/home');
      const close = page.getByRole('button', { name: 'Close', exact: true });
      await expect(close, where).toBeVisible({ timeout: 15_000 });
      await settle(page);
      await expectUsable(page, where);
      const links = await page.locator(POPUP_BODY).locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(links.filter((href) => !/^(https?:\/\/|\/(?!\/))/.test(href)), `${where}: links that are not http(s) or a path of this site`).toEqual([]);
      await close.click();
      await expect(close, `${where}: the popup closes`).toBeHidden();
    }
    expectClean(found);
  });

  test(`the corpus (${CORPUS.length + HOSTILE_URLS.length} strings) in every text and URL field, on every screen, as a guest and as a member whose name is hostile`, async ({ page, context, sandbox, request, baseURL }) => {
    test.setTimeout(180_000); // every screen twice with 658 strings: 60 s ran out under the full suite's load (fresh-clone CI, 2026-11-26)
    const found = await watch(context, new URL(baseURL ?? '').origin);
    await sandbox('hostile', { strings: [...CORPUS, ...HOSTILE_URLS] });
    await visitAll(context, GUEST_SCREENS);

    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await settle(page);
    await expectUsable(page, 'drawer');
    await page.getByRole('searchbox', { name: 'Search slot games' }).fill('<img src=x onerror=alert(1)>');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await settle(page);
    await expectUsable(page, 'drawer search');

    // the hostile account signs in by SMS (its name is a payload now)
    const mobile = '9170000002';
    await request.post('/wps/sms/send', { data: { mobileNum: mobile, countryDialingCode: '63' } });
    const { code } = (await sandbox(`sms/last?mobile=${mobile}`)) as { code: string };
    const login = (await (await request.post('/wps/session/login', { data: { username: mobile, verificationCode: code, type: 'sms' } })).json()) as { value: { userName: string } };
    expect(login.value.userName).not.toBe(HOSTILE_ACCOUNT);
    await context.addInitScript((session) => {
      window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
      window.localStorage.setItem('autoLogin', '1');
    }, login.value);
    await visitAll(context, MEMBER_SCREENS);
    await page.goto('/m/set');
    await settle(page);
    await expectUsable(page, '/m/set');
    // the settings screen shows the account name, as text (once the member's details have come)
    await expect.poll(() => page.evaluate((name) => document.body.textContent?.includes(name), login.value.userName)).toBe(true);
    expectClean(found);
  });

  test(`URL probes (${HOSTILE_URLS.length}) in every URL field: banner pictures and targets, service links, downloads`, async ({ page, context, sandbox, baseURL }) => {
    const found = await watch(context, new URL(baseURL ?? '').origin);
    await sandbox('hostile', { strings: HOSTILE_URLS });
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    // every banner slides into view, so its picture loads
    for (const dot of await page.getByRole('button', { name: /^Banner \d+ of \d+$/ }).all()) await dot.click();
    await settle(page);
    await expectUsable(page, '/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Download app' }).click();
    await settle(page);
    await expectUsable(page, 'download popup');
    await page.goto('/m/customer');
    await settle(page);
    await expectUsable(page, '/m/customer');
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !/^(https?:\/\/|tg:\/\/|\/(?!\/))/.test(href)), 'links that are not http(s), tg or a path of this site').toEqual([]);
    expectClean(found);
  });

  test('one long unbroken word in every field: no screen grows wider than the phone', async ({ context, sandbox, baseURL }) => {
    const found = await watch(context, new URL(baseURL ?? '').origin);
    // round-robin would leave most fields to shorter strings: here every name and title is the long word
    await sandbox('hostile', { strings: [LONG_WORD] });
    await visitAll(context, GUEST_SCREENS.filter((path) => !path.includes('?')));
    expectClean(found);
  });
});

