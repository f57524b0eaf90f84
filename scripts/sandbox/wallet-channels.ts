/**
 * The deposit side of the platform (issue 19 point 3): channels by payment vendor, each with its own
 * limits and quick amounts, the deposit promotions a player may accept, and the withdrawal limits.
 * Amounts are minor units.
 */
import type { MerchantInfo } from './merchant.ts';

export type ChannelKind = 'bank' | 'ewallet' | 'gateway';

export interface ChannelSeed {
  channelId: number;
  kind: ChannelKind;
  vendor: string;
  name: string;
  minMinor: bigint;
  maxMinor: bigint;
  fixedMinor: readonly bigint[];
  account: ((m: MerchantInfo) => { bankName: string; accountName: string; accountNo: string; branch: string }) | null;
  processing: string;
}

const peso = (n: number): bigint => BigInt(n) * 100n;

export const CHANNELS: readonly ChannelSeed[] = [
  {
    channelId: 1, kind: 'bank', vendor: 'BDO', name: 'BDO bank transfer', minMinor: peso(100), maxMinor: peso(100_000), fixedMinor: [500, 1000, 5000, 10_000].map(peso),
    account: (m) => ({ bankName: 'BDO Unibank', accountName: `${m.name} Payments Inc.`, accountNo: '001234567890', branch: 'Makati Ayala Avenue' }),
    processing: 'Credited within 30 minutes after the receipt is checked',
  },
  {
    channelId: 2, kind: 'bank', vendor: 'BPI', name: 'BPI bank transfer', minMinor: peso(100), maxMinor: peso(100_000), fixedMinor: [500, 1000, 5000, 10_000].map(peso),
    account: (m) => ({ bankName: 'Bank of the Philippine Islands', accountName: `${m.name} Payments Inc.`, accountNo: '3089123456', branch: 'Ortigas Center' }),
    processing: 'Credited within 30 minutes after the receipt is checked',
  },
  {
    channelId: 3, kind: 'ewallet', vendor: 'GCASH', name: 'GCash', minMinor: peso(100), maxMinor: peso(50_000), fixedMinor: [100, 300, 500, 1000].map(peso),
    account: (m) => ({ bankName: 'GCash', accountName: m.name, accountNo: '09175550199', branch: '' }),
    processing: 'Credited within 10 minutes after the reference is checked',
  },
  {
    channelId: 4, kind: 'ewallet', vendor: 'MAYA', name: 'Maya', minMinor: peso(100), maxMinor: peso(50_000), fixedMinor: [100, 300, 500, 1000].map(peso),
    account: (m) => ({ bankName: 'Maya', accountName: m.name, accountNo: '09185550288', branch: '' }),
    processing: 'Credited within 10 minutes after the reference is checked',
  },
  {
    channelId: 5, kind: 'gateway', vendor: 'QRPH', name: 'QR Ph online payment', minMinor: peso(200), maxMinor: peso(200_000), fixedMinor: [200, 500, 1000, 2000].map(peso),
    account: null, processing: 'Credited as soon as the gateway confirms the payment',
  },
];

export interface DepositPromoSeed {
  promotionId: number;
  bonusPercent: number;
  maxBonusMinor: bigint;
  minDepositMinor: bigint;
  turnoverMultiplier: number;
  /** first: only before the first approved deposit; daily: once a UTC day. */
  limit: 'first' | 'daily';
}

/** Promotions 1 (100% welcome bonus) and 2 (daily reload 10%) of the seed's promotion list. */
export const DEPOSIT_PROMOTIONS: readonly DepositPromoSeed[] = [
  { promotionId: 1, bonusPercent: 100, maxBonusMinor: peso(5000), minDepositMinor: peso(200), turnoverMultiplier: 10, limit: 'first' },
  { promotionId: 2, bonusPercent: 10, maxBonusMinor: peso(1000), minDepositMinor: peso(500), turnoverMultiplier: 5, limit: 'daily' },
];

export const WITHDRAW_LIMITS = { minMinor: peso(100), maxMinor: peso(50_000) } as const;

/** An approved deposit must be bet this many times before a withdrawal (anti money laundering). */
export const DEPOSIT_TURNOVER_MULTIPLIER = 1n;
