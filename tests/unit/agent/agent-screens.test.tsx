import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import registration from '../../../merchants/ttslot/registration.json';
import { ApiError } from '../../../src/api/errors.ts';
import type { RegistrationSettings } from '../../../src/generated/registration.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

// The agent's report, contract and open-account screens: what each shows while loading, on a failure, and once loaded.
const api = vi.hoisted(() => ({
  fetchTeamOverview: vi.fn(), fetchTeamMembers: vi.fn(), fetchTeamTransactions: vi.fn(), fetchTeamPnl: vi.fn(), fetchTeamBets: vi.fn(), fetchTeamDividends: vi.fn(),
  fetchContractTerms: vi.fn(), answerContract: vi.fn(), fetchAgentRegisterSettings: vi.fn(), openDownlineAccount: vi.fn(),
}));
vi.mock('../../../src/api/agent.ts', () => api);
const captchaApi = vi.hoisted(() => ({ fetchCaptcha: vi.fn() }));
vi.mock('../../../src/api/register.ts', async (actual) => ({ ...(await actual<object>()), ...captchaApi }));

const { TeamScreen } = await import('../../../src/features/agent/team-screen.tsx');
const { ContractScreen } = await import('../../../src/features/agent/contract-screen.tsx');
const { AgentRegisterScreen } = await import('../../../src/features/agent/agent-register-screen.tsx');

vi.setConfig({ testTimeout: 20_000 });

const refused = (message = 'Reports are closed') => new ApiError('REPORT_CLOSED', message, 200);
const pnlRow = (n: number, profit = '10.00') => ({ userName: `member${n}`, level: 1, bets: '100.00', payout: '90.00', profit });
const PNL = { totals: { bets: '1200.00', payout: '1300.50', profit: '-100.50', deposits: '500.00', withdrawals: '20.00' }, list: [pnlRow(1, '-5.00'), pnlRow(2)], total: 45 };
const TERMS = { kind: 'dividend', period: 'half-month', minActiveMembers: 5, tiers: [{ threshold: '1000.00', rate: '10' }, { threshold: '5000.00', rate: '15' }], status: 'pending' };
const settings = registration as unknown as RegistrationSettings;
const AGENT_FORM = {
  settings: { version: 'v-agent', captcha: { enabled: false }, fields: { username: { ...settings.fields.username, enabled: true, required: true }, password: { ...settings.fields.password, enabled: true, required: true }, confirmPassword: { enabled: true, required: true } } },
  rebate: { min: '0.0', max: '2.5' },
};

beforeAll(async () => {
  await boot();
  await i18next.loadNamespaces(['agent', 'common']);
});
beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(captchaApi)]) fn.mockReset();
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'agent01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
});

const team = (path: string) => renderAt(path, path.split('?')[0]!, <TeamScreen />);
const lastRange = (fn: typeof api.fetchTeamPnl) => fn.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('team reports', () => {
  it('shows a loading line, then the failure with a retry that asks again and shows the report', async () => {
    let fail: (error: ApiError) => void = () => undefined;
    api.fetchTeamPnl.mockReturnValueOnce(new Promise((_, reject) => { fail = reject; })).mockResolvedValue(PNL);
    team('/m/agent/team/pnl');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    fail(refused());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reports are closed');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    const totals = await screen.findByText('Team profit');
    expect(totals.closest('div')).toHaveTextContent('-100.50');
    expect(within(screen.getByRole('list', { name: 'By member' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'member1-5.00Level 1 · Bets 100.00 · Payout 90.00', 'member210.00Level 1 · Bets 100.00 · Payout 90.00',
    ]);
    expect(api.fetchTeamPnl).toHaveBeenCalledTimes(2);
  });

  it('pages by 20: Previous is off on page 1, Next asks page 2, and the last page turns Next off', async () => {
    api.fetchTeamPnl.mockResolvedValue(PNL);
    team('/m/agent/team/pnl');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(lastRange(api.fetchTeamPnl)).toMatchObject({ pageNo: 1, pageSize: 20 });
    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    const last = await screen.findByRole('navigation', { name: 'Pages' });
    await waitFor(() => expect(last).toHaveTextContent('Page 3 of 3'));
    expect(within(last).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(lastRange(api.fetchTeamPnl)).toMatchObject({ pageNo: 3, pageSize: 20 });
  });

  it('a quick range asks its dates from page 1; one page of rows shows no pager', async () => {
    api.fetchTeamPnl.mockResolvedValue({ ...PNL, total: 2 });
    team('/m/agent/team/pnl');
    await screen.findByRole('list', { name: 'By member' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    const filter = screen.getByRole('form', { name: 'Date range' });
    expect(within(filter).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(within(filter).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(api.fetchTeamPnl).toHaveBeenCalledTimes(2));
    const range = lastRange(api.fetchTeamPnl);
    const days = (Date.parse(String(range['endDate'])) - Date.parse(String(range['startDate']))) / 86_400_000;
    expect(days).toBe(29);
    expect(range).toMatchObject({ pageNo: 1 });
  });

  it('each report draws its own rows, and an empty list says so', async () => {
    api.fetchTeamOverview.mockResolvedValue({ totals: { teamSize: 9, registered: 2, active: 4, betting: 3, bets: '10.00', deposits: '20.00' }, days: [{ date: '2026-11-20', registered: 1, active: 2, betting: 1 }], total: 1 });
    api.fetchTeamTransactions.mockResolvedValue({ deposits: '50.00', withdrawals: '5.00', list: [{ id: 1, userName: 'member1', kind: 'withdraw', amount: '5.00', at: '2026-11-20T10:00:00Z' }], total: 1 });
    api.fetchTeamBets.mockResolvedValue({ stake: '0.00', payout: '0.00', list: [], total: 0 });
    api.fetchTeamDividends.mockResolvedValue({ contract: 'accepted', list: [{ periodStart: '2026-11-01', periodEnd: '2026-11-15', amount: '12.00', teamLoss: '120.00', rate: '10', status: 'settled' }], total: 1 });
    const overview = team('/m/agent/team/overview');
    const days = await screen.findByRole('list', { name: 'Per day' });
    expect(days).toHaveTextContent('2026-11-20New: 1Active: 2 · Betting: 1');
    expect(screen.getByText('Team size').closest('div')).toHaveTextContent('9');
    overview.unmount();
    const records = team('/m/transaction/record');
    const rows = await screen.findByRole('list', { name: 'Records' });
    expect(rows).toHaveTextContent('member1 · Withdrawal-5.00');
    records.unmount();
    const bets = team('/m/teamBetting');
    expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Records' })).toBeNull();
    bets.unmount();
    team('/m/member/agent/agentDivident');
    expect(await screen.findByText('Dividend contract: You accepted this contract')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Periods' })).toHaveTextContent('2026-11-01 – 2026-11-1512.00Team loss 120.00 · 10% · Settled');
  });

  it('member team searches the name from the query at once, and a new search starts from page 1', async () => {
    api.fetchTeamMembers.mockResolvedValue({ list: [{ userName: 'member7', level: 1, balance: '3.00', agent: false, downline: 0, lastLoginAt: null }], total: 1 });
    team('/m/member/team?userName=member7');
    const member = await screen.findByTestId('team-member');
    expect(member).toHaveTextContent('member73.00Level 1 · Last login never');
    expect(api.fetchTeamMembers.mock.calls[0]?.[0]).toEqual({ userName: 'member7', pageNo: 1, pageSize: 20 });
    api.fetchTeamMembers.mockResolvedValue({ list: [], total: 0 });
    const user = userEvent.setup();
    const search = within(screen.getByRole('search')).getByLabelText('Account name');
    await user.clear(search);
    await user.type(search, ' nobody ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
    expect(screen.getByText('Members: 0')).toBeInTheDocument();
    expect(api.fetchTeamMembers.mock.calls.at(-1)?.[0]).toEqual({ userName: 'nobody', pageNo: 1, pageSize: 20 });
  });
});

describe('contract page (R6-11 route; D16)', () => {
  const contract = () => renderAt('/m/member/agent/getDevidendContract', '/m/member/agent/getDevidendContract', <ContractScreen />);

  it('loads, fails with a retry, then shows the terms and an accepted answer', async () => {
    api.fetchContractTerms.mockRejectedValueOnce(refused('Terms unavailable')).mockResolvedValue(TERMS);
    api.answerContract.mockResolvedValue({ status: 'accepted' });
    contract();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Terms unavailable');
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dividend contract' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Team loss fromRate1,000.0010%5,000.0015%');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('contract-status')).toHaveTextContent('You accepted this contract');
    expect(screen.getByRole('link', { name: 'Back to agent home' })).toBeInTheDocument();
  });

  it('a refused answer shows its reason and keeps the buttons', async () => {
    api.fetchContractTerms.mockResolvedValue(TERMS);
    api.answerContract.mockRejectedValue(refused('Contract expired'));
    contract();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Contract expired');
    expect(screen.getByTestId('contract-status')).toHaveTextContent('Waiting for your answer');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });
});

describe('open account /m/agentRegister', () => {
  const open = () => renderAt('/m/agentRegister', '/m/agentRegister', <AgentRegisterScreen />);
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText(/^Username/), 'newmember1');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Rebate rate/), '1.5');
  };

  it('a failed settings call shows its reason with a retry that loads the form', async () => {
    api.fetchAgentRegisterSettings.mockRejectedValueOnce(refused('Settings unavailable')).mockResolvedValue(AGENT_FORM);
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Settings unavailable');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Username/)).toBeInTheDocument();
  });

  it('a refused account shows the platform\'s message on its field and keeps what was typed', async () => {
    api.fetchAgentRegisterSettings.mockResolvedValue(AGENT_FORM);
    api.openDownlineAccount.mockRejectedValue(new ApiError('FIELD_INVALID', 'The rebate rate is above your own', 200, { field: 'rebateRate' }));
    open();
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(api.openDownlineAccount).toHaveBeenCalledTimes(1));
    expect(api.openDownlineAccount.mock.calls[0]?.[0]).toEqual({ username: 'newmember1', password: 'Secret123', confirmPassword: 'Secret123', nickname: '', rebateRate: '1.5' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The rebate rate is above your own');
    await waitFor(() => expect(screen.getByLabelText(/^Rebate rate/)).toHaveFocus());
    expect(screen.getByLabelText(/^Username/)).toHaveValue('newmember1');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    expect(screen.getByLabelText(/^Rebate rate/)).toHaveValue('1.5');
    expect(screen.getByRole('button', { name: 'Open account' })).toBeEnabled();
  });

  it('asks for the registration captcha when the platform\'s settings do: sends its answer and id, and a refused attempt shows a new picture', async () => {
    api.fetchAgentRegisterSettings.mockResolvedValue({ ...AGENT_FORM, settings: { ...AGENT_FORM.settings, captcha: { enabled: true } } });
    captchaApi.fetchCaptcha.mockResolvedValueOnce({ captchaId: 'c-1', image: 'data:image/png;base64,AA==', length: 4, expirationTime: 0 })
      .mockResolvedValueOnce({ captchaId: 'c-2', image: 'data:image/png;base64,AB==', length: 4, expirationTime: 0 });
    api.openDownlineAccount.mockRejectedValueOnce(new ApiError('CAPTCHA_INCORRECT', 'Verification code error', 200, { field: 'captcha' }));
    open();
    const user = userEvent.setup();
    await fill(user);
    await user.type(screen.getByRole('textbox', { name: /^Captcha/ }), '1234');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(api.openDownlineAccount).toHaveBeenCalledTimes(1));
    expect(api.openDownlineAccount.mock.calls[0]?.[0]).toMatchObject({ username: 'newmember1', captcha: '1234', captchaId: 'c-1' });
    await waitFor(() => expect(captchaApi.fetchCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('textbox', { name: /^Captcha/ })).toHaveValue('');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('newmember1');
  });

  it('an opened account shows its name and goes to member team with it', async () => {
    api.fetchAgentRegisterSettings.mockResolvedValue(AGENT_FORM);
    api.openDownlineAccount.mockResolvedValue({ userName: 'newmember1', rebateRate: '1.5' });
    open();
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Account newmember1 opened');
    // The router commits the navigation a tick after the toast under load (fresh-clone run 104).
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/member/team?userName=newmember1'));
  });
});
