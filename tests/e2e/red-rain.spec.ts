import { openFromAgentGrid } from './agent-grid.ts';
import { expect, platformTotalPattern, test } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { screenshots } from './screenshots.ts';
import { textLike } from './texts.ts';
import { titleOf } from '../../scripts/sandbox/red-rain-seed.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The red rain in the merchant's default language (ttslot English, sahara Arabic, right to left), from the locale files and the platform's seed. */
function redRainTexts(text: TFunction, merchant: Merchant) {
  return {
    dir: languageCore(merchant.defaultLanguage)!.dir, menu: text('agent:home.menu'), redRain: text('nav.red_rain'), cancel: text('agent:contract.cancel'),
    rain: titleOf('flash', merchant.defaultLanguage), live: text('redrain:hero.live'), endsIn: text('redrain:hero.ends_in'), grab: text('redrain:grab.button'),
    won: textLike(text, 'redrain:grab.won'), already: text('redrain:grab.already'), history: text('redrain:history.title'),
  };
}

const shoot = screenshots('red-rain');

test('red rain: an agent opens it from the agent home grid, sees the live rain counted down, grabs an envelope, sees the amount, the history row and the balance, and a second grab is refused with the platform\'s message (SPEC 2.13)', { tag: '@brand' }, async ({ page, merchant, signIn, sandbox, text }) => {
  test.setTimeout(90_000);
  const l = redRainTexts(text, merchant);
  // a rain of this journey's own, live at once: a retry or another journey never finds it grabbed already
  await sandbox('red-rain', { startsInSeconds: 0, minutes: 5 });
  await signIn(page, 'agent01');
  await openFromAgentGrid(page, l, l.redRain, /\/m\/redRain$/);
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);

  const hero = page.getByRole('region', { name: l.rain });
  await expect(hero).toContainText(l.live);
  const countdown = hero.getByRole('timer', { name: l.endsIn });
  await expect(countdown).toHaveText(/^00:0[0-5]:\d\d$/);
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown ?? '');
  await expect(page.getByRole('list', { name: l.history })).toBeVisible();
  await shoot(page, `live-${merchant.code}`);

  // the same agent's second screen, opened before the grab: its Grab is the second tap
  const other = await page.context().newPage();
  await other.goto('/m/redRain');
  const secondGrab = other.getByRole('region', { name: l.rain }).getByRole('button', { name: l.grab });
  await expect(secondGrab).toBeEnabled();

  await hero.getByRole('button', { name: l.grab }).click();
  const won = page.getByRole('status').filter({ hasText: l.won });
  await expect(won).toBeVisible();
  const amount = l.won.exec((await won.textContent()) ?? '')?.[1] ?? 'none';
  await expect(page.getByTestId('red-rain-grab').first()).toContainText(`+${amount}`);
  await expect(hero.getByRole('button', { name: l.grab })).toHaveCount(0);
  await expect(page.getByTestId('red-rain-balance')).toHaveText(await platformTotalPattern(page));
  await shoot(page, `grabbed-${merchant.code}`);

  await secondGrab.click();
  await expect(other.getByRole('alert')).toHaveText('You have already grabbed an envelope in this red rain');
  await expect(other.getByRole('button', { name: l.already })).toBeDisabled();
  await expect(other.getByRole('region', { name: l.rain })).toContainText(l.live);
  await expect(other.getByTestId('red-rain-grab').first()).toContainText(`+${amount}`);
  await expect(other.getByTestId('red-rain-balance')).toHaveText(await platformTotalPattern(other));
  await shoot(other, `refused-${merchant.code}`);
  await other.close();
});

test('red rain: a member who is not an agent (demo00, type 0) opening /m/redRain is sent home (SPEC 6)', async ({ page, signIn }) => {
  await signIn(page, 'demo00');
  await page.goto('/m/redRain');
  await expect(page).toHaveURL(/\/m\/home$/);
});
