import { encodePng } from '../../scripts/sandbox/png.ts';
import { containing } from './texts.ts';
import { expect, test, withoutPopup } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { screenshots } from './screenshots.ts';
import { PROMOTIONS } from '../../scripts/sandbox/promotion-texts.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The sandbox's first promotion needs pictures and remarks (scripts/sandbox/promotion-texts.ts); the screen's words in the merchant's default language. */
function applyTexts(text: TFunction, merchant: Merchant) {
  const first = PROMOTIONS[0]!.text;
  return {
    first: (first[merchant.defaultLanguage] ?? first['EN']!).title, apply: text('promotions.apply'), remarks: text('reward:remarks'), add: text('reward:add_pictures'),
    submit: text('reward:submit'), remove: text('reward:remove_picture', { n: 1 }), type: text('reward:activity_image_type'),
    size: text('reward:activity_apply_remark_limit3', { size: 5 }), sent: text('reward:applied'), unreadable: text('reward:image_fetch_failed'),
  };
}

/** A real picture of one colour, so its preview draws. */
const picture = (name: string, rgb: [number, number, number]) => {
  const data = new Uint8Array(48 * 48 * 3).map((_, i) => rgb[i % 3] ?? 0);
  return { name, mimeType: 'image/png', buffer: encodePng({ width: 48, height: 48, kind: 'rgb', data }) };
};

const shoot = screenshots('r', { fullPage: false });

test.beforeEach(async ({ page }) => {
  await withoutPopup(page);
});

test('R2.1-7 R2.9-9 R2.9-11 R5-6 R5-7 R5-37 a member applies from the promotion\'s go button with two pictures; a gif, an oversized and a damaged picture are refused with their messages', async ({ page, merchant, signIn, text }) => {
  const l = applyTexts(text, merchant);
  await signIn(page, 'demo01');
  await page.goto('/m/activityDetail?id=1');
  await expect(page.getByRole('button', { name: containing(l.first) })).toHaveAttribute('aria-expanded', 'true');
  await page.goto('/m/activity?id=1');
  await page.getByRole('region', { name: containing(l.first) }).getByRole('link', { name: l.apply }).click();
  await expect(page).toHaveURL(/\/m\/applyReward\?id=1$/);
  await expect(page.getByRole('heading', { name: l.first })).toBeVisible();

  const input = page.getByLabel(l.add);
  await input.setInputFiles({ name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') });
  await expect(page.getByRole('alert')).toHaveText(l.type);
  const big = picture('big.png', [0, 0, 0]);
  await input.setInputFiles({ ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(5242881 - big.buffer.length)]) });
  await expect(page.getByRole('alert')).toHaveText(l.size);
  // a PNG by its name and type whose bytes are no picture: the browser cannot draw it
  await input.setInputFiles({ name: 'damaged.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByRole('alert').filter({ hasText: l.unreadable })).toBeVisible();
  await expect(page.getByRole('list').getByRole('img')).toHaveCount(0);

  await page.getByRole('textbox', { name: l.remarks }).fill('Deposit slip and ticket');
  await input.setInputFiles([picture('slip.png', [220, 60, 60]), picture('ticket.png', [60, 120, 220])]);
  const previews = page.getByRole('list').getByRole('img');
  await expect(previews).toHaveCount(2);
  await expect(previews.first()).toHaveJSProperty('complete', true);
  expect(await previews.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await expect(page.getByRole('button', { name: l.remove })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `apply-reward-${merchant.code}`);

  const sent = page.waitForResponse((response) => response.url().endsWith('/wps/promotion/reward/apply'));
  await page.getByRole('button', { name: l.submit }).click();
  const response = await sent;
  expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(await response.json()).toEqual({ success: true });
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.getByRole('status').filter({ hasText: l.sent })).toBeVisible();
});
