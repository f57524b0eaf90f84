import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { type FrameFacts, type PathDef, ROUTE_TABLE, type ScreenDef } from '../../src/config/route-table.ts';
import { checkA11y } from './axe.ts';
import { DEMO, expect, test, withoutPopup } from './fixtures.ts';
import { textsIn } from './texts.ts';
import { fullTier } from './tiers.ts';
import { screenSettled } from './waits.ts';
import { reach } from './reach.ts';

/**
 * axe on every route of the route table. Each path is scanned once, the visitor (guest,
 * member) and the theme (light, dark) cycling down the table, so each pairing is walked over a quarter of
 * the routes and the suite keeps CI under its time budget (the end-of-journey scan of every other spec
 * covers the screens the journeys reach in their own themes and sessions). Plain string aliases
 * of a screen render the same screen with the same frame facts, so a screen's first alias stands for
 * the rest; its PathDefs differ (category, title, bars) and are all walked. The merchant's default
 * language is walked (sahara: Arabic, right to left); its other languages, the open drawer with its
 * language list and the home popup are cases of their own.
 */
const PATHS = (ROUTE_TABLE as readonly ScreenDef[]).flatMap((def) => {
  const defs = def.paths.filter((p): p is PathDef => typeof p !== 'string').map((p) => p.path);
  const alias = def.paths.find((p): p is string => typeof p === 'string');
  return alias === undefined ? defs : [alias, ...defs];
}).filter(firstOfItsFrame);

/**
 * A screen without a module renders the one "not available yet" screen (D23): only its frame facts (bars,
 * back, close, header, control, full load) change what axe meets, so one path per set of frame facts stands
 * for the rest. A screen joins the walk path by path once an issue gives it a module.
 */
function firstOfItsFrame(path: string, index: number, paths: readonly string[]): boolean {
  const frame = unbuiltFrame(path);
  return frame === undefined || paths.findIndex((other) => unbuiltFrame(other) === frame) === index;
}

function unbuiltFrame(path: string): string | undefined {
  for (const def of ROUTE_TABLE as readonly ScreenDef[]) {
    if (def.module !== undefined) continue;
    for (const p of def.paths) {
      if ((typeof p === 'string' ? p : p.path) !== path) continue;
      const facts: FrameFacts & { fullLoad?: true } = { ...def, ...(typeof p === 'string' ? {} : p) };
      return JSON.stringify([facts.topBar, facts.bottomBar, facts.back, facts.close, facts.header, facts.control, facts.fullLoad]);
    }
  }
  return undefined;
}

/** Screens that show a game grid: ready once their first tile is on screen. */
const GRID_SCREENS = new Set<string>(['home', 'category', 'categoryTitle']);
const screenOf = new Map((ROUTE_TABLE as readonly ScreenDef[]).flatMap((def) => def.paths.map((p) => [typeof p === 'string' ? p : p.path, def.screen])));

/**
 * Paths whose category adds a part of its own to the screen: the live casino's dealers strip (SPEC 7 Chat). The
 * fast tier walks them beside the first path of each screen, so a fault in that part fails it too.
 */
const OWN_PARTS = ['/m/live'];

/**
 * The walk of this tier: every path in the full tier; in the fast tier the first path of each screen (the
 * category screen alone has two dozen paths that differ in their category and title only) and OWN_PARTS.
 */
const WALK = fullTier() ? PATHS : PATHS.filter((path, index) => OWN_PARTS.includes(path) || PATHS.findIndex((other) => screenOf.get(other) === screenOf.get(path)) === index);


type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];

/** Seeds theme and language before the app boots, once per tab. */
async function seed(page: Page, theme: Theme, language?: string): Promise<void> {
  await page.addInitScript(({ theme, language }) => {
    if (sessionStorage.getItem('e2e-a11y') !== null) return;
    sessionStorage.setItem('e2e-a11y', '1');
    localStorage.setItem('theme', theme);
    if (language !== undefined) localStorage.setItem('language', language);
  }, { theme, language });
}

/** The screen is drawn: its h1 is in the page, nothing is loading, and a game screen shows its first tile. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await drawn(page, path);
}

async function drawn(page: Page, path: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  if (GRID_SCREENS.has(screenOf.get(path) ?? '') && new URL(page.url()).pathname === path) await page.getByTestId('game-tile').first().waitFor();
  await screenSettled(page);
}

/** Opens the drawer and its language list, named in the page's language. */
async function openDrawer(page: Page, text: TFunction): Promise<void> {
  await page.getByRole('button', { name: text('menu'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: text('menu'), exact: true });
  await drawer.getByRole('button', { name: text('nav.language') }).click();
  await expect(drawer.getByRole('radiogroup')).toBeVisible();
}

test.use({ axeAfterJourney: false });
// A page load plus a full axe run over a game grid: on a loaded 2-core machine that exceeded 30 s.
test.describe.configure({ timeout: 60_000 });

/** Who opens a screen: a guest, a member (demo01) or an agent (agent01), in this order of trying. */
const VISITORS = ['guest', 'member', 'agent'] as const;
type Visitor = (typeof VISITORS)[number];
const ACCOUNT = { member: DEMO.demo01, agent: DEMO.agent01 } as const;

/**
 * The walk's tabs: one per visitor and theme in each worker, kept from path to path. The first path loads the
 * app; every later one is reached in the app, as a player's tap reaches it (history entry and popstate), so the
 * walk scans screens instead of booting the app 50 times (a load of home is about a second of CPU, most of the
 * walk's time). A path the app leaves by a full load is loaded; a tab whose scan failed is closed, and the next
 * path opens a new one, so one screen's failure never leaves its state to the next.
 */
interface WalkTabs {
  /** The tab of this visitor and theme: the one kept from earlier paths, or a new one. */
  tab: (who: Visitor, theme: Theme) => Promise<Page>;
  /** Closes every tab (their contexts stay): the next path starts from a new one. */
  closeAll: () => Promise<void>;
}

const walk = test.extend<object, { walkTabs: WalkTabs }>({
  walkTabs: [async ({ browser }, use, workerInfo) => {
    const contexts = new Map<string, BrowserContext>();
    const tabs = new Map<string, Page>();
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
    const options = Object.fromEntries(Object.entries({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL })
      .filter(([, value]) => value !== undefined)) as BrowserContextOptions;
    const contextOf = async (who: Visitor, theme: Theme): Promise<BrowserContext> => {
      const key = `${who} ${theme}`;
      const known = contexts.get(key);
      if (known !== undefined) return known;
      const context = await browser.newContext(options);
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      if (who !== 'guest') {
        const { username, password } = ACCOUNT[who];
        const response = await context.request.post('/wps/session/login', { data: { username, password, type: 'username' } });
        const session = ((await response.json()) as { value: unknown }).value;
        await context.addInitScript((value) => {
          localStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
          localStorage.setItem('autoLogin', '1');
        }, session);
      }
      contexts.set(key, context);
      return context;
    };
    await use({
      tab: async (who, theme) => {
        const key = `${who} ${theme}`;
        const kept = tabs.get(key);
        if (kept !== undefined && !kept.isClosed()) return kept;
        const page = await (await contextOf(who, theme)).newPage();
        await withoutPopup(page);
        tabs.set(key, page);
        return page;
      },
      closeAll: async () => {
        for (const page of tabs.values()) await page.close();
        tabs.clear();
      },
    });
    for (const context of contexts.values()) await context.close();
  }, { scope: 'worker' }],
});

/** Shows `path` in the walk's tab: loaded when the tab is new or the app leaves by a full load, otherwise reached in the app. */
async function show(page: Page, path: string): Promise<void> {
  await reach(page, path);
  await drawn(page, path);
}

/**
 * Opens `path` as `first` visitor, or, when the screen sends that visitor elsewhere (a member's screen sends a
 * guest to login, an agent's sends a member home), as the next visitor who may see it. Each screen then rules
 * who sees it in one place, its own code, and the walk scans the screen itself, not the login page again.
 */
async function openAsOneWhoSeesIt(tabs: WalkTabs, path: string, first: Visitor, theme: Theme): Promise<{ page: Page; who: Visitor }> {
  const tried = VISITORS.slice(VISITORS.indexOf(first)).concat(VISITORS.slice(0, VISITORS.indexOf(first)));
  for (const [index, who] of tried.entries()) {
    const page = await tabs.tab(who, theme);
    await show(page, path);
    if (new URL(page.url()).pathname === path || index === tried.length - 1) return { page, who };
  }
  throw new Error('unreachable: the last visitor returns');
}

walk.describe('axe on every route, guest and member, light and dark', { tag: '@sweep' }, () => {
  WALK.forEach((path, index) => {
    const first: Visitor = index % 2 === 0 ? 'guest' : 'member';
    const theme = THEMES[Math.floor(index / 2) % 2]!;
    walk(`${path} ${first} ${theme}`, async ({ walkTabs }, testInfo) => {
      try {
        const { page, who } = await openAsOneWhoSeesIt(walkTabs, path, first, theme);
        if (who !== first) testInfo.annotations.push({ type: 'visitor', description: `${path} sends a ${first} elsewhere: scanned as ${who}` });
        await checkA11y(page, testInfo);
      } catch (error) {
        await walkTabs.closeAll();
        throw error;
      }
    });
  });
});

test.describe('axe on the open drawer and the home popup', { tag: '@brand' }, () => {
  // The drawer's guest and member entries, each in one theme.
  for (const [who, theme] of [['guest', 'light'], ['member', 'dark']] as const) {
    test(`drawer with the language list ${who} ${theme}`, async ({ page, signIn, text }, testInfo) => {
      await withoutPopup(page);
      await seed(page, theme);
      if (who === 'member') await signIn(page, 'demo01');
      await open(page, '/m/home');
      await openDrawer(page, text);
      await checkA11y(page, testInfo);
    });
  }

  for (const theme of THEMES) {
    test(`home popup ${theme}`, async ({ page, merchant }, testInfo) => {
      test.skip(!merchant.layout.home.some((item) => item.type === 'popup'), `${merchant.code}'s home has no popup`);
      await seed(page, theme);
      await open(page, '/m/home');
      await expect(page.getByRole('dialog')).toBeFocused();
      await checkA11y(page, testInfo);
    });
  }
});

test.describe('axe in the merchant\'s other languages', () => {
  const SCREENS = ['/m/home', '/m/bgs', '/m/login', '/m/register', 'drawer'] as const;
  // Each screen once, the theme alternating down the list.
  SCREENS.forEach((screen, index) => {
    const theme = THEMES[index % 2]!;
    test(`${screen} in the merchant's second language ${theme}`, async ({ page, merchant }, testInfo) => {
      // Both merchants offer exactly two languages (ttslot EN and Filipino, sahara Arabic and EN).
      const language = merchant.languages.find((code) => code !== merchant.defaultLanguage);
      test.skip(language === undefined, `${merchant.code} has one language`);
      await withoutPopup(page);
      await seed(page, theme, language!);
      await open(page, screen === 'drawer' ? '/m/home' : screen);
      if (screen === 'drawer') await openDrawer(page, textsIn(language!));
      await checkA11y(page, testInfo);
    });
  });
});

test.describe('the scan itself', () => {
  test('fails on a planted violation: a button without a name and grey text on grey', async ({ page }, testInfo) => {
    await withoutPopup(page);
    await open(page, '/m/help');
    await page.evaluate(() => {
      const main = document.querySelector('#main') ?? document.body;
      const button = document.createElement('button');
      button.type = 'button';
      const faint = document.createElement('p');
      faint.textContent = 'faint words';
      // Inside the page's edges, in sight: axe leaves undecided the contrast of text it cannot see whole
      // (under the footer bar, or touching the screen's edge as the line did right to left).
      faint.style.cssText = 'color:#777;background:#888;padding:8px 16px';
      main.prepend(button, faint);
    });
    const failure = await checkA11y(page, testInfo).then(() => undefined, (error: Error) => error.message);
    expect(failure).toContain('button-name');
    expect(failure).toContain('color-contrast');
  });
});
