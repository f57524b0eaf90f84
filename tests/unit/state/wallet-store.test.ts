/** The wallet's state (SPEC 4): the header's total and the main and vendor wallets, one call at a time, discarded after a session change. */
import { renderHook } from '@testing-library/react';
import { snapshot } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import type { Balances } from '../../../src/api/wallet.ts';
import { endSession, startSession } from '../../../src/state/session-store.ts';
import {
  balancesStore, refreshBalances, refreshWallet, resetWalletStore, setBalances, toggleBalanceHidden, useBalances, useWallet,
  walletStore,
} from '../../../src/state/wallet-store.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({ fetchBalances: vi.fn<(options?: CallOptions) => Promise<Balances>>() }));
vi.mock('../../../src/api/wallet.ts', async (original) => ({ ...(await original<object>()), ...api }));

const balances = (total: string): Balances => ({ currencySymbol: '₱', total, main: '10.00', pendingWithdrawal: '0.00', vendors: [] });
const signIn = (token: string) => startSession({ token, merchantCode: 'ttslot', userName: 'demo01', type: 0, firstTimeLogin: false, read: true }, { remember: false });
const EMPTY_WALLET = { sumBalanceMinor: undefined, currencySymbol: '', refreshing: false, hidden: false };
const EMPTY_BALANCES = { balances: undefined, loading: false, error: undefined };

beforeEach(() => {
  api.fetchBalances.mockReset();
  resetWalletStore();
});

describe('the header\'s total (SPEC 4)', () => {
  it('asks nothing without a session', async () => {
    endSession();
    await refreshWallet();
    expect(api.fetchBalances).not.toHaveBeenCalled();
    expect(snapshot(walletStore)).toStrictEqual(EMPTY_WALLET);
  });

  it('asks quietly, is refreshing while the call runs, then holds the total in minor units and the currency', async () => {
    signIn('token-a');
    const answer = deferred<Balances>();
    api.fetchBalances.mockReturnValue(answer.promise);
    const refresh = refreshWallet();
    expect(walletStore.refreshing).toBe(true);
    expect(api.fetchBalances.mock.calls).toStrictEqual([[{ quiet: true }]]);
    answer.resolve(balances('1234.56'));
    await refresh;
    expect(snapshot(walletStore)).toStrictEqual({ sumBalanceMinor: 123456n, currencySymbol: '₱', refreshing: false, hidden: false });
  });

  it('a call already running: a second refresh asks nothing more', async () => {
    signIn('token-a');
    const answer = deferred<Balances>();
    api.fetchBalances.mockReturnValue(answer.promise);
    const first = refreshWallet();
    await refreshWallet();
    expect(api.fetchBalances).toHaveBeenCalledTimes(1);
    answer.resolve(balances('1.00'));
    await first;
  });

  it('an answer that arrives after a sign out, or after another sign in, is dropped', async () => {
    signIn('token-a');
    const answer = deferred<Balances>();
    api.fetchBalances.mockReturnValue(answer.promise);
    const refresh = refreshWallet();
    signIn('token-b');
    answer.resolve(balances('99.00'));
    await refresh;
    expect(walletStore.sumBalanceMinor).toBeUndefined();
    expect(balancesStore.balances).toBeUndefined();

    const late = deferred<Balances>();
    api.fetchBalances.mockReturnValue(late.promise);
    const again = refreshWallet();
    endSession();
    late.resolve(balances('98.00'));
    await again;
    expect(walletStore.sumBalanceMinor).toBeUndefined();
  });

  it('a failed call keeps the last total and ends refreshing', async () => {
    signIn('token-a');
    api.fetchBalances.mockResolvedValueOnce(balances('5.00')).mockRejectedValueOnce(new ApiError('SERVICE_BUSY', 'Service busy', 200));
    await refreshWallet();
    await refreshWallet();
    expect(snapshot(walletStore)).toStrictEqual({ sumBalanceMinor: 500n, currencySymbol: '₱', refreshing: false, hidden: false });
  });

  it('the player hides and shows the balance', () => {
    toggleBalanceHidden();
    expect(walletStore.hidden).toBe(true);
    toggleBalanceHidden();
    expect(walletStore.hidden).toBe(false);
  });
});

describe('the main and vendor wallets', () => {
  it('asks nothing without a session', async () => {
    endSession();
    await refreshBalances();
    expect(api.fetchBalances).not.toHaveBeenCalled();
    expect(snapshot(balancesStore)).toStrictEqual(EMPTY_BALANCES);
  });

  it('asks quietly, is loading while the call runs, then holds the wallets and the header\'s total', async () => {
    signIn('token-a');
    const answer = deferred<Balances>();
    api.fetchBalances.mockReturnValue(answer.promise);
    const refresh = refreshBalances();
    expect(balancesStore.loading).toBe(true);
    expect(api.fetchBalances.mock.calls).toStrictEqual([[{ quiet: true }]]);
    await refreshBalances();
    expect(api.fetchBalances).toHaveBeenCalledTimes(1);
    answer.resolve(balances('20.50'));
    await refresh;
    expect(snapshot(balancesStore)).toStrictEqual({ balances: balances('20.50'), loading: false, error: undefined });
    expect(walletStore.sumBalanceMinor).toBe(2050n);
  });

  it('a failure keeps the last wallets and records the platform\'s message; the next success clears it', async () => {
    signIn('token-a');
    api.fetchBalances.mockResolvedValueOnce(balances('3.00')).mockRejectedValueOnce(new ApiError('SERVICE_BUSY', 'Service busy', 200)).mockResolvedValueOnce(balances('4.00'));
    await refreshBalances();
    await refreshBalances();
    expect(snapshot(balancesStore)).toStrictEqual({ balances: balances('3.00'), loading: false, error: 'Service busy' });
    await refreshBalances();
    expect(snapshot(balancesStore)).toStrictEqual({ balances: balances('4.00'), loading: false, error: undefined });
  });

  it('an answer that arrives after another sign in, or after a sign out, is dropped without an error', async () => {
    signIn('token-a');
    const answer = deferred<Balances>();
    api.fetchBalances.mockReturnValue(answer.promise);
    const refresh = refreshBalances();
    signIn('token-b');
    answer.resolve(balances('99.00'));
    await refresh;
    expect(snapshot(balancesStore)).toStrictEqual(EMPTY_BALANCES);

    const late = deferred<Balances>();
    api.fetchBalances.mockReturnValue(late.promise);
    const again = refreshBalances();
    endSession();
    late.resolve(balances('98.00'));
    await again;
    expect(snapshot(balancesStore)).toStrictEqual(EMPTY_BALANCES);
  });

  it('balances a money call answered: a total that is not a wire decimal leaves the header\'s total as it was', () => {
    setBalances(balances('7.00'));
    setBalances({ ...balances('not a number'), currencySymbol: '$' });
    expect(walletStore.sumBalanceMinor).toBe(700n);
    expect(walletStore.currencySymbol).toBe('₱');
    expect(balancesStore.balances?.total).toBe('not a number');
  });

  it('reset forgets the total, the wallets and the hidden choice', () => {
    setBalances(balances('7.00'));
    balancesStore.error = 'old';
    toggleBalanceHidden();
    resetWalletStore();
    expect(snapshot(walletStore)).toStrictEqual(EMPTY_WALLET);
    expect(snapshot(balancesStore)).toStrictEqual(EMPTY_BALANCES);
  });

  it('the hooks read both stores', () => {
    setBalances(balances('8.00'));
    expect(renderHook(() => useWallet()).result.current.sumBalanceMinor).toBe(800n);
    expect(renderHook(() => useBalances()).result.current.balances?.total).toBe('8.00');
  });
});
