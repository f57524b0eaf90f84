/**
 * The one axe-core check of the e2e suite: WCAG 2.0/2.1 A and AA plus axe's best
 * practices. A critical or serious violation fails the test; minor and moderate ones are reported as
 * an annotation and an attachment so they stay visible without failing.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { ImpactValue, Result } from 'axe-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

const FAILING: readonly ImpactValue[] = ['critical', 'serious'];

/**
 * The scan every check uses. Only violations are read, so axe is asked for violations alone: it then stops
 * collecting every passing and incomplete node, most of a scan's time on a screen of game tiles. Legacy mode
 * runs axe.run() in the page itself; the default splits the run per frame and finishes it in a new blank page
 * (a second copy of axe to load, the partial results sent over), which only cross-origin frames need and no
 * screen of the app has: half of the a11y walk's time went to it.
 */
export const axeBuilder = (page: Page): AxeBuilder => new AxeBuilder({ page }).withTags([...AXE_TAGS]).options({ resultTypes: ['violations'] }).setLegacyMode(true);

/** One violation as a reader wants it: rule, impact, where, and axe's help text. */
export function describeViolations(url: string, violations: readonly Result[]): string {
  const lines = violations.flatMap((v) => [
    `${v.id} (${v.impact ?? 'unknown'}): ${v.help} on ${url}`,
    ...v.nodes.map((node) => `  ${node.target.map(String).join(' >> ')}  ${node.html.slice(0, 160)}${node.failureSummary === undefined ? '' : `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`}`),
  ]);
  return lines.join('\n');
}

/**
 * What makes one screen state differ from another for axe: the route and its query keys, language,
 * direction, theme tokens, session, the names of the h1 and any open dialog, and whether an alert, a
 * status message or an invalid field shows. The same screen over other games or vendors is one state.
 */
export async function screenState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const named = (selector: string) => [...document.querySelectorAll(selector)].map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60));
    const shows = (selector: string) => document.querySelector(selector) !== null;
    return JSON.stringify([
      location.pathname, [...new URLSearchParams(location.search).keys()].sort(), root.lang, root.dir, root.getAttribute('style'),
      localStorage.getItem('MC_SESSION_INFO') !== null, named('h1, [role="dialog"], [role="alertdialog"]'),
      shows('[role="alert"]'), shows('[role="status"]:not(:empty)'), shows('[aria-invalid="true"]'),
    ]);
  });
}

/**
 * Scans the page as it stands (open dialogs included). Throws on a critical or serious violation,
 * with rule id, impact, target selectors and the page URL; records the rest on the test.
 */
export async function checkA11y(page: Page, testInfo: TestInfo): Promise<void> {
  const url = page.url();
  const { violations } = await axeBuilder(page).analyze();
  testInfo.annotations.push({ type: 'axe-scan', description: url });
  const failing = violations.filter((v) => v.impact != null && FAILING.includes(v.impact));
  const reported = violations.filter((v) => !failing.includes(v));
  if (reported.length > 0) {
    const text = describeViolations(url, reported);
    testInfo.annotations.push({ type: 'axe-minor', description: text });
    await testInfo.attach('axe minor and moderate', { body: text, contentType: 'text/plain' });
  }
  if (failing.length > 0) throw new Error(`axe: critical or serious violations\n${describeViolations(url, failing)}`);
}
