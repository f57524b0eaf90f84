/** A stand-in for the platform's rewards calls behind the axios adapter: stateful, and it records what was asked. */
import type { InternalAxiosRequestConfig } from 'axios';
import type { RebateCategory, Reward, SignInStatus, Vip } from '../../../src/api/rewards.ts';

export interface Asked { method: string; url: string; params: Record<string, unknown>; data: Record<string, unknown> }
type Reply = { status: number; data: unknown };

const cents = (s: string): bigint => BigInt(s.replace('.', ''));
const text = (c: bigint): string => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

export class FakeRewards {
  asked: Asked[] = [];
  /** Answers the next call of this path with this reply instead (once). */
  refusals = new Map<string, Reply>();
  balance = 10_000n;
  rewards: Reward[] = [
    { id: 1, title: 'Welcome bonus', source: 'promotion', promotionId: null, amount: '8.88', status: 'unclaimed', grantedAt: Date.UTC(2026, 2, 1), expiresAt: null, claimedAt: null },
    { id: 2, title: 'Weekend reload bonus', source: 'deposit', promotionId: null, amount: '1800.00', status: 'unclaimed', grantedAt: Date.UTC(2026, 2, 2), expiresAt: null, claimedAt: null },
    { id: 3, title: 'Lucky draw prize', source: 'event', promotionId: null, amount: '28.00', status: 'claimed', grantedAt: Date.UTC(2026, 1, 1), expiresAt: null, claimedAt: Date.UTC(2026, 1, 2) },
  ];
  signIn: SignInStatus = { today: '2026-03-11', signedDays: ['2026-03-09', '2026-03-10'], signedToday: false, streak: 2, todayReward: '3.00', schedule: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'] };
  categories: RebateCategory[] = [
    { category: 'RNG', validBet: '12000.00', ratePercent: '0.80', amount: '96.00', bets: 3 },
    { category: 'LIVE', validBet: '100.00', ratePercent: '0.50', amount: '0.50', bets: 1 },
  ];
  vip: Vip = {
    levels: [0, 1, 2, 3].map((level) => ({ level, name: `VIP ${level}`, turnoverRequired: text(BigInt(level) * 100_000n), upgradeBonus: '18.00', monthlyBonus: '8.00', rebateBonusPercent: '0.05', dailyWithdrawals: 3 + level })),
    member: { level: 1, name: 'VIP 1', turnover: '1500.00', nextLevel: 2, turnoverToNext: '500.00', progressPercent: 50 },
  };

  answer(config: InternalAxiosRequestConfig): Reply {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    const data = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data ?? {}) as Record<string, unknown>;
    this.asked.push({ method: (config.method ?? 'get').toUpperCase(), url, params, data });
    const refusal = this.refusals.get(url);
    if (refusal !== undefined) {
      this.refusals.delete(url);
      return refusal;
    }
    const ok = (value: unknown): Reply => ({ status: 200, data: { success: true, value } });
    const unclaimed = () => this.rewards.filter((r) => r.status === 'unclaimed');
    switch (url) {
      case '/wps/rewards/list':
        return ok({ unclaimed: unclaimed(), claimed: this.rewards.filter((r) => r.status !== 'unclaimed'), unclaimedCount: unclaimed().length });
      case '/wps/rewards/claim': {
        const reward = this.rewards.find((r) => r.id === data['rewardId']);
        if (reward === undefined) return { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Reward not found' } };
        if (reward.status === 'claimed') return { status: 409, data: { success: false, code: 'REWARD_ALREADY_CLAIMED', message: 'This reward has already been claimed' } };
        reward.status = 'claimed';
        reward.claimedAt = Date.UTC(2026, 2, 11);
        this.balance += cents(reward.amount);
        return ok({ reward, balance: text(this.balance), unclaimedCount: unclaimed().length });
      }
      case '/wps/rewards/sign-in': {
        if ((config.method ?? 'get').toUpperCase() === 'GET') return ok(this.signIn);
        const credited = this.signIn.signedToday ? '0.00' : this.signIn.todayReward;
        if (!this.signIn.signedToday) this.signIn = { ...this.signIn, signedToday: true, streak: this.signIn.streak + 1, signedDays: [...this.signIn.signedDays, this.signIn.today] };
        this.balance += cents(credited);
        return ok({ credited, balance: text(this.balance), status: this.signIn });
      }
      case '/wps/rewards/rebate': {
        const total = this.categories.reduce((t, c) => t + cents(c.amount), 0n);
        return ok({ categories: this.categories, total: text(total), minimumClaim: '1.00', balance: text(this.balance) });
      }
      case '/wps/rewards/rebate/claim': {
        const chosen = this.categories.filter((c) => data['category'] === undefined || c.category === data['category']);
        const credited = chosen.reduce((t, c) => t + cents(c.amount), 0n);
        this.categories = this.categories.filter((c) => !chosen.includes(c));
        this.balance += credited;
        const total = this.categories.reduce((t, c) => t + cents(c.amount), 0n);
        return ok({ credited: text(credited), balance: text(this.balance), categories: this.categories, total: text(total) });
      }
      case '/wps/rewards/vip':
        return ok(this.vip);
      default:
        return { status: 404, data: { success: false, code: 'NOT_FOUND', message: `no ${url}` } };
    }
  }
}
