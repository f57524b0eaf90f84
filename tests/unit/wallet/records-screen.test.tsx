/**
 * Records /m/member/records (SPEC 6, D13): the five kinds as tabs in the address, the date range and filter sent to the platform,
 * the rows each kind shows, paging, failures, and a record's detail at ?type=<kind>&id=<id>.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BetRecord, DepositRecord, RewardRecord, TransferRecord, WithdrawRecord } from '../../../src/api/wallet.ts';
import { RecordsScreen } from '../../../src/features/wallet/records-screen.tsx';
import { dayKey } from '../../../src/i18n/format.ts';
import { renderAt } from '../auth/harness.tsx';
import { holdAnswers, platform, setUpWalletTests } from './fake-wallet.ts';

setUpWalletTests();

/** A local time and how the records show it (YYYY/MM/DD HH:mm in the device's zone). */
const AT = new Date(2026, 10, 20, 9, 5).getTime();
const SHOWN_AT = '2026/11/20 09:05';
const REVIEWED = new Date(2026, 10, 20, 18, 30).getTime();

const deposit = (id: number, over: Partial<DepositRecord> = {}): DepositRecord => ({
  id, orderNo: `D${id}`, channelId: 1, channelKind: 'bank', channelName: 'BDO bank transfer', amount: '500.00', bonus: '0.00', promotionId: null, status: 'approved',
  payerName: 'Demo Zero', reference: '', hasReceipt: true, gatewayUrl: null, remark: '', createdAt: AT, reviewedAt: REVIEWED, ...over,
});
const withdrawal: WithdrawRecord = { id: 21, orderNo: 'WD21', amount: '300.00', cardId: 11, bankName: 'BDO Unibank', maskedNo: '**** 7890', status: 'rejected', remark: 'Name does not match the card', createdAt: AT, reviewedAt: null };
const transferRecord: TransferRecord = { id: 31, orderNo: 'T31', from: 'MAIN', to: 'JDB', fromName: 'Main wallet', toName: 'JDB Slots', amount: '100.00', status: 'success', createdAt: AT };
const bet: BetRecord = {
  id: 41, betNo: 'B41', wallet: 'JDB', vendorName: 'JDB', gameName: 'Lucky Fishing', nodeId: 'n1', category: 'FISH', stake: '20.00', payout: '35.50', profit: '15.50',
  status: 'won', betAt: AT, settledAt: REVIEWED,
};
const reward: RewardRecord = { id: 51, orderNo: 'R51', kind: 'rebate', title: 'Weekly cash back', amount: '12.34', status: 'credited', createdAt: AT };

const listPath = (kind: string) => `/wps/wallet/records/${kind}`;
const asked = (url: string) => platform.asked.filter((a) => a.url === url);
const rows = () => within(screen.getByRole('list')).getAllByRole('link');

describe('records: kinds, dates and filters', () => {
  it('R9-18 the record date pickers run from 2000 to 2030', () => {
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    for (const name of ['From', 'To']) {
      const input = screen.getByLabelText(name);
      expect(input).toHaveAttribute('min', '2000-01-01');
      expect(input).toHaveAttribute('max', '2030-12-31');
    }
  });

  it('a search stays in the page (the browser\'s own page load is prevented)', async () => {
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    await screen.findByText('No records in these dates.');
    expect(fireEvent.submit(screen.getByRole('form', { name: 'Filters' }))).toBe(false);
  });

  it('opens on deposits over the last seven days, today included, asking page 1 of 20 with no status', async () => {
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Deposits', 'Withdrawals', 'Transfers', 'Bets', 'Rewards']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    const now = new Date();
    const start = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6));
    expect(screen.getByLabelText('From')).toHaveValue(start);
    expect(screen.getByLabelText('To')).toHaveValue(dayKey(now));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('No records in these dates.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/Records found/)).toBeNull();
    expect(asked(listPath('deposits'))).toEqual([{ method: 'GET', url: listPath('deposits'), params: { startDate: start, endDate: dayKey(now), pageNo: 1, pageSize: 20 }, data: {} }]);
  });

  it.each([
    ['withdraw', 'withdrawals', 'Withdrawals'], ['bet', 'bets', 'Bets'], ['nonsense', 'deposits', 'Deposits'],
  ])('?type=%s opens the %s tab', async (type, path, tab) => {
    renderAt(`/m/member/records?type=${type}`, '/m/member/records', <RecordsScreen />);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('No records in these dates.');
    expect(platform.asked.map((a) => a.url)).toEqual([listPath(path)]);
  });

  it('a tab puts its kind in the address and asks its own list', async () => {
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    await screen.findByText('No records in these dates.');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Transfers' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/member/records?type=transfer');
    expect(screen.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(asked(listPath('transfers'))).toHaveLength(1));
  });

  it.each([
    ['deposit', 'Status', ['All', 'Pending', 'Approved', 'Rejected', 'Cancelled'], 'Cancelled', { status: 'cancelled' }],
    ['withdraw', 'Status', ['All', 'Pending', 'Approved', 'Rejected'], 'Pending', { status: 'pending' }],
    ['transfer', 'Status', ['All', 'Done'], 'Done', { status: 'success' }],
    ['bet', 'Status', ['All', 'Won', 'Lost', 'Unsettled'], 'Unsettled', { status: 'unsettled' }],
    ['reward', 'Type', ['All', 'Promotion reward', 'Deposit bonus', 'Daily sign-in', 'Cash back'], 'Cash back', { kind: 'rebate' }],
  ])('%s: the %s filter offers its values and Search sends the chosen one with the dates', async (type, label, options, chosen, sent) => {
    renderAt(`/m/member/records?type=${type}`, '/m/member/records', <RecordsScreen />);
    await screen.findByText('No records in these dates.');
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: label });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(options);
    await user.selectOptions(select, chosen);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(platform.asked).toHaveLength(2));
    expect(platform.asked[1]!.params).toEqual({ ...sent, startDate: '2026-01-01', endDate: dayKey(new Date()), pageNo: 1, pageSize: 20 });
  });

  it.each([
    ['2026-11-21', '2026-11-20', 'The start date must not be after the end date'],
    ['1999-12-31', '2026-11-20', 'Choose dates between 2000-01-01 and 2030-12-31'],
    ['2026-11-20', '2031-01-01', 'Choose dates between 2000-01-01 and 2030-12-31'],
  ])('from %s to %s: "%s", Search disabled, nothing asked', async (from, to, message) => {
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    await screen.findByText('No records in these dates.');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), to);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), from);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    // a submit that reaches the form all the same (Enter in a field of some browsers) asks nothing either
    expect(fireEvent.submit(screen.getByRole('form', { name: 'Filters' }))).toBe(false);
    expect(platform.asked).toHaveLength(1);
  });
});

describe('records: rows and paging', () => {
  it.each([
    ['deposit', deposit(1), ['BDO bank transfer', '500.00', SHOWN_AT, 'Approved']],
    ['withdraw', withdrawal, ['BDO Unibank **** 7890', '300.00', SHOWN_AT, 'Rejected']],
    ['transfer', transferRecord, ['Main wallet → JDB Slots', '100.00', SHOWN_AT, 'Done']],
    ['bet', bet, ['JDB · Lucky Fishing', '20.00', SHOWN_AT, 'Won']],
    ['reward', reward, ['Weekly cash back', '12.34', SHOWN_AT, 'Cash back']],
  ] as const)('a %s row shows its title, amount, time and status, and links to its detail', async (type, record, shown) => {
    platform.records[type] = [record];
    renderAt(`/m/member/records?type=${type}`, '/m/member/records', <RecordsScreen />);
    const list = await screen.findByRole('list', { name: screen.getByRole('tab', { selected: true }).textContent! });
    const [row] = within(list).getAllByRole('link');
    expect(Array.from(row!.children, (c) => c.textContent)).toEqual(shown);
    expect(row).toHaveAttribute('href', `/m/member/records?type=${type}&id=${record.id}`);
    expect(within(row!).getByText(SHOWN_AT)).toHaveAttribute('dir', 'ltr');
    if (type === 'withdraw') expect(within(row!).getByText('**** 7890')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Records found: 1')).toBeVisible();
  });

  it('Load more asks the next page and adds its records once, until the last page', async () => {
    platform.records.deposit = Array.from({ length: 45 }, (_, i) => deposit(100 - i, { orderNo: `D${100 - i}` }));
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    await screen.findByText('Records found: 45');
    expect(rows()).toHaveLength(20);
    const user = userEvent.setup();
    // the platform's second page repeats the last record of the first (a record arrived between the two calls)
    platform.records.deposit.splice(20, 0, deposit(81));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(39));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rows().map((r) => r.getAttribute('href')!.split('id=')[1]).slice(18, 22)).toEqual(['82', '81', '80', '79']);
    expect(asked(listPath('deposits'))[1]!.params).toMatchObject({ pageNo: 2, pageSize: 20 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Records found: 46')).toBeVisible();
  });

  it('a failed next page keeps the records shown and says why; Load more tries again', async () => {
    platform.records.deposit = Array.from({ length: 25 }, (_, i) => deposit(100 - i));
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    await screen.findByText('Records found: 25');
    platform.queued.set(listPath('deposits'), [{ status: 200, data: { success: false, code: 'FIELD_INVALID', message: 'Page out of range' } }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Page out of range');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an earlier answer arriving after a later search never replaces the later one', async () => {
    platform.records.deposit = [deposit(1)];
    let first = true;
    const { release } = holdAnswers(() => { const hold = first; first = false; return hold; });
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    platform.records.deposit = [deposit(2, { status: 'pending' })];
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows().map((r) => r.getAttribute('href'))).toEqual(['/m/member/records?type=deposit&id=2']));
    release();
    await waitFor(() => expect(platform.inFlight).toBe(0));
    expect(rows().map((r) => r.getAttribute('href'))).toEqual(['/m/member/records?type=deposit&id=2']);
  });

  it('while a search is on its way the list gives way to loading', async () => {
    platform.records.deposit = [deposit(1)];
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    await screen.findByText('Records found: 1');
    const { release } = holdAnswers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
    release();
    expect(await screen.findByText('Records found: 1')).toBeVisible();
  });

  it('while the next page is on its way Load more waits, disabled', async () => {
    platform.records.deposit = Array.from({ length: 25 }, (_, i) => deposit(100 - i));
    renderAt('/m/member/records', '/m/member/records', <RecordsScreen />);
    await screen.findByText('Records found: 25');
    const { release } = holdAnswers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
    release();
    await waitFor(() => expect(rows()).toHaveLength(25));
  });

  it('a failed list shows the platform\'s message; Try again asks the same query again', async () => {
    platform.queued.set(listPath('bets'), [{ status: 200, data: { success: false, code: 'NO_PERMISSION', message: 'Bet records are being updated' } }]);
    platform.records.bet = [bet];
    renderAt('/m/member/records?type=bet', '/m/member/records', <RecordsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bet records are being updated');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Records found: 1')).toBeVisible();
    const [first, again] = asked(listPath('bets'));
    expect(again!.params).toEqual(first!.params);
  });
});

describe('records: a record\'s detail', () => {
  const detail = async (type: string, id: number) => {
    renderAt(`/m/member/records?type=${type}&id=${id}`, '/m/member/records', <RecordsScreen />);
    const article = await screen.findByRole('article');
    const terms = within(article).getAllByRole('term').map((t) => t.textContent);
    const values = within(article).getAllByRole('definition');
    return {
      article,
      fields: Object.fromEntries(terms.map((t, i) => [t, values[i]!.textContent])),
      leftToRight: terms.filter((_, i) => values[i]!.getAttribute('dir') === 'ltr'),
    };
  };

  it('a deposit: order, status, amount, channel, payer, times; a zero bonus and empty fields left out; a way back to the list', async () => {
    platform.records.deposit = [deposit(7, { amount: '1500.00' })];
    const { article, fields, leftToRight } = await detail('deposit', 7);
    expect(within(article).getByRole('heading', { name: 'Deposits' })).toBeVisible();
    expect(fields).toEqual({ 'Order number': 'D7', Status: 'Approved', Amount: '1,500.00', Channel: 'BDO bank transfer', Payer: 'Demo Zero', Time: SHOWN_AT, Reviewed: '2026/11/20 18:30' });
    expect(leftToRight).toEqual(['Order number', 'Amount', 'Time', 'Reviewed']);
    expect(asked('/wps/wallet/records/deposits/detail')).toEqual([{ method: 'GET', url: '/wps/wallet/records/deposits/detail', params: { id: 7 }, data: {} }]);
    await userEvent.setup().click(within(article).getByRole('link', { name: 'Back to records' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/m\/member\/records\?type=deposit$/);
  });

  it('a deposit with a bonus, a reference and a remark shows them', async () => {
    platform.records.deposit = [deposit(8, { bonus: '50.00', reference: 'GC-778', remark: 'Welcome bonus applied', reviewedAt: null })];
    const { fields, leftToRight } = await detail('deposit', 8);
    expect(fields).toMatchObject({ Bonus: '50.00', Reference: 'GC-778', Remark: 'Welcome bonus applied' });
    expect(leftToRight).toEqual(['Order number', 'Amount', 'Bonus', 'Reference', 'Time']);
    expect(fields).not.toHaveProperty('Reviewed');
  });

  it.each([
    ['withdraw', withdrawal, { 'Order number': 'WD21', Status: 'Rejected', Amount: '300.00', 'Bank card': 'BDO Unibank **** 7890', Remark: 'Name does not match the card', Time: SHOWN_AT }, ['Order number', 'Amount', 'Time']],
    ['transfer', transferRecord, { 'Order number': 'T31', Status: 'Done', Amount: '100.00', From: 'Main wallet', To: 'JDB Slots', Time: SHOWN_AT }, ['Order number', 'Amount', 'Time']],
    ['bet', bet, { 'Bet number': 'B41', Status: 'Won', Game: 'JDB · Lucky Fishing', Stake: '20.00', Payout: '35.50', 'Win/loss': '15.50', Time: SHOWN_AT, Settled: '2026/11/20 18:30' }, ['Bet number', 'Stake', 'Payout', 'Win/loss', 'Time', 'Settled']],
    ['reward', reward, { 'Order number': 'R51', Type: 'Cash back', Title: 'Weekly cash back', Amount: '12.34', Time: SHOWN_AT }, ['Order number', 'Amount', 'Time']],
  ] as const)('a %s shows its own fields, amounts, times and codes left to right', async (type, record, expected, ltr) => {
    platform.records[type] = [record];
    const { fields, leftToRight } = await detail(type, record.id);
    expect(fields).toEqual(expected);
    expect(leftToRight).toEqual(ltr);
  });

  it('a failed detail shows the platform\'s message, Try again asks again, and the way back stays', async () => {
    renderAt('/m/member/records?type=withdraw&id=99', '/m/member/records', <RecordsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No such record');
    expect(within(alert).getByRole('link', { name: 'Back to records' })).toHaveAttribute('href', '/m/member/records?type=withdraw');
    platform.records.withdraw = [{ ...withdrawal, id: 99 }];
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveTextContent('WD21');
    expect(asked('/wps/wallet/records/withdrawals/detail')).toHaveLength(2);
  });

  it.each(['12x', 'x12', '1234567890123', ''])('an id "%s", not a number of 1 to 12 digits, shows the list, not a detail', async (id) => {
    renderAt(`/m/member/records?type=deposit&id=${id}`, '/m/member/records', <RecordsScreen />);
    expect(await screen.findByText('No records in these dates.')).toBeVisible();
    expect(platform.asked.map((a) => a.url)).toEqual([listPath('deposits')]);
  });
});
