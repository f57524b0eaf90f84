import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import { RebateScreen } from '../../../src/features/rewards/rebate-screen.tsx';
import { RewardCenterScreen } from '../../../src/features/rewards/reward-center-screen.tsx';
import { SignInScreen } from '../../../src/features/rewards/sign-in-screen.tsx';
import { VipBenefitsScreen, VipPageScreen } from '../../../src/features/rewards/vip-screen.tsx';
import { i18next } from '../../../src/i18n/i18n.ts';
import { badgesStore, resetBadgesStore } from '../../../src/state/badges-store.ts';
import { resetSessionStore, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt, TTSLOT } from '../auth/harness.tsx';
import { FakeRewards } from './fake-rewards.ts';

let platform: FakeRewards;

beforeAll(async () => {
  await boot();
  await i18next.loadNamespaces('rewards');
});
beforeEach(() => {
  setMerchant(TTSLOT);
  platform = new FakeRewards();
  resetSessionStore();
  resetBadgesStore();
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const reply = platform.answer(config);
    if (reply.status === 0) throw new AxiosError('Network Error', 'ERR_NETWORK', config, null);
    const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
});

function signIn(type: 0 | 1 | 2 | 4): void {
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type, firstTimeLogin: false, read: true }, { remember: false });
}
const asked = (url: string) => platform.asked.filter((a) => a.url === url);

describe('gates of the reward screens (SPEC 4, 5, 6)', () => {
  const screens = [
    ['/m/rewardCenter', <RewardCenterScreen key="r" />],
    ['/m/activity/signIn', <SignInScreen key="s" />],
    ['/m/member/manualRebate', <RebateScreen key="m" />],
    ['/m/member/benefits', <VipBenefitsScreen key="v" />],
  ] as const;

  it.each(screens)('a guest on %s goes to /m/login without asking the platform', (path, element) => {
    renderAt(path, path, element);
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    expect(platform.asked).toEqual([]);
  });

  it.each(screens.slice(0, 3))('R8-7 a trial account on %s is refused with the real-account message (free_reject) and a way to register, without asking the platform', (path, element) => {
    signIn(4);
    renderAt(path, path, element);
    expect(screen.getByText('Please log in to a real account to use this function')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    expect(platform.asked).toEqual([]);
  });

  it.each([
    ['MANPLAYREB3', '/m/member/manualRebate', <RebateScreen key="m" />],
    ['REWCEN3', '/m/rewardCenter', <RewardCenterScreen key="r" />],
  ] as const)('R8-6 with %s off the screen on %s says the account has no permission or the feature is unavailable, without asking the platform', (module, path, element) => {
    setMerchant({ ...TTSLOT, modules: { ...TTSLOT.modules, [module]: false } });
    signIn(0);
    renderAt(path, path, element);
    expect(screen.getByText('Sorry, this account does not have permission or the feature is temporarily unavailable')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(platform.asked).toEqual([]);
  });
});

describe('reward centre /m/rewardCenter', () => {
  it('lists the unclaimed rewards, claims one with an idempotency key, moves it to Claimed and lowers the footer badge', async () => {
    signIn(1);
    badgesStore.rewardUnclaimed = 2;
    renderAt('/m/rewardCenter', '/m/rewardCenter', <RewardCenterScreen />);
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Welcome bonus', 'Weekend reload bonus']);
    expect(within(panel).getByText('+1,800.00')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Claim Welcome bonus' }));
    expect(await screen.findByText('Claimed +8.88 into your main wallet')).toBeVisible();
    expect(badgesStore.rewardUnclaimed).toBe(1);
    const [claim] = asked('/wps/rewards/claim');
    expect(claim?.data).toMatchObject({ rewardId: 1, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) });
    expect(within(panel).queryByRole('button', { name: 'Claim Welcome bonus' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Claimed' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Welcome bonus', 'Lucky draw prize']);
  });

  it('retries a claim whose answer was lost with the same key, and shows a refusal in its own words', async () => {
    signIn(0);
    renderAt('/m/rewardCenter', '/m/rewardCenter', <RewardCenterScreen />);
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    platform.refusals.set('/wps/rewards/claim', { status: 0, data: null });
    await user.click(within(panel).getByRole('button', { name: 'Claim Welcome bonus' }));
    await vi.waitFor(() => expect(asked('/wps/rewards/claim')).toHaveLength(1));
    await user.click(within(panel).getByRole('button', { name: 'Claim Welcome bonus' }));
    await screen.findByText('Claimed +8.88 into your main wallet');
    const [lost, retried] = asked('/wps/rewards/claim');
    expect(retried?.data['idempotencyKey']).toBe(lost?.data['idempotencyKey']);
    platform.refusals.set('/wps/rewards/claim', { status: 409, data: { success: false, code: 'REWARD_ALREADY_CLAIMED', message: 'This reward has already been claimed' } });
    await user.click(within(panel).getByRole('button', { name: 'Claim Weekend reload bonus' }));
    expect(await screen.findByText('This reward has already been claimed.')).toBeVisible();
  });
});

describe('daily sign-in /m/activity/signIn', () => {
  it('shows the month, the signed days, the streak and today\'s reward; signs in once and then says so', async () => {
    signIn(2);
    renderAt('/m/activity/signIn', '/m/activity/signIn', <SignInScreen />);
    const user = userEvent.setup();
    const calendar = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    expect(within(calendar).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(calendar).getAllByRole('img', { name: 'Signed in' })).toHaveLength(2);
    expect(screen.getByText('Days in a row: 2')).toBeVisible();
    expect(screen.getByText('+3.00', { selector: '[class*=big] span' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in: +3.00 into your main wallet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    expect(within(calendar).getAllByRole('img', { name: 'Signed in' })).toHaveLength(3);
    expect(screen.getByText('Days in a row: 3')).toBeVisible();
    expect(asked('/wps/rewards/sign-in').filter((a) => a.method === 'POST')).toHaveLength(1);
  });
});

describe('single cash back /m/member/manualRebate', () => {
  it('lists the cash back per category, claims one and shows the main balance risen by it; below the minimum cannot be claimed', async () => {
    signIn(0);
    renderAt('/m/member/manualRebate', '/m/member/manualRebate', <RebateScreen />);
    const user = userEvent.setup();
    expect(await screen.findByTestId('main-balance')).toHaveTextContent('100.00');
    expect(screen.getByRole('button', { name: 'Claim Live casino' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Claim Slots' }));
    expect(await screen.findByText('Cash back +96.00 added to your main wallet')).toBeVisible();
    expect(screen.getByTestId('main-balance')).toHaveTextContent('196.00');
    expect(screen.getByTestId('rebate-total')).toHaveTextContent('0.50');
    expect(screen.getByRole('button', { name: 'Claim all' })).toBeDisabled();
    expect(asked('/wps/rewards/rebate/claim')[0]?.data).toMatchObject({ category: 'RNG' });
  });
});

describe('VIP /m/member/benefits and /vip.html', () => {
  it('shows the member\'s level, the progress to the next one and every level\'s benefits, the member\'s marked', async () => {
    signIn(1);
    renderAt('/m/member/benefits', '/m/member/benefits', <VipBenefitsScreen />);
    expect(await screen.findByTestId('vip-level')).toHaveTextContent('VIP 1');
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP 2' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('500.00 more in valid bets to reach VIP 2')).toBeVisible();
    const levels = screen.getAllByRole('listitem');
    expect(levels).toHaveLength(4);
    expect(levels[1]).toHaveAttribute('aria-current', 'true');
    expect(within(levels[3] as HTMLElement).getByText('3,000.00')).toBeVisible();
  });

  it('/vip.html shows a guest the levels and the way to log in', async () => {
    platform.vip = { ...platform.vip, member: null };
    renderAt('/vip.html', '/vip.html', <VipPageScreen />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
