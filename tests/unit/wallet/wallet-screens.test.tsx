import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DepositScreen } from '../../../src/features/wallet/deposit-screen.tsx';
import { MemberHomeScreen } from '../../../src/features/wallet/member-home-screen.tsx';
import { RecordsScreen } from '../../../src/features/wallet/records-screen.tsx';
import { TransferScreen } from '../../../src/features/wallet/transfer-screen.tsx';
import { WithdrawScreen } from '../../../src/features/wallet/withdraw-screen.tsx';
import { applySystemStatus } from '../../../src/state/system-store.ts';
import { sessionStore } from '../../../src/state/session-store.ts';
import { renderAt } from '../auth/harness.tsx';
import { platform, setUpWalletTests, signIn } from './fake-wallet.ts';

setUpWalletTests({ signedIn: false });

/** The platform's runtime templates (SPEC 4 Template), as the system status sends them. */
function platformTemplates(mobileTemplate: Record<string, string>): void {
  applySystemStatus({ info: { imageCDNs: ['/cdn'], whitelabel: {}, modules: {}, mobileTemplate } } as never);
}

const asked = (url: string) => platform.asked.filter((a) => a.url === url);

describe('wallet gates (SPEC 4, 5, 6)', () => {
  it.each([
    ['/m/member/home', <MemberHomeScreen />], ['/m/voucherCenter', <DepositScreen />], ['/m/withdraw', <WithdrawScreen />],
    ['/m/member/transfer', <TransferScreen />], ['/m/member/records', <RecordsScreen />],
  ])('a guest on %s goes to /m/login and the platform is never asked', (path, element) => {
    renderAt(path, path, element);
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    expect(platform.asked).toEqual([]);
  });

  it('a trial account is refused the deposit with free_reject, and offered a real account', () => {
    signIn(4);
    renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeVisible();
    expect(screen.getByText('Please log in to a real account to use this function')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    expect(platform.asked).toEqual([]);
  });

  it.each([
    ['/m/member/home', 'Member center', <MemberHomeScreen />], ['/m/withdraw', 'Withdraw', <WithdrawScreen />],
    ['/m/member/transfer', 'Fund transfer', <TransferScreen />], ['/m/member/records', 'Records', <RecordsScreen />],
  ])('a trial account is refused %s with the real-account message', (path, title, element) => {
    signIn(4);
    renderAt(path, path, element);
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText('Please log in to a real account to use this function')).toBeVisible();
    expect(platform.asked).toEqual([]);
  });
});

describe('member centre /m/member/home', () => {
  it('R7-24 member info is asked with GET and no params', async () => {
    signIn(0);
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    await screen.findByRole('heading', { name: 'Lucky Star' });
    expect(asked('/wps/member/info')).toEqual([{ method: 'GET', url: '/wps/member/info', params: {}, data: {} }]);
  });

  it('R3-4 the fetched member info is cached as memberInfo; the name and the VIP label (clubLabel.labelName) show', async () => {
    signIn(0);
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    const card = (await screen.findByRole('heading', { name: 'Lucky Star' })).closest('section')!;
    expect(within(card).getByText('Gold')).toBeVisible();
    expect(within(card).getByText('Account: demo00')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('memberInfo') ?? 'null')).toMatchObject({ id: 7, type: 0, account: 'demo00', nickname: 'Lucky Star', clubLabel: { labelName: 'Gold' } });
    expect(sessionStore.memberInfo?.clubLabel?.labelName).toBe('Gold');
  });

  it.each([['no club label', null], ['a club label without a name', { labelName: '' }]])('R6-3 a member with %s sees no VIP label in the member centre; with a name, that name', async (_, clubLabel) => {
    platform.info = { ...platform.info, clubLabel };
    signIn(0);
    const { unmount } = renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    const card = (await screen.findByRole('heading', { name: 'Lucky Star' })).closest('section')!;
    expect(within(card).queryByTestId('vip-label')).toBeNull();
    unmount();
    platform.info = { ...platform.info, clubLabel: { labelName: 'Gold' } };
    sessionStore.memberInfo = undefined;
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    expect(await screen.findByTestId('vip-label')).toHaveTextContent('Gold');
  });

  it.each([['1', 'new'], ['0', 'base']])('mem_cen "%s" (%s template) shows the VIP level and a progressbar to the next level from the platform\'s VIP call', async (memCen) => {
    signIn(0);
    platformTemplates({ mem_cen: memCen, dep_func: '0' });
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    const bar = await screen.findByRole('progressbar', { name: 'Progress to VIP 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    const level = screen.getByRole('region', { name: 'Your VIP level' });
    expect(within(level).getByRole('link', { name: 'VIP 1' })).toHaveAttribute('href', '/m/member/benefits');
    // 40,000.00 - 28,500.10 as the platform's decimal string: a float subtraction would say 11499.899999999998
    expect(within(level).getByText('11,499.90 more in valid bets to reach VIP 2')).toBeVisible();
    expect(asked('/wps/rewards/vip')).toEqual([{ method: 'GET', url: '/wps/rewards/vip', params: {}, data: {} }]);
  });

  it('at the top VIP level says so instead of a progressbar', async () => {
    platform.vip = { ...platform.vip, member: { level: 3, name: 'VIP 3', turnover: '90000.00', nextLevel: null, turnoverToNext: '0.00', progressPercent: 100 } };
    signIn(0);
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    expect(await screen.findByText('You are at the top level.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a failed VIP call says so with a retry that asks again, and the rest of the centre stays', async () => {
    platform.queued.set('/wps/rewards/vip', ['network']);
    signIn(0);
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    expect(await screen.findByText(/Could not load your VIP level/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lucky Star' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Progress to VIP 2' })).toHaveAttribute('aria-valuenow', '42');
    expect(asked('/wps/rewards/vip')).toHaveLength(2);
  });

  it('shows the total, the main wallet and each vendor wallet holding money (the empty ones folded) from the platform\'s decimal strings, and a shortcut to every wallet page', async () => {
    signIn(0);
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    const wallets = await screen.findByRole('list', { name: 'Wallet balances' });
    expect(within(wallets).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Main wallet₱1,500.50', 'SABA Sports₱25.00']);
    expect(within(screen.getByRole('list', { name: 'Empty game wallets' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['JDB Slots']);
    expect(screen.getByText('₱1,525.50')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Member center shortcuts' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/m/voucherCenter', '/m/withdraw', '/m/member/transfer', '/m/member/records', '/m/rewardCenter', '/m/activity/signIn', '/m/member/manualRebate', '/m/member/benefits', '/m/securityCenter', '/m/webEmail',
    ]);
  });
});

describe('deposit /m/voucherCenter', () => {
  it('R4-49 the platform\'s dep_func "1" shows the new detail template (channel buttons), another value the base one (channel radios)', async () => {
    signIn(0);
    platformTemplates({ mem_cen: '0', dep_func: '1' });
    const { unmount } = renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    const group = await screen.findByRole('group', { name: 'Deposit channel' });
    expect(within(group).getByRole('button', { name: /GCash/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('radio', { name: /GCash/ })).toBeNull();
    unmount();
    platformTemplates({ mem_cen: '0', dep_func: '0' });
    renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    expect(await screen.findByRole('radio', { name: /GCash/ })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /GCash/ })).toBeNull();
  });

  it('checks the channel\'s own minimum and maximum before asking the platform, keeping what was typed', async () => {
    signIn(0);
    renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await user.type(amount, '99.99');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.getByText('The minimum is ₱100.00')).toBeVisible();
    expect(amount).toHaveValue('99.99');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(asked('/wps/wallet/deposit/manual')).toEqual([]);
  });
  it('R5-36 the receipt picker offers jpg, jpeg, png and gif, and a gif receipt goes to the platform with the bank transfer', async () => {
    signIn(0);
    renderAt('/m/voucherCenter', '/m/voucherCenter', <DepositScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    const picker = screen.getByLabelText(/Receipt picture/);
    expect(picker.getAttribute('accept')?.split(',').sort()).toEqual(['.gif', '.jpeg', '.jpg', '.png', 'image/gif', 'image/jpeg', 'image/png']);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /Name on your account/ }), 'Demo Zero');
    // user-event drops a file the picker's accept list leaves out, as a browser's picker does
    await user.upload(picker, new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await screen.findByRole('heading', { name: 'Deposit sent, waiting for approval' });
    const [sent] = asked('/wps/wallet/deposit/manual');
    expect((sent!.data as unknown as FormData).get('receipt')).toMatchObject({ name: 'receipt.gif', type: 'image/gif' });
  });
});

describe('fund transfer (module FUNDTRANS3)', () => {
  it('a retry after a lost answer sends the same idempotency key, so money moves once; a new action gets a new key', async () => {
    signIn(0);
    renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    platform.queued.set('/wps/wallet/transfer', ['network']);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network slow or offline, please try again');
    expect(amount).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Moved ₱100.00 from Main wallet to JDB Slots.')).toBeVisible();
    const [first, retry] = asked('/wps/wallet/transfer');
    expect(retry!.data['idempotencyKey']).toBe(first!.data['idempotencyKey']);
    expect(platform.main).toBe(140050n);
    expect(platform.vendors[0]!.balance).toBe(10000n);

    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Moved ₱100.00 from Main wallet to JDB Slots.');
    const third = asked('/wps/wallet/transfer')[2]!;
    expect(third.data['idempotencyKey']).not.toBe(first!.data['idempotencyKey']);
    expect(third.data).toMatchObject({ from: 'MAIN', to: 'JDB', amount: '100.00' });
    expect(platform.main).toBe(130050n);
  });

  it('shows the platform\'s refusal as given and keeps the amount typed', async () => {
    signIn(0);
    renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await user.click(screen.getByRole('button', { name: 'Game wallet → main' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game wallet' }), 'SABA');
    platform.queued.set('/wps/wallet/transfer', [{ status: 200, data: { success: false, code: 'WALLET_NOT_FOUND', message: 'The vendor wallet is under maintenance' } }]);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The vendor wallet is under maintenance');
    expect(amount).toHaveValue('25');
    expect(asked('/wps/wallet/transfer')[0]!.data).toMatchObject({ from: 'SABA', to: 'MAIN', amount: '25.00' });
  });

  it('refuses more than the source wallet holds without asking the platform', async () => {
    signIn(0);
    renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await user.type(amount, '1500.51');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('The wallet does not hold that much')).toBeVisible();
    expect(asked('/wps/wallet/transfer')).toEqual([]);
  });
});
