/**
 * The platform calls of SPEC 7 the member meets on their screens: the head icon in the member centre and the
 * settings (Member: GET, POST form-urlencoded), the live dealers on the live game center (Chat: the live model
 * list) and the sign-up promotion join (Promotion). Each brand: ttslot left to right, sahara right to left.
 */
import { signInFreshMember } from './account-steps.ts';
import { expect, test, withoutPopup } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { screenshots } from './screenshots.ts';
import { PROMOTIONS } from '../../scripts/sandbox/promotion-texts.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The screens' texts in the merchant's default language (ttslot English, sahara Arabic, right to left), from the locale files and the platform's seed. */
function memberTexts(text: TFunction, merchant: Merchant) {
  const reload = PROMOTIONS[1]!.text;
  return {
    dir: languageCore(merchant.defaultLanguage)!.dir, yours: text('head_icon.yours'), change: text('head_icon.change'), choose: text('head_icon.title'), save: text('head_icon.save'),
    dealers: text('lobby:live_models.title'), live: text('lobby:live_models.live'), offAir: text('lobby:live_models.offline'),
    join: text('promotions.join'), joined: text('promotions.joined'), reload: (reload[merchant.defaultLanguage] ?? reload['EN']!).title,
  };
}

const shoot = screenshots('member-calls', { fullPage: false });

test.beforeEach(async ({ page }) => {
  await withoutPopup(page);
});

test('@brand R7-25 the head icon: the member centre shows it, a chosen preset is saved and shows at once, in settings too; a refused save keeps the old one', async ({ page, request, sandbox, merchant, text }) => {
  const l = memberTexts(text, merchant);
  await signInFreshMember(page, request, sandbox);
  await page.goto('/m/member/home');
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const card = page.locator('section[aria-labelledby="member-name"]');
  // a new member has chosen none: the generic picture
  await expect(card.getByRole('img', { name: l.yours })).toBeVisible();
  await card.getByRole('button', { name: l.change }).click();
  const dialog = page.getByRole('dialog', { name: l.choose });
  await dialog.getByRole('radio', { name: 'Panda' }).check();
  await shoot(page, `avatars-${merchant.code}`);
  const saved = page.waitForRequest((r) => r.url().endsWith('/wps/member/head-icon') && r.method() === 'POST');
  await dialog.getByRole('button', { name: l.save }).click();
  const post = await saved;
  expect(post.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  expect(post.postData()).toBe('iconId=panda');
  await expect(dialog).toBeHidden();
  const avatar = card.getByRole('img', { name: l.yours });
  await expect(avatar).toHaveAttribute('src', /\/avatar\/panda\.png$/);
  await expect(avatar).toHaveJSProperty('complete', true);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, `member-home-${merchant.code}`);

  // settings shows the same; a save the platform refuses shows its message and keeps the head icon
  await page.goto('/m/set');
  const account = page.getByRole('region').filter({ has: page.getByRole('img', { name: l.yours }) });
  await expect(account.getByRole('img', { name: l.yours })).toHaveAttribute('src', /\/avatar\/panda\.png$/);
  await page.route('**/wps/member/head-icon', (route) => (route.request().method() === 'POST'
    ? route.fulfill({ json: { success: false, code: 'RATE_LIMITED', message: 'Too many requests, please try again later' } })
    : route.fallback()));
  await account.getByRole('button', { name: l.change }).click();
  await page.getByRole('dialog', { name: l.choose }).getByRole('radio', { name: 'Koi' }).check();
  await page.getByRole('dialog', { name: l.choose }).getByRole('button', { name: l.save }).click();
  await expect(page.getByRole('dialog', { name: l.choose }).getByRole('alert')).toHaveText('Too many requests, please try again later');
  await expect(account.getByRole('img', { name: l.yours })).toHaveAttribute('src', /\/avatar\/panda\.png$/);
  await shoot(page, `settings-refused-${merchant.code}`);
});

test('@brand R7-23 the live dealers on the live game center: name, picture, table, vendor and live state; a guest\'s tap goes to log in, a member\'s launches the table', async ({ page, merchant, signIn, text }) => {
  const l = memberTexts(text, merchant);
  const listed = page.waitForRequest((r) => r.url().includes('/wps/chat/live-models'));
  await page.goto('/m/live');
  const query = new URL((await listed).url()).searchParams;
  expect([query.get('active'), query.get('streaming')]).toEqual(['1', '0']);
  const strip = page.getByRole('region', { name: l.dealers });
  const aiko = strip.getByRole('button', { name: new RegExp(`^${l.live}.*Aiko`) });
  await expect(aiko).toBeVisible();
  await expect(strip.getByRole('button', { name: new RegExp(`^${l.offAir}`) }).first()).toBeVisible();
  await expect(aiko.locator('img')).toHaveJSProperty('complete', true);
  expect(await aiko.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, `live-${merchant.code}`);
  await aiko.click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await signIn(page, 'demo01');
  await page.goto('/m/gameCenter?type=LIVE');
  await page.getByRole('region', { name: l.dealers }).getByRole('button', { name: /Aiko/ }).click();
  await expect(page).toHaveURL(/\/__sandbox\/game\?/);
});

test('@brand R7-32 joining a promotion: Join shows the joined state; a second join, from another tab, shows the platform\'s refusal', async ({ page, context, request, sandbox, merchant, text }) => {
  const l = memberTexts(text, merchant);
  await signInFreshMember(page, request, sandbox);
  await page.goto('/m/activity?id=2');
  // a second tab shows the promotion before the first joins it
  const other = await context.newPage();
  await other.goto('/m/activity?id=2');
  const stale = other.getByRole('region', { name: l.reload });
  await expect(stale.getByRole('button', { name: l.join })).toBeVisible();
  const terms = page.getByRole('region', { name: l.reload });
  await terms.getByRole('button', { name: l.join }).click();
  await expect(terms.getByText(l.joined, { exact: true })).toBeVisible();
  await expect(terms.getByRole('button', { name: l.join })).toHaveCount(0);
  await shoot(page, `joined-${merchant.code}`);

  await stale.getByRole('button', { name: l.join }).click();
  await expect(stale.getByRole('alert')).toHaveText('You have joined this promotion already');
  await expect(stale.getByText(l.joined, { exact: true })).toBeVisible();
  await other.close();
});
