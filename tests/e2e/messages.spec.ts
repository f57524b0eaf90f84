import { containing } from './texts.ts';
import { expect, test, withoutPopup } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { screenshots } from './screenshots.ts';
import { HOSTILE_NOTICE } from '../../scripts/sandbox/notice-texts.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The message centre's words in the merchant's default language, and the sandbox's newest notice in it (scripts/sandbox/notice-texts.ts). */
function messageTexts(text: TFunction, merchant: Merchant) {
  const language = merchant.defaultLanguage as keyof typeof HOSTILE_NOTICE;
  const newest = HOSTILE_NOTICE[language] ?? HOSTILE_NOTICE.EN;
  return {
    dir: languageCore(merchant.defaultLanguage)!.dir, entries: text('messages.entries'), notices: containing(text('messages.announcements')), newest: containing(newest.title),
    body: newest.paragraphs[0]!, chat: containing(text('messages.live_chat')), affiliate: text('messages.affiliate'),
  };
}

const shoot = screenshots('n', { fullPage: false });

test.beforeEach(async ({ page }) => {
  await withoutPopup(page);
});

test('R2.8-3 R2.8-7 R2.9-13 R2.9-14 reading a notice from the message centre lowers its badge; live chat keeps the conversation and its badge falls once read', async ({ page, merchant, signIn, baseURL, text }) => {
  const l = messageTexts(text, merchant);
  await signIn(page, 'demo02');
  await page.goto('/m/message');
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const entries = page.getByRole('list', { name: l.entries });
  const noticeBadge = entries.getByRole('link', { name: l.notices }).locator('span[aria-label]');
  await expect(noticeBadge).toHaveText('9');
  // the platform's first customer-service link: the sandbox's chat, a full URL on the page's host
  await expect(entries.getByRole('link', { name: l.affiliate })).toHaveAttribute('href', `${baseURL}/__sandbox/chat?service=cs`);
  await shoot(page, `message-${merchant.code}`);

  await entries.getByRole('link', { name: l.notices }).click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  const newest = page.getByRole('button', { name: l.newest });
  await newest.click();
  await expect(newest).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: l.newest })).toContainText(l.body);
  await expect(newest).toContainText(/\d{4}-\d{2}-\d{2}/);
  expect(await page.evaluate(() => (window as { __sandboxXss?: number }).__sandboxXss)).toBeUndefined();
  await shoot(page, `notice-${merchant.code}`);
  await newest.click();
  await expect(newest).toHaveAttribute('aria-expanded', 'false');

  await page.goBack();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(noticeBadge).toHaveText('8');

  if (!merchant.whitelabel.CBS3) {
    await expect(entries.getByRole('button', { name: l.chat })).toHaveCount(0);
    return;
  }
  const chat = entries.getByRole('button', { name: l.chat });
  await expect(chat.locator('span[aria-label]')).toHaveText('1');
  await chat.click();
  await expect(page).toHaveURL(/\/__sandbox\/chat\?c=/);
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Your deposit of today has been credited.');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is my withdrawal on its way?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Is my withdrawal on its way?');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByRole('list', { name: l.entries }).getByRole('button', { name: l.chat }).locator('span[aria-label]')).toHaveCount(0);
});
