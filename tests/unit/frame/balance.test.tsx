import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWalletStore } from '../../../src/state/wallet-store.ts';
import { renderAt, sessionOf, TTSLOT, withMerchant } from './harness.tsx';

const member = vi.hoisted(() => ({ fetchWallet: vi.fn(), fetchAffiliateCode: vi.fn(), fetchMemberInfo: vi.fn() }));
vi.mock('../../../src/api/member.ts', () => member);

const { HomeHeader } = await import('../../../src/app/frame/home-header.tsx');

beforeAll(() => withMerchant(TTSLOT));
beforeEach(() => {
  resetWalletStore();
  member.fetchWallet.mockReset().mockResolvedValue({ sumBalance: 1234.5, currencySymbol: '₱' });
  sessionOf(0);
});
afterEach(() => sessionOf(undefined));

const show = () => renderAt('/m/home', <HomeHeader pathname="/m/home" title="Home" />);

describe('the balance in the home header (SPEC 3, 4)', () => {
  it('R3-5 the wallet shows its currencySymbol and sumBalance with 2 decimals', async () => {
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
    let answer: (wallet: { sumBalance: number; currencySymbol: string }) => void = () => {};
    member.fetchWallet.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    await userEvent.setup().click(screen.getByRole('button', { name: /Refresh balance/ }));
    expect(screen.getByTestId('balance')).toHaveTextContent(/^\*+$/);
    await act(async () => answer({ sumBalance: 99, currencySymbol: '₱' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('₱99.00');
  });
});
