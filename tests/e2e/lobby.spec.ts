import type { Locator, Page } from '@playwright/test';
import type { Merchant } from '../../src/generated/merchant.ts';
import { escapeRegExp } from './texts.ts';
import { expect, test } from './fixtures.ts';
import { nextPaint } from './waits.ts';

/** English names in both merchants (sahara offers EN besides AR); the first popup is closed. */
async function open(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('language', 'EN'));
  await page.goto(path);
}

/** Closes the home popup where the merchant's home has one (sahara's has none). */
async function closePopup(page: Page, merchant: Merchant): Promise<void> {
  if (!merchant.layout.home.some((item) => item.type === 'popup')) return;
  const dialog = page.getByRole('dialog', { name: `Welcome to ${merchant.name}` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

const tiles = (page: Page) => page.getByTestId('game-tile');

/** How many games a windowed list holds: the set size its mounted items carry. */
const setSize = async (list: Locator): Promise<number> => Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));

/** Wheels down the list until its second page (of the query holding `param`) has come in. */
async function scrollToSecondPage(page: Page, param: string): Promise<void> {
  const second = page.waitForResponse((r) => r.url().includes('/wps/game/list') && r.url().includes('pageNo=2') && r.url().includes(param));
  for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, 400);
  await second;
}

test.describe('lobby (SPEC 2.3, 2.10, 4)', () => {
  test('R2.3-12 R4-35 R9-12 browse a vendor on home and scroll to its second page', async ({ page, merchant }) => {
    await open(page, '/m/home');
    await closePopup(page, merchant);
    await page.getByRole('tab', { name: 'Slots' }).click();
    await page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'JILI' }).click();
    const grid = page.getByRole('list', { name: 'Game list' });
    await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '15'); // vendor browser size
    await expect(tiles(page).first()).toContainText('JILI');
    await scrollToSecondPage(page, 'vassalage=JILI');
    // The wheel may carry the page past the windowed grid, which then renders no tile to read: bring it back.
    await grid.scrollIntoViewIfNeeded();
    await expect.poll(async () => setSize(grid)).toBeGreaterThanOrEqual(30);
    await expect(page.getByTestId('game-tile').filter({ hasText: 'JILI' }).first()).toBeVisible();
  });

  test('R2.10-1 R2.10-4 the slot page shows its vendor menu and loads its second page by infinite scroll', async ({ page }) => {
    await open(page, '/m/rng');
    const vendors = page.getByRole('group', { name: 'Game providers' });
    await expect(vendors.getByRole('button', { name: 'JILI' })).toBeVisible();
    expect(await vendors.getByRole('button').count()).toBeGreaterThan(2);
    const grid = page.getByRole('list', { name: 'Slots' });
    await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '25'); // category page size
    await scrollToSecondPage(page, 'gameType=RNG');
    await expect.poll(async () => setSize(grid)).toBeGreaterThanOrEqual(50); // the wheel may bring further pages
  });

  for (const [path, name, classify] of [['/m/arcade', 'Arcade', 'AC'], ['/m/crash', 'Crash', 'CR']] as const) {
    test(`R2.1-12 ${path} shows its own category, the ${name} games of RNG, under its own title`, async ({ page }) => {
      const list = page.waitForResponse((r) => r.url().includes('/wps/game/list') && r.url().includes('gameType=RNG') && r.url().includes(`gameClassify=${classify}`));
      await open(page, path);
      const games = ((await (await list).json()) as { value: { games: { gameClassifyNew: string; gameName: string }[] } }).value.games;
      expect(games.length).toBeGreaterThan(0);
      expect(new Set(games.map((g) => g.gameClassifyNew))).toEqual(new Set([classify]));
      await expect(page.getByRole('banner').getByRole('heading', { name })).toBeVisible();
      await expect(page.getByRole('list', { name })).toBeVisible();
      await expect(tiles(page).first()).toContainText(games[0]!.gameName);
    });
  }

  test('R4-30 R4-31 on the slot page Hot shows the chosen vendor\'s hot games without paging; back on All the list starts again at page 1', async ({ page, merchant }) => {
    // Time flows as usual; the clock only fast-forwards past the load-more throttle below.
    await page.clock.install();
    await open(page, '/m/rng');
    await page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'JILI' }).click();
    const all = page.getByRole('list', { name: 'Slots' });
    await expect(all.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '25');
    await expect(tiles(page).first()).toContainText('JILI');
    await scrollToSecondPage(page, 'vassalage=JILI');
    await expect.poll(async () => setSize(all)).toBeGreaterThan(25);

    await page.getByRole('tab', { name: 'Hot' }).click();
    const hot = page.getByRole('list', { name: 'Hot games' });
    await expect(hot.getByTestId('game-tile').first()).toBeVisible();
    // Counted from here: the All list may have asked for its next page just before the tab changed.
    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/game/list')) pages.push(r.url());
    });
    const names = await hot.getByTestId('game-tile').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('JILI');
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 400);
    // A paged list would ask for its next page once its end shows and the throttle has passed.
    await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)).toBe(true);
    await page.clock.runFor(merchant.constants.timings.loadMoreThrottleMs + 200);
    await nextPaint(page);
    expect(pages).toEqual([]); // the hot list is preloaded: no page is asked for

    const first = page.waitForRequest((r) => r.url().includes('/wps/game/list') && r.url().includes('pageNo=1') && r.url().includes('vassalage=JILI'));
    await page.getByRole('tab', { name: 'All' }).click();
    await first;
    await expect(all.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '25');
  });

  test('R2.3-2 home shows the notice ticker and the game category menu', async ({ page, merchant }) => {
    await open(page, '/m/home');
    await closePopup(page, merchant);
    const ticker = page.getByRole('region', { name: 'Announcements' });
    await expect(ticker).toBeVisible();
    await expect(ticker.getByRole('link')).toHaveAttribute('href', '/m/notice');
    await expect(ticker.getByRole('link')).not.toBeEmpty();
    const menu = page.getByRole('tablist', { name: 'Game categories' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('tab').nth(3)).toBeVisible();
  });

  test('R4-68 the notice ticker moves its line 30 times a second, played by the browser', async ({ page, merchant }) => {
    await open(page, '/m/home');
    await closePopup(page, merchant);
    const line = page.getByRole('region', { name: 'Announcements' }).getByRole('link').locator('span').first();
    // Whatever the display's rate, a steps(n) easing over d ms places the line n times: n / d * 1000 moves a second.
    const perSecond = await line.evaluate((el) => el.getAnimations().map((a) => {
      const { easing, duration } = a.effect!.getTiming();
      return (Number(/^steps\((\d+)\)$/.exec(easing ?? '')?.[1]) / Number(duration)) * 1000;
    }));
    expect(perSecond).toHaveLength(1);
    expect(perSecond[0]).toBeCloseTo(30, 0);
    const at = () => line.evaluate((el) => getComputedStyle(el).transform);
    const before = await at();
    await expect.poll(at).not.toBe(before);
  });

  test('R9-16 home opens on the Home game category', async ({ page, merchant }) => {
    await open(page, '/m/home');
    await closePopup(page, merchant);
    await expect(page.getByRole('tablist', { name: 'Game categories' }).getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  });

  test('R2.3-28 tiles paint their game pictures; a picture the CDN cannot serve shows the game\'s initial', async ({ page }) => {
    let failed: string | undefined;
    await page.route('**/game/*.png', async (route) => {
      failed ??= route.request().url();
      if (route.request().url() === failed) await route.fulfill({ status: 404, body: '' });
      else await route.continue();
    });
    await open(page, '/m/rng');
    const fallback = page.getByTestId('game-tile-fallback');
    await expect(fallback).toHaveCount(1);
    const broken = tiles(page).filter({ has: fallback });
    const name = (await broken.getByRole('button').first().innerText()).trim();
    await expect(fallback).toHaveText(name.slice(0, 1));
    const picture = page.getByTestId('game-tile-picture').first();
    const address = await picture.evaluate((el) => /url\("(.*)"\)/.exec(getComputedStyle(el).backgroundImage)?.[1] ?? '');
    expect(address).toMatch(/\/game\/\d+\.png$/);
    expect(address).not.toBe(failed);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return img.naturalWidth;
    }, address);
    expect(size).toBeGreaterThan(0);
  });

  test('R2.10-2 R4-34 search by game name on the slot page', async ({ page }) => {
    await open(page, '/m/rng');
    const search = page.getByRole('searchbox', { name: 'Search games' });
    const request = page.waitForRequest((r) => r.url().includes('/wps/game/list') && r.url().includes('gameName=Panda'));
    await search.fill('Panda');
    await request;
    await expect(tiles(page).first()).toContainText('Panda');
    const names = await tiles(page).allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('Panda');
  });

  test('R2.2 the drawer slot search link focuses the search box with the text', async ({ page }) => {
    await open(page, '/m/rng?focus=search&q=Koi');
    const search = page.getByRole('searchbox', { name: 'Search games' });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('Koi');
    await expect(tiles(page).first()).toContainText('Koi');
  });

  test('R4-41 R2.3-26 favourite and unfavourite a game; both survive a reload', async ({ page, signIn, merchant }) => {
    await signIn(page, 'demo01');
    await open(page, '/m/fish?vassalage=KA');
    const first = tiles(page).first();
    const name = (await first.getByRole('button').first().innerText()).split('\n')[0] ?? '';
    // The star turns at once; the reload waits for the server to have it (that is what must survive).
    const added = page.waitForResponse((r) => r.url().endsWith('/wps/game/favourite') && r.request().method() === 'POST');
    await first.getByRole('button', { name: `Add ${name} to favourites` }).click();
    expect((await added).ok()).toBe(true);
    await page.reload();
    const star = tiles(page).first().getByRole('button', { name: `Remove ${name} from favourites` });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'My collection' }).click();
    await expect(tiles(page).filter({ hasText: name })).toHaveCount(1);
    await page.goto('/m/home');
    await closePopup(page, merchant);
    await expect(page.getByRole('region', { name: 'My favourites' })).toContainText(name);
    await page.goto('/m/fish?vassalage=KA');
    const removed = page.waitForResponse((r) => r.url().includes('/wps/game/favourite') && r.request().method() === 'DELETE');
    await tiles(page).first().getByRole('button', { name: `Remove ${name} from favourites` }).click();
    expect((await removed).ok()).toBe(true);
    await page.reload();
    await expect(tiles(page).first().getByRole('button', { name: `Add ${name} to favourites` })).toHaveAttribute('aria-pressed', 'false');
  });

  test('R2.3-31 R4-58 launch a game and find it in Recent game', async ({ page, signIn }) => {
    await signIn(page, 'demo02');
    await open(page, '/m/pvp?vassalage=V8');
    const first = tiles(page).first();
    const name = (await first.getByRole('button').first().innerText()).split('\n')[0] ?? '';
    await first.getByRole('button').first().click();
    await page.waitForURL(/\/__sandbox\/game\?/);
    expect(new URL(page.url()).searchParams.get('vendor')).toBe('V8');
    await expect(page.locator('body')).toContainText(name);
    await page.goBack();
    await page.getByRole('tab', { name: 'Recent game' }).click();
    await expect(tiles(page).filter({ hasText: name })).toHaveCount(1);
  });

  test('R4-53 a guest launching a game goes to login, and so does a guest choosing Recent', async ({ page }) => {
    await open(page, '/m/live');
    await tiles(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await open(page, '/m/live');
    await page.getByRole('tab', { name: 'Recent game' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('R2.10-3 the category page has the tabs All, Hot, Recent game and My collection, as types all, hot, recent and fav', async ({ page, signIn }) => {
    await signIn(page, 'demo01');
    await open(page, '/m/rng');
    const tabs = page.getByRole('tablist', { name: 'Game lists' }).getByRole('tab');
    await expect(tabs).toHaveText(['All', 'Hot', 'Recent game', 'My collection']);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    for (const [name, type] of [['Hot', 'hot'], ['Recent game', 'recent'], ['My collection', 'fav'], ['All', null]] as const) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('type')).toBe(type);
    }
    // The type in the query chooses the tab.
    await page.goto('/m/rng?type=fav');
    await expect(page.getByRole('tab', { name: 'My collection' })).toHaveAttribute('aria-selected', 'true');
  });

  test('R2.1-11 the category page opens on the vendor and the tab its query names (vassalage, type)', async ({ page }) => {
    await open(page, '/m/rng?vassalage=JILI&type=hot');
    await expect(page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    const hot = page.getByRole('list', { name: 'Hot games' });
    await expect(hot.getByTestId('game-tile').first()).toBeVisible();
    for (const name of await hot.getByTestId('game-tile').allInnerTexts()) expect(name).toContain('JILI');
  });

  test('R2.3-17 R2.3-19 a hot-match card shows both teams with their pictures, and the tapped card launches by its own vendor, room id and node id', async ({ page, signIn, merchant }) => {
    await signIn(page, 'demo00');
    const answered = page.waitForResponse((r) => r.url().includes('/wps/game/hot-matches'));
    await open(page, '/m/home');
    const { value } = await (await answered).json() as { value: { list: { homeTeam: string; awayTeam: string; homeTeamImageUrl: string; awayTeamImageUrl: string; vendor: string; roomId: string; nodeId: string | number }[] } };
    await closePopup(page, merchant);
    const titled = merchant.layout.home.some((item) => item.type === 'hotMatches' && item.options !== undefined && 'title' in item.options);
    const strip = page.getByRole('region', { name: titled ? 'Upcoming events' : 'Hot matches' });
    const cards = strip.getByRole('button');
    await expect(cards).toHaveCount(value.list.length);
    // The second card, so a launch that always takes the first match fails.
    expect(value.list.length).toBeGreaterThan(1);
    const match = value.list[1]!;
    const card = cards.nth(1);
    await expect(card).toContainText(`${match.homeTeam} VS ${match.awayTeam}`);
    await expect(card).toContainText('Bet now');
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    // Each team's picture is the one the platform names (the image host may be swapped, SPEC 9), and it has loaded.
    const pictures = card.locator('img');
    await expect(pictures).toHaveCount(2);
    for (const [i, url] of [match.homeTeamImageUrl, match.awayTeamImageUrl].entries()) {
      await expect(pictures.nth(i)).toHaveAttribute('src', new RegExp(`${escapeRegExp(url.slice(url.indexOf('/team/')))}$`));
      await expect.poll(() => pictures.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const launch = page.waitForRequest((r) => r.url().endsWith('/wps/game/launch') && r.method() === 'POST');
    await card.click();
    expect((await launch).postDataJSON()).toMatchObject({ vassalage: match.vendor, roomId: match.roomId, nodeId: String(match.nodeId) });
    await page.waitForURL(/\/__sandbox\/game\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('vendor'), params.get('roomId'), params.get('nodeId')]).toEqual([match.vendor, match.roomId, String(match.nodeId)]);
  });

  test('R2.3-15 each category title links to its page', async ({ page, merchant }) => {
    test.setTimeout(90_000); // nine pages there and back
    await open(page, '/m/home');
    await closePopup(page, merchant);
    const links: [string, string, RegExp][] = [
      ['Live casino', 'Live casino', /\/m\/live-games$/], ['Slots', 'Slots', /\/m\/slot-games$/], ['Sports', 'Sports', /\/m\/sport-games$/],
      ['E-sports', 'E-sports', /\/m\/esport-games$/], ['Fishing', 'Fishing', /\/m\/fishing-games$/], ['Poker', 'Poker', /\/m\/poker-games$/],
      ['Lottery', 'Lottery', /\/m\/lott$/], ['E-lottery', 'E-lottery', /\/m\/elott$/], ['Hot', 'Hot', /\/m\/hot-games$/],
    ];
    for (const [tab, title, url] of links) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(tiles(page).first()).toBeVisible();
      await page.goBack();
    }
  });

  test('R2.3-11 R2.3-13 the menu order and the jackpot on the first 6 games of home', async ({ page, merchant }) => {
    await open(page, '/m/home');
    await closePopup(page, merchant);
    await expect(page.getByRole('tab', { name: 'Slots', exact: true })).toBeVisible(); // the vendor categories have loaded
    const menu = await page.getByRole('tablist', { name: 'Game categories' }).getByRole('tab').allInnerTexts();
    expect(menu.slice(0, 5)).toEqual(['Favourites', 'Home', 'Slots', 'BGS', 'Hot']);
    await expect(page.getByTestId('jackpot')).toHaveCount(6);
    // The six are the list's first six games, by their place in the list (the grid is windowed), and the seventh has none.
    const home = page.getByRole('list', { name: 'Home' });
    for (let at = 1; at <= 7; at += 1) {
      const item = home.locator(`[role="listitem"][aria-posinset="${at}"]`);
      await expect(item.getByTestId('game-tile')).toHaveCount(1);
      await expect(item.getByTestId('jackpot')).toHaveCount(at <= 6 ? 1 : 0);
    }
    await expect(page.getByTestId('jackpot').first()).toHaveText(/^\D*\d{3},\d{3},\d{3}$/);
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('R2.3-24 R2.3-25 R2.3-16 R2.3-22 R2.3-23 the game center: sports shows hot matches titled upcoming events; vendor lists of 4 per row show 6 games until "show more"', async ({ page }) => {
    await open(page, '/m/sports');
    await expect(page.getByRole('region', { name: 'Upcoming events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Provider' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'SABA Sports' }).getByTestId('game-tile')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'SABA Sports' }).getByRole('button', { name: 'Show more' })).toHaveCount(0);
    await open(page, '/m/gameCenter?type=LIVE');
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    const evo = page.getByRole('region', { name: 'Evolution' });
    await expect(evo.getByTestId('game-tile')).toHaveCount(6);
    await evo.getByRole('button', { name: 'Show more' }).click();
    await expect(evo.getByTestId('game-tile')).toHaveCount(15);
    // Four tiles a row: the first four share a line, the fifth starts the next one under the first.
    const boxes = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await evo.getByTestId('game-tile').nth(i).boundingBox())!));
    const [a, , , d, e] = boxes as [DOMRect, DOMRect, DOMRect, DOMRect, DOMRect];
    for (const box of boxes.slice(1, 4)) expect(Math.abs(box.y - a.y)).toBeLessThan(1);
    expect(d.x).toBeGreaterThan(a.x);
    expect(e.y).toBeGreaterThan(a.y + a.height / 2);
    expect(Math.abs(e.x - a.x)).toBeLessThan(1);
  });

  test('R2.3-20 the game center\'s provider dropdown lists the vendors by display name and shows the chosen one only', async ({ page }) => {
    await open(page, '/m/gameCenter?type=LIVE');
    const select = page.getByRole('combobox', { name: 'Provider' });
    await expect(page.getByRole('region', { name: 'Evolution' })).toBeVisible();
    const options = await select.getByRole('option').allInnerTexts();
    expect(options[0]).toBe('All providers');
    expect(options).toContain('Evolution');
    const other = options.find((name) => name !== 'All providers' && name !== 'Evolution') as string;
    expect(other).toBeDefined();
    await expect(page.getByRole('region', { name: other })).toBeVisible();
    await select.selectOption({ label: 'Evolution' });
    await expect(page.getByRole('region', { name: other })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Evolution' }).getByTestId('game-tile')).toHaveCount(6);
  });

  test('R2.3-21 a vendor whose list comes back empty has no grid in the game center', async ({ page }) => {
    await page.route(/\/wps\/game\/list\?.*vassalage=SEXY/, (route) => route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, value: { games: [], total: 0, pageNum: 1, totalPages: 0 } }),
    }));
    await open(page, '/m/gameCenter?type=LIVE');
    await expect(page.getByRole('region', { name: 'Dream Gaming' }).getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Evolution' }).getByTestId('game-tile')).toHaveCount(6);
    await expect(page.getByRole('combobox', { name: 'Provider' }).getByRole('option', { name: 'Sexy Baccarat' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Sexy Baccarat' })).toHaveCount(0);
  });

  test('R2.3-4 R2.3-14 home: the customer-service button opens /m/customer; back to top shows past 50 px and scrolls up', async ({ page, merchant }) => {
    await open(page, '/m/home');
    await closePopup(page, merchant);
    await expect(tiles(page).first()).toBeVisible();
    const top = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 40));
    await nextPaint(page);
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(top).toBeHidden();
    await page.locator('main').getByRole('link', { name: 'Customer service', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/customer$/);
  });

  test('R2.3-3 home shows its popup and the download-app trigger opens the download popup', async ({ page, merchant }) => {
    const home = merchant.layout.home.map((item) => item.type);
    test.skip(!home.includes('popup') || !home.includes('downloadPopup'), `${merchant.code}'s home has no popup or download trigger`);
    await open(page, '/m/home');
    await closePopup(page, merchant); // fails unless the popup showed
    await page.locator('main').getByRole('button', { name: 'Download app' }).click();
    const sheet = page.getByRole('dialog', { name: 'Download the app' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });
});
