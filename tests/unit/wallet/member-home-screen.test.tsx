/**
 * Member centre /m/member/home (SPEC 4 Template, 6): the member card (name, account, VIP label, total), the shortcuts each
 * template draws and the platform's modules hide, and the wallets.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberHomeScreen } from '../../../src/features/wallet/member-home-screen.tsx';
import { applySystemStatus } from '../../../src/state/system-store.ts';
import { ICON_PATHS } from '../../../src/ui/icon-paths.ts';
import { renderAt } from '../auth/harness.tsx';
import { platform, setUpWalletTests } from './fake-wallet.ts';

setUpWalletTests();

function platformSays(mobileTemplate: Record<string, string>, modules: Record<string, boolean> = {}): void {
  applySystemStatus({ info: { imageCDNs: ['/cdn'], whitelabel: {}, modules, mobileTemplate } } as never);
}

/** Each shortcut as its name, address and the icons it draws (by the icon table's name). */
function shortcuts() {
  const iconName = (d: string | null) => Object.entries(ICON_PATHS).find(([, path]) => path === d)?.[0];
  return within(screen.getByRole('navigation', { name: 'Member center shortcuts' })).getAllByRole('link').map((a) => [
    a.textContent, a.getAttribute('href'), Array.from(a.querySelectorAll('path'), (p) => iconName(p.getAttribute('d'))).join(' '),
  ]);
}

const EVERY_SHORTCUT = [
  ['Deposit', '/m/voucherCenter', 'deposit'], ['Withdraw', '/m/withdraw', 'withdraw'], ['Fund transfer', '/m/member/transfer', 'wallet'],
  ['Records', '/m/member/records', 'record'], ['Reward center', '/m/rewardCenter', 'gift'], ['Daily sign-in', '/m/activity/signIn', 'calendar'],
  ['Cash back', '/m/member/manualRebate', 'cashback'], ['VIP', '/m/member/benefits', 'vip'], ['Security center', '/m/securityCenter', 'shield'],
  ['Inbox', '/m/webEmail', 'mail'],
];

describe('member centre: shortcuts', () => {
  it('R4-48 the new template (mem_cen "1") draws every shortcut as a tile with its own icon', async () => {
    platformSays({ mem_cen: '1', dep_func: '0' });
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    await screen.findByRole('heading', { name: 'Lucky Star' });
    expect(shortcuts()).toEqual(EVERY_SHORTCUT);
  });

  it('R4-48 the base template (mem_cen "0") draws them as a list, each row ending in a chevron', async () => {
    platformSays({ mem_cen: '0', dep_func: '0' });
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    await screen.findByRole('heading', { name: 'Lucky Star' });
    expect(shortcuts()).toEqual(EVERY_SHORTCUT.map(([name, href, icon]) => [name, href, `${icon} chevron`]));
  });

  it('the platform switching FUNDTRANS3, REWCEN3 and MANPLAYREB3 off hides fund transfer, the reward center and cash back', async () => {
    platformSays({ mem_cen: '1', dep_func: '0' }, { FUNDTRANS3: false, REWCEN3: false, MANPLAYREB3: false });
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    await screen.findByRole('heading', { name: 'Lucky Star' });
    expect(shortcuts().map(([name]) => name)).toEqual(['Deposit', 'Withdraw', 'Records', 'Daily sign-in', 'VIP', 'Security center', 'Inbox']);
  });
});

describe('member centre: the member card', () => {
  it('shows the sign-in name and a pending total until the platform answers, then the nickname, the account, the total and the way to deposit and withdraw', async () => {
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    const card = screen.getByRole('region', { name: 'demo00' });
    expect(within(card).getByText('Total balance').nextElementSibling).toHaveTextContent('…');
    const named = await screen.findByRole('region', { name: 'Lucky Star' });
    expect(within(named).getByText('Account: demo00')).toBeVisible();
    expect(await within(named).findByText('₱1,525.50')).toBeVisible();
    expect(within(named).getByText('Total balance').nextElementSibling).toHaveTextContent('₱1,525.50');
    expect(within(named).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(named).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
  });

  it('a member without a nickname is named by the account, with no separate account line', async () => {
    platform.info = { ...platform.info, nickname: '' };
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    await screen.findByText('₱1,525.50');
    const card = screen.getByRole('region', { name: 'demo00' });
    expect(within(card).queryByText(/^Account:/)).toBeNull();
    expect(platform.asked.map((a) => a.url)).toContain('/wps/member/info');
  });

  it('a failed member info call shows the platform\'s message on the card, which keeps the sign-in name', async () => {
    platform.queued.set('/wps/member/info', [{ status: 200, data: { success: false, code: 'NO_PERMISSION', message: 'Member details are unavailable' } }]);
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    const card = screen.getByRole('region', { name: 'demo00' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Member details are unavailable');
  });

  it('shows the wallets below the card', async () => {
    renderAt('/m/member/home', '/m/member/home', <MemberHomeScreen />);
    const wallets = await screen.findByRole('list', { name: 'Wallet balances' });
    expect(wallets.closest('section')).toHaveAccessibleName('Wallets');
  });
});
