/** A stand-in for the platform's member and wallet calls behind the axios adapter: stateful in minor units, and it records what was asked. */
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import type { Vip } from '../../../src/api/rewards.ts';
import type { AnyRecord, DepositChannel, DepositPromotion, DepositRecord, RecordKind, WithdrawInfo, WithdrawRecord } from '../../../src/api/wallet.ts';
import type { MemberInfo } from '../../../src/generated/api/member.ts';
import { currentToken, startSession } from '../../../src/state/session-store.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { makeSealingKey, type SealingKey, sealInJsdom } from '../api/sealing-key.ts';
import { boot } from '../auth/harness.tsx';

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
  /** Held for withdrawals under review, as the balances call says it. */
  pendingWithdrawal = '0.00';
  /** The platform's VIP answer: levels by turnover, the member's progress as a whole percent and decimal strings. */
  vip: Vip = {
    levels: [0, 1, 2, 3].map((level) => ({ level, name: `VIP ${level}`, turnoverRequired: `${level * 20000}.00`, upgradeBonus: '18.00', monthlyBonus: '8.00', rebateBonusPercent: '0.05', dailyWithdrawals: 3 + level })),
    member: { level: 1, name: 'VIP 1', turnover: '28500.10', nextLevel: 2, turnoverToNext: '11499.90', progressPercent: 42 },
  };
  vendors = [{ wallet: 'JDB', name: 'JDB Slots', category: 'RNG', balance: 0n }, { wallet: 'SABA', name: 'SABA Sports', category: 'SPORTS', balance: 2500n }];
  /** Idempotency keys already answered, with their answer. */
  answered = new Map<string, Reply>();
  /** The withdrawal page's answer; a withdrawal takes the amount from `main`. */
  withdraw: WithdrawInfo = {
    currencySymbol: '₱', withdrawable: '1500.50', minAmount: '100.00', maxAmount: '1000.00', hasFundsPassword: true, remainingTurnover: '0.00', pendingCount: 0,
    cards: [
      { cardId: 11, bankCode: 'BDO', bankName: 'BDO Unibank', accountName: 'Demo Zero', maskedNo: '**** 7890' },
      { cardId: 12, bankCode: 'BPI', bankName: 'BPI', accountName: 'Demo Zero', maskedNo: '**** 4321' },
    ],
  };
  fundsPassword = 'Pay12345';
  /** The withdrawals made, oldest first. */
  withdrawals: WithdrawRecord[] = [];
  /** Codes of failures that took the app's general error path (a toast); a screen showing its own message sends none there. */
  generalErrors: string[] = [];
  /** Calls the user waits for, still out. */
  inFlight = 0;
  /** The key sealed bodies are opened with (the system status publishes its public half). */
  key: SealingKey | undefined;
  /** Deposit channels: a bank transfer with a receipt and quick amounts, an e-wallet with a payment reference. */
  channels: DepositChannel[] = [
    { channelId: 1, kind: 'bank', vendor: 'BDO', name: 'BDO bank transfer', minAmount: '100.00', maxAmount: '50000.00', fixedAmounts: ['500.00', '1000.00'], receivingAccount: { bankName: 'BDO Unibank', accountName: 'TT Slot Ltd', accountNo: '001234567890', branch: '' }, needsReceipt: true, needsReference: false, processing: 'About 10 minutes' },
    { channelId: 2, kind: 'ewallet', vendor: 'GCASH', name: 'GCash', minAmount: '50.00', maxAmount: '20000.00', fixedAmounts: [], receivingAccount: { bankName: 'GCash', accountName: 'TT Slot', accountNo: '09171234567', branch: '' }, needsReceipt: false, needsReference: true, processing: '' },
  ];
  promotions: DepositPromotion[] = [];
  /** The payment page a gateway deposit answers. */
  gatewayUrl = 'https://pay.ttslot.com/checkout/1';
  /** Each record kind's records, newest first; a list call pages through them, a detail call finds one by id. */
  records: Record<RecordKind, AnyRecord[]> = { deposit: [], withdraw: [], transfer: [], bet: [], reward: [] };

  private balances() {
    const total = this.vendors.reduce((sum, v) => sum + v.balance, this.main);
    return { currencySymbol: '₱', total: two(total), main: two(this.main), pendingWithdrawal: this.pendingWithdrawal, vendors: this.vendors.map((v) => ({ ...v, balance: two(v.balance) })) };
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

  private route(url: string, params: Record<string, unknown>, data: Record<string, unknown>, ok: (v: unknown) => Reply, refuse: (c: string, m: string) => Reply): Reply {
    const records = RECORD_PATHS.find(([, path]) => url === path || url === `${path}/detail`);
    if (records !== undefined) {
      const list = this.records[records[0]];
      if (url.endsWith('/detail')) {
        const found = list.find((r) => r.id === Number(params['id']));
        return found === undefined ? refuse('NOT_FOUND', 'No such record') : ok(found);
      }
      const pageNo = Number(params['pageNo'] ?? 1);
      const pageSize = Number(params['pageSize'] ?? 20);
      return ok({ list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: list.length, totalPages: Math.ceil(list.length / pageSize) });
    }
    switch (url) {
      case '/wps/wallet/withdraw/info': return ok(this.withdraw);
      case '/wps/wallet/withdraw': {
        if (data['fundsPassword'] !== this.fundsPassword) return refuse('FUNDS_PASSWORD_INCORRECT', 'The funds password is incorrect');
        const card = this.withdraw.cards.find((c) => c.cardId === data['cardId'])!;
        const amount = minorOf(String(data['amount']));
        this.main -= amount;
        this.withdraw = { ...this.withdraw, withdrawable: two(this.main), pendingCount: this.withdraw.pendingCount + 1 };
        const record: WithdrawRecord = {
          id: 1000 + this.withdrawals.length, orderNo: `WD${1001 + this.withdrawals.length}`, amount: two(amount), cardId: card.cardId, bankName: card.bankName, maskedNo: card.maskedNo,
          status: 'pending', remark: '', createdAt: 0, reviewedAt: null,
        };
        this.withdrawals.push(record);
        return ok(record);
      }
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
      case '/wps/wallet/transfer/all-to-main': {
        const moved = this.vendors.filter((v) => v.balance > 0n);
        const amount = moved.reduce((sum, v) => sum + v.balance, 0n);
        const transfers = moved.map((v, i) => ({ id: i + 1, orderNo: `TA${i + 1}`, from: v.wallet, to: 'MAIN', fromName: v.name, toName: 'Main wallet', amount: two(v.balance), status: 'success', createdAt: 0 }));
        for (const v of moved) v.balance = 0n;
        this.main += amount;
        return ok({ amount: two(amount), transfers, balances: this.balances() });
      }
      case '/wps/wallet/deposit/channels': return ok({ currencySymbol: '₱', channels: this.channels });
      case '/wps/wallet/deposit/promotions': return ok({ list: this.promotions });
      case '/wps/wallet/deposit':
      case '/wps/wallet/deposit/manual': {
        const field = (name: string): string => String((data instanceof FormData ? data.get(name) : data[name]) ?? '');
        const channel = this.channels.find((c) => c.channelId === Number(field('channelId')))!;
        const id = 2000 + this.records.deposit.length;
        const record: DepositRecord = {
          id, orderNo: `DP${id}`, channelId: channel.channelId, channelKind: channel.kind, channelName: channel.name, amount: field('amount'),
          bonus: field('promotionId') === '' ? '0.00' : '10.00', promotionId: field('promotionId') === '' ? null : Number(field('promotionId')), status: 'pending',
          payerName: field('payerName'), reference: field('reference'), hasReceipt: data instanceof FormData && data.get('receipt') !== null,
          gatewayUrl: channel.kind === 'gateway' ? this.gatewayUrl : null, remark: '', createdAt: 0, reviewedAt: null,
        };
        this.records.deposit.unshift(record);
        return ok(record);
      }
      case '/wps/system/status': return ok({ info: { publicKey: this.key?.publicKey } });
      default: return { status: 404, data: { success: false, code: 'NOT_FOUND', message: `no ${url}` } };
    }
  }

  /** Decides the newest deposit, as the platform's review would. */
  reviewNewestDeposit(change: Pick<DepositRecord, 'status'> & Partial<DepositRecord>): void {
    const newest = this.records.deposit[0] as DepositRecord;
    this.records.deposit[0] = { ...newest, reviewedAt: 1, ...change };
  }

  /** Puts this platform behind the api client's axios adapter; sealed bodies are opened before they are recorded. */
  async connect(): Promise<void> {
    sealInJsdom();
    this.key ??= await (sharedKey ??= makeSealingKey());
    configureClient({ language: () => 'EN', token: currentToken, onError: (error) => this.generalErrors.push(error.code), inFlight: (change) => { this.inFlight += change; } });
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const sealed = typeof config.data === 'string' && config.data.startsWith('{"data":');
      const opened = sealed ? { ...config, data: await this.key!.fields(JSON.parse(config.data as string)) } : config;
      const reply = this.answer(opened);
      if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
      if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
  }
}

/** One RSA key pair for every test of a file: making one takes a moment. */
let sharedKey: Promise<SealingKey> | undefined;

/** A signed-in member of `type` (0, 1, 2: real accounts; 4: trial), as a login starts the session. */
export function signIn(type: 0 | 1 | 2 | 4): void {
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo00', type, firstTimeLogin: false, read: true }, { remember: false });
}

/** The list path of each record kind (the detail is the same path with /detail). */
const RECORD_PATHS: [RecordKind, string][] = [
  ['deposit', '/wps/wallet/records/deposits'], ['withdraw', '/wps/wallet/records/withdrawals'], ['transfer', '/wps/wallet/records/transfers'],
  ['bet', '/wps/wallet/records/bets'], ['reward', '/wps/wallet/records/rewards'],
];

/** The one stand-in platform of a wallet test file: setUpWalletTests() makes it afresh for every test. */
export const platform = new FakeWallet();

/**
 * A wallet test file's setup: English texts; for every test a fresh platform behind the api client and, unless
 * `signedIn` is false, a signed-in member; after it, the check that no failure also took the app's general error path
 * (a second message beside the screen's own).
 */
export function setUpWalletTests({ signedIn = true } = {}): void {
  beforeAll(async () => {
    await boot();
    await i18next.loadNamespaces(['wallet', 'rewards']);
  });
  beforeEach(async () => {
    for (const own of Object.keys(platform)) delete (platform as unknown as Record<string, unknown>)[own];
    Object.assign(platform, new FakeWallet());
    await platform.connect();
    if (signedIn) signIn(0);
  });
  afterEach(() => expect(platform.generalErrors).toEqual([]));
}

/**
 * Holds the answers to the calls `which` picks until `release()`; `arrived()` counts those calls at the door, so a test
 * can tell a second request from none while the first is out.
 */
export function holdAnswers(which: (config: InternalAxiosRequestConfig) => boolean = () => true): { release: () => void; arrived: () => number } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let count = 0;
  const adapter = http.defaults.adapter as (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (!which(config)) return adapter(config);
    count += 1;
    const answer = adapter(config);
    await held;
    return answer;
  };
  return { release, arrived: () => count };
}
