/**
 * The Vietnamese lottery centre and the sportsbook (SPEC 2.14 VNListCenter, FBGame): reached from their game
 * centers, titled, with a way back, filled from the platform, and launched through the launch flow (SPEC 4).
 */
import { expect, test } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { screenshots } from './screenshots.ts';
import { startingWith, textLike } from './texts.ts';

/** What the merchant's default language calls them, from the locale files (lobby.json). */
function wordsOf(text: TFunction) {
  return {
    vn: text('lobby:vn_lottery.entry'), vnTitle: text('title.vn_lottery'), south: text('lobby:vn_lottery.region.SOUTH'), north: text('lobby:vn_lottery.region.NORTH'),
    play: textLike(text, 'lobby:vn_lottery.play_named'), sportsbook: text('lobby:sportsbook.entry'), sportsbookTitle: text('title.sportsbook'),
    bet: textLike(text, 'lobby:sportsbook.bet_on'), live: text('lobby:sportsbook.live'), back: textLike(text, 'back_to'),
  };
}
const shoot = screenshots('vn-lottery-sportsbook');

test.describe('the Vietnamese lottery centre and the sportsbook (SPEC 2.14 VNListCenter, FBGame)', { tag: '@brand' }, () => {
  test('the lottery game center leads to the provinces by region with their numero; a guest who plays signs in first, a member opens the lottery', async ({ page, merchant, signIn, text }) => {
    const words = wordsOf(text);
    await page.goto('/m/elott');
    await page.getByRole('link', { name: startingWith(words.vn) }).click();
    await expect(page).toHaveURL(/\/m\/vnLottery$/);
    await expect(page.getByRole('heading', { level: 1, name: words.vnTitle, exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(3);
    await page.getByRole('tab', { name: words.north }).click();
    const north = page.getByRole('tabpanel', { name: words.north });
    await expect(north.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(north.getByRole('list', { name: /\d{5}$/ }).first()).toBeVisible();
    await page.getByRole('tab', { name: words.south }).click();
    const south = page.getByRole('tabpanel', { name: words.south });
    await expect(south.getByRole('list', { name: /\d{6}$/ }).first()).toBeVisible();
    await shoot(page, `vn-lottery-${merchant.code}`);
    await south.getByRole('button', { name: words.play }).first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    await page.getByRole('button', { name: words.back }).click();
    await expect(page).toHaveURL(/\/m\/elott$/);

    await signIn(page, 'demo01');
    await page.goto('/m/vnLottery?region=south');
    await page.getByRole('tabpanel', { name: words.south }).getByRole('button', { name: words.play }).first().click();
    await expect(page).toHaveURL(/\/__sandbox\/game\?lottery=1&vendor=TCG_LOTTO_VN&prizeMode=Elott/);
  });

  test('the sports game center leads to the sportsbook and its matches by league; a member bets on a match by its room and node', async ({ page, merchant, signIn, text }) => {
    const words = wordsOf(text);
    await page.goto('/m/sports');
    await page.getByRole('link', { name: startingWith(words.sportsbook) }).click();
    await expect(page).toHaveURL(/\/m\/fbGame$/);
    await expect(page.getByRole('heading', { level: 1, name: words.sportsbookTitle, exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('SABA Sports');
    await expect(page.getByRole('region').first().getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(words.live, { exact: true }).first()).toBeVisible();
    await shoot(page, `sportsbook-${merchant.code}`);
    await page.getByRole('tab', { name: 'CMD368' }).click();
    await expect(page).toHaveURL(/\/m\/fbGame\?vassalage=CMD$/);
    await expect(page.getByRole('region').first()).toBeVisible();
    await page.getByRole('button', { name: words.back }).click();
    await expect(page).toHaveURL(/\/m\/sports$/);

    await signIn(page, 'demo01');
    await page.goto('/m/fbGame?vassalage=SABA');
    await page.getByRole('button', { name: words.bet }).first().click();
    await expect(page).toHaveURL(/\/__sandbox\/game\?vendor=SABA&gameType=SPORTS&gameId=&nodeId=\d+&roomId=R\d+/);
  });
});
