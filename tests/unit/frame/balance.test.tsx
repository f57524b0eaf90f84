import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../src/api/client.ts';
import { HomeHeader } from '../../../src/app/frame/home-header.tsx';
import { resetWalletStore } from '../../../src/state/wallet-store.ts';
import { renderAt, sessionOf, TTSLOT, withMerchant } from './harness.tsx';

/** The platform's balances: the total, what SPEC 3 calls sumBalance, as a decimal string. */
const balances = (total: string) => ({ data: { success: true, value: { currencySymbol: '₱', total, main: total, pendingWithdrawal: '0.00', vendors: [] } } });
const request = vi.spyOn(http, 'request');

beforeAll(() => withMerchant(TTSLOT));
beforeEach(() => {
  resetWalletStore();
  request.mockReset().mockResolvedValue(balances('1234.50') as never);
  sessionOf(0);
});
afterEach(() => sessionOf(undefined));

const show = () => renderAt('/m/home', <HomeHeader pathname="/m/home" title="Home" />);

describe('the balance in the home header (SPEC 3, 4)', () => {
  it('R3-5 the wallet shows its currencySymbol and sumBalance (the balances\' total) with 2 decimals', async () => {
    show();
    expect(await screen.findByText('₱1,234.50')).toBeVisible();
  });

  it('R4-2 a hidden balance shows asterisks instead of the amount, until shown again', async () => {
    show();
    await screen.findByText('₱1,234.50');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent(/^\*+$/);
    expect(screen.queryByText('₱1,234.50')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('₱1,234.50');
  });

  it('R4-3 the balance is masked while it refreshes', async () => {
    show();
    await screen.findByText('₱1,234.50');
    let answer: (reply: unknown) => void = () => {};
    request.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }) as never);
    await userEvent.setup().click(screen.getByRole('button', { name: /Refresh balance/ }));
    expect(screen.getByTestId('balance')).toHaveTextContent(/^\*+$/);
    await act(async () => answer(balances('99.00')));
    expect(screen.getByTestId('balance')).toHaveTextContent('₱99.00');
  });
});
