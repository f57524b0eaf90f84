import type { Locator, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { checkA11y } from './axe.ts';
import { containing } from './texts.ts';
import { expect, test, withoutPopup } from './fixtures.ts';
import { shot, shotsWanted } from './screenshots.ts';

/** The lazy home sections of SPEC 2.14 by layout type, with the locale key of each one's title. */
const TITLE_KEYS = { winnerBoard: 'winners', lottery: 'lottery', promoList: 'promos', hotNews: 'news', partners: 'partners', memberNav: 'member' } as const;
type SectionType = keyof typeof TITLE_KEYS;
function sectionTitles(text: TFunction): Record<SectionType, string> {
  return Object.fromEntries(Object.entries(TITLE_KEYS).map(([type, key]) => [type, text(`lobby:sections.${key}`)])) as Record<SectionType, string>;
}

const isSection = (type: string): type is SectionType => Object.hasOwn(TITLE_KEYS, type);

/** No horizontal overflow at 320 or 390 px; with SHOTS=1 a picture of the section at 390 px, its title under the top bar. */
async function shoot(page: Page, section: Locator, name: string): Promise<void> {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px`).toBe(true);
  }
  if (!shotsWanted()) return;
  // The games above load further pages as the page scrolls: scroll until the section stays put, then let its pictures come.
  let last = Number.NaN;
  await expect.poll(async () => {
    const top = await section.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
      return new Promise<number>((done) => setTimeout(() => done(Math.round(el.getBoundingClientRect().top + window.scrollY)), 500));
    });
    const still = top === last;
    last = top;
    return still;
  }).toBe(true);
  await expect.poll(() => section.evaluate((el) => [...el.querySelectorAll('img')].every((img) => {
    const box = img.getBoundingClientRect();
    const shown = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    return !shown || img.complete;
  }))).toBe(true);
  await shot(page, `home-sections/${name}.png`);
}

test.beforeEach(async ({ page }) => {
  await withoutPopup(page);
});

test('the home sections the merchant lists show in its order, each loaded, none it does not list; a promo-list item opens its promotion', { tag: '@brand' }, async ({ page, merchant, signIn, text }) => {
  test.setTimeout(90_000); // every section scrolled to, measured at two widths and pictured: 31-38 s on a loaded CI machine
  const titles = sectionTitles(text);
  const listed = merchant.layout.home.map((item) => item.type).filter(isSection);
  const unlisted = (Object.keys(TITLE_KEYS) as SectionType[]).filter((type) => !listed.includes(type));
  expect(listed.length).toBeGreaterThanOrEqual(3);

  await signIn(page, 'demo01');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  const tops: number[] = [];
  for (const type of listed) {
    const section = page.getByRole('region', { name: titles[type], exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toBeVisible();
    await expect(section.getByRole('status')).toHaveCount(0);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByRole('listitem').first()).toBeVisible();
    for (const img of await section.getByRole('img').all()) expect(await img.getAttribute('alt')).toBeTruthy();
    tops.push(await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
    await shoot(page, section, `home-${type}-${merchant.code}`);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  for (const type of unlisted) await expect(page.getByRole('region', { name: titles[type], exact: true })).toHaveCount(0);
  // the journey ends on the promotion, so home with its sections is scanned here
  await checkA11y(page, test.info());

  // the promo list's first item opens that promotion on /m/activity, opened
  const promos = page.getByRole('region', { name: titles.promoList, exact: true });
  await promos.scrollIntoViewIfNeeded();
  const card = promos.getByRole('listitem').first().getByRole('link');
  const id = /[?&]id=(\d+)$/.exec((await card.getAttribute('href')) ?? '')?.[1];
  const title = (await card.getByRole('img').getAttribute('alt')) ?? '';
  expect(id).toBeDefined();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/m/activity\\?id=${id}$`));
  await expect(page.getByRole('button', { name: containing(title) })).toHaveAttribute('aria-expanded', 'true');
});
