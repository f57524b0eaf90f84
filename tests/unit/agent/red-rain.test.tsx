import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import type { RedRainEvent } from '../../../src/api/red-rain.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { resetWalletStore } from '../../../src/state/wallet-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

// The agent's red rain screen (SPEC 2.13 agent grid, D15): the next rain counted down on the platform's clock,
// the Grab button while it is live, the refusals in place, the schedule and the agent's own grabs.
const api = vi.hoisted(() => ({ fetchRedRainSchedule: vi.fn(), fetchRedRainClaims: vi.fn(), grabRedRain: vi.fn() }));
vi.mock('../../../src/api/red-rain.ts', () => api);
const wallet = vi.hoisted(() => ({ fetchBalances: vi.fn() }));
vi.mock('../../../src/api/wallet.ts', () => wallet);

const { RedRainScreen } = await import('../../../src/features/agent/red-rain/red-rain-screen.tsx');
const { rainOrder, rainState } = await import('../../../src/features/agent/red-rain/rain-clock.ts');

vi.setConfig({ testTimeout: 20_000 });

/** The device's clock in these tests; the platform's runs an hour ahead of it. */
const DEVICE_NOW = Date.UTC(2026, 2, 10, 8, 0, 0);
const SERVER_NOW = DEVICE_NOW + 3_600_000;
const S = 1000;
const MIN = 60 * S;

const rain = (id: number, startsIn: number, minutes: number, extra: Partial<RedRainEvent> = {}): RedRainEvent => ({
  id, title: `Rain ${id}`, startsAt: SERVER_NOW + startsIn, endsAt: SERVER_NOW + startsIn + minutes * MIN, minAmount: '1.00', maxAmount: '1888.00',
  state: startsIn > 0 ? 'upcoming' : startsIn + minutes * MIN > 0 ? 'live' : 'ended', claimedAmount: null, ...extra,
});
const scheduleOf = (...events: RedRainEvent[]) => ({ serverTime: SERVER_NOW, events });
const claim = (id: number, amount: string, at = SERVER_NOW) => ({ id, eventId: id, title: `Rain ${id}`, claimedAt: at, amount });
const balances = (total: string) => ({ currencySymbol: '₱', total, main: total, pendingWithdrawal: '0.00', vendors: [] });

const open = () => renderAt('/m/redRain', '/m/redRain', <RedRainScreen />);
const timer = () => screen.getByRole('timer');
const tick = (ms: number) => act(() => {
  vi.advanceTimersByTime(ms);
});

beforeAll(async () => {
  await boot();
  await i18next.loadNamespaces(['agent', 'common', 'redrain']);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: DEVICE_NOW });
  for (const fn of [...Object.values(api), ...Object.values(wallet)]) fn.mockReset();
  api.fetchRedRainClaims.mockResolvedValue({ list: [], total: 0 });
  wallet.fetchBalances.mockResolvedValue(balances('98765.43'));
  resetWalletStore();
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'agent01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('red rain screen /m/redRain', () => {
  it('sends a session that is not an agent (type 0) home, asking the platform nothing', () => {
    startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type: 0, firstTimeLogin: false, read: true }, { remember: false });
    open();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/home');
    expect(api.fetchRedRainSchedule).not.toHaveBeenCalled();
  });

  it('shows loading, then the platform\'s failure with a retry, then the live rain, its envelope range, its countdown to the end and the schedule', async () => {
    api.fetchRedRainSchedule.mockRejectedValueOnce(new ApiError('MAINTENANCE_WINDOW', 'Red rain is paused', 200))
      .mockResolvedValue(scheduleOf(rain(4, -5 * MIN, 20), rain(5, 20 * MIN, 10), rain(3, -6 * 60 * MIN, 20, { claimedAmount: '12.50' })));
    open();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Please wait…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Red rain is paused');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    const hero = await screen.findByRole('region', { name: 'Rain 4' });
    expect(hero).toHaveTextContent('Raining now');
    expect(hero).toHaveTextContent('Each envelope holds 1.00 – 1,888.00');
    expect(within(hero).getByRole('timer', { name: 'Ends in' })).toHaveTextContent('00:15:00');
    expect(within(hero).getByRole('button', { name: 'Grab a red envelope' })).toBeEnabled();
    const rows = within(screen.getByRole('list', { name: 'Schedule' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/\d{4}\/\d\d\/\d\d \d\d:\d\d( – )?(\d\d:\d\d)?/g, 'WHEN'))).toEqual([
      'Rain 4 Live1.00 – 1,888.00WHEN', 'Rain 5 Upcoming1.00 – 1,888.00WHEN', 'Rain 3 Ended1.00 – 1,888.00WHEN · You grabbed 12.50',
    ]);
    expect(api.fetchRedRainSchedule).toHaveBeenCalledTimes(2);
    expect(api.fetchRedRainSchedule).toHaveBeenLastCalledWith('EN', { quiet: true });
  });

  it('counts down on the platform\'s clock once a second without asking again; at zero the next rain is live with its Grab button, and one that ends gives way to the next', async () => {
    api.fetchRedRainSchedule.mockResolvedValue(scheduleOf(rain(8, 3 * S, 1), rain(9, 10 * MIN, 10)));
    open();
    const hero = await screen.findByRole('region', { name: 'Rain 8' });
    expect(hero).toHaveTextContent('Next red rain');
    // the device is an hour behind the platform: its own clock would read 01:00:03
    expect(within(hero).getByRole('timer', { name: 'Starts in' })).toHaveTextContent('00:00:03');
    expect(within(hero).queryByRole('button')).toBeNull();
    await tick(1000);
    expect(timer()).toHaveTextContent('00:00:02');
    await tick(2000);
    expect(within(hero).getByRole('timer', { name: 'Ends in' })).toHaveTextContent('00:01:00');
    expect(hero).toHaveTextContent('Raining now');
    expect(within(hero).getByRole('button', { name: 'Grab a red envelope' })).toBeEnabled();
    await tick(60_000);
    const next = screen.getByRole('region', { name: 'Rain 9' });
    expect(within(next).getByRole('timer', { name: 'Starts in' })).toHaveTextContent('00:08:57');
    expect(within(screen.getByRole('list', { name: 'Schedule' })).getAllByRole('listitem').map((row) => row.textContent?.slice(0, 13))).toEqual(['Rain 9 Upcomi', 'Rain 8 Ended1']);
    expect(api.fetchRedRainSchedule).toHaveBeenCalledTimes(1);
  });

  it('Grab announces the amount won, puts it first in the history and refreshes the balance; a tap whose answer was lost is retried with the same key', async () => {
    api.fetchRedRainSchedule.mockResolvedValue(scheduleOf(rain(4, -MIN, 10)));
    api.grabRedRain.mockRejectedValueOnce(new ApiError('NETWORK', 'network slow or offline'))
      .mockResolvedValue({ claim: claim(4, '23.45'), balance: '98788.88' });
    open();
    expect(await screen.findByText('You have not grabbed a red envelope yet. Come back while a rain is live and tap Grab a red envelope.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('red-rain-balance')).toHaveTextContent('₱ 98,765.43'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grab a red envelope' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Grab a red envelope' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    api.fetchRedRainClaims.mockResolvedValue({ list: [claim(4, '23.45'), claim(3, '5.00', SERVER_NOW - 6 * 60 * MIN)], total: 2 });
    wallet.fetchBalances.mockResolvedValue(balances('98788.88'));
    await user.click(screen.getByRole('button', { name: 'Grab a red envelope' }));
    expect(await screen.findByText('You grabbed 23.45! It is in your main wallet.')).toHaveAttribute('role', 'status');
    const [first, second] = api.grabRedRain.mock.calls as [number, string, string][];
    expect(first?.[0]).toBe(4);
    expect(first?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toEqual(first);
    expect(screen.queryByRole('button', { name: 'Grab a red envelope' })).toBeNull();
    const history = await screen.findByRole('list', { name: 'My red envelopes' });
    expect(within(history).getAllByTestId('red-rain-grab')[0]).toHaveTextContent(/^Rain 4\+23\.45\d{4}\/\d\d\/\d\d \d\d:\d\d$/);
    await waitFor(() => expect(screen.getByTestId('red-rain-balance')).toHaveTextContent('₱ 98,788.88'));
    expect(within(screen.getByRole('list', { name: 'Schedule' })).getByRole('listitem')).toHaveTextContent('You grabbed 23.45');
  });

  it('a refusal keeps the screen and shows the platform\'s message in place: already grabbed turns the button off and asks the history and balance again, not eligible keeps it', async () => {
    api.fetchRedRainSchedule.mockResolvedValue(scheduleOf(rain(4, -MIN, 10), rain(5, 20 * MIN, 10)));
    api.grabRedRain.mockRejectedValueOnce(new ApiError('PROMOTION_NOT_ELIGIBLE', 'Only agents whose team placed a bet in the last 7 days may grab red envelopes', 403))
      .mockRejectedValueOnce(new ApiError('REWARD_ALREADY_CLAIMED', 'You have already grabbed an envelope in this red rain', 409));
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grab a red envelope' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only agents whose team placed a bet in the last 7 days may grab red envelopes');
    expect(screen.getByRole('button', { name: 'Grab a red envelope' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Grab a red envelope' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already grabbed an envelope in this red rain');
    expect(screen.getByRole('button', { name: 'Already grabbed' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.queryByText(/You grabbed/)).toBeNull();
    // the credit made elsewhere shows: the history and the balance are asked again
    await waitFor(() => expect(api.fetchRedRainClaims).toHaveBeenCalledTimes(2));
    expect(wallet.fetchBalances).toHaveBeenCalledTimes(2);
    expect(api.grabRedRain.mock.calls[1]?.[1]).not.toBe(api.grabRedRain.mock.calls[0]?.[1]);
  });

  it('with no rain scheduled says so and what to do instead; the history pages by 20, newest first', async () => {
    api.fetchRedRainSchedule.mockResolvedValue(scheduleOf());
    api.fetchRedRainClaims.mockResolvedValue({ list: [claim(30, '8.00')], total: 25 });
    open();
    expect(await screen.findByText('No red rain is scheduled right now. Check back later, or ask online service when the next one starts.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Schedule' })).toBeNull();
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.fetchRedRainClaims).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 20, language: 'EN' }, { quiet: true }));
  });
});

describe('red rain clock', () => {
  const r = { startsAt: 1000, endsAt: 2000 };
  it('a rain is upcoming before its start, live from its start until its end, ended from its end', () => {
    expect([999, 1000, 1999, 2000].map((now) => rainState(r, now))).toEqual(['upcoming', 'live', 'live', 'ended']);
  });
  it('lists live, then upcoming by start, then ended with the latest first', () => {
    const rains = [{ startsAt: 0, endsAt: 10 }, { startsAt: 50, endsAt: 60 }, { startsAt: 20, endsAt: 30 }, { startsAt: 40, endsAt: 45 }, { startsAt: 11, endsAt: 19 }];
    expect(rainOrder(rains, 42).map((x) => x.startsAt)).toEqual([40, 50, 20, 11, 0]);
  });
});
