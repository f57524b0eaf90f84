// @vitest-environment node
/** More wallet calls as the front end sends them (SPEC 7 wallet, deposit, withdraw, records). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchBalances, fetchBetDetail, fetchBetRecords, fetchDepositChannels, fetchDepositDetail, fetchDepositPromotions, fetchDepositRecords,
  fetchRecordDetail, fetchRecords, fetchRewardDetail, fetchRewardRecords, fetchTransferDetail, fetchTransferRecords, fetchWithdrawDetail,
  fetchWithdrawInfo, fetchWithdrawRecords, MAIN_WALLET, RECORD_KINDS, type RecordKind, requestManualDeposit, transfer,
} from '../../../src/api/wallet.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-0123456789abcdef';
const KEY = 'key-0123456789abcdef';
const REFUSAL = { success: false, code: 'WALLET_REFUSED', message: 'Refused' } as const;
const RANGE = { startDate: '2026-11-01', endDate: '2026-11-25', pageNo: 1, pageSize: 20 };

let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform(() => TOKEN);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('balances and transfers', () => {
  it('names the main wallet MAIN in transfers', async () => {
    await transfer({ from: MAIN_WALLET, to: 'PG', amount: '5.00', idempotencyKey: KEY });
    expect(platform.last().data).toStrictEqual({ from: 'MAIN', to: 'PG', amount: '5.00', idempotencyKey: KEY });
  });

  it('asks for the balances with GET and the token, and answers them as sent', async () => {
    const value = { main: '100.00', wallets: [{ code: 'PG', balance: '5.00' }] };
    platform.answer(value);
    expect(await fetchBalances()).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/wallet/balances', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });
});

describe('deposits', () => {
  it('asks for the deposit channels in the given language and answers the symbol and channels as sent', async () => {
    const value = { currencySymbol: '₱', channels: [{ id: 1, name: 'GCash' }] };
    platform.answer(value);
    expect(await fetchDepositChannels('TY')).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/wallet/deposit/channels' });
    expect(platform.last().params).toStrictEqual({ language: 'TY' });
  });

  it('asks for the deposit promotions in the given language and answers the list of the answer', async () => {
    const list = [{ id: 9, title: 'First deposit' }];
    platform.answer({ list });
    expect(await fetchDepositPromotions('EN')).toStrictEqual(list);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/wallet/deposit/promotions' });
    expect(platform.last().params).toStrictEqual({ language: 'EN' });
  });

  it('sends a bank-transfer deposit without a picture with no receipt part at all (the platform names the missing field)', async () => {
    await requestManualDeposit({ idempotencyKey: KEY, channelId: 1, amount: '1000.00', payerName: 'Demo One', receipt: undefined });
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/wallet/deposit/manual' });
    const form = platform.last().data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.has('receipt')).toBe(false);
    expect(Object.fromEntries(form.entries())).toStrictEqual({ idempotencyKey: KEY, channelId: '1', amount: '1000.00', payerName: 'Demo One' });
  });
});

describe('withdrawals', () => {
  it('asks for the withdrawal info with GET and answers it as sent', async () => {
    const value = { cards: [{ id: 4 }], min: '100.00', max: '50000.00' };
    platform.answer(value);
    expect(await fetchWithdrawInfo()).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/wallet/withdraw/info', params: undefined });
  });
});

describe('records', () => {
  const page = { list: [{ id: 1 }], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 };
  const record = { id: 12, amount: '10.00' };

  it.each<[string, () => Promise<unknown>, string, Record<string, unknown>]>([
    ['deposit', () => fetchDepositRecords({ ...RANGE, status: 'pending' }), '/wps/wallet/records/deposits', { ...RANGE, status: 'pending' }],
    ['withdrawal', () => fetchWithdrawRecords({ ...RANGE, status: 'approved' }), '/wps/wallet/records/withdrawals', { ...RANGE, status: 'approved' }],
    ['transfer', () => fetchTransferRecords({ ...RANGE, wallet: 'PG' }), '/wps/wallet/records/transfers', { ...RANGE, wallet: 'PG' }],
    ['reward', () => fetchRewardRecords({ ...RANGE, kind: 'rebate' }), '/wps/wallet/records/rewards', { ...RANGE, kind: 'rebate' }],
  ])('asks for a page of %s records with GET and its query, and answers the page', async (_kind, run, url, params) => {
    platform.answer(page);
    expect(await run()).toStrictEqual(page);
    expect(platform.last()).toMatchObject({ method: 'GET', url });
    expect(platform.last().params).toStrictEqual(params);
  });

  it.each<[string, (id: number) => Promise<unknown>, string]>([
    ['withdrawal', fetchWithdrawDetail, '/wps/wallet/records/withdrawals/detail'],
    ['transfer', fetchTransferDetail, '/wps/wallet/records/transfers/detail'],
    ['bet', fetchBetDetail, '/wps/wallet/records/bets/detail'],
    ['reward', fetchRewardDetail, '/wps/wallet/records/rewards/detail'],
  ])('asks for one %s record by id with GET, and answers the record', async (_kind, run, url) => {
    platform.answer(record);
    expect(await run(12)).toStrictEqual(record);
    expect(platform.last()).toMatchObject({ method: 'GET', url });
    expect(platform.last().params).toStrictEqual({ id: 12 });
  });

  const kinds: [RecordKind, string, string, string][] = [
    ['deposit', '/wps/wallet/records/deposits', 'status', 'pending'],
    ['withdraw', '/wps/wallet/records/withdrawals', 'status', 'rejected'],
    ['transfer', '/wps/wallet/records/transfers', 'status', 'success'],
    ['bet', '/wps/wallet/records/bets', 'status', 'won'],
    ['reward', '/wps/wallet/records/rewards', 'kind', 'sign-in'],
  ];

  it.each(kinds)('sends the %s records filter under its own name, and no filter when all are asked for', async (kind, url, name, value) => {
    platform.answer(page);
    expect(await fetchRecords(kind, { ...RANGE, filter: value })).toStrictEqual(page);
    expect(platform.last()).toMatchObject({ method: 'GET', url });
    expect(platform.last().params).toStrictEqual({ ...RANGE, [name]: value });
    expect(await fetchRecords(kind, { ...RANGE, filter: '' })).toStrictEqual(page);
    expect(platform.last()).toMatchObject({ method: 'GET', url });
    expect(platform.last().params).toStrictEqual(RANGE);
    expect(RECORD_KINDS[kind].values).toContain(value);
  });

  it.each(kinds)('asks for one %s record by id at its detail call, and answers the record', async (kind, url) => {
    platform.answer(record);
    expect(await fetchRecordDetail(kind, 12)).toStrictEqual(record);
    expect(platform.last()).toMatchObject({ method: 'GET', url: `${url}/detail` });
    expect(platform.last().params).toStrictEqual({ id: 12 });
  });
});

describe('refusals', () => {
  const calls: [string, (quiet?: { quiet: true }) => Promise<unknown>][] = [
    ['the balances', (o) => fetchBalances(o)],
    ['the deposit channels', (o) => fetchDepositChannels('EN', o)],
    ['the deposit promotions', (o) => fetchDepositPromotions('EN', o)],
    ['the withdrawal info', (o) => fetchWithdrawInfo(o)],
    ['a records page', (o) => fetchRecords('bet', { ...RANGE, filter: '' }, o)],
    ['a record detail', (o) => fetchRecordDetail('deposit', 12, o)],
    ['the deposit records', (o) => fetchDepositRecords(RANGE, o)],
    ['the withdrawal records', (o) => fetchWithdrawRecords(RANGE, o)],
    ['the transfer records', (o) => fetchTransferRecords(RANGE, o)],
    ['the bet records', (o) => fetchBetRecords(RANGE, o)],
    ['the reward records', (o) => fetchRewardRecords(RANGE, o)],
    ['a deposit detail', (o) => fetchDepositDetail(12, o)],
    ['a withdrawal detail', (o) => fetchWithdrawDetail(12, o)],
    ['a transfer detail', (o) => fetchTransferDetail(12, o)],
    ['a bet detail', (o) => fetchBetDetail(12, o)],
    ['a reward detail', (o) => fetchRewardDetail(12, o)],
  ];

  it.each(calls)('%s throws the refusal and reports it, unless asked to stay quiet', async (_name, run) => {
    platform.reply(REFUSAL);
    await expect(run()).rejects.toMatchObject({ code: 'WALLET_REFUSED', message: 'Refused' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(run({ quiet: true })).rejects.toMatchObject({ code: 'WALLET_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});
