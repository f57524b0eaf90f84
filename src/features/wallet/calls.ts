/**
 * The wallet calls of the screens (schemas/api/wallet.schema.json): each money-moving one carries the
 * idempotency key of its user action (the body field the contract defines). Quiet: each screen shows the
 * platform's refusal itself, beside what the user typed.
 */
import { call, type RequestOf, type ValueOf } from '../../api/client.ts';

const quiet = { quiet: true } as const;

export function transferFunds(request: Omit<RequestOf<'walletTransfer'>, 'idempotencyKey'>, key: string): Promise<ValueOf<'walletTransfer'>> {
  return call('walletTransfer', { ...request, idempotencyKey: key }, quiet);
}

export function transferAllToMain(key: string): Promise<ValueOf<'walletTransferAll'>> {
  return call('walletTransferAll', { idempotencyKey: key }, quiet);
}

export function fetchDepositChannels(language: string): Promise<ValueOf<'depositChannels'>> {
  return call('depositChannels', { language }, quiet);
}

export function fetchDepositPromotions(language: string): Promise<ValueOf<'depositPromotions'>> {
  return call('depositPromotions', { language }, quiet);
}

export function requestDeposit(request: Omit<RequestOf<'depositRequest'>, 'idempotencyKey'>, key: string): Promise<ValueOf<'depositRequest'>> {
  return call('depositRequest', { ...request, idempotencyKey: key }, quiet);
}

export function requestManualDeposit(request: Omit<RequestOf<'depositManual'>, 'idempotencyKey'>, key: string): Promise<ValueOf<'depositManual'>> {
  return call('depositManual', { ...request, idempotencyKey: key }, quiet);
}

export function fetchWithdrawInfo(): Promise<ValueOf<'withdrawInfo'>> {
  return call('withdrawInfo', undefined, quiet);
}

export function requestWithdrawal(request: Omit<RequestOf<'withdrawRequest'>, 'idempotencyKey'>, key: string): Promise<ValueOf<'withdrawRequest'>> {
  return call('withdrawRequest', { ...request, idempotencyKey: key }, quiet);
}

export function fetchDepositDetail(id: number): Promise<ValueOf<'depositDetail'>> {
  return call('depositDetail', { id }, quiet);
}

export function fetchWithdrawDetail(id: number): Promise<ValueOf<'withdrawDetail'>> {
  return call('withdrawDetail', { id }, quiet);
}

/** The five record kinds of issue 19 point 6, each with its list and detail call and the statuses its filter offers. */
export const RECORD_KINDS = {
  deposit: { list: 'depositRecords', detail: 'depositDetail', filter: 'status', values: ['pending', 'approved', 'rejected', 'cancelled'] },
  withdraw: { list: 'withdrawRecords', detail: 'withdrawDetail', filter: 'status', values: ['pending', 'approved', 'rejected'] },
  transfer: { list: 'transferRecords', detail: 'transferDetail', filter: 'status', values: ['success'] },
  bet: { list: 'betRecords', detail: 'betDetail', filter: 'status', values: ['won', 'lost', 'unsettled'] },
  reward: { list: 'rewardRecords', detail: 'rewardDetail', filter: 'kind', values: ['reward', 'deposit-bonus', 'sign-in', 'rebate'] },
} as const;

export type RecordKind = keyof typeof RECORD_KINDS;
type ListName = (typeof RECORD_KINDS)[RecordKind]['list'];
type DetailName = (typeof RECORD_KINDS)[RecordKind]['detail'];
export type RecordPage = ValueOf<ListName>;
export type AnyRecord = RecordPage['list'][number];
export type AnyDetail = ValueOf<DetailName>;

export interface RecordQuery {
  startDate: string;
  endDate: string;
  /** A status (or, for rewards, a kind); empty for all. */
  filter: string;
  pageNo: number;
  pageSize: number;
}

export function fetchRecords(kind: RecordKind, query: RecordQuery): Promise<RecordPage> {
  const spec = RECORD_KINDS[kind];
  const { filter, ...rest } = query;
  const params = { ...rest, ...(filter === '' ? {} : { [spec.filter]: filter }) };
  // The five list calls take the same query shape; the filter's name and values come from RECORD_KINDS.
  return call(spec.list as 'depositRecords', params as RequestOf<'depositRecords'>, quiet) as Promise<RecordPage>;
}

export function fetchRecordDetail(kind: RecordKind, id: number): Promise<AnyDetail> {
  return call(RECORD_KINDS[kind].detail as 'depositDetail', { id }, quiet) as Promise<AnyDetail>;
}
