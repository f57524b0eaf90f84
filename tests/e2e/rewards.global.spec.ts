/**
 * Reward centre, daily sign-in, single cash back and VIP journeys, in each
 * merchant's default language. A global spec: it moves the sandbox clock and sets reward counts, which
 * are sandbox-wide, so it runs on the server the parallel journeys do not use.
 */
import { expect, test, withoutPopup } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { screenshots } from './screenshots.ts';
import { textLike } from './texts.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The reward screens' words in the merchant's default language, from the locale files. */
function rewardTexts(text: TFunction, merchant: Merchant) {
  return {
    dir: languageCore(merchant.defaultLanguage)!.dir, footer: text('footer_menu'), claim: textLike(text, 'rewards:claim_named'), claimed: textLike(text, 'rewards:claimed'),
    signIn: text('rewards:sign_in'), signedToday: text('rewards:signed_today'), streak: (n: number) => text('rewards:streak', { n }), tick: text('rewards:signed_day'),
    claimAll: text('rewards:claim_all'), rebateClaimed: textLike(text, 'rewards:rebate_claimed'), levels: text('rewards:vip_levels'), freeReject: text('general.free_reject'),
  };
}

const shoot = screenshots('rewards');

const cents = (text: string): number => Number(text.replace(/[^\d]/g, ''));

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox('reset', {});
  await withoutPopup(page);
});
test.afterEach(async ({ sandbox }) => {
  await sandbox('clock', { now: null });
  await sandbox('reset', {});
});

test('reward centre: a member claims a reward and the footer badge of unclaimed rewards falls', async ({ page, merchant, sandbox, signIn, text }) => {
  const l = rewardTexts(text, merchant);
  await sandbox('reward-count', { username: 'demo02', count: 3 });
  await signIn(page, 'demo02');
  await page.goto('/m/home');
  const badge = page.getByRole('navigation', { name: l.footer }).locator('[data-item="reward"] [aria-label]').filter({ hasText: /\d/ });
  await expect(badge).toHaveText('3');
  await page.goto('/m/rewardCenter');
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: l.claim })).toHaveCount(3);
  await shoot(page, `reward-center-${merchant.code}`);
  await panel.getByRole('button', { name: l.claim }).first().click();
  await expect(page.getByText(l.claimed)).toBeVisible();
  await expect(panel.getByRole('button', { name: l.claim })).toHaveCount(2);
  await expect(badge).toHaveText('2');
  // the platform says the same after a reload
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: l.claim })).toHaveCount(2);
  await expect(badge).toHaveText('2');
  await page.getByRole('tab').nth(1).click();
  await shoot(page, `reward-center-claimed-${merchant.code}`);
});

test('daily sign-in: a member signs in two days running on the sandbox clock, once a day', async ({ page, merchant, sandbox, signIn, text }) => {
  const l = rewardTexts(text, merchant);
  await sandbox('clock', { now: '2026-03-10T09:00:00Z' });
  await signIn(page, 'demo01');
  await page.goto('/m/activity/signIn');
  await expect(page.getByText(l.streak(0))).toBeVisible();
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: l.signedToday })).toBeDisabled();
  await expect(page.getByText(l.streak(1))).toBeVisible();
  await expect(page.getByRole('table').getByRole('img', { name: l.tick })).toHaveCount(1);
  // the same day again: still signed, nothing more to do
  await page.reload();
  await expect(page.getByRole('button', { name: l.signedToday })).toBeDisabled();

  await sandbox('clock', { now: '2026-03-11T08:00:00Z' });
  await page.reload();
  await expect(page.getByText(l.streak(1))).toBeVisible();
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: l.signedToday })).toBeDisabled();
  await expect(page.getByText(l.streak(2))).toBeVisible();
  await expect(page.getByRole('table').getByRole('img', { name: l.tick })).toHaveCount(2);
  await expect(page.getByRole('table').locator('td[aria-current="date"]')).toContainText('11');
  await shoot(page, `sign-in-${merchant.code}`);
});

test('single cash back: claiming the cash back of the member\'s bets raises the main balance by it', async ({ page, merchant, sandbox, signIn, text }) => {
  const l = rewardTexts(text, merchant);
  await signIn(page, 'demo01');
  if (merchant.modules.MANPLAYREB3 === false) {
    // sahara leaves the cash back module off: the screen says so until the platform turns it on
    await page.goto('/m/member/manualRebate');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: l.claimAll })).toHaveCount(0);
    await sandbox('platform', { modules: { MANPLAYREB3: true } });
  }
  await page.goto('/m/member/manualRebate');
  const balance = page.getByTestId('main-balance');
  const total = page.getByTestId('rebate-total');
  await expect(total).not.toHaveText('0.00');
  const before = cents(await balance.innerText());
  const available = cents(await total.innerText());
  expect(available).toBeGreaterThan(0);
  await shoot(page, `rebate-${merchant.code}`);
  await page.getByRole('button', { name: l.claimAll }).click();
  await expect(page.getByText(l.rebateClaimed)).toBeVisible();
  await expect(total).toHaveText('0.00');
  await expect.poll(async () => cents(await balance.innerText())).toBe(before + available);
  await expect(page.getByRole('button', { name: l.claimAll })).toBeDisabled();
});

test('VIP: the benefits page and /vip.html, opened by a full page load, show the member\'s level and every level (SPEC 2.1)', async ({ page, merchant, signIn, text }) => {
  const l = rewardTexts(text, merchant);
  await signIn(page, 'demo01');
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP 3');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  const levels = page.getByRole('region', { name: l.levels }).getByRole('listitem');
  await expect(levels).toHaveCount(7);
  await expect(levels.nth(3)).toHaveAttribute('aria-current', 'true');
  await shoot(page, `vip-${merchant.code}`);
  await page.goto('/vip.html');
  await expect(page).toHaveURL(/\/vip\.html$/);
  await expect(page.getByTestId('vip-level')).toHaveText('VIP 3');
});

test('member centre: the VIP level and the progress to the next level, the numbers the VIP page shows, in the brand\'s template', { tag: '@brand' }, async ({ page, merchant, signIn }) => {
  await signIn(page, 'demo01');
  await page.goto('/m/member/benefits');
  const vipBar = page.getByRole('progressbar');
  await expect(vipBar).toHaveAttribute('aria-valuenow', /^\d+$/);
  const [percent, name] = await Promise.all([vipBar.getAttribute('aria-valuenow'), vipBar.getAttribute('aria-label')]);
  await page.goto('/m/member/home');
  const bar = page.getByRole('progressbar', { name: name ?? '' });
  await expect(bar).toHaveAttribute('aria-valuenow', percent ?? '');
  await expect(page.getByRole('link', { name: 'VIP 3', exact: true })).toHaveAttribute('href', '/m/member/benefits');
  await expect(page.locator('[data-template]')).toHaveAttribute('data-template', merchant.templates.mem_cen === '1' ? 'new' : 'base');
  await shoot(page, `member-centre-${merchant.code}`);
});

test('a guest meets VIP levels on /vip.html and login on the reward pages; a trial account is refused the reward centre', async ({ page, merchant, request, text }) => {
  const l = rewardTexts(text, merchant);
  await page.goto('/vip.html');
  await expect(page.getByRole('region', { name: l.levels }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByTestId('vip-level')).toHaveCount(0);
  await page.goto('/m/rewardCenter');
  await expect(page).toHaveURL(/\/m\/login$/);

  const trial = (await (await request.get('/wps/session/trial')).json()) as { value: Record<string, unknown> };
  await page.evaluate((session) => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
    localStorage.setItem('autoLogin', '1');
  }, trial.value);
  await page.goto('/m/rewardCenter');
  await expect(page.getByRole('link', { name: text('member_center.register_now'), exact: true })).toBeVisible();
  await expect(page.getByText(l.freeReject)).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  await shoot(page, `reward-center-trial-${merchant.code}`);
});
