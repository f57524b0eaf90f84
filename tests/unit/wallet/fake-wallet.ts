/** A stand-in for the platform's member and wallet calls behind the axios adapter: stateful in minor units, and it records what was asked. */
import type { InternalAxiosRequestConfig } from 'axios';
import type { Vip } from '../../../src/api/rewards.ts';
import type { MemberInfo } from '../../../src/generated/api/member.ts';

export interface Asked { method: string; url: string; params: Record<string, unknown>; data: Record<string, unknown> }
type Reply = { status: number; data: unknown } | 'network';

const two = (minor: bigint): string => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const minorOf = (decimal: string): bigint => BigInt(decimal.replace('.', ''));

export class FakeWallet {
  asked: Asked[] = [];
  /** The next answers of an endpoint path, before the normal ones (a lost answer: 'network'). */
  queued = new Map<string, Reply[]>();
  info: MemberInfo = { id: 7, type: 0, account: 'demo00', nickname: 'Lucky Star', clubLabel: { labelName: 'Gold' }, agent: false, mobileNum: '', email: '', dividendInfo: '' };
  main = 150050n;
  /** The platform's VIP answer: levels by turnover, the member's progress as a whole percent and decimal strings. */
  vip: Vip = {
    levels: [0, 1, 2, 3].map((level) => ({ level, name: `VIP ${level}`, turnoverRequired: `${level * 20000}.00`, upgradeBonus: '18.00', monthlyBonus: '8.00', rebateBonusPercent: '0.05', dailyWithdrawals: 3 + level })),
    member: { level: 1, name: 'VIP 1', turnover: '28500.10', nextLevel: 2, turnoverToNext: '11499.90', progressPercent: 42 },
  };
  vendors = [{ wallet: 'JDB', name: 'JDB Slots', category: 'RNG', balance: 0n }, { wallet: 'SABA', name: 'SABA Sports', category: 'SPORTS', balance: 2500n }];
  /** Idempotency keys already answered, with their answer. */
  answered = new Map<string, Reply>();

  private balances() {
    const total = this.vendors.reduce((sum, v) => sum + v.balance, this.main);
    return { currencySymbol: '₱', total: two(total), main: two(this.main), pendingWithdrawal: '0.00', vendors: this.vendors.map((v) => ({ ...v, balance: two(v.balance) })) };
  }

  answer(config: InternalAxiosRequestConfig): Reply {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    const data = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data ?? {}) as Record<string, unknown>;
    this.asked.push({ method: (config.method ?? 'get').toUpperCase(), url, params, data });
    const ok = (value: unknown): Reply => ({ status: 200, data: { success: true, value } });
    const refuse = (code: string, message: string): Reply => ({ status: 200, data: { success: false, code, message } });
    const key = typeof data['idempotencyKey'] === 'string' ? data['idempotencyKey'] : undefined;
    if (key !== undefined && this.answered.has(key)) return this.answered.get(key)!;
    const queued = this.queued.get(url)?.shift();
    if (queued === 'network') {
      // The platform did the work but the answer was lost on the way back.
      const reply = this.route(url, params, data, ok, refuse);
      if (key !== undefined) this.answered.set(key, reply);
      return 'network';
    }
    if (queued !== undefined) return queued;
    const reply = this.route(url, params, data, ok, refuse);
    if (key !== undefined) this.answered.set(key, reply);
    return reply;
  }

  private route(url: string, _params: Record<string, unknown>, data: Record<string, unknown>, ok: (v: unknown) => Reply, refuse: (c: string, m: string) => Reply): Reply {
    switch (url) {
      case '/wps/member/info': return ok(this.info);
      case '/wps/wallet/balances': return ok(this.balances());
      case '/wps/rewards/vip': return ok(this.vip);
      case '/wps/wallet/transfer': {
        const amount = minorOf(String(data['amount']));
        const toVendor = data['from'] === 'MAIN';
        const vendor = this.vendors.find((v) => v.wallet === (toVendor ? data['to'] : data['from']))!;
        if ((toVendor ? this.main : vendor.balance) < amount) return refuse('INSUFFICIENT_FUNDS', 'Insufficient balance in the source wallet');
        this.main += toVendor ? -amount : amount;
        vendor.balance += toVendor ? amount : -amount;
        const names = { MAIN: 'Main wallet', [vendor.wallet]: vendor.name } as Record<string, string>;
        return ok({
          transfer: { id: this.asked.length, orderNo: `T${this.asked.length}`, from: data['from'], to: data['to'], fromName: names[String(data['from'])], toName: names[String(data['to'])], amount: two(amount), status: 'success', createdAt: 0 },
          balances: this.balances(),
        });
      }
      case '/wps/wallet/deposit/channels': return ok({
        currencySymbol: '₱',
        channels: [
          { channelId: 1, kind: 'bank', vendor: 'BDO', name: 'BDO bank transfer', minAmount: '100.00', maxAmount: '50000.00', fixedAmounts: ['500.00', '1000.00'], receivingAccount: { bankName: 'BDO Unibank', accountName: 'TT Slot Ltd', accountNo: '001234567890', branch: '' }, needsReceipt: true, needsReference: false, processing: 'About 10 minutes' },
          { channelId: 2, kind: 'ewallet', vendor: 'GCASH', name: 'GCash', minAmount: '50.00', maxAmount: '20000.00', fixedAmounts: [], receivingAccount: { bankName: 'GCash', accountName: 'TT Slot', accountNo: '09171234567', branch: '' }, needsReceipt: false, needsReference: true, processing: '' },
        ],
      });
      case '/wps/wallet/deposit/promotions': return ok({ list: [] });
      default: return { status: 404, data: { success: false, code: 'NOT_FOUND', message: `no ${url}` } };
    }
  }
}
