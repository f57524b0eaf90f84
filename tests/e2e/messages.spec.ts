import { expect, test, withoutPopup } from './fixtures.ts';
import { screenshots } from './screenshots.ts';

// The sandbox's notices in each merchant's default language (scripts/sandbox/notice-texts.ts), newest first.
const TEXTS = {
  ttslot: { dir: 'ltr', entries: 'Message centre', notices: 'Announcements', newest: 'Terms of the weekend draw', body: 'Safe text.', chat: 'Live chat', affiliate: 'Affiliate service' },
  sahara: { dir: 'rtl', entries: 'مركز الرسائل', notices: 'الإعلانات', newest: 'شروط سحب نهاية الأسبوع', body: 'نص آمن.', chat: 'الدردشة المباشرة', affiliate: 'خدمة الشركاء' },
} as const;

const shoot = screenshots('n', { fullPage: false });

test.beforeEach(async ({ page }) => {
  await withoutPopup(page);
});

test('R2.8-3 R2.8-7 R2.9-13 R2.9-14 reading a notice from the message centre lowers its badge; live chat keeps the conversation and its badge falls once read', async ({ page, merchant, signIn, baseURL }) => {
  const l = TEXTS[merchant.code as keyof typeof TEXTS];
  await signIn(page, 'demo02');
  await page.goto('/m/message');
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const entries = page.getByRole('list', { name: l.entries });
  const noticeBadge = entries.getByRole('link', { name: new RegExp(l.notices) }).locator('span[aria-label]');
  await expect(noticeBadge).toHaveText('9');
  // the platform's first customer-service link: the sandbox's chat, a full URL on the page's host
  await expect(entries.getByRole('link', { name: l.affiliate })).toHaveAttribute('href', `${baseURL}/__sandbox/chat?service=cs`);
  await shoot(page, `message-${merchant.code}`);

  await entries.getByRole('link', { name: new RegExp(l.notices) }).click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  const newest = page.getByRole('button', { name: new RegExp(l.newest) });
  await newest.click();
  await expect(newest).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: new RegExp(l.newest) })).toContainText(l.body);
  await expect(newest).toContainText(/\d{4}-\d{2}-\d{2}/);
  expect(await page.evaluate(() => (window as { __sandboxXss?: number }).__sandboxXss)).toBeUndefined();
  await shoot(page, `notice-${merchant.code}`);
  await newest.click();
  await expect(newest).toHaveAttribute('aria-expanded', 'false');

  await page.goBack();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(noticeBadge).toHaveText('8');

  if (!merchant.whitelabel.CBS3) {
    await expect(entries.getByRole('button', { name: new RegExp(l.chat) })).toHaveCount(0);
    return;
  }
  const chat = entries.getByRole('button', { name: new RegExp(l.chat) });
  await expect(chat.locator('span[aria-label]')).toHaveText('1');
  await chat.click();
  await expect(page).toHaveURL(/\/__sandbox\/chat\?c=/);
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Your deposit of today has been credited.');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is my withdrawal on its way?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Is my withdrawal on its way?');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByRole('list', { name: l.entries }).getByRole('button', { name: new RegExp(l.chat) }).locator('span[aria-label]')).toHaveCount(0);
});
