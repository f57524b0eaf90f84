import { proxy, useSnapshot } from 'valtio';
import { fetchWallet } from '../api/member.ts';
import { sessionStore } from './session-store.ts';

interface WalletState {
  sumBalance: number | undefined;
  currencySymbol: string;
  refreshing: boolean;
  /** SPEC 4: the player may hide the balance behind asterisks. */
  hidden: boolean;
}

const initial = (): WalletState => ({ sumBalance: undefined, currencySymbol: '', refreshing: false, hidden: false });

export const walletStore = proxy<WalletState>(initial());

/** Fetches the wallet; the balance is masked while this runs (SPEC 4). */
export async function refreshWallet(): Promise<void> {
  if (sessionStore.session === undefined || walletStore.refreshing) return;
  walletStore.refreshing = true;
  try {
    const wallet = await fetchWallet({ quiet: true });
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

/** Forgets the balance (sign out) and everything else the store holds. */
export function resetWalletStore(): void {
  Object.assign(walletStore, initial());
}

/** The balance with the merchant's decimals (SPEC 9: 2). */
export function formatBalance(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export function useWallet(): Readonly<WalletState> {
  return useSnapshot(walletStore);
}
