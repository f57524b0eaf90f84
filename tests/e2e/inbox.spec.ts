import { containing } from './texts.ts';
import { expect, test } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { screenshots } from './screenshots.ts';
import { inboxTextIn } from '../../scripts/sandbox/inbox-texts.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** The inbox's words in the merchant's default language, and demo00's seeded "verify" message, which carries hostile HTML (scripts/sandbox/inbox-texts.ts). */
function inboxTexts(text: TFunction, merchant: Merchant) {
  const verify = inboxTextIn('verify', merchant.defaultLanguage);
  return {
    dir: languageCore(merchant.defaultLanguage)!.dir, list: text('inbox.messages'), unread: text('inbox.unread'), unreadTotal: (count: number) => text('inbox.unread_total', { count }),
    verify: verify.title, verifyBody: /<p>([^<]*)<\/p>/.exec(verify.body)![1]!, back: text('inbox.back'), remove: text('inbox.delete'),
    confirm: text('inbox.delete_confirm'), deleted: text('inbox.deleted'),
  };
}

const shoot = screenshots('i', { fullPage: false });

test('inbox: a member reads a message (marked read, hostile HTML inert) and deletes it after confirming (SPEC 2.8, 7)', async ({ page, merchant, signIn, text }) => {
  const l = inboxTexts(text, merchant);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, 'demo00');
  await page.goto('/m/webEmail');
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const list = page.getByRole('list', { name: l.list });
  const verify = list.getByRole('link', { name: containing(l.verify) });
  await expect(verify).toContainText(l.unread);
  await expect(page.getByText(l.unreadTotal(3))).toBeVisible();
  await shoot(page, `inbox-${merchant.code}`);

  // open: the platform marks it read; the body is shown, its script and handlers are not
  await verify.click();
  await expect(page).toHaveURL(/\/m\/webEmail\?id=\d+$/);
  const message = page.getByRole('article', { name: l.verify });
  await expect(message).toContainText(l.verifyBody);
  await expect(message.locator('script, [onerror], [onclick], a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __sandboxXss?: number }).__sandboxXss)).toBeUndefined();
  await shoot(page, `inbox-message-${merchant.code}`);
  await message.getByRole('button', { name: l.back }).click();
  await expect(verify).not.toContainText(l.unread);
  await expect(page.getByText(l.unreadTotal(2))).toBeVisible();

  // delete, confirmed through the modal manager's dialog; after a reload it is still gone
  await verify.click();
  await message.getByRole('button', { name: l.remove }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(l.confirm);
  await confirm.getByRole('button', { name: l.remove }).click();
  await expect(page.getByText(l.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(list.getByRole('link')).toHaveCount(5);
  await expect(list.getByRole('link', { name: containing(l.verify) })).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('link')).toHaveCount(5);
  await expect(list.getByRole('link', { name: containing(l.verify) })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
