import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { PASSWORD, type Sandbox, signInFreshMember } from './account-steps.ts';
import { expect, test } from './fixtures.ts';
import type { TFunction } from 'i18next';
import { shot } from './screenshots.ts';
import { textLike } from './texts.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

/** What the journeys read and press, in the merchant's default language (ttslot English, sahara Arabic), from the locale files. */
function walletTexts(text: TFunction, merchant: Merchant) {
  const dir = languageCore(merchant.defaultLanguage)!.dir;
  return {
    dir, amount: text('wallet:amount.label'), submitDeposit: text('wallet:deposit.submit'), payer: text('wallet:deposit.payer'), receipt: text('wallet:deposit.receipt'),
    pending: text('wallet:deposit.status.pending'), approved: text('wallet:deposit.status.approved'), wallets: text('wallet:balance.wallets'), main: text('wallet:balance.main'),
    withdraw: text('wallet:withdraw.title'), fundsPassword: text('wallet:withdraw.funds_password'), sent: textLike(text, 'wallet:withdraw.sent'),
    turnoverLeft: textLike(text, 'wallet:withdraw.turnover_left'), transferTitle: text('wallet:transfer.title'), transfer: text('wallet:transfer.submit'),
    vendor: text('wallet:transfer.vendor'), allBack: text('wallet:transfer.all_back'), moved: textLike(text, 'wallet:transfer.done'), movedBack: textLike(text, 'wallet:transfer.all_done'),
    records: text('wallet:records.title'), withdrawals: text('wallet:records.kind.withdraw'), startTrial: text('auth:trial.start'), refused: text('general.free_reject'),
    registerNow: text('member_center.register_now'), memberCentre: text('wallet:member.title'), channel: 'BDO bank transfer',
    noCard: text('wallet:withdraw.no_card'), bindCard: text('wallet:withdraw.bind_card'), security: text('security:title'), cards: text('security:item.card'), bank: text('security:card.bank'),
    accountNo: text('security:card.account_no'), cardFundsPassword: text('security:funds.current'), submit: text('security:submit'), oneBound: text('security:status.cards', { count: 1 }),
    boundCards: text('security:card.bound'), underReview: text('wallet:withdraw.pending', { count: 1 }),
    pendingStatus: text('wallet:records.value.pending'), approvedStatus: text('wallet:records.value.approved'),
    // the name the player types as the account holder, in the script of the brand's language
    payee: dir === 'rtl' ? 'ليلى حسن' : 'Rosa Dela Cruz',
  };
}

type Texts = ReturnType<typeof walletTexts>;

/** The funds password the sandbox seeds for demo00 (scripts/sandbox/wallet-seed.ts). */
const FUNDS_PASSWORD = 'Funds1234';
/** A 1x1 PNG: the receipt picture of a bank transfer. */
const RECEIPT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px`).toBe(true);
    // An Arabic page overflows to the left, which scrollWidth does not count: no box of the screen may leave the viewport on either side.
    const outside = await page.evaluate(() => [...document.querySelectorAll('#root main section, #root main form, #root main article, #root main ul, #root main dl')]
      .map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1)).length);
    expect(outside, `${name} at ${width} px: boxes outside the viewport`).toBe(0);
    await shot(page, `wallet/${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** An amount as shown ("₱1,234.50", Latin digits in both languages) to minor units. */
function minorOf(text: string): bigint {
  const digits = text.replace(/[^\d.]/g, '');
  const [whole, cents = '00'] = digits.split('.');
  return BigInt(whole ?? '0') * 100n + BigInt(cents.padEnd(2, '0'));
}

/** The amount a wallet row shows (its last part: a vendor's name may hold digits). */
async function amountOf(row: Locator): Promise<bigint> {
  await expect(row).toBeVisible();
  return minorOf((await row.locator('span').last().textContent()) ?? '');
}

/**
 * A member of its own for a journey that binds a card and moves money (see signInFreshMember), with the payee
 * and funds password (the security journey covers their screens) and a 1,000.00 deposit, approved through the
 * control API, set up by API too.
 */
async function freshMember(page: Page, request: APIRequestContext, sandbox: Sandbox, payeeName: string): Promise<string> {
  const { username, token } = await signInFreshMember(page, request, sandbox);
  const auth = { authorization: `Bearer ${token}` };
  const ok = async (path: string, data: unknown): Promise<{ id?: number }> => {
    const answer = (await (await request.post(path, { data, headers: auth })).json()) as { success: boolean; value: { id?: number } };
    expect(answer.success, `${path}: ${JSON.stringify(answer)}`).toBe(true);
    return answer.value;
  };
  await ok(ENDPOINTS.securityPayee.path, { payeeName, loginPassword: PASSWORD });
  await ok(ENDPOINTS.securityFundsPassword.path, { newFundsPassword: FUNDS_PASSWORD, confirmFundsPassword: FUNDS_PASSWORD, loginPassword: PASSWORD });
  const deposit = await ok(ENDPOINTS.depositRequest.path, { idempotencyKey: randomUUID(), channelId: 3, amount: '1000.00', reference: `GC${Date.now()}` });
  await sandbox('wallet/review', { kind: 'deposit', id: deposit.id, decision: 'approve' });
  return username;
}

const walletRows = (page: Page, l: Texts): Locator => page.getByRole('list', { name: l.wallets }).getByRole('listitem');
const mainBalance = (page: Page, l: Texts): Promise<bigint> => amountOf(walletRows(page, l).filter({ hasText: l.main }));

test('deposit by bank transfer with a receipt picture waits for approval; approved through the control API, the main wallet grows by it', async ({ page, merchant, signIn, sandbox, text }) => {
  const l = walletTexts(text, merchant);
  await signIn(page, 'demo02');
  await page.goto('/m/member/home');
  await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
  const before = await mainBalance(page, l);
  await shoot(page, `member-home-${merchant.code}`);

  await page.goto('/m/voucherCenter');
  const form = page.getByRole('form', { name: new RegExp(l.channel) });
  await form.getByRole('textbox', { name: l.amount }).fill('250.50');
  await form.getByRole('textbox', { name: l.payer }).fill('Demo Two');
  await form.getByLabel(l.receipt).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT });
  await shoot(page, `deposit-${merchant.code}`);
  await form.getByRole('button', { name: l.submitDeposit }).click();
  await expect(page.getByRole('heading', { name: l.pending })).toBeVisible();
  await shoot(page, `deposit-pending-${merchant.code}`);

  const pending = (await sandbox('wallet/pending?kind=deposit&username=demo02')) as { state: { list: { id: number; amount: string; hasReceipt: boolean }[] } };
  const deposit = pending.state.list.at(-1)!;
  expect(deposit).toMatchObject({ amount: '250.50', hasReceipt: true });
  await sandbox('wallet/review', { kind: 'deposit', id: deposit.id, decision: 'approve' });
  await expect(page.getByRole('heading', { name: l.approved })).toBeVisible({ timeout: 10_000 });

  await page.goto('/m/member/home');
  await expect.poll(() => mainBalance(page, l)).toBe(before + 25050n);
  const ledger = (await sandbox('wallet/ledger?username=demo02')) as { state: { balanced: boolean } };
  expect(ledger.state.balanced).toBe(true);
});

test('withdraw to a bound card with the funds password: a wrong one is refused as the platform words it and nothing typed is lost; the request then waits for review', async ({ page, merchant, signIn, sandbox, text }) => {
  const l = walletTexts(text, merchant);
  await signIn(page, 'demo00');
  await page.goto('/m/withdraw');
  const form = page.getByRole('form', { name: l.withdraw });
  const amount = form.getByRole('textbox', { name: l.amount });
  await amount.fill('100');
  await form.getByLabel(l.fundsPassword).fill('Wrong9999');
  await form.getByRole('button', { name: l.withdraw }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toBeVisible();
  await expect(amount).toHaveValue('100');
  await expect(form.getByLabel(l.fundsPassword)).toHaveValue('Wrong9999');
  await shoot(page, `withdraw-refused-${merchant.code}`);

  await form.getByLabel(l.fundsPassword).fill(FUNDS_PASSWORD);
  const before = (await sandbox('wallet/pending?kind=withdraw&username=demo00')) as { state: { list: unknown[] } };
  await form.getByRole('button', { name: l.withdraw }).click();
  // The seeded history may leave demo00 a turnover still to bet (shown in the summary): the platform then refuses, as given, and keeps nothing pending.
  if (await page.getByText(l.turnoverLeft).count() > 0) {
    await expect(refusal).toBeVisible();
    await expect(amount).toHaveValue('100');
    const after = (await sandbox('wallet/pending?kind=withdraw&username=demo00')) as { state: { list: unknown[] } };
    expect(after.state.list.length).toBe(before.state.list.length);
    return;
  }
  await expect(page.getByRole('status').filter({ hasText: l.sent })).toBeVisible();
  await shoot(page, `withdraw-sent-${merchant.code}`);
  const pending = (await sandbox('wallet/pending?kind=withdraw&username=demo00')) as { state: { list: { id: number; amount: string }[] } };
  const withdrawal = pending.state.list.at(-1)!;
  expect(withdrawal.amount).toBe('100.00');
  await sandbox('wallet/review', { kind: 'withdraw', id: withdrawal.id, decision: 'approve' });

  await page.goto('/m/member/records?type=withdraw');
  const list = page.getByRole('list', { name: l.withdrawals });
  await expect(list.getByRole('link').first()).toContainText('100.00');
  await shoot(page, `records-${merchant.code}`);
  await list.getByRole('link').first().click();
  await expect(page.getByRole('article')).toContainText('100.00');
  await shoot(page, `record-detail-${merchant.code}`);
});

test('withdraw to a newly bound card: bound in the security centre, the withdrawal to it waits for review, approved through the control API; the main wallet falls by it and the records say approved', async ({ page, merchant, request, sandbox, text }) => {
  // registration, set-up calls, two screens of binding, a withdrawal, its review and two reads: about 35 s on the loaded 2-core machine
  test.setTimeout(90_000);
  const l = walletTexts(text, merchant);
  const username = await freshMember(page, request, sandbox, l.payee);
  // the approved deposit asks for its own turnover before a withdrawal; the control API clears it
  await sandbox('wallet/turnover', { username, remaining: '0.00' });
  await page.goto('/m/member/home');
  await expect.poll(() => mainBalance(page, l)).toBe(100000n);

  // no card yet: the withdrawal sends the member to the security centre to bind one
  await page.goto('/m/withdraw');
  await expect(page.getByText(l.noCard)).toBeVisible();
  await page.getByRole('link', { name: l.bindCard }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  const list = page.getByRole('list', { name: l.security });
  await list.getByRole('link', { name: new RegExp(l.cards) }).click();
  const accountNo = `70${String(Date.now()).slice(-8)}`;
  const masked = `**** ${accountNo.slice(-4)}`;
  await page.getByRole('combobox', { name: new RegExp(l.bank) }).selectOption('BPI');
  await page.getByRole('textbox', { name: new RegExp(l.accountNo) }).fill(accountNo);
  await page.getByLabel(l.cardFundsPassword, { exact: false }).fill(FUNDS_PASSWORD);
  await page.getByRole('button', { name: l.submit }).click();
  await expect(list.getByRole('link', { name: new RegExp(l.cards) })).toContainText(l.oneBound);

  // the withdrawal offers the new card; 300.00 to it with the funds password waits for review
  await page.goto('/m/withdraw');
  const form = page.getByRole('form', { name: l.withdraw });
  const card = form.getByRole('radio', { name: new RegExp(masked.replace(/\*/g, '\\*')) });
  await expect(card).toBeChecked();
  await expect(form.getByRole('radio')).toHaveCount(1);
  await form.getByRole('textbox', { name: l.amount }).fill('300');
  await form.getByLabel(l.fundsPassword).fill(FUNDS_PASSWORD);
  await shoot(page, `withdraw-new-card-${merchant.code}`);
  await form.getByRole('button', { name: l.withdraw }).click();
  await expect(page.getByRole('status').filter({ hasText: l.sent })).toContainText(masked);
  await expect(page.getByText(l.underReview)).toBeVisible();
  await page.goto('/m/member/records?type=withdraw');
  const records = page.getByRole('list', { name: l.withdrawals });
  await expect(records.getByRole('link')).toHaveCount(1);
  await expect(records.getByRole('link').first()).toContainText(l.pendingStatus);

  const pending = (await sandbox(`wallet/pending?kind=withdraw&username=${username}`)) as { state: { list: { id: number; amount: string }[] } };
  expect(pending.state.list).toEqual([expect.objectContaining({ amount: '300.00' })]);
  await sandbox('wallet/review', { kind: 'withdraw', id: pending.state.list[0]!.id, decision: 'approve' });

  await page.goto('/m/member/home');
  await expect.poll(() => mainBalance(page, l)).toBe(70000n);
  await page.goto('/m/member/records?type=withdraw');
  const row = records.getByRole('link').first();
  await expect(row).toContainText('300.00');
  await expect(row).toContainText(masked);
  await expect(row).toContainText(l.approvedStatus);
  await shoot(page, `records-new-card-${merchant.code}`);
  const ledger = (await sandbox(`wallet/ledger?username=${username}`)) as { state: { balanced: boolean; accounts: { account: string; balance: string }[] } };
  expect(ledger.state.balanced).toBe(true);
  expect(ledger.state.accounts).toEqual(expect.arrayContaining([expect.objectContaining({ account: expect.stringMatching(/:main$/), balance: '700.00' })]));
});

test('transfer from the main wallet to a vendor wallet and all of it back to main (module FUNDTRANS3)', async ({ page, merchant, signIn, text }) => {
  const l = walletTexts(text, merchant);
  await signIn(page, 'demo00');
  await page.goto('/m/member/transfer');
  // start from every vendor wallet empty, so what moves is what this journey moved
  await page.getByRole('button', { name: l.allBack }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(walletRows(page, l)).toHaveCount(1);
  const before = await mainBalance(page, l);
  const form = page.getByRole('form', { name: l.transferTitle });
  const vendorName = (await form.getByRole('combobox', { name: l.vendor }).locator('option:checked').textContent()) ?? '';
  await form.getByRole('textbox', { name: l.amount }).fill('50');
  await form.getByRole('button', { name: l.transfer, exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(l.moved);
  await expect.poll(() => mainBalance(page, l)).toBe(before - 5000n);
  expect(await amountOf(walletRows(page, l).filter({ hasText: vendorName }))).toBe(5000n);
  await shoot(page, `transfer-${merchant.code}`);

  await page.getByRole('button', { name: l.allBack }).click();
  await expect(page.getByRole('status').filter({ hasText: l.movedBack })).toBeVisible();
  await expect(walletRows(page, l)).toHaveCount(1);
  expect(await mainBalance(page, l)).toBe(before);
});

test('a trial account is refused the deposit (free_reject) and the other wallet pages, offered a real account (SPEC 5, 6, 8)', async ({ page, merchant, text }) => {
  const l = walletTexts(text, merchant);
  await page.goto('/m/trail');
  await page.getByRole('button', { name: l.startTrial }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  for (const path of ['/m/voucherCenter', '/m/withdraw', '/m/member/transfer', '/m/member/records', '/m/member/home']) {
    await page.goto(path);
    await expect(page.getByText(l.refused)).toBeVisible();
    await expect(page.getByRole('link', { name: l.registerNow })).toHaveAttribute('href', '/m/register');
  }
  await shoot(page, `trial-refused-${merchant.code}`);
});
