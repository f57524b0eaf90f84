/**
 * The operator's CSP report log (report-uri; the sandbox lists it at /__sandbox/csp-reports) holds real
 * violations only: with the strict CSP on, as a CDN serves it, the hostile corpus's HTML renders in the home
 * popup and on every platform-HTML screen without one report, although its handlers and <base> elements are
 * parsed by the sanitiser; a script that writes raw HTML into the page still reports.
 * Sandbox-wide data: this file runs alone against its own server (see playwright.config.ts).
 */
import { expect, test } from './fixtures.ts';
import { CORPUS, popupBatches } from './security-corpus.ts';
import { type Screen, settle, signInAgent, visitAll } from './security-screens.ts';
import { network } from './waits.ts';

test.describe.configure({ mode: 'serial' });

type Report = Record<string, unknown>;

/** The screens that show platform HTML: an inbox message, a notice, a promotion, help, a document, an agent notice. */
const HTML_SCREENS: readonly Screen[] = [
  { path: '/m/webEmail', open: 'entry' }, { path: '/m/notice', open: 'disclosure' }, { path: '/m/activity', open: 'disclosure' },
  { path: '/m/help' }, { path: '/m/terms' }, { path: '/m/member/notice', open: 'disclosure' },
];

/** A report as a line: the directive, what was blocked and the sample of it. */
const line = (report: Report): string => `${String(report['violated-directive'])} ${String(report['blocked-uri'])} ${String(report['script-sample'] ?? '')}`;

test.describe('CSP reports', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'ttslot-global', 'one merchant is enough: the sanitiser is the same code for every brand');
    network(page);
  });
  test.afterEach(async ({ sandbox }) => {
    await sandbox('reset', {});
  });

  test('platform HTML of the hostile corpus renders with the CSP on and sends no report; a script writing raw HTML into the page still does', async ({ page, context, sandbox, request }) => {
    test.setTimeout(180_000);
    const reports = async (): Promise<Report[]> => ((await sandbox('csp-reports')) as { reports: Report[] }).reports;
    const before = (await reports()).length;
    // the log keeps its last 200 reports: the ones this test counts must all fit
    expect(before).toBeLessThan(100);

    for (const { first, last, html } of popupBatches()) {
      await sandbox('hostile', { strings: [html] });
      // The popup shows once per browser session (SPEC 2.3): each batch is a new session.
      if (first > 0) await page.evaluate(() => window.sessionStorage.clear());
      await page.goto('/m/home');
      await expect(page.getByRole('dialog'), `popup of payloads ${first}-${last}`).toBeVisible({ timeout: 15_000 });
      await settle(page);
    }
    await sandbox('hostile', { strings: [...CORPUS] });
    await signInAgent(context, request);
    await visitAll(context, HTML_SCREENS, async (screen) => {
      await expect(screen.locator('[data-platform-html]').first()).toBeAttached();
    });

    await page.goto('/m/help');
    await settle(page);
    await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=alert(1)>');
      } catch {
        // Trusted Types refuse the raw string: that refusal is the violation reported
      }
    });
    await expect.poll(async () => (await reports()).slice(before).map(line)).toContainEqual(expect.stringContaining('insertAdjacentHTML'));
    expect((await reports()).slice(before).map(line)).toEqual(['require-trusted-types-for trusted-types-sink Element insertAdjacentHTML|<img src=x onerror=alert(1)>']);
  });
});
