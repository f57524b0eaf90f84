/**
 * QA's matrix: one test per combination of the plan scripts/matrix.ts wrote. Each puts
 * its merchant's sandbox and a fresh browser into the combination, visits every route the combination can
 * reach, checks each screen (scripts/matrix/checks.ts, the oracle in scripts/matrix/oracle.ts), keeps a
 * screenshot per route and attaches the cell's result for the matrix reporter.
 */
import { test, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { compareWithBaseline, keepBaseline } from '../../scripts/matrix/baseline.ts';
import { CELL_ATTACHMENT, type CellResult, cellKey, type PlanFile, reproductionPath, type RouteResult, routeSlug } from '../../scripts/matrix/cell.ts';
import { CHECKS, checkFrame, checkItems, checkLanding, checkPage, checkStatusPage, describeFindings, type Finding } from '../../scripts/matrix/checks.ts';
import { expectedLayout, sessionKindsOf } from '../../scripts/matrix/oracle.ts';
import { matrixParts, partOf, partTitle } from '../../scripts/matrix/parts.ts';
import { expectedLanding, reachableRoutes, routeFacts } from '../../scripts/matrix/routes.ts';
import { resolveMerchant } from '../../scripts/lib/merchants.ts';
import { PSEUDO_KEY } from '../../scripts/qa-panel/pseudo.ts';
import { bundlePseudo } from '../../scripts/qa-panel/serve.ts';
import type { Merchant } from '../../src/generated/merchant.ts';
import { axeBuilder, describeViolations, screenState } from '../e2e/axe.ts';
import { applySandbox, openSession, platformLinks } from './cell-setup.ts';
import { drawerItems, navigateInApp, probe, settle, trackNetwork } from './probe.ts';

const planFile = process.env['MATRIX_PLAN'];
if (planFile === undefined) throw new Error('MATRIX_PLAN is not set: run the matrix with `npm run matrix`');
const { plans } = JSON.parse(readFileSync(planFile, 'utf8')) as PlanFile;
const updateBaseline = process.env['MATRIX_UPDATE_BASELINE'] === '1';
/**
 * The subset in `npm test` (MATRIX_SWEEPS=0) checks what each combination shows and leaves out the axe scan
 * and the screenshot of every screen: the journeys' axe walk scans every route, and no baseline is kept on
 * CI to compare a picture with. `npm run matrix` keeps both.
 */
const sweeps = process.env['MATRIX_SWEEPS'] !== '0';
const PARTS = matrixParts();

/** Screen states axe has scanned in this worker: the same screen in the same state finds nothing new. */
const scanned = new Set<string>();
let pseudoBundle: Promise<string> | undefined;
/** The pseudo-locale's script (it starts the variant the page's storage names), bundled once per worker when a cell first needs it. */
const pseudoScript = (): Promise<string> => (pseudoBundle ??= bundlePseudo());

async function axeFindings(page: Page): Promise<{ findings: Finding[]; skipped: boolean }> {
  if (!sweeps) return { findings: [], skipped: true };
  const state = await screenState(page);
  if (scanned.has(state)) return { findings: [], skipped: true };
  scanned.add(state);
  const { violations } = await axeBuilder(page).analyze();
  const failing = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  return { findings: failing.length === 0 ? [] : [{ check: 'axe', rule: CHECKS.axe.rule, message: describeViolations(page.url(), failing) }], skipped: false };
}

async function screenshot(page: Page, testInfo: TestInfo, key: string, route: string): Promise<Pick<RouteResult, 'screenshot' | 'changedShare' | 'changed'>> {
  if (!sweeps) return { screenshot: undefined, changedShare: undefined, changed: false };
  const name = `${routeSlug(route)}.png`;
  const path = testInfo.outputPath(name);
  // Jackpots start at a random value and count up (SPEC 4): masked, so a baseline compares what is stable.
  const png = await page.screenshot({ path, animations: 'disabled', caret: 'hide', mask: [page.getByTestId('jackpot')] });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const baselineKey = `${key}/${routeSlug(route)}`;
  if (updateBaseline) keepBaseline(baselineKey, path);
  const diff = updateBaseline ? undefined : compareWithBaseline(baselineKey, png);
  return { screenshot: name, changedShare: diff?.share, changed: diff?.changed ?? false };
}

for (const plan of plans) {
  const resolved = resolveMerchant(plan.merchant);
  if (!resolved.ok) throw new Error(`merchant ${plan.merchant} does not resolve`);
  const merchant = resolved.config as unknown as Merchant;
  // The project of each part of this merchant picks its tests by the describe title (matrix.config.ts, scripts/matrix/parts.ts).
  for (let part = 0; part < PARTS; part++) test.describe(partTitle(plan.merchant, part, PARTS), () => {
    plan.combinations.forEach((combination, index) => {
      if (partOf(index, PARTS) !== part) return;
      const { values } = combination;
      const changed = plan.dimensions.filter((d) => values[d.name] !== d.fallback).map((d) => d.name);
      const label = ['session', 'status', 'language', 'theme', 'viewport'].map((name) => `${name}=${String(values[name])}`).join(' ');
      test(`#${index + 1} ${label} (${cellKey(plan.merchant, values)})`, async ({ browser, request, baseURL }, testInfo) => {
        const started = Date.now();
        const key = cellKey(plan.merchant, values);
        const results: RouteResult[] = [];
        const cell: CellResult = {
          merchant: plan.merchant, index: index + 1, key, segment: combination.segment, values, changed,
          reproduction: reproductionPath(values), account: undefined, routes: results, findings: [], ms: 0,
        };
        try {
          await runCell();
        } catch (error) {
          cell.findings.push({ check: 'run', rule: CHECKS.run.rule, message: (error as Error).message.split('\n')[0] ?? '' });
          throw error;
        } finally {
          cell.ms = Date.now() - started;
          await testInfo.attach(CELL_ATTACHMENT, { body: JSON.stringify(cell), contentType: 'application/json' });
        }
        const failing = results.filter((r) => r.findings.length > 0);
        if (failing.length > 0) {
          throw new Error(`${failing.length} of ${results.length} screens fail\n${failing.map((r) => `${r.route}:\n${describeFindings(r.findings).replace(/^/gm, '  ')}`).join('\n')}`);
        }

        async function runCell(): Promise<void> {
          const [width, height] = String(values['viewport']).split('x').map(Number) as [number, number];
          await applySandbox(request, merchant, values);
          const session = await openSession(request, String(values['session']));
          cell.account = session.account;
          const facts = { merchant, values, memberType: session.memberType, platformLinks: await platformLinks(request) };
          const kinds = sessionKindsOf(session.memberType);
          const expected = expectedLayout(facts);
          const status = Number(values['status']);
          const routes = status === 0 ? reachableRoutes(expected, kinds) : ['/m/home'];

          // Reduced motion holds the ticker, the banner autoplay and page transitions still: screenshots compare, screens settle sooner.
          const context = await browser.newContext({ baseURL: baseURL!, viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, reducedMotion: 'reduce' });
          await context.addInitScript(({ language, theme, record }) => {
            localStorage.setItem('language', language);
            localStorage.setItem('theme', theme);
            localStorage.removeItem('systemStatus');
            if (record !== undefined) {
              localStorage.setItem('MC_SESSION_INFO', JSON.stringify(record));
              localStorage.setItem('autoLogin', '1');
            }
          }, { language: String(values['language']), theme: String(values['theme']), record: session.record });
          const pseudo = String(values['pseudo'] ?? 'off');
          if (pseudo !== 'off') await context.addInitScript(({ key, variant }) => localStorage.setItem(key, variant), { key: PSEUDO_KEY, variant: pseudo });
          const page = await context.newPage();
          const network = trackNetwork(page);
          let errors: Finding[] = [];
          page.on('pageerror', (error) => errors.push({ check: 'pageError', rule: CHECKS.pageError.rule, message: error.message }));
          // Chromium logs every 4xx/5xx answer as a console error; answers are judged by the 5xx check instead.
          page.on('console', (message) => {
            if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push({ check: 'consoleError', rule: CHECKS.consoleError.rule, message: message.text().slice(0, 300) });
          });
          // In maintenance the platform answers 503 by contract (SPEC 8 "System upgrading"); home's prefetch meets it before the status arrives.
          const expected5xx = (code: number): boolean => status === 1 && code === 503;
          page.on('response', (response) => {
            if (response.status() >= 500 && !expected5xx(response.status())) errors.push({ check: 'serverError', rule: CHECKS.serverError.rule, message: `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}` });
          });

          for (const [i, route] of routes.entries()) {
            errors = [];
            const reached = Date.now();
            // The first screen loads the app; the others are reached inside it, as a tap on a link would.
            if (i === 0 || routeFacts(route)?.fullLoad === true) {
              await page.goto(route);
              // Evaluated in the loaded page: an init script would run in every frame (the sandboxed frame that
              // parses the platform's HTML refuses it with a console error), a script tag the page's Trusted Types.
              if (pseudo !== 'off') await page.evaluate(await pseudoScript());
            } else await navigateInApp(page, route);
            await settle(page, network);
            const seen = await probe(page);
            const findings: Finding[] = [...checkStatusPage(status, seen), ...checkPage(seen, String(values['language']), width, String(values['pseudo'] ?? 'off'))];
            // The screen as it comes, before the drawer is opened on it.
            const axe = await axeFindings(page);
            findings.push(...axe.findings);
            const shot = await screenshot(page, testInfo, key, route);
            if (status === 0 && seen.frame) {
              if (route !== '/m/home') findings.push(...checkLanding(route, expectedLanding(route, kinds), seen, routeFacts(route) !== undefined));
              const landedFacts = routeFacts(seen.path);
              if (landedFacts !== undefined) findings.push(...checkFrame(landedFacts, seen));
              if (route === '/m/home') {
                const drawer = await drawerItems(page);
                if (typeof drawer === 'string') findings.push({ check: 'drawer', rule: CHECKS.drawer.rule, message: drawer });
                else if (drawer !== undefined) seen.items.drawer = drawer;
              }
              findings.push(...checkItems(expected, seen));
            }
            findings.push(...errors);
            results.push({ route, landed: seen.path, findings, ...shot, axeSkipped: axe.skipped, items: Object.fromEntries(Object.entries(seen.items).map(([slot, ids]) => [slot, ids.length])), ms: Date.now() - reached });
          }
          await context.close();
        }
      });
    });
  });
}
