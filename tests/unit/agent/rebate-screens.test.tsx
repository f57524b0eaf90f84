import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { resetWalletStore } from '../../../src/state/wallet-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

// The agent's rebate and the team rebate: what each shows while loading, on a failure, empty, and once loaded.
const api = vi.hoisted(() => ({ fetchAgentRebate: vi.fn(), claimAgentRebate: vi.fn(), fetchRebateHistory: vi.fn(), fetchTeamRebate: vi.fn() }));
vi.mock('../../../src/api/rebate.ts', () => api);
const wallet = vi.hoisted(() => ({ fetchBalances: vi.fn() }));
vi.mock('../../../src/api/wallet.ts', () => wallet);

const { AgentRebateScreen } = await import('../../../src/features/agent/rebate/agent-rebate-screen.tsx');
const { TeamRebateScreen } = await import('../../../src/features/agent/rebate/team-rebate-screen.tsx');

vi.setConfig({ testTimeout: 20_000 });

const CODES = ['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'COCKFIGHT', 'ARCADE', 'CRASH'] as const;
const category = (code: string, validBet = '0.00', amount = '0.00') => ({ category: code, rate: code === 'RNG' ? '1.00' : '0.40', validBet, amount });
const REBATE = {
  period: { start: '2026-11-23', end: '2026-11-29' },
  categories: CODES.map((c) => (c === 'RNG' ? category(c, '7542.00', '75.42') : c === 'LIVE' ? category(c, '3000.00', '12.00') : category(c))),
  validBet: '10542.00', amount: '87.42', claimable: '87.42', autoSettle: false, payoutAt: null, settled: null,
};
const settlement = (start: string, end: string, status: string, amount = '100.00') => ({ periodStart: start, periodEnd: end, validBet: '10000.00', amount, status, at: Date.UTC(2026, 10, 17, 9) });
const HISTORY = { list: [settlement('2026-11-16', '2026-11-22', 'claimed'), settlement('2026-11-09', '2026-11-15', 'lapsed', '80.00'), settlement('2026-11-02', '2026-11-08', 'auto')], total: 3 };
const balances = (total: string) => ({ currencySymbol: '₱', total, main: total, pendingWithdrawal: '0.00', vendors: [] });
const refused = (code: string, message: string, status = 409) => new ApiError(code, message, status);

beforeAll(async () => {
  await boot();
  await i18next.loadNamespaces(['agent', 'common', 'rebate']);
});
beforeEach(() => {
  for (const fn of [...Object.values(api), wallet.fetchBalances]) fn.mockReset();
  resetWalletStore();
  wallet.fetchBalances.mockResolvedValue(balances('1000.00'));
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'agent01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
});

const openRebate = () => renderAt('/m/member/agent/agentRebeat', '/m/member/agent/agentRebeat', <AgentRebateScreen />);
const openTeam = () => renderAt('/m/member/teamRebate', '/m/member/teamRebate', <TeamRebateScreen />);
const lastQuery = () => api.fetchTeamRebate.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('agent rebate /m/member/agent/agentRebeat', () => {
  it('shows a loading line, then the platform\'s reason with a retry, then this period, the rates by game and the past periods', async () => {
    let fail: (error: ApiError) => void = () => undefined;
    api.fetchAgentRebate.mockReturnValueOnce(new Promise((_, reject) => { fail = reject; })).mockResolvedValue(REBATE);
    api.fetchRebateHistory.mockResolvedValue(HISTORY);
    openRebate();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Please wait…');
    fail(refused('REBATE_CLOSED', 'Rebates are being settled', 200));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rebates are being settled');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('region', { name: /This period/ });
    expect(within(card).getByTestId('rebate-period')).toHaveTextContent('2026-11-23 – 2026-11-29');
    expect(within(card).getByTestId('rebate-accrued')).toHaveTextContent('87.42');
    expect(within(card).getByTestId('rebate-valid-bets')).toHaveTextContent('10,542.00');
    expect(within(card).getByTestId('rebate-claimable')).toHaveTextContent('87.42');
    const games = screen.getByRole('list', { name: 'Rates and rebate by game' });
    const rows = within(games).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe('Slots75.42Rate 1.00% of valid bets · Valid bets 7,542.00');
    expect(rows[9]).toBe('Crash0.00Rate 0.40% of valid bets · Valid bets 0.00');
    const past = await screen.findByRole('list', { name: 'Past periods' });
    expect(within(past).getAllByRole('listitem').map((li) => li.textContent?.split(' · ')[0])).toEqual([
      '2026-11-16 – 2026-11-22100.00Claimed', '2026-11-09 – 2026-11-1580.00Not claimed, lapsed', '2026-11-02 – 2026-11-08100.00Paid automatically',
    ]);
  });

  it('a claim sends one idempotency key, says what was added, grows the wallet and lists the period in the history', async () => {
    const claimed = { ...REBATE, claimable: '0.00', settled: { ...settlement('2026-11-23', '2026-11-29', 'claimed', '87.42'), at: Date.UTC(2026, 10, 25, 10) } };
    api.fetchAgentRebate.mockResolvedValue(REBATE);
    api.fetchRebateHistory.mockResolvedValueOnce(HISTORY).mockResolvedValue({ list: [claimed.settled, ...HISTORY.list], total: 4 });
    api.claimAgentRebate.mockResolvedValue({ credited: '87.42', balance: '1087.42', rebate: claimed });
    openRebate();
    await waitFor(() => expect(screen.getByTestId('rebate-wallet')).toHaveTextContent('₱ 1,000.00'));
    wallet.fetchBalances.mockResolvedValue(balances('1087.42'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('87.42 was added to your main wallet.')).toBeVisible();
    expect(api.claimAgentRebate).toHaveBeenCalledTimes(1);
    expect(api.claimAgentRebate.mock.calls[0]?.[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('0.00');
    expect(screen.getByText(/^You claimed 87\.42 on /)).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('rebate-wallet')).toHaveTextContent('₱ 1,087.42'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Past periods' })).getAllByRole('listitem')).toHaveLength(4));
  });

  it('a refused claim shows the platform\'s message in place; a lost answer is asked again with the same key, a refusal with a new one', async () => {
    api.fetchAgentRebate.mockResolvedValue(REBATE);
    api.fetchRebateHistory.mockResolvedValue(HISTORY);
    api.claimAgentRebate
      .mockRejectedValueOnce(new ApiError('NETWORK', 'network slow or offline'))
      .mockRejectedValueOnce(refused('REWARD_ALREADY_CLAIMED', 'You have already claimed the rebate of this period'))
      .mockRejectedValueOnce(refused('NO_REBATE_AVAILABLE', 'There is no rebate to claim in this period'));
    openRebate();
    const user = userEvent.setup();
    const claim = await screen.findByRole('button', { name: 'Claim' });
    await user.click(claim);
    await user.click(claim);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already claimed the rebate of this period');
    await user.click(claim);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no rebate to claim in this period');
    const keys = api.claimAgentRebate.mock.calls.map((c) => c[0]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(screen.getByTestId('rebate-claimed')).toHaveTextContent('');
  });

  it('when the platform pays automatically there is no claim, only when it pays', async () => {
    const payoutAt = new Date(2026, 10, 30, 0, 0).getTime();
    api.fetchAgentRebate.mockResolvedValue({ ...REBATE, autoSettle: true, claimable: '0.00', payoutAt });
    api.fetchRebateHistory.mockResolvedValue(HISTORY);
    openRebate();
    expect(await screen.findByTestId('rebate-auto')).toHaveTextContent('No claim needed: this period\'s rebate is paid into your main wallet automatically when the period ends, on 2026/11/30 00:00.');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says what is empty: nothing accrued yet, no settled period', async () => {
    api.fetchAgentRebate.mockResolvedValue({ ...REBATE, categories: CODES.map((c) => category(c)), validBet: '0.00', amount: '0.00', claimable: '0.00' });
    api.fetchRebateHistory.mockResolvedValue({ list: [], total: 0 });
    openRebate();
    expect(await screen.findByText('Nothing has accrued this period yet. Your rebate grows with your team\'s valid bets.')).toBeVisible();
    expect(await screen.findByText(/^No period has been settled yet\./)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Past periods' })).toBeNull();
  });

  it('pages the past periods by 20', async () => {
    api.fetchAgentRebate.mockResolvedValue(REBATE);
    api.fetchRebateHistory.mockResolvedValue({ ...HISTORY, total: 25 });
    openRebate();
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.fetchRebateHistory).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 20 }, { quiet: true }));
  });

  it('a member who is not an agent is sent home and asks nothing', () => {
    startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type: 0, firstTimeLogin: false, read: true }, { remember: false });
    openRebate();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/home');
    expect(api.fetchAgentRebate).not.toHaveBeenCalled();
  });
});

const TEAM_ROW = (n: number, amount = '10.00') => ({ userName: `team${String(n).padStart(2, '0')}`, level: n > 10 ? 2 : 1, validBet: '1000.00', amount });
const PERIODS = [{ start: '2026-11-23', end: '2026-11-29' }, { start: '2026-11-16', end: '2026-11-22' }, { start: '2026-11-09', end: '2026-11-15' }];
const TEAM = { period: PERIODS[0], periods: PERIODS, totals: { members: 45, validBet: '45000.00', amount: '450.00' }, list: [TEAM_ROW(7, '29.30'), TEAM_ROW(12, '17.65')], total: 45 };

describe('team rebate /m/member/teamRebate', () => {
  it('shows the period\'s totals first, then each member\'s rebate, and picks a period from the platform\'s list', async () => {
    api.fetchTeamRebate.mockResolvedValue(TEAM);
    openTeam();
    const totals = await screen.findByText('Team rebate');
    expect(totals.closest('div')).toHaveTextContent('450.00');
    expect(screen.getByText('Members with bets').closest('div')).toHaveTextContent('45');
    expect(within(screen.getByRole('list', { name: 'Members\' rebate' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'team0729.30Level 1 · Valid bets 1,000.00', 'team1217.65Level 2 · Valid bets 1,000.00',
    ]);
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 20 });
    const picker = screen.getByRole('combobox', { name: 'Period' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(PERIODS.map((p) => `${p.start} – ${p.end}`));
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 2, pageSize: 20 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2026-11-09');
    await waitFor(() => expect(lastQuery()).toEqual({ periodStart: '2026-11-09', pageNo: 1, pageSize: 20 }));
  });

  it('searches a member of the team; the platform\'s refusal of an outsider shows with a retry, the search stays', async () => {
    api.fetchTeamRebate.mockResolvedValueOnce(TEAM).mockResolvedValueOnce({ ...TEAM, list: [TEAM_ROW(7, '29.30')], total: 1 })
      .mockRejectedValueOnce(refused('NOT_IN_YOUR_TEAM', 'The member is not in your team', 403));
    openTeam();
    const user = userEvent.setup();
    const name = await screen.findByRole('searchbox', { name: 'Account name' });
    await user.type(name, ' team07 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ userName: 'team07', pageNo: 1, pageSize: 20 }));
    expect(await screen.findAllByTestId('team-rebate-row')).toHaveLength(1);
    await user.clear(name);
    await user.type(name, 'other01{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The member is not in your team');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Account name' })).toHaveValue('other01');
  });

  it('says when no member has valid bets in the period, and what to do', async () => {
    api.fetchTeamRebate.mockResolvedValue({ ...TEAM, totals: { members: 0, validBet: '0.00', amount: '0.00' }, list: [], total: 0 });
    openTeam();
    expect(await screen.findByText('No member of your team has valid bets in this period. Choose an earlier period.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('a member who is not an agent is sent home and asks nothing', () => {
    startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type: 0, firstTimeLogin: false, read: true }, { remember: false });
    openTeam();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/home');
    expect(api.fetchTeamRebate).not.toHaveBeenCalled();
  });
});
