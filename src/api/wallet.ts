/**
 * Wallet calls (SPEC 1, 7: wallet transfer, transaction details, deposit, withdraw). Amounts
 * are decimal strings with 2 decimals both ways. Every money-moving call takes the idempotency key the
 * screen made once for the user's action (newIdempotencyKey): a retry of the same action sends the same
 * key and the platform answers the first answer without moving money twice; a new action (a new
 * submit, after the user changed anything) needs a new key. Refusals throw ApiError with the
 * platform's code and message (API_ERROR in endpoints.ts), which screens show as given.
 */
import type {
  Balances, BetRecord, DepositChannel, DepositManualForm, DepositPromotion, DepositRecord, DepositRecordsQuery, RewardRecord, TransferAllResult,
  TransferRecord, TransferResult, WithdrawInfo, WithdrawRecord,
} from '../generated/api/wallet.ts';
import { call, type CallOptions } from './client.ts';

export type {
  Balances, BankCard, BetRecord, DepositChannel, DepositPromotion, DepositRecord, ReceivingAccount, RewardRecord, TransferRecord, VendorWallet,
  WithdrawInfo, WithdrawRecord,
} from '../generated/api/wallet.ts';

/** The main wallet's code in transfers and records. */
export const MAIN_WALLET = 'MAIN';

export function fetchBalances(options?: CallOptions): Promise<Balances> {
  return call('walletBalances', undefined, options);
}

/** Moves `amount` between the main wallet and one vendor wallet (one side is MAIN_WALLET; module FUNDTRANS3). */
export function transfer(request: { from: string; to: string; amount: string; idempotencyKey: string }, options?: CallOptions): Promise<TransferResult> {
  return call('walletTransfer', request, options);
}

/** Every vendor wallet back to main. */
export function transferAllToMain(idempotencyKey: string, options?: CallOptions): Promise<TransferAllResult> {
  return call('walletTransferAll', { idempotencyKey }, options);
}

/** Deposit channels by payment vendor, with their limits, quick amounts and receiving accounts. */
export async function fetchDepositChannels(language: string, options?: CallOptions): Promise<{ currencySymbol: string; channels: DepositChannel[] }> {
  return call('depositChannels', { language }, options);
}

/** Deposit promotions the member may accept now. */
export async function fetchDepositPromotions(language: string, options?: CallOptions): Promise<DepositPromotion[]> {
  return (await call('depositPromotions', { language }, options)).list;
}

/**
 * An e-wallet deposit (with the payment reference) or a gateway deposit: for a gateway the answer's
 * gatewayUrl is the page to open, which completes the deposit. Pending until approved.
 */
export function requestDeposit(
  request: { idempotencyKey: string; channelId: number; amount: string; promotionId?: number; payerName?: string; reference?: string },
  options?: CallOptions,
): Promise<DepositRecord> {
  return call('depositRequest', request, options);
}

/** A bank-transfer deposit with its receipt picture (multipart). Pending until approved. */
export function requestManualDeposit(
  request: Omit<DepositManualForm, 'receipt'> & { idempotencyKey: string; receipt: File | undefined },
  options?: CallOptions,
): Promise<DepositRecord> {
  const { receipt, ...fields } = request;
  // Without a picture the platform answers which field is missing (the screen asks for one first).
  // Stryker disable next-line ConditionalExpression: formOf leaves an undefined item out, so [undefined] sends what [] does (the type wants no undefined)
  return call('depositManual', { ...fields, receipt: receipt === undefined ? [] : [receipt] }, options);
}

export function fetchWithdrawInfo(options?: CallOptions): Promise<WithdrawInfo> {
  return call('withdrawInfo', undefined, options);
}

/** A withdrawal to a bound card; the body is encrypted (the funds password is a secret). Pending until approved. */
export function requestWithdrawal(
  request: { idempotencyKey: string; cardId: number; amount: string; fundsPassword: string },
  options?: CallOptions,
): Promise<WithdrawRecord> {
  return call('withdrawRequest', request, options);
}

/** A records query: a window of UTC days (YYYY-MM-DD, both included), an optional status, a page. */
export type RecordsQuery = Omit<DepositRecordsQuery, 'status'>;

export interface RecordsPage<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export const fetchDepositRecords = (query: RecordsQuery & { status?: DepositRecord['status'] }, options?: CallOptions): Promise<RecordsPage<DepositRecord>> =>
  call('depositRecords', query, options);
export const fetchWithdrawRecords = (query: RecordsQuery & { status?: WithdrawRecord['status'] }, options?: CallOptions): Promise<RecordsPage<WithdrawRecord>> =>
  call('withdrawRecords', query, options);
export const fetchTransferRecords = (query: RecordsQuery & { status?: 'success'; wallet?: string }, options?: CallOptions): Promise<RecordsPage<TransferRecord>> =>
  call('transferRecords', query, options);
export const fetchBetRecords = (query: RecordsQuery & { status?: BetRecord['status']; wallet?: string }, options?: CallOptions): Promise<RecordsPage<BetRecord>> =>
  call('betRecords', query, options);
export const fetchRewardRecords = (query: RecordsQuery & { kind?: RewardRecord['kind'] }, options?: CallOptions): Promise<RecordsPage<RewardRecord>> =>
  call('rewardRecords', query, options);

export const fetchDepositDetail = (id: number, options?: CallOptions): Promise<DepositRecord> => call('depositDetail', { id }, options);
export const fetchWithdrawDetail = (id: number, options?: CallOptions): Promise<WithdrawRecord> => call('withdrawDetail', { id }, options);
export const fetchTransferDetail = (id: number, options?: CallOptions): Promise<TransferRecord> => call('transferDetail', { id }, options);
export const fetchBetDetail = (id: number, options?: CallOptions): Promise<BetRecord> => call('betDetail', { id }, options);
export const fetchRewardDetail = (id: number, options?: CallOptions): Promise<RewardRecord> => call('rewardDetail', { id }, options);

/** The five record kinds of the player's records, each with its list and detail call and the statuses (for rewards, kinds) its filter takes. */
export const RECORD_KINDS = {
  deposit: { list: 'depositRecords', detail: 'depositDetail', filter: 'status', values: ['pending', 'approved', 'rejected', 'cancelled'] },
  withdraw: { list: 'withdrawRecords', detail: 'withdrawDetail', filter: 'status', values: ['pending', 'approved', 'rejected'] },
  transfer: { list: 'transferRecords', detail: 'transferDetail', filter: 'status', values: ['success'] },
  bet: { list: 'betRecords', detail: 'betDetail', filter: 'status', values: ['won', 'lost', 'unsettled'] },
  reward: { list: 'rewardRecords', detail: 'rewardDetail', filter: 'kind', values: ['reward', 'deposit-bonus', 'sign-in', 'rebate'] },
} as const;

export type RecordKind = keyof typeof RECORD_KINDS;
export type AnyRecord = DepositRecord | WithdrawRecord | TransferRecord | BetRecord | RewardRecord;
/** A detail answers the record itself. */
export type AnyDetail = AnyRecord;

export interface RecordQuery extends RecordsQuery {
  /** A status (or, for rewards, a kind); empty for all. */
  filter: string;
}

/** One page of records of `kind`; the filter goes under the name its list call takes. */
export function fetchRecords(kind: RecordKind, query: RecordQuery, options?: CallOptions): Promise<RecordsPage<AnyRecord>> {
  const spec = RECORD_KINDS[kind];
  const { filter, ...rest } = query;
  const params = { ...rest, ...(filter === '' ? {} : { [spec.filter]: filter }) };
  // The five list calls take the same query shape; the filter's name and values come from RECORD_KINDS.
  return call(spec.list as 'depositRecords', params as DepositRecordsQuery, options) as Promise<RecordsPage<AnyRecord>>;
}

export function fetchRecordDetail(kind: RecordKind, id: number, options?: CallOptions): Promise<AnyDetail> {
  return call(RECORD_KINDS[kind].detail as 'depositDetail', { id }, options);
}
