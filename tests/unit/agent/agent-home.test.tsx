import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { AgentHomeScreen } from '../../../src/render/agent-home-screen.tsx';
import { badgesStore } from '../../../src/state/badges-store.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

interface Asked { url: string; params: Record<string, unknown> }

let asked: Asked[];
let releaseInfo: () => void;
let contracts: Record<string, string>;

const FOOTER = { teamLoginMemberCount: 12, teamBetMemberCount: 6, teamRegisterMemberCount: 2, teamOnlineCount: 4 };

beforeAll(async () => {
  await boot();
  await i18next.loadNamespaces('agent');
});

beforeEach(() => {
  asked = [];
  contracts = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
  let infoGate = Promise.resolve();
  releaseInfo = () => undefined;
  infoGate = new Promise<void>((resolve) => {
    releaseInfo = resolve;
  });
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    asked.push({ url, params: (config.params ?? {}) as Record<string, unknown> });
    const ok = (value: unknown): AxiosResponse => ({ data: { success: true, value }, status: 200, statusText: '', headers: {}, config });
    if (url === '/wps/member/info') {
      await infoGate;
      return ok({ id: 4, type: 1, account: 'agent01', nickname: 'Agent One', clubLabel: null, agent: true, mobileNum: '', email: '', dividendInfo: 'DIVIDEND-A' });
    }
    if (url === '/wps/wallet/balances') return ok({ currencySymbol: '₱', total: '98765.40', main: '98765.40', pendingWithdrawal: '0.00', vendors: [] });
    if (url === '/wps/agent/team-kpi') return ok({ list: [], footer: FOOTER });
    if (url === '/wps/agent/contract/dividend' || url === '/wps/agent/contract/daily-salary') return ok(contracts);
    return { data: { success: false, code: 'NOT_FOUND', message: 'not here' }, status: 404, statusText: '', headers: {}, config };
  };
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'agent01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
});

const show = () => renderAt('/m/agent', '/m/agent', <AgentHomeScreen />);
const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('agent home /m/agent (SPEC 2.13, 7 Agent; D6)', () => {
  it('R2.13-12 menu taps do nothing while the session is still loading, and act once it has loaded (D6)', async () => {
    show();
    const user = userEvent.setup();
    const grid = await screen.findByRole('navigation', { name: 'Agent menu' });
    const overview = await within(grid).findByRole('link', { name: 'Team overview' });
    await user.click(overview);
    expect(screen.getByTestId('path')).toHaveTextContent('/m/agent');
    await user.click(within(screen.getByRole('navigation', { name: 'Agent footer menu' })).getByRole('link', { name: 'Open account' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/agent');
    releaseInfo();
    await screen.findByText('₱ 98,765.40');
    await user.click(overview);
    expect(screen.getByTestId('path')).toHaveTextContent('/m/agent/team/overview');
  });

  it('R2.13-2 R2.13-4 R3-32 shows the user name, the total balance with 2 decimals and the four team counters of value.footer', async () => {
    releaseInfo();
    show();
    expect(await screen.findByTestId('agent-name')).toHaveTextContent('agent01');
    expect(await screen.findByTestId('agent-balance')).toHaveTextContent('₱ 98,765.40');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Logged in', 'Betting', 'Registered', 'Online']);
    expect(await screen.findByTestId('counter-logged_in')).toHaveTextContent('12');
    expect(screen.getByTestId('counter-betting')).toHaveTextContent('6');
    expect(screen.getByTestId('counter-registered')).toHaveTextContent('2');
    expect(screen.getByTestId('counter-online')).toHaveTextContent('4');
  });

  it('R7-31 asks the team KPI for today (startDate and endDate today, size 0)', async () => {
    releaseInfo();
    show();
    await screen.findByText('12');
    expect(asked.filter((a) => a.url === '/wps/agent/team-kpi')).toEqual([{ url: '/wps/agent/team-kpi', params: { startDate: today(), endDate: today(), size: 0 } }]);
  });

  it('R2.13-3 withdraw goes to /m/withdraw and deposit to /m/voucherCenter', async () => {
    releaseInfo();
    show();
    expect(await screen.findByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  });

  it('R2.13-6 R2.13-11 the inbox grid item and the agent announcements footer item show their unread counts', async () => {
    badgesStore.inbox = 3;
    badgesStore.agentNotice = 120;
    releaseInfo();
    show();
    const grid = await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(await within(grid).findByRole('link', { name: /Inbox/ })).toHaveTextContent('3');
    const footer = screen.getByRole('navigation', { name: 'Agent footer menu' });
    expect(await within(footer).findByRole('link', { name: /Announcements/ })).toHaveTextContent('99+');
  });

  it('R2.13-5 the grid offers the merchant\'s agent targets in order, and online service', async () => {
    releaseInfo();
    show();
    const grid = await screen.findByRole('navigation', { name: 'Agent menu' });
    await within(grid).findByRole('button', { name: 'Online service' });
    expect(within(grid).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/m/agent/team/overview', '/m/transaction/record?types=A', '/m/member/team', '/m/redRain', '/m/agent/team/pnl', '/m/teamBetting',
      '/m/member/agent/agentRebeat', '/m/member/teamRebate', '/m/securityCenter', '/m/webEmail',
    ]);
  });

  it('R1-4 an agent\'s home has the team counters, a contract prompt and the agent announcements', async () => {
    contracts = { dailysalreqtype: '', divtypecompperiodreq: 'MONTHLY', contracthoursalreq: '' };
    releaseInfo();
    show();
    const counters = await screen.findByLabelText('Team today');
    expect(within(counters).getAllByRole('term').map((term) => term.textContent)).toEqual(['Logged in', 'Betting', 'Registered', 'Online']);
    await waitFor(() => expect(within(counters).getAllByRole('definition').map((value) => value.textContent)).toEqual(['12', '6', '2', '4']));
    expect(await screen.findByRole('alertdialog', { name: 'Dividend contract' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Agent footer menu' });
    expect(within(footer).getByRole('link', { name: /Announcements/ })).toHaveAttribute('href', '/m/member/notice?types=A');
  });

  it('R6-10 after the home loads, each pending contract prompts with Cancel and Go; Go opens its page', async () => {
    contracts = { dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: 'HOURLY' };
    releaseInfo();
    show();
    const user = userEvent.setup();
    const daily = await screen.findByRole('alertdialog', { name: 'Daily salary contract' });
    await user.click(within(daily).getByRole('button', { name: 'Cancel' }));
    const hourly = await screen.findByRole('alertdialog', { name: 'Hourly salary contract' });
    await user.click(within(hourly).getByRole('button', { name: 'Go' }));
    // The router commits the navigation after the click's own update; under load that is a tick later.
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/member/agent/getHourContract'));
  });

  it('leaving the agent home while a contract prompt is open (a back gesture) takes the prompt with it', async () => {
    contracts = { dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: 'HOURLY' };
    releaseInfo();
    let navigate: NavigateFunction | undefined;
    function Away() {
      navigate = useNavigate();
      return null;
    }
    renderAt('/m/agent', '/m/agent', <><AgentHomeScreen /><Away /></>);
    await screen.findByRole('alertdialog', { name: 'Daily salary contract' });
    await act(() => navigate!('/m/member/notice'));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/member/notice');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // and the next prompt of the round, which would open once the withdrawn one has settled, does not follow it there
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
