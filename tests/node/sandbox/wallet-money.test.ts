/**
 * The wallet over HTTP (SPEC 5, 6, 7, 8): no overdraft under concurrency, retried
 * requests answered once, approval and rejection moving the right money, a restart losing nothing,
 * refusals with the platform's codes. The ledger is checked balanced after each.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR, SANDBOX_CONTROL } from '../../../src/api/endpoints.ts';
import { assertBalanced, balanceOf, HOUSE } from '../../../scripts/sandbox/ledger.ts';
import { parseMinor } from '../../../scripts/sandbox/money.ts';
import { bindBankCard, setFundsPassword } from '../../../scripts/sandbox/wallet-security.ts';
import { DEMO_FUNDS_PASSWORD } from '../../../scripts/sandbox/wallet-seed.ts';
import { call, control, login, PNG_BYTES, startSandbox, trial, type TestSandbox } from './helpers.ts';

const key = (): string => randomUUID();
const today = (): string => new Date().toISOString().slice(0, 10);
const receipt = () => [new File([PNG_BYTES], 'receipt.png', { type: 'image/png' })];

async function balances(s: TestSandbox, token: string) {
  const res = await call(s.app, 'walletBalances', {}, token);
  expect(res.status).toBe(200);
  return res.body.value as { total: string; main: string; pendingWithdrawal: string; vendors: { wallet: string; balance: string }[] };
}
const vendor = (b: Awaited<ReturnType<typeof balances>>, code: string): string => b.vendors.find((v) => v.wallet === code)?.balance ?? 'missing';
const memberId = (s: TestSandbox, username: string): number => s.app.sandbox.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', username)?.id ?? -1;
const balanced = (s: TestSandbox): void => assertBalanced(s.app.sandbox.db);

describe('wallet money', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  }, 60_000);
  afterAll(() => s.close());

  it('seeds the demo accounts from ledger rows: every balance is the sum of its rows and the header sumBalance is main plus vendor wallets', async () => {
    balanced(s);
    for (const [user, password] of [['demo00', 'Demo@1234'], ['demo01', 'Demo@1234'], ['demo02', 'Demo@1234'], ['agent01', 'Agent@1234']] as const) {
      const token = await login(s.app, user, password);
      const b = await balances(s, token);
      const sum = b.vendors.reduce((acc, v) => acc + parseMinor(v.balance), parseMinor(b.main));
      expect(parseMinor(b.total)).toBe(sum);
      expect(parseMinor(b.total)).toBeGreaterThan(0n);
      const wallet = (await call(s.app, 'wallet', {}, token)).body.value;
      expect(wallet.sumBalance.toFixed(2)).toBe(b.total);
      const range = { startDate: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10), endDate: today() };
      for (const name of ['depositRecords', 'transferRecords', 'betRecords', 'rewardRecords'] as const) {
        expect((await call(s.app, name, range, token)).body.value.total, `${user} ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it('100 concurrent withdrawals of a balance that covers 10 leave exactly 10 accepted, the rest refused as insufficient', async () => {
    const token = await login(s.app, 'demo01');
    await call(s.app, 'walletTransferAll', { idempotencyKey: key() }, token);
    const info = (await call(s.app, 'withdrawInfo', {}, token)).body.value;
    expect(info.remainingTurnover).toBe('0.00');
    const main = parseMinor(info.withdrawable);
    const amount = main / 10n;
    expect(amount * 11n).toBeGreaterThan(main);
    const text = `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 100 }, () => call(s.app, 'withdrawRequest', { idempotencyKey: key(), cardId: info.cards[0].cardId, amount: text, fundsPassword: DEMO_FUNDS_PASSWORD }, token)));
    const ms = performance.now() - started;
    console.log(`100 concurrent withdrawals: ${ms.toFixed(0)} ms`);
    const accepted = answers.filter((a) => a.body.success === true);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(90);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.find((a) => a.body.success === false)?.body.message).toBe('Insufficient balance');
    const after = await balances(s, token);
    expect(parseMinor(after.main)).toBe(main - 10n * amount);
    expect(parseMinor(after.pendingWithdrawal)).toBe(10n * amount);
    expect((await control(s.app, `${SANDBOX_CONTROL.walletPending}?kind=withdraw&username=demo01`)).body['state']).toMatchObject({ list: expect.arrayContaining([expect.objectContaining({ amount: text })]) });
    balanced(s);
    // hand the money back for the cases below
    for (const a of accepted) expect((await control(s.app, SANDBOX_CONTROL.walletReview, { kind: 'withdraw', id: a.body.value.id, decision: 'reject' })).status).toBe(200);
    expect((await balances(s, token)).main).toBe(info.withdrawable);
    balanced(s);
  }, 120_000);

  it('answers a retried request with its first answer and moves the money once, even when the retries race', async () => {
    const token = await login(s.app, 'demo00');
    const before = await balances(s, token);
    const k = key();
    const request = { idempotencyKey: k, from: 'MAIN', to: 'JILI', amount: '12.34' };
    const [a, b, c] = await Promise.all([call(s.app, 'walletTransfer', request, token), call(s.app, 'walletTransfer', request, token), call(s.app, 'walletTransfer', request, token)]);
    expect(a.body.success).toBe(true);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    const after = await balances(s, token);
    expect(parseMinor(after.main)).toBe(parseMinor(before.main) - 1234n);
    expect(parseMinor(vendor(after, 'JILI'))).toBe(parseMinor(vendor(before, 'JILI')) + 1234n);
    // the key in the header works too, and the same key for another request is refused
    const viaHeader = await call(s.app, 'walletTransfer', { from: 'JILI', to: 'MAIN', amount: '12.34' }, token, { 'idempotency-key': k.replaceAll('-', '') });
    expect(viaHeader.body.success).toBe(true);
    const reused = await call(s.app, 'walletTransfer', { ...request, amount: '99.00' }, token);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await call(s.app, 'walletTransfer', { from: 'MAIN', to: 'JILI', amount: '1.00' }, token);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    // a retried refusal is answered again, and still moves nothing
    const tooMuch = { idempotencyKey: key(), from: 'MAIN', to: 'PG', amount: '999999999.00' };
    const refused = await call(s.app, 'walletTransfer', tooMuch, token);
    expect(refused.body).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    expect((await call(s.app, 'walletTransfer', tooMuch, token)).body).toEqual(refused.body);
    expect((await balances(s, token)).main).toBe(before.main);
    // a retried deposit makes one request
    const deposit = { idempotencyKey: key(), channelId: 3, amount: '300', reference: 'GC0001' };
    const d1 = await call(s.app, 'depositRequest', deposit, token);
    const d2 = await call(s.app, 'depositRequest', deposit, token);
    expect(d2.body.value.id).toBe(d1.body.value.id);
    const pending = (await control(s.app, `${SANDBOX_CONTROL.walletPending}?kind=deposit&username=demo00`)).body['state'] as { list: { id: number }[] };
    expect(pending.list.filter((p) => p.id === d1.body.value.id)).toHaveLength(1);
    expect(pending.list).toHaveLength(1);
    balanced(s);
  });

  it('moves every vendor wallet back to main at once', async () => {
    const token = await login(s.app, 'agent01', 'Agent@1234');
    const before = await balances(s, token);
    expect(before.vendors.some((v) => v.balance !== '0.00')).toBe(true);
    const res = await call(s.app, 'walletTransferAll', { idempotencyKey: key() }, token);
    expect(res.body.value.balances.main).toBe(before.total);
    expect(res.body.value.balances.vendors.every((v: { balance: string }) => v.balance === '0.00')).toBe(true);
    expect(res.body.value.transfers.length).toBe(before.vendors.filter((v) => v.balance !== '0.00').length);
    balanced(s);
  });

  it('credits a deposit only when approved (with its accepted promotion bonus), never when rejected; a withdrawal is held, paid out on approval, returned on rejection', async () => {
    const token = await login(s.app, 'demo00');
    const id = memberId(s, 'demo00');
    const cash = balanceOf(s.app.sandbox.db, HOUSE.cash);
    const start = parseMinor((await balances(s, token)).main);
    const owed = parseMinor((await call(s.app, 'withdrawInfo', {}, token)).body.value.remainingTurnover);
    const promos = (await call(s.app, 'depositPromotions', { language: 'EN' }, token)).body.value.list as { promotionId: number; bonusPercent: number }[];
    expect(promos.map((p) => p.promotionId)).toEqual([2]);
    const deposit = await call(s.app, 'depositManual', { idempotencyKey: key(), channelId: 1, amount: '1000', payerName: 'Demo Zero', promotionId: 2, receipt: receipt() }, token);
    expect(deposit.body.value).toMatchObject({ status: 'pending', amount: '1000.00', bonus: '100.00', hasReceipt: true, channelKind: 'bank' });
    expect(parseMinor((await balances(s, token)).main)).toBe(start);
    const picture = await s.app.inject({ method: 'GET', url: `${SANDBOX_CONTROL.walletReceipt}?id=${deposit.body.value.id}`, headers: { 'X-Sandbox-Control': '1' } });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG_BYTES)).toBe(true);
    // the daily promotion is taken while the deposit waits
    expect((await call(s.app, 'depositPromotions', {}, token)).body.value.list).toEqual([]);
    expect((await control(s.app, SANDBOX_CONTROL.walletReview, { kind: 'deposit', id: deposit.body.value.id, decision: 'approve' })).status).toBe(200);
    expect(parseMinor((await balances(s, token)).main)).toBe(start + 110000n);
    expect(balanceOf(s.app.sandbox.db, HOUSE.cash)).toBe(cash - 100000n);
    expect((await call(s.app, 'depositDetail', { id: deposit.body.value.id }, token)).body.value.status).toBe('approved');
    const rewards = (await call(s.app, 'rewardRecords', { startDate: today(), endDate: today(), kind: 'deposit-bonus' }, token)).body.value;
    expect(rewards.list[0]).toMatchObject({ kind: 'deposit-bonus', amount: '100.00', status: 'credited' });
    // approving twice moves nothing more
    expect((await control(s.app, SANDBOX_CONTROL.walletReview, { kind: 'deposit', id: deposit.body.value.id, decision: 'approve' })).status).toBe(404);
    expect(parseMinor((await balances(s, token)).main)).toBe(start + 110000n);
    // the promotion's turnover must be bet before withdrawing: (1000 + 100) x 5 more than before
    const info = (await call(s.app, 'withdrawInfo', {}, token)).body.value;
    expect(parseMinor(info.remainingTurnover)).toBe(owed + 550000n);
    const refused = await call(s.app, 'withdrawRequest', { idempotencyKey: key(), cardId: info.cards[0].cardId, amount: '100', fundsPassword: DEMO_FUNDS_PASSWORD }, token);
    expect(refused.body).toMatchObject({ success: false, code: 'TURNOVER_NOT_MET' });
    expect(refused.body.message).toMatch(/^Turnover requirement not met: bet ₱[\d,]+\.\d{2} more before withdrawing$/);
    s.app.sandbox.db.run('DELETE FROM wallet_turnover WHERE member_id = ?', id);

    const rejectedDeposit = await call(s.app, 'depositRequest', { idempotencyKey: key(), channelId: 4, amount: '250.50', reference: 'MY998877' }, token);
    const mid = parseMinor((await balances(s, token)).main);
    expect((await control(s.app, SANDBOX_CONTROL.walletReview, { kind: 'deposit', id: rejectedDeposit.body.value.id, decision: 'reject', remark: 'Reference not found' })).status).toBe(200);
    expect(parseMinor((await balances(s, token)).main)).toBe(mid);
    expect((await call(s.app, 'depositDetail', { id: rejectedDeposit.body.value.id }, token)).body.value).toMatchObject({ status: 'rejected', remark: 'Reference not found' });

    const w1 = await call(s.app, 'withdrawRequest', { idempotencyKey: key(), cardId: info.cards[0].cardId, amount: '200', fundsPassword: DEMO_FUNDS_PASSWORD }, token);
    expect(w1.body.value).toMatchObject({ status: 'pending', amount: '200.00', maskedNo: '**** 4455' });
    expect(parseMinor((await balances(s, token)).main)).toBe(mid - 20000n);
    expect((await control(s.app, SANDBOX_CONTROL.walletReview, { kind: 'withdraw', id: w1.body.value.id, decision: 'reject', remark: 'Card name differs' })).status).toBe(200);
    expect(parseMinor((await balances(s, token)).main)).toBe(mid);
    expect((await balances(s, token)).pendingWithdrawal).toBe('0.00');
    const cashBefore = balanceOf(s.app.sandbox.db, HOUSE.cash);
    const w2 = await call(s.app, 'withdrawRequest', { idempotencyKey: key(), cardId: info.cards[0].cardId, amount: '300', fundsPassword: DEMO_FUNDS_PASSWORD }, token);
    expect((await control(s.app, SANDBOX_CONTROL.walletReview, { kind: 'withdraw', id: w2.body.value.id, decision: 'approve' })).status).toBe(200);
    const end = await balances(s, token);
    expect(parseMinor(end.main)).toBe(mid - 30000n);
    expect(end.pendingWithdrawal).toBe('0.00');
    expect(balanceOf(s.app.sandbox.db, HOUSE.cash)).toBe(cashBefore + 30000n);
    const records = (await call(s.app, 'withdrawRecords', { startDate: today(), endDate: today() }, token)).body.value.list as { id: number; status: string; remark: string }[];
    expect(records.find((r) => r.id === w1.body.value.id)).toMatchObject({ status: 'rejected', remark: 'Card name differs' });
    expect(records.find((r) => r.id === w2.body.value.id)).toMatchObject({ status: 'approved' });
    balanced(s);
  });

  it('completes a gateway deposit on the gateway page the sandbox serves, and cancels one left unpaid', async () => {
    const token = await login(s.app, 'demo02');
    const start = parseMinor((await balances(s, token)).main);
    const d = (await call(s.app, 'depositRequest', { idempotencyKey: key(), channelId: 5, amount: '500.00' }, token)).body.value;
    expect(d.status).toBe('pending');
    expect(d.gatewayUrl).toMatch(/^\/__sandbox\/pay\?d=[\w-]{24}$/);
    const page = await s.app.inject({ method: 'GET', url: d.gatewayUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₱500.00');
    const pay = await s.app.inject({ method: 'POST', url: d.gatewayUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
    expect(pay.statusCode).toBe(200);
    expect(parseMinor((await balances(s, token)).main)).toBe(start + 50000n);
    const again = await s.app.inject({ method: 'POST', url: d.gatewayUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
    expect(again.statusCode).toBe(409);
    expect(parseMinor((await balances(s, token)).main)).toBe(start + 50000n);
    const detail = (await call(s.app, 'depositDetail', { id: d.id }, token)).body.value;
    expect(detail).toMatchObject({ status: 'approved', gatewayUrl: null });
    const c = (await call(s.app, 'depositRequest', { idempotencyKey: key(), channelId: 5, amount: '200' }, token)).body.value;
    await s.app.inject({ method: 'POST', url: c.gatewayUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=cancel' });
    expect((await call(s.app, 'depositDetail', { id: c.id }, token)).body.value.status).toBe('cancelled');
    expect(parseMinor((await balances(s, token)).main)).toBe(start + 50000n);
    balanced(s);
  });

  it('refuses guests (401), trial accounts (403 free_reject) and amounts that are not plain positive decimals (400)', async () => {
    const guest = await call(s.app, 'walletBalances');
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('NOT_LOGGED_IN');
    const t = await trial(s.app);
    expect((await balances(s, t)).main).toBe('2000.00');
    const range = { startDate: today(), endDate: today() };
    for (const [name, input] of [
      ['walletTransfer', { idempotencyKey: key(), from: 'MAIN', to: 'PG', amount: '10' }], ['walletTransferAll', { idempotencyKey: key() }],
      ['depositChannels', {}], ['depositPromotions', {}], ['depositRequest', { idempotencyKey: key(), channelId: 3, amount: '100', reference: 'X1' }],
      ['withdrawInfo', {}], ['withdrawRequest', { idempotencyKey: key(), cardId: 1, amount: '100', fundsPassword: 'x' }],
      ['depositRecords', range], ['withdrawRecords', range], ['transferRecords', range], ['betRecords', range], ['rewardRecords', range], ['depositDetail', { id: 1 }],
    ] as const) {
      const res = await call(s.app, name, input, t);
      expect(res.status, name).toBe(403);
      expect(res.body, name).toMatchObject({ success: false, code: 'free_reject', message: 'Please login an actual account to use this function' });
    }
    const trialUpload = await call(s.app, 'depositManual', { idempotencyKey: key(), channelId: 1, amount: '100', payerName: 'T', receipt: receipt() }, t);
    expect(trialUpload.status).toBe(403);
    expect((await balances(s, t)).main).toBe('2000.00');

    const token = await login(s.app, 'demo01');
    const before = await balances(s, token);
    for (const amount of ['1e3', '-5', '0.001', '1,000', ' 10', '']) {
      for (const [name, input] of [
        ['walletTransfer', { idempotencyKey: key(), from: 'MAIN', to: 'PG', amount }],
        ['depositRequest', { idempotencyKey: key(), channelId: 3, amount, reference: 'R1' }],
        ['withdrawRequest', { idempotencyKey: key(), cardId: 1, amount, fundsPassword: DEMO_FUNDS_PASSWORD }],
        ['depositManual', { idempotencyKey: key(), channelId: 1, amount, payerName: 'Demo One', receipt: receipt() }],
      ] as const) {
        const res = await call(s.app, name, input, token);
        expect(res.status, `${name} ${JSON.stringify(amount)}`).toBe(400);
        expect(res.body.value?.field, `${name} ${JSON.stringify(amount)}`).toBe('amount');
      }
    }
    const numeric = await call(s.app, 'walletTransfer', { idempotencyKey: key(), from: 'MAIN', to: 'PG', amount: 10.5 }, token);
    expect(numeric.status).toBe(400);
    for (const amount of ['0', '0.00']) {
      const zero = await call(s.app, 'walletTransfer', { idempotencyKey: key(), from: 'MAIN', to: 'PG', amount }, token);
      expect(zero.body).toMatchObject({ success: false, code: 'AMOUNT_INVALID', message: 'The amount must be more than 0' });
    }
    expect((await balances(s, token)).total).toBe(before.total);
  });

  it('takes a receipt picture as JPEG, PNG or GIF by its bytes (SPEC 5: the upload picker takes gif); a file only named .gif is refused with 415', async () => {
    const token = await login(s.app, 'demo02');
    const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const gif = await call(s.app, 'depositManual', { idempotencyKey: key(), channelId: 1, amount: '100', payerName: 'Demo Two', receipt: [new File([GIF], 'receipt.gif', { type: 'image/gif' })] }, token);
    expect(gif.status, JSON.stringify(gif.body)).toBe(200);
    const picture = await s.app.inject({ method: 'GET', url: `${SANDBOX_CONTROL.walletReceipt}?id=${gif.body.value.id}`, headers: { 'X-Sandbox-Control': '1' } });
    expect(picture.headers['content-type']).toBe('image/gif');
    const named = await call(s.app, 'depositManual', { idempotencyKey: key(), channelId: 1, amount: '100', payerName: 'Demo Two', receipt: [new File(['not a picture'], 'receipt.gif', { type: 'image/gif' })] }, token);
    expect(named.status, JSON.stringify(named.body)).toBe(415);
    expect(named.body).toMatchObject({ success: false, code: API_ERROR.pictureType });
  });

  it('refuses a withdrawal with the platform\'s reason: limits, wrong or missing funds password, unknown card, turnover', async () => {
    const token = await login(s.app, 'demo01');
    const info = (await call(s.app, 'withdrawInfo', {}, token)).body.value;
    const cardId = info.cards[0].cardId as number;
    const ask = (fields: Record<string, unknown>, t = token) => call(s.app, 'withdrawRequest', { idempotencyKey: key(), cardId, amount: '100', fundsPassword: DEMO_FUNDS_PASSWORD, ...fields }, t);
    expect((await ask({ amount: '99.99' })).body).toMatchObject({ code: 'AMOUNT_BELOW_MIN', message: 'The amount must be at least ₱100.00' });
    expect((await ask({ amount: '50000.01' })).body).toMatchObject({ code: 'AMOUNT_ABOVE_MAX', message: 'The amount may be at most ₱50,000.00' });
    expect((await ask({ fundsPassword: 'Wrong1234' })).body).toMatchObject({ code: 'FUNDS_PASSWORD_INCORRECT', message: 'The funds password is incorrect' });
    expect((await ask({ cardId: 99999 })).body).toMatchObject({ code: 'BANK_CARD_NOT_FOUND' });
    const demo02 = await login(s.app, 'demo02');
    const d2 = (await call(s.app, 'withdrawInfo', {}, demo02)).body.value;
    expect(d2).toMatchObject({ hasFundsPassword: false, cards: [] });
    expect(parseMinor(d2.remainingTurnover)).toBeGreaterThan(0n);
    expect((await ask({}, demo02)).body).toMatchObject({ code: 'FUNDS_PASSWORD_NOT_SET', message: 'Please set a funds password in the security centre first' });
    const id = memberId(s, 'demo02');
    expect(setFundsPassword(s.app.sandbox.db, id, 'Money2025')).toBe('ok');
    const card = bindBankCard(s.app.sandbox.db, id, { bankCode: 'UBP', accountName: 'Demo Two', accountNo: '1098765432' });
    const turnover = await call(s.app, 'withdrawRequest', { idempotencyKey: key(), cardId: card.cardId, amount: '100', fundsPassword: 'Money2025' }, demo02);
    expect(turnover.body).toMatchObject({ success: false, code: 'TURNOVER_NOT_MET' });
    expect(turnover.body.message).toContain(d2.remainingTurnover.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    expect(d2.pendingCount).toBe(0);
    balanced(s);
  });

  it('filters records by date range and status, pages them, and keeps another member\'s record out of reach', async () => {
    const token = await login(s.app, 'demo01');
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const all = (await call(s.app, 'betRecords', { startDate: from, endDate: today(), pageSize: 100 }, token)).body.value;
    expect(all.total).toBeGreaterThan(20);
    const won = (await call(s.app, 'betRecords', { startDate: from, endDate: today(), status: 'won', pageSize: 100 }, token)).body.value;
    expect(won.total).toBeGreaterThan(0);
    expect(won.total).toBeLessThan(all.total);
    expect(won.list.every((b: { status: string; profit: string }) => b.status === 'won' && !b.profit.startsWith('-'))).toBe(true);
    const page2 = (await call(s.app, 'betRecords', { startDate: from, endDate: today(), pageNo: 2, pageSize: 5 }, token)).body.value;
    expect(page2).toMatchObject({ pageNo: 2, pageSize: 5, total: all.total, totalPages: Math.ceil(all.total / 5) });
    expect(page2.list.map((b: { id: number }) => b.id)).toEqual(all.list.slice(5, 10).map((b: { id: number }) => b.id));
    const old = (await call(s.app, 'betRecords', { startDate: '2000-01-01', endDate: '2000-12-31' }, token)).body.value;
    expect(old).toMatchObject({ total: 0, list: [] });
    const backwards = await call(s.app, 'depositRecords', { startDate: today(), endDate: '2000-01-01' }, token);
    expect(backwards.status).toBe(400);
    expect(backwards.body.value.field).toBe('endDate');
    const other = await login(s.app, 'demo02');
    const mine = all.list[0].id as number;
    expect((await call(s.app, 'betDetail', { id: mine }, token)).body.value.id).toBe(mine);
    expect((await call(s.app, 'betDetail', { id: mine }, other)).status).toBe(404);
  });
});

describe('wallet across a restart', () => {
  it('keeps every balance, pending request and first answer when the sandbox restarts on the same database', async () => {
    const first = await startSandbox({ rateLimits: false });
    let token = await login(first.app, 'demo01');
    const k = key();
    const transfer = await call(first.app, 'walletTransfer', { idempotencyKey: k, from: 'MAIN', to: 'PG', amount: '77.70' }, token);
    const deposit = (await call(first.app, 'depositManual', { idempotencyKey: key(), channelId: 2, amount: '1500', payerName: 'Demo One', receipt: receipt() }, token)).body.value;
    const cardId = (await call(first.app, 'withdrawInfo', {}, token)).body.value.cards[0].cardId;
    const withdrawal = (await call(first.app, 'withdrawRequest', { idempotencyKey: key(), cardId, amount: '400', fundsPassword: DEMO_FUNDS_PASSWORD }, token)).body.value;
    const before = await balances(first, token);
    await first.close(false);

    const second = await startSandbox({ rateLimits: false }, first.dir);
    try {
      token = await login(second.app, 'demo01');
      expect(await balances(second, token)).toEqual(before);
      const retry = await call(second.app, 'walletTransfer', { idempotencyKey: k, from: 'MAIN', to: 'PG', amount: '77.70' }, token);
      expect(retry.body).toEqual(transfer.body);
      expect(await balances(second, token)).toEqual(before);
      const pendingDeposits = (await control(second.app, `${SANDBOX_CONTROL.walletPending}?kind=deposit&username=demo01`)).body['state'] as { list: { id: number }[] };
      expect(pendingDeposits.list.map((p) => p.id)).toContain(deposit.id);
      const pendingWithdrawals = (await control(second.app, `${SANDBOX_CONTROL.walletPending}?kind=withdraw&username=demo01`)).body['state'] as { list: { id: number }[] };
      expect(pendingWithdrawals.list.map((p) => p.id)).toEqual([withdrawal.id]);
      await control(second.app, SANDBOX_CONTROL.walletReview, { kind: 'deposit', id: deposit.id, decision: 'approve' });
      await control(second.app, SANDBOX_CONTROL.walletReview, { kind: 'withdraw', id: withdrawal.id, decision: 'reject' });
      const after = await balances(second, token);
      expect(parseMinor(after.main)).toBe(parseMinor(before.main) + 150000n + 40000n);
      expect(after.pendingWithdrawal).toBe('0.00');
      assertBalanced(second.app.sandbox.db);
      const ledger = await control(second.app, `${SANDBOX_CONTROL.walletLedger}?username=demo01`);
      expect(ledger.body['state']).toMatchObject({ balanced: true });
    } finally {
      await second.close();
    }
  }, 120_000);
});
