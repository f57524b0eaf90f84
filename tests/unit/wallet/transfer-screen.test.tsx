/**
 * Fund transfer /m/member/transfer (module FUNDTRANS3): the wallets' balances, a transfer either way between main and a game
 * wallet, every game wallet back to main at once, and the module switched off by the platform.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TransferScreen } from '../../../src/features/wallet/transfer-screen.tsx';
import { applySystemStatus } from '../../../src/state/system-store.ts';
import { balancesStore } from '../../../src/state/wallet-store.ts';
import { renderAt } from '../auth/harness.tsx';
import { platform, setUpWalletTests } from './fake-wallet.ts';

setUpWalletTests();

const BALANCES = '/wps/wallet/balances';
const TRANSFER = '/wps/wallet/transfer';
const ALL_BACK = '/wps/wallet/transfer/all-to-main';
const asked = (url: string) => platform.asked.filter((a) => a.url === url);

async function open() {
  renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
  const form = await screen.findByRole('form', { name: 'Fund transfer' });
  return { form, amount: within(form).getByRole('textbox', { name: /Amount/ }), user: userEvent.setup() };
}
const wallets = () => within(screen.getByRole('list', { name: 'Wallet balances' })).getAllByRole('listitem').map((li) => li.textContent);
const line = (form: HTMLElement) => within(form).getByText(/^From /).textContent;

describe('fund transfer: the wallets', () => {
  it('asks the balances on opening, shows loading, then main and the game wallets holding money, the empty ones folded with their count', async () => {
    renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await screen.findByRole('form', { name: 'Fund transfer' });
    expect(wallets()).toEqual(['Main wallet₱1,500.50', 'SABA Sports₱25.00']);
    expect(screen.getByText('Empty game wallets: 1')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Empty game wallets' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['JDB Slots']);
    expect(screen.queryByText(/Held for withdrawals/)).toBeNull();
    expect(asked(BALANCES)).toEqual([{ method: 'GET', url: BALANCES, params: {}, data: {} }]);
  });

  it('every wallet holding money shows none folded; money held for withdrawals under review is named', async () => {
    platform.vendors[0]!.balance = 1n;
    platform.pendingWithdrawal = '300.00';
    await open();
    expect(wallets()).toEqual(['Main wallet₱1,500.50', 'JDB Slots₱0.01', 'SABA Sports₱25.00']);
    expect(screen.queryByText(/Empty game wallets/)).toBeNull();
    expect(screen.getByText('Held for withdrawals under review: ₱300.00')).toBeVisible();
  });

  it('a failed balance call shows the platform\'s message with Try again, which asks again; All back waits for the balances', async () => {
    platform.queued.set(BALANCES, [{ status: 200, data: { success: false, code: 'NO_PERMISSION', message: 'Wallets are being settled' } }]);
    renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wallets are being settled');
    expect(screen.getByRole('button', { name: 'All back to main wallet' })).toBeDisabled();
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Fund transfer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'All back to main wallet' })).toBeEnabled();
    expect(asked(BALANCES)).toHaveLength(2);
  });

  it('without game wallets there is nothing to transfer to, and no form', async () => {
    platform.vendors = [];
    renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
    expect(await screen.findByText('There are no game wallets to transfer to.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('the platform switching module FUNDTRANS3 off shows that fund transfer is not offered, and asks nothing', () => {
    applySystemStatus({ info: { imageCDNs: ['/cdn'], whitelabel: {}, modules: { FUNDTRANS3: false }, mobileTemplate: {} } } as never);
    renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
    expect(screen.getByRole('heading', { name: 'Fund transfer' })).toBeVisible();
    expect(screen.getByText('Fund transfer is not offered on this site.')).toBeVisible();
    expect(platform.asked).toEqual([]);
  });
});

describe('fund transfer: one transfer', () => {
  it('starts main → the first game wallet with main\'s balance available; the other way shows the game wallet\'s', async () => {
    const { form, user } = await open();
    const direction = within(form).getByRole('group', { name: 'Direction' });
    expect(within(direction).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Main → game wallet', 'true'], ['Game wallet → main', 'false'],
    ]);
    expect(within(form).getByRole('combobox', { name: 'Game wallet' })).toHaveValue('JDB');
    expect(line(form)).toBe('From Main wallet to JDB Slots · available ₱1,500.50');
    await user.click(within(direction).getByRole('button', { name: 'Game wallet → main' }));
    expect(within(direction).getAllByRole('button').map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(line(form)).toBe('From JDB Slots to Main wallet · available ₱0.00');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Game wallet' }), 'SABA');
    expect(line(form)).toBe('From SABA Sports to Main wallet · available ₱25.00');
    await user.click(within(direction).getByRole('button', { name: 'Main → game wallet' }));
    expect(line(form)).toBe('From Main wallet to SABA Sports · available ₱1,500.50');
  });

  it('a game wallet back to main sends it as the source; the message names the main wallet in the page\'s words and the balances follow the answer', async () => {
    const { form, amount, user } = await open();
    await user.click(within(form).getByRole('button', { name: 'Game wallet → main' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Game wallet' }), 'SABA');
    await user.type(amount, '25');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Moved ₱25.00 from SABA Sports to Main wallet.');
    expect(asked(TRANSFER)[0]!.data).toMatchObject({ from: 'SABA', to: 'MAIN', amount: '25.00' });
    expect(amount).toHaveValue('');
    expect(wallets()).toEqual(['Main wallet₱1,525.50']);
    expect(balancesStore.balances?.main).toBe('1525.50');
    await user.type(amount, '1');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('The wallet does not hold that much')).toBeVisible();
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('a submit stays in the page (the browser\'s own page load is prevented)', async () => {
    const { form } = await open();
    expect(fireEvent.submit(form)).toBe(false);
  });

  it.each([['', 'Enter an amount'], ['0', 'The amount must be more than zero'], ['1.234', 'At most 2 decimal places']])(
    'amount "%s": %s, and nothing is sent until it is typed again',
    async (typed, message) => {
      const { form, amount, user } = await open();
      if (typed !== '') await user.type(amount, typed);
      await user.click(within(form).getByRole('button', { name: 'Transfer' }));
      expect(within(form).getByText(message)).toBeVisible();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      await user.type(amount, '5');
      expect(within(form).queryByText(message)).toBeNull();
      expect(asked(TRANSFER)).toEqual([]);
    },
  );
});

describe('fund transfer: all back to main', () => {
  it('moves every game wallet back and says how much; a second time says there was nothing to move', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByText('₱25.00 moved back to the main wallet.')).toBeVisible();
    expect(asked(ALL_BACK)).toHaveLength(1);
    expect(asked(ALL_BACK)[0]!.data['idempotencyKey']).toEqual(expect.any(String));
    expect(wallets()).toEqual(['Main wallet₱1,525.50']);
    await user.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByText('The game wallets are empty: nothing to move.')).toBeVisible();
    expect(screen.queryByText(/moved back/)).toBeNull();
  });

  it('a refusal is shown as given; a new transfer clears the last message', async () => {
    const { form, amount, user } = await open();
    platform.queued.set(ALL_BACK, [{ status: 200, data: { success: false, code: 'WALLET_NOT_FOUND', message: 'SABA is under maintenance' } }]);
    await user.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('SABA is under maintenance');
    await user.type(amount, '10');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Moved ₱10.00 from Main wallet to JDB Slots.');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('with no game wallet, the refusal and the result still show, with no form', async () => {
    platform.vendors = [];
    renderAt('/m/member/transfer', '/m/member/transfer', <TransferScreen />);
    await screen.findByText('There are no game wallets to transfer to.');
    const user = userEvent.setup();
    platform.queued.set(ALL_BACK, [{ status: 200, data: { success: false, code: 'WALLET_NOT_FOUND', message: 'Try again in a minute' } }]);
    await user.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute');
    await user.click(screen.getByRole('button', { name: 'All back to main wallet' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The game wallets are empty: nothing to move.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
