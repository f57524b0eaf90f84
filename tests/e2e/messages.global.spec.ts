import { expect, test, withoutPopup } from './fixtures.ts';


test.beforeEach(async ({ page }) => {
  await withoutPopup(page);
});
test.afterEach(async ({ sandbox }) => {
  await sandbox('flags', { CBS3: null });
});

test('R2.8-5 R6-7 the message centre shows live chat and its count with CBS3 on, and neither with it off', async ({ page, signIn, sandbox, text }) => {
  await signIn(page, 'demo00');
  await sandbox('flags', { CBS3: true });
  await page.goto('/m/message');
  const chat = page.getByRole('list', { name: text('messages.entries'), exact: true }).getByRole('button', { name: text('messages.live_chat') });
  await expect(chat.locator('span[aria-label]')).toHaveText('1');

  await sandbox('flags', { CBS3: false });
  const unread = page.waitForRequest('**/wps/inbox/unread-count');
  await page.reload();
  await unread;
  await expect(page.getByRole('list', { name: text('messages.entries'), exact: true })).toBeVisible();
  await expect(chat).toHaveCount(0);
});
