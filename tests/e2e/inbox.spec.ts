import { expect, test } from './fixtures.ts';
import { screenshots } from './screenshots.ts';

// demo00's seeded inbox (scripts/sandbox/inbox-texts.ts) in each merchant's default language; "verify" carries hostile HTML.
const TEXTS = {
  ttslot: {
    dir: 'ltr', list: 'Messages', unread: 'Unread', unreadTotal: (n: number) => `Unread: ${n}`, verify: 'Verify your account', verifyBody: 'Please confirm your mobile number in the Security centre.',
    back: 'Back to inbox', remove: 'Delete', confirm: 'Delete this message? It cannot be restored.', deleted: 'Message deleted',
  },
  sahara: {
    dir: 'rtl', list: 'الرسائل', unread: 'غير مقروءة', unreadTotal: (n: number) => `غير مقروءة: ${n}`, verify: 'وثّق حسابك', verifyBody: 'يرجى تأكيد رقم هاتفك في مركز الأمان.',
    back: 'العودة إلى صندوق الوارد', remove: 'حذف', confirm: 'حذف هذه الرسالة؟ لا يمكن استعادتها.', deleted: 'تم حذف الرسالة',
  },
} as const;

const shoot = screenshots('i', { fullPage: false });

test('inbox: a member reads a message (marked read, hostile HTML inert) and deletes it after confirming (SPEC 2.8, 7)', async ({ page, merchant, signIn }) => {
  const l = TEXTS[merchant.code as keyof typeof TEXTS];
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, 'demo00');
  await page.goto('/m/webEmail');
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const list = page.getByRole('list', { name: l.list });
  const verify = list.getByRole('link', { name: new RegExp(l.verify) });
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
  await expect(list.getByRole('link', { name: new RegExp(l.verify) })).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('link')).toHaveCount(5);
  await expect(list.getByRole('link', { name: new RegExp(l.verify) })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
