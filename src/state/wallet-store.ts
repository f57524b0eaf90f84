import { proxy, useSnapshot } from 'valtio';
import { call } from '../api/client.ts';
import { sessionStore } from './session-store.ts';

interface WalletState {
  sumBalance: number | undefined;
  currencySymbol: string;
  refreshing: boolean;
  /** SPEC 4: the player may hide the balance behind asterisks. */
  hidden: boolean;
}

export const walletStore = proxy<WalletState>({ sumBalance: undefined, currencySymbol: '', refreshing: false, hidden: false });

/** Fetches the wallet; the balance is masked while this runs (SPEC 4). */
export async function refreshWallet(): Promise<void> {
  if (sessionStore.session === undefined || walletStore.refreshing) return;
  walletStore.refreshing = true;
  try {
    const wallet = await call<{ sumBalance: number; currencySymbol: string }>('wallet', undefined, { quiet: true });
    walletStore.sumBalance = wallet.sumBalance;
    walletStore.currencySymbol = wallet.currencySymbol;
  } catch {
    // keep the last known balance; the header shows it again
  } finally {
    walletStore.refreshing = false;
  }
}

export function toggleBalanceHidden(): void {
  walletStore.hidden = !walletStore.hidden;
}

export function resetWallet(): void {
  walletStore.sumBalance = undefined;
  walletStore.refreshing = false;
}

/** The balance with the merchant's decimals (SPEC 9: 2). */
export function formatBalance(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export function useWallet(): Readonly<WalletState> {
  return useSnapshot(walletStore);
}
