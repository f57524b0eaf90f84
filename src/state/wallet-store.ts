import { proxy, useSnapshot } from 'valtio';
import type { ApiError } from '../api/errors.ts';
import { type Balances, fetchBalances } from '../api/wallet.ts';
import { decimalToMinor } from '../config/amounts.ts';
import { sessionStore } from './session-store.ts';

interface WalletState {
  /** The total balance (main plus every vendor wallet) in minor units, never a float. */
  sumBalanceMinor: bigint | undefined;
  currencySymbol: string;
  refreshing: boolean;
  /** SPEC 4: the player may hide the balance behind asterisks. */
  hidden: boolean;
}

const initial = (): WalletState => ({ sumBalanceMinor: undefined, currencySymbol: '', refreshing: false, hidden: false });

export const walletStore = proxy<WalletState>(initial());

/** Fetches the balances (the header's total); the balance is masked while this runs (SPEC 4). */
export async function refreshWallet(): Promise<void> {
  const token = sessionStore.session?.token;
  if (token === undefined || walletStore.refreshing) return;
  walletStore.refreshing = true;
  try {
    const balances = await fetchBalances({ quiet: true });
    // Stryker disable next-line OptionalChaining: without the chain a sign out throws here, and the catch below drops the answer just the same
    if (sessionStore.session?.token === token) setBalances(balances);
  } catch {
    // keep the last known balance; the header shows it again
  } finally {
    walletStore.refreshing = false;
  }
}

export function toggleBalanceHidden(): void {
  walletStore.hidden = !walletStore.hidden;
}

/** Forgets the balance (sign out) and everything else the store holds. */
export function resetWalletStore(): void {
  Object.assign(walletStore, initial());
  Object.assign(balancesStore, initialBalances());
}

export function useWallet(): Readonly<WalletState> {
  return useSnapshot(walletStore);
}

/** The main and vendor wallets: decimal strings as the platform sends them, never numbers. */
interface BalancesState {
  balances: Balances | undefined;
  loading: boolean;
  /** The platform's message of the last failed fetch, shown as given. */
  error: string | undefined;
}

const initialBalances = (): BalancesState => ({ balances: undefined, loading: false, error: undefined });

export const balancesStore = proxy<BalancesState>(initialBalances());

/** Takes balances a money call answered (a transfer answers them), and the header's total with them. */
export function setBalances(balances: Balances): void {
  balancesStore.balances = balances;
  balancesStore.error = undefined;
  const total = decimalToMinor(balances.total);
  if (total !== undefined) {
    walletStore.sumBalanceMinor = total;
    walletStore.currencySymbol = balances.currencySymbol;
  }
}

/** Fetches the main and vendor wallets; a failure keeps the last ones and records the platform's message. */
export async function refreshBalances(): Promise<void> {
  const token = sessionStore.session?.token;
  if (token === undefined || balancesStore.loading) return;
  balancesStore.loading = true;
  try {
    const balances = await fetchBalances({ quiet: true });
    if (sessionStore.session?.token === token) setBalances(balances);
  } catch (error) {
    balancesStore.error = (error as ApiError).message;
  } finally {
    balancesStore.loading = false;
  }
}

export function useBalances() {
  return useSnapshot(balancesStore);
}
