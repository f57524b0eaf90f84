/**
 * What must hold on every screen of a combination (issue 17 point 3), each check with the rule it cites.
 * The comparisons are pure: the browser side (tests/matrix/probe.ts) gathers `PageFacts`, these turn facts
 * and the oracle's expectations into findings. Rules are SPEC rule IDs; where SPEC has none (errors,
 * overflow, accessibility) the check cites the DESIGN section or issue that asks for it.
 */
import { LANGUAGE_CORE } from '../../src/i18n/language-core.ts';
import type { ItemExpectation, Slot } from './oracle.ts';
import { isHomePath, type RouteFacts } from './routes.ts';

export const CHECKS = {
  pageError: { rule: 'R2.1-1', what: 'no uncaught page error' },
  consoleError: { rule: 'R2.1-1', what: 'no console error' },
  serverError: { rule: 'SPEC 7', what: 'no request answered 5xx' },
  overflow: { rule: 'DESIGN 4', what: 'no horizontal overflow (works at 320-480 px)' },
  clipped: { rule: 'DESIGN 4', what: 'no text of the interface cut at its box (a longer language, the pseudo-locales)' },
  glyphs: { rule: 'SPEC 1', what: 'a font of the machine draws every character on the screen, so none shows as a box' },
  topBar: { rule: 'R2.1-22', what: 'top bar as the route table says' },
  bottomBar: { rule: 'R2.1-23', what: 'bottom bar as the route table says' },
  headerVariant: { rule: 'R2.1-27', what: 'header variant as the route table says' },
  backArrow: { rule: 'R2.1-26', what: 'back arrow as the route table says' },
  headerControl: { rule: 'R2.1-30', what: 'right header control as the route table says' },
  visibility: { rule: 'R3-37', what: 'each config item shown exactly when its rule or `when` says' },
  landing: { rule: 'R2.1-21', what: 'a config link leads to its screen' },
  drawer: { rule: 'R2.3-6', what: 'the home header\'s menu button opens the drawer' },
  dirLang: { rule: 'R4-9', what: 'page lang and dir match the language' },
  statusPage: { rule: 'R1-9', what: 'status 1 and 2 show their page instead of the app' },
  axe: { rule: 'issue 15 point 3', what: 'axe finds no critical or serious violation' },
  run: { rule: 'issue 17 point 3', what: 'the combination could be set and its screens visited' },
} as const;

export type CheckId = keyof typeof CHECKS;

export interface Finding {
  check: CheckId;
  rule: string;
  message: string;
}

/** What the browser reports of the screen it shows (tests/matrix/probe.ts). */
export interface PageFacts {
  path: string;
  lang: string;
  dir: string;
  /** The app frame is on screen (not a system status page). */
  frame: boolean;
  header: 'home' | 'page' | 'none';
  back: boolean;
  control: 'service' | 'category' | 'none';
  bottomBar: boolean;
  /** How far the page is wider than the viewport, in px. */
  overflowPx: number;
  /** Texts of the interface cut at their box (ellipsis or hidden overflow); the platform's data (in bdi) may be. */
  clipped: string[];
  h1: string[];
  /** `data-item` of the shown items, per slot the screen has. */
  items: Partial<Record<Slot, string[]>>;
}

const finding = (check: CheckId, message: string, rule: string = CHECKS[check].rule): Finding => ({ check, rule, message });

/** R2.1-22, -23, -24..27, -30, -31: the frame against the route table's facts of the path it landed on. */
export function checkFrame(route: RouteFacts, page: PageFacts): Finding[] {
  const out: Finding[] = [];
  const topSeen = page.header === 'home' || page.control !== 'none';
  if (topSeen !== route.topBar) out.push(finding('topBar', `top bar ${topSeen ? 'shown' : 'hidden'} on ${route.path}; the route table ${route.topBar ? 'shows' : 'hides'} it`));
  if (page.bottomBar !== route.bottomBar) out.push(finding('bottomBar', `bottom bar ${page.bottomBar ? 'shown' : 'hidden'} on ${route.path}; the route table ${route.bottomBar ? 'shows' : 'hides'} it`));
  const homeHeader = route.topBar && route.header === 'home';
  if ((page.header === 'home') !== homeHeader) out.push(finding('headerVariant', `${page.header} header on ${route.path}; the route table gives the ${homeHeader ? 'home' : 'page'} header`));
  if (!homeHeader && page.header === 'page') {
    const wantBack = route.back !== 'none';
    if (page.back !== wantBack) {
      const rule = wantBack ? (route.back === 'history' ? 'R2.1-25' : 'R2.1-24') : 'R2.1-26';
      out.push(finding('backArrow', `back arrow ${page.back ? 'shown' : 'missing'} on ${route.path}; the route table says ${wantBack ? `back to ${route.back}` : 'none'}`, rule));
    }
    const wantControl = route.topBar ? route.control : 'none';
    if (page.control !== wantControl) out.push(finding('headerControl', `header control ${page.control} on ${route.path}; the route table gives ${wantControl}`, wantControl === 'category' ? 'R2.1-30' : 'R2.1-31'));
  }
  return out;
}

/** Each item of the slots the page shows: visible exactly when the oracle says, citing the item's rule. */
export function checkItems(expected: readonly ItemExpectation[], page: PageFacts): Finding[] {
  const out: Finding[] = [];
  for (const [slot, seen] of Object.entries(page.items) as [Slot, string[]][]) {
    for (const item of expected.filter((e) => e.slot === slot)) {
      const shown = seen.includes(item.id);
      if (shown !== item.visible) out.push(finding('visibility', `${slot} item "${item.id}" is ${shown ? 'shown' : 'hidden'}; it must be ${item.visible ? 'shown' : 'hidden'} here`, item.rule));
    }
  }
  return out;
}

/** R2.1-21, R6-1, R6-9: a config link lands where it should, on a screen the route table knows. */
export function checkLanding(target: string, expected: { path: string; rule: string }, page: PageFacts, known: boolean): Finding[] {
  if (!known) return [finding('landing', `config link ${target} names no route of the route table`)];
  if (page.path === expected.path || (isHomePath(page.path) && isHomePath(expected.path))) return [];
  return [finding('landing', `config link ${target} landed on ${page.path}; expected ${expected.path}`, isHomePath(page.path) ? 'R2.1-21' : expected.rule)];
}

/** The lang and dir a platform language code gives the page (the locale table; direction from Intl, not the product). */
export function expectedLangDir(code: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const locale = LANGUAGE_CORE.find((l) => l.code === code)?.locale ?? code.toLowerCase();
  const info = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?: () => { direction: 'ltr' | 'rtl' }; textInfo?: { direction: 'ltr' | 'rtl' } };
  return { lang: locale, dir: info.getTextInfo?.().direction ?? info.textInfo?.direction ?? 'ltr' };
}

/** The pseudo-locale XB draws the page right to left whatever the language (scripts/qa-panel/pseudo.ts). */
export function checkPage(page: PageFacts, language: string, viewportWidth: number, pseudo = 'off'): Finding[] {
  const out: Finding[] = [];
  const want = { ...expectedLangDir(language), ...(pseudo === 'XB' ? { dir: 'rtl' as const } : {}) };
  if (page.lang.toLowerCase() !== want.lang.toLowerCase() || page.dir !== want.dir) out.push(finding('dirLang', `page lang="${page.lang}" dir="${page.dir}"; ${language} needs lang="${want.lang}" dir="${want.dir}"`));
  if (page.overflowPx > 1) out.push(finding('overflow', `page is ${page.overflowPx} px wider than the ${viewportWidth} px viewport`));
  for (const text of page.clipped) out.push(finding('clipped', `"${text}" is cut at its box at ${viewportWidth} px`));
  return out;
}

/** R1-9: status 1 and 2 replace every screen with their own page (no app frame, one h1). */
export function checkStatusPage(status: number, page: PageFacts): Finding[] {
  if (status === 0) return page.frame ? [] : [finding('statusPage', 'status 0 shows no app frame')];
  return page.frame || page.h1.length === 0 ? [finding('statusPage', `status ${status} shows ${page.frame ? 'the app' : 'no page title'} instead of its page`)] : [];
}

export function describeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `[${f.rule}] ${f.check}: ${f.message}`).join('\n');
}
