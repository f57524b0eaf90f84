/**
 * The wallet's endpoints (issue 19; SPEC 1, 7): balances, transfers between main and vendor wallets,
 * deposit channels, promotions and requests, withdrawals, and the records. Money moves only through
 * ledger.ts; money-moving requests run once per idempotency key (wallet-store.ts `once`).
 */
import { randomBytes } from 'node:crypto';
import { API_ERROR, SANDBOX_CONTROL } from '../../src/api/endpoints.ts';
import type { BetRecord, DepositRecord, RewardRecord, TransferRecord, WithdrawRecord } from '../../src/generated/api/wallet.ts';
import { fail, type Ctx } from './context.ts';
import type { Handlers, HandlerArgs, ValueOf } from './handler.ts';
import { holdAccount, mainAccount, post } from './ledger.ts';
import { AmountError, formatMinor, groupMinor, parseMinor } from './money.ts';
import { isGif, isJpegOrPng } from './handlers-reward.ts';
import { guardedCheck } from './secret-guard.ts';
import { CHANNELS, type ChannelSeed, WITHDRAW_LIMITS } from './wallet-channels.ts';
import { bankCardsOf, checkFundsPasswordAsync, hasFundsPassword } from './wallet-security.ts';
import {
  accountOf, balancesOf, bigintOf, bonusFor, depositOrderNo, eligiblePromotions, idempotencyKeyOf, ledgerRefusal, MAIN, once, promoTitle,
  remainingTurnover, requestHash, transferOrderNo, walletMember, walletName, withdrawOrderNo,
} from './wallet-store.ts';

const DAY = 86_400_000;
const languageOf = (value: unknown): string => (typeof value === 'string' && value !== '' ? value.toUpperCase() : 'EN');

/** A typed amount in minor units; 400 when it is not a positive amount with at most 2 decimals. */
function amountOf(text: string, field = 'amount'): bigint {
  let minor: bigint;
  try {
    minor = parseMinor(text);
  } catch (error) {
    if (error instanceof AmountError) return fail(400, API_ERROR.amountInvalid, 'The amount must be a number with at most 2 decimals', { field });
    throw error;
  }
  if (minor <= 0n) fail(400, API_ERROR.amountInvalid, 'The amount must be more than 0', { field });
  return minor;
}

const money = (ctx: Ctx, minor: bigint): string => `${ctx.m.currencySymbol}${groupMinor(minor)}`;

function checkLimits(ctx: Ctx, amount: bigint, min: bigint, max: bigint): void {
  if (amount < min) fail(200, API_ERROR.amountBelowMin, `The amount must be at least ${money(ctx, min)}`, { field: 'amount' });
  if (amount > max) fail(200, API_ERROR.amountAboveMax, `The amount may be at most ${money(ctx, max)}`, { field: 'amount' });
}

// ---- records --------------------------------------------------------------------------------------

interface DepositDbRow {
  id: number; channel_id: number; amount_minor: number; bonus_minor: number; promotion_id: number | null; status: DepositRecord['status'];
  payer_name: string; reference: string; has_receipt: number; gateway_key: string | null; remark: string; created_at: number; reviewed_at: number | null;
}
const DEPOSIT_COLUMNS = 'id, channel_id, amount_minor, bonus_minor, promotion_id, status, payer_name, reference, receipt IS NOT NULL AS has_receipt, gateway_key, remark, created_at, reviewed_at';

function depositRecord(r: DepositDbRow): DepositRecord {
  const channel = CHANNELS.find((c) => c.channelId === r.channel_id);
  return {
    id: r.id, orderNo: depositOrderNo(r.id, r.created_at), channelId: r.channel_id, channelKind: channel?.kind ?? 'bank', channelName: channel?.name ?? '',
    amount: formatMinor(bigintOf(r.amount_minor)), bonus: formatMinor(bigintOf(r.bonus_minor)), promotionId: r.promotion_id, status: r.status,
    payerName: r.payer_name, reference: r.reference, hasReceipt: r.has_receipt === 1,
    gatewayUrl: r.gateway_key !== null && r.status === 'pending' ? `${SANDBOX_CONTROL.gatewayPage}?d=${r.gateway_key}` : null,
    remark: r.remark, createdAt: r.created_at, reviewedAt: r.reviewed_at,
  };
}

interface WithdrawDbRow { id: number; amount_minor: number; card_id: number; status: WithdrawRecord['status']; remark: string; created_at: number; reviewed_at: number | null }
function withdrawRecord(ctx: Ctx, memberId: number, r: WithdrawDbRow): WithdrawRecord {
  const card = bankCardsOf(ctx.db, memberId).find((c) => c.cardId === r.card_id);
  return {
    id: r.id, orderNo: withdrawOrderNo(r.id, r.created_at), amount: formatMinor(bigintOf(r.amount_minor)), cardId: r.card_id,
    bankName: card?.bankName ?? '', maskedNo: card?.maskedNo ?? '', status: r.status, remark: r.remark, createdAt: r.created_at, reviewedAt: r.reviewed_at,
  };
}

interface TransferDbRow { id: number; from_wallet: string; to_wallet: string; amount_minor: number; created_at: number }
const transferRecord = (ctx: Ctx, r: TransferDbRow): TransferRecord => ({
  id: r.id, orderNo: transferOrderNo(r.id, r.created_at), from: r.from_wallet, to: r.to_wallet, fromName: walletName(ctx, r.from_wallet), toName: walletName(ctx, r.to_wallet),
  amount: formatMinor(bigintOf(r.amount_minor)), status: 'success', createdAt: r.created_at,
});

interface BetDbRow { id: number; vendor: string; node_id: string; game_name: string; category: BetRecord['category']; stake_minor: number; payout_minor: number; status: BetRecord['status']; bet_at: number; settled_at: number | null }
const betRecord = (ctx: Ctx, r: BetDbRow): BetRecord => ({
  id: r.id, betNo: `BT${String(r.id).padStart(9, '0')}`, wallet: r.vendor, vendorName: walletName(ctx, r.vendor), gameName: r.game_name, nodeId: r.node_id,
  category: r.category, stake: formatMinor(bigintOf(r.stake_minor)), payout: formatMinor(bigintOf(r.payout_minor)),
  profit: formatMinor(r.status === 'unsettled' ? 0n : bigintOf(r.payout_minor) - bigintOf(r.stake_minor)), status: r.status, betAt: r.bet_at, settledAt: r.settled_at,
});

interface RewardDbRow { id: number; idempotency_key: string; kind: string; amount_minor: number; memo: string; at: number }
const REWARD_ENTRY_KINDS = "('reward', 'sign-in', 'rebate')";
const rewardKindOf = (r: RewardDbRow): RewardRecord['kind'] =>
  (r.kind === 'reward' && r.idempotency_key.startsWith('deposit-bonus:') ? 'deposit-bonus' : r.kind as RewardRecord['kind']);
const rewardRecord = (r: RewardDbRow): RewardRecord => ({
  id: r.id, orderNo: `RW${new Date(r.at).toISOString().slice(0, 10).replaceAll('-', '')}${String(r.id).padStart(6, '0')}`, kind: rewardKindOf(r),
  title: r.memo, amount: formatMinor(bigintOf(r.amount_minor)), status: 'credited', createdAt: r.at,
});

/** The window of a records query (UTC days, both included); 400 when it ends before it starts. */
function windowOf(input: { startDate: string; endDate: string }): [number, number] {
  const from = Date.parse(`${input.startDate}T00:00:00Z`);
  const to = Date.parse(`${input.endDate}T00:00:00Z`) + DAY;
  if (Number.isNaN(from)) fail(400, API_ERROR.fieldInvalid, 'startDate is not a date', { field: 'startDate' });
  if (Number.isNaN(to)) fail(400, API_ERROR.fieldInvalid, 'endDate is not a date', { field: 'endDate' });
  if (to <= from) fail(400, API_ERROR.fieldInvalid, 'endDate is before startDate', { field: 'endDate' });
  return [from, to];
}

interface Paged { pageNo?: number | undefined; pageSize?: number | undefined }
/** One page of rows matched by `where` (params after the member id and window). */
function pageOf<R, T>(ctx: Ctx, input: Paged, table: string, columns: string, timeColumn: string, where: string, params: (string | number)[], map: (r: R) => T) {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 20;
  const total = ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, ...params)?.n ?? 0;
  const rows = ctx.db.all<R>(`SELECT ${columns} FROM ${table} WHERE ${where} ORDER BY ${timeColumn} DESC, id DESC LIMIT ? OFFSET ?`, ...params, pageSize, (pageNo - 1) * pageSize);
  return { list: rows.map(map), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

const notFound = (what: string): never => fail(404, API_ERROR.notFound, `${what} not found`, { field: 'id' });

// ---- handlers -------------------------------------------------------------------------------------

function transfer(ctx: Ctx, memberId: number, from: string, to: string, amount: bigint, key: string, now: number): TransferRecord {
  const fromAccount = accountOf(ctx, memberId, from);
  const toAccount = accountOf(ctx, memberId, to);
  let entryId = 0;
  try {
    entryId = post(ctx.db, { idempotencyKey: key, from: fromAccount, to: toAccount, amountMinor: amount, kind: 'transfer', memo: `${from} to ${to}`, at: now }).entryId;
  } catch (error) {
    ledgerRefusal(error);
  }
  const r = ctx.db.run('INSERT INTO wallet_transfers (member_id, from_wallet, to_wallet, amount_minor, entry_id, created_at) VALUES (?, ?, ?, ?, ?, ?)', memberId, from, to, amount, entryId, now);
  return transferRecord(ctx, { id: Number(r.lastInsertRowid), from_wallet: from, to_wallet: to, amount_minor: Number(amount), created_at: now });
}

function walletTransfer({ ctx, input, member, headers }: HandlerArgs<'walletTransfer'>): ValueOf<'walletTransfer'> {
  const m = walletMember(member);
  const key = idempotencyKeyOf(input, headers);
  const amount = amountOf(input.amount);
  if (input.from === input.to) fail(400, API_ERROR.fieldInvalid, 'Choose two different wallets', { field: 'to' });
  if (input.from !== MAIN && input.to !== MAIN) fail(400, API_ERROR.fieldInvalid, 'A transfer goes from or to the main wallet', { field: 'to' });
  const now = ctx.now();
  return once(ctx.db, m.id, 'walletTransfer', key, requestHash({ from: input.from, to: input.to, amount: String(amount) }), now, () => ({
    transfer: transfer(ctx, m.id, input.from, input.to, amount, `transfer:${m.id}:${key}`, now),
    balances: balancesOf(ctx, m.id),
  }));
}

function walletTransferAll({ ctx, input, member, headers }: HandlerArgs<'walletTransferAll'>): ValueOf<'walletTransferAll'> {
  const m = walletMember(member);
  const key = idempotencyKeyOf(input, headers);
  const now = ctx.now();
  return once(ctx.db, m.id, 'walletTransferAll', key, requestHash({}), now, () => {
    const transfers: TransferRecord[] = [];
    let sum = 0n;
    for (const v of balancesOf(ctx, m.id).vendors) {
      const held = parseMinor(v.balance);
      if (held === 0n) continue;
      transfers.push(transfer(ctx, m.id, v.wallet, MAIN, held, `transfer-all:${m.id}:${key}:${v.wallet}`, now));
      sum += held;
    }
    return { amount: formatMinor(sum), transfers, balances: balancesOf(ctx, m.id) };
  });
}

/** Checks a deposit's amount and promotion; answers the bonus it will get on approval. */
function depositTerms(ctx: Ctx, memberId: number, channel: ChannelSeed, amount: bigint, promotionId: number | undefined): bigint {
  checkLimits(ctx, amount, channel.minMinor, channel.maxMinor);
  if (promotionId === undefined) return 0n;
  const promo = eligiblePromotions(ctx.db, memberId, ctx.now()).find((p) => p.promotionId === promotionId);
  if (promo === undefined) return fail(200, API_ERROR.promotionNotEligible, 'This promotion is not available for this deposit', { field: 'promotionId' });
  if (amount < promo.minDepositMinor) fail(200, API_ERROR.promotionNotEligible, `This promotion needs a deposit of at least ${money(ctx, promo.minDepositMinor)}`, { field: 'promotionId' });
  return bonusFor(promo, amount);
}

function insertDeposit(ctx: Ctx, memberId: number, fields: { channel: ChannelSeed; amount: bigint; bonus: bigint; promotionId: number | undefined; payerName: string; reference: string; receipt?: { name: string; bytes: Uint8Array } }): DepositRecord {
  const now = ctx.now();
  const gatewayKey = fields.channel.kind === 'gateway' ? randomBytes(18).toString('base64url') : null;
  const r = ctx.db.run(
    `INSERT INTO wallet_deposits (member_id, channel_id, amount_minor, bonus_minor, promotion_id, status, payer_name, reference, receipt, receipt_name, gateway_key, created_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)`,
    memberId, fields.channel.channelId, fields.amount, fields.bonus, fields.promotionId ?? null, fields.payerName, fields.reference,
    fields.receipt?.bytes ?? null, fields.receipt?.name ?? null, gatewayKey, now,
  );
  return depositRecord(ctx.db.get<DepositDbRow>(`SELECT ${DEPOSIT_COLUMNS} FROM wallet_deposits WHERE id = ?`, Number(r.lastInsertRowid)) as DepositDbRow);
}

function depositRequest({ ctx, input, member, headers }: HandlerArgs<'depositRequest'>): ValueOf<'depositRequest'> {
  const m = walletMember(member);
  const key = idempotencyKeyOf(input, headers);
  const amount = amountOf(input.amount);
  const channel = CHANNELS.find((c) => c.channelId === input.channelId);
  if (channel === undefined) return fail(400, API_ERROR.depositChannel, 'This deposit channel is not available', { field: 'channelId' });
  if (channel.kind === 'bank') fail(400, API_ERROR.fieldInvalid, 'A bank transfer is sent with its receipt (depositManual)', { field: 'channelId' });
  const reference = (input.reference ?? '').trim();
  if (channel.kind === 'ewallet' && reference === '') fail(400, API_ERROR.fieldInvalid, 'Enter the payment reference number', { field: 'reference' });
  const fields = { channelId: channel.channelId, amount: String(amount), promotionId: input.promotionId ?? null, payerName: input.payerName ?? '', reference };
  return once(ctx.db, m.id, 'deposit', key, requestHash(fields), ctx.now(), () => {
    const bonus = depositTerms(ctx, m.id, channel, amount, input.promotionId);
    return insertDeposit(ctx, m.id, { channel, amount, bonus, promotionId: input.promotionId, payerName: (input.payerName ?? '').trim(), reference });
  });
}

async function depositManual({ ctx, input, member, headers }: HandlerArgs<'depositManual'>): Promise<ValueOf<'depositManual'>> {
  const m = walletMember(member);
  const key = idempotencyKeyOf(input, headers);
  const amount = amountOf(input.amount);
  const channel = CHANNELS.find((c) => c.channelId === input.channelId);
  if (channel === undefined) return fail(400, API_ERROR.depositChannel, 'This deposit channel is not available', { field: 'channelId' });
  if (channel.kind === 'gateway') fail(400, API_ERROR.fieldInvalid, 'A gateway deposit is paid on the gateway page (depositRequest)', { field: 'channelId' });
  const files = input.receipt ?? [];
  if (files.length !== 1) fail(400, API_ERROR.fieldInvalid, 'Attach one receipt picture', { field: 'receipt' });
  const file = files[0] as File;
  const bytes = new Uint8Array(await file.arrayBuffer());
  // SPEC 5: the upload picker takes jpg, jpeg, png and gif
  const picture = /\.(jpe?g|png)$/i.test(file.name) ? isJpegOrPng(bytes) : /\.gif$/i.test(file.name) && isGif(bytes);
  if (!picture) fail(415, API_ERROR.pictureType, `The receipt must be a JPEG, PNG or GIF picture; ${file.name} is not`, { field: 'receipt' });
  const reference = (input.reference ?? '').trim();
  const payerName = input.payerName.trim();
  if (payerName === '') fail(400, API_ERROR.fieldInvalid, 'Enter the name on the paying account', { field: 'payerName' });
  const fields = { channelId: channel.channelId, amount: String(amount), promotionId: input.promotionId ?? null, payerName, reference, receipt: requestHash(Buffer.from(bytes).toString('base64')) };
  return once(ctx.db, m.id, 'deposit', key, requestHash(fields), ctx.now(), () => {
    const bonus = depositTerms(ctx, m.id, channel, amount, input.promotionId);
    return insertDeposit(ctx, m.id, { channel, amount, bonus, promotionId: input.promotionId, payerName, reference, receipt: { name: file.name, bytes } });
  });
}

async function withdrawRequest({ ctx, input, member, headers, ip }: HandlerArgs<'withdrawRequest'>): Promise<ValueOf<'withdrawRequest'>> {
  const m = walletMember(member);
  const key = idempotencyKeyOf(input, headers);
  const amount = amountOf(input.amount);
  // The hash is slow on purpose: checked before the money section, which then runs without a pause.
  // A guess goes through the guard as in the security centre (delayed after failures, capped per client);
  // without a funds password there is nothing to guess, and the refusal below says to set one.
  const passwordOk = hasFundsPassword(ctx.db, m.id)
    && await guardedCheck(ctx, ip, 'funds-password', m.id, () => checkFundsPasswordAsync(ctx.db, m.id, input.fundsPassword));
  const now = ctx.now();
  return once(ctx.db, m.id, 'withdraw', key, requestHash({ cardId: input.cardId, amount: String(amount) }), now, () => {
    if (!hasFundsPassword(ctx.db, m.id)) fail(200, API_ERROR.fundsPasswordNotSet, 'Please set a funds password in the security centre first');
    if (!passwordOk) fail(200, API_ERROR.fundsPasswordWrong, 'The funds password is incorrect', { field: 'fundsPassword' });
    if (!bankCardsOf(ctx.db, m.id).some((c) => c.cardId === input.cardId)) fail(200, API_ERROR.bankCardNotFound, 'Please choose one of your bound bank cards', { field: 'cardId' });
    checkLimits(ctx, amount, WITHDRAW_LIMITS.minMinor, WITHDRAW_LIMITS.maxMinor);
    const turnover = remainingTurnover(ctx.db, m.id);
    if (turnover > 0n) fail(200, API_ERROR.turnoverNotMet, `Turnover requirement not met: bet ${money(ctx, turnover)} more before withdrawing`);
    const r = ctx.db.run("INSERT INTO wallet_withdrawals (member_id, card_id, amount_minor, status, created_at) VALUES (?, ?, ?, 'pending', ?)", m.id, input.cardId, amount, now);
    const id = Number(r.lastInsertRowid);
    try {
      post(ctx.db, { idempotencyKey: `withdraw:${id}`, from: mainAccount(m.id), to: holdAccount(m.id), amountMinor: amount, kind: 'withdraw', memo: `Withdrawal ${withdrawOrderNo(id, now)} requested`, at: now });
    } catch (error) {
      ledgerRefusal(error);
    }
    return withdrawRecord(ctx, m.id, { id, amount_minor: Number(amount), card_id: input.cardId, status: 'pending', remark: '', created_at: now, reviewed_at: null });
  });
}

export const walletHandlers = {
  walletBalances: ({ ctx, member }) => balancesOf(ctx, (member as NonNullable<typeof member>).id),
  walletTransfer,
  walletTransferAll,
  depositChannels: ({ ctx, member }) => {
    walletMember(member);
    return {
      currencySymbol: ctx.m.currencySymbol,
      channels: CHANNELS.map((c) => ({
        channelId: c.channelId, kind: c.kind, vendor: c.vendor, name: c.name, minAmount: formatMinor(c.minMinor), maxAmount: formatMinor(c.maxMinor),
        fixedAmounts: c.fixedMinor.map(formatMinor), receivingAccount: c.account === null ? null : c.account(ctx.m),
        needsReceipt: c.kind === 'bank', needsReference: c.kind === 'ewallet', processing: c.processing,
      })),
    };
  },
  depositPromotions: ({ ctx, input, member }) => {
    const m = walletMember(member);
    return {
      list: eligiblePromotions(ctx.db, m.id, ctx.now()).map((p) => ({
        promotionId: p.promotionId, title: promoTitle(ctx.db, p.promotionId, languageOf(input.language)), bonusPercent: p.bonusPercent,
        maxBonus: formatMinor(p.maxBonusMinor), minDeposit: formatMinor(p.minDepositMinor), turnoverMultiplier: p.turnoverMultiplier,
      })),
    };
  },
  depositRequest,
  depositManual,
  withdrawInfo: ({ ctx, member }) => {
    const m = walletMember(member);
    return {
      currencySymbol: ctx.m.currencySymbol, withdrawable: balancesOf(ctx, m.id).main,
      minAmount: formatMinor(WITHDRAW_LIMITS.minMinor), maxAmount: formatMinor(WITHDRAW_LIMITS.maxMinor),
      cards: bankCardsOf(ctx.db, m.id), hasFundsPassword: hasFundsPassword(ctx.db, m.id), remainingTurnover: formatMinor(remainingTurnover(ctx.db, m.id)),
      pendingCount: ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM wallet_withdrawals WHERE member_id = ? AND status = 'pending'", m.id)?.n ?? 0,
    };
  },
  withdrawRequest,
  depositRecords: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const [from, to] = windowOf(input);
    const status = input.status === undefined ? '' : ' AND status = ?';
    return pageOf<DepositDbRow, DepositRecord>(ctx, input, 'wallet_deposits', DEPOSIT_COLUMNS, 'created_at', `member_id = ? AND created_at >= ? AND created_at < ?${status}`,
      [m.id, from, to, ...(input.status === undefined ? [] : [input.status])], depositRecord);
  },
  withdrawRecords: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const [from, to] = windowOf(input);
    const status = input.status === undefined ? '' : ' AND status = ?';
    return pageOf<WithdrawDbRow, WithdrawRecord>(ctx, input, 'wallet_withdrawals', '*', 'created_at', `member_id = ? AND created_at >= ? AND created_at < ?${status}`,
      [m.id, from, to, ...(input.status === undefined ? [] : [input.status])], (r) => withdrawRecord(ctx, m.id, r));
  },
  transferRecords: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const [from, to] = windowOf(input);
    const wallet = input.wallet === undefined ? '' : ' AND (from_wallet = ? OR to_wallet = ?)';
    return pageOf<TransferDbRow, TransferRecord>(ctx, input, 'wallet_transfers', '*', 'created_at', `member_id = ? AND created_at >= ? AND created_at < ?${wallet}`,
      [m.id, from, to, ...(input.wallet === undefined ? [] : [input.wallet, input.wallet])], (r) => transferRecord(ctx, r));
  },
  betRecords: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const [from, to] = windowOf(input);
    const extra = `${input.status === undefined ? '' : ' AND status = ?'}${input.wallet === undefined ? '' : ' AND vendor = ?'}`;
    return pageOf<BetDbRow, BetRecord>(ctx, input, 'wallet_bets', '*', 'bet_at', `member_id = ? AND bet_at >= ? AND bet_at < ?${extra}`,
      [m.id, from, to, ...(input.status === undefined ? [] : [input.status]), ...(input.wallet === undefined ? [] : [input.wallet])], (r) => betRecord(ctx, r));
  },
  rewardRecords: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const [from, to] = windowOf(input);
    let kind = '';
    const params: (string | number)[] = [mainAccount(m.id), from, to];
    if (input.kind === 'deposit-bonus') kind = " AND kind = 'reward' AND idempotency_key LIKE 'deposit-bonus:%'";
    else if (input.kind === 'reward') kind = " AND kind = 'reward' AND idempotency_key NOT LIKE 'deposit-bonus:%'";
    else if (input.kind !== undefined) {
      kind = ' AND kind = ?';
      params.push(input.kind);
    }
    return pageOf<RewardDbRow, RewardRecord>(ctx, input, 'ledger_entries', 'id, idempotency_key, kind, amount_minor, memo, at', 'at',
      `to_account = ? AND at >= ? AND at < ? AND kind IN ${REWARD_ENTRY_KINDS}${kind}`, params, rewardRecord);
  },
  depositDetail: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const r = ctx.db.get<DepositDbRow>(`SELECT ${DEPOSIT_COLUMNS} FROM wallet_deposits WHERE id = ? AND member_id = ?`, input.id, m.id);
    return r === undefined ? notFound('Deposit') : depositRecord(r);
  },
  withdrawDetail: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const r = ctx.db.get<WithdrawDbRow>('SELECT * FROM wallet_withdrawals WHERE id = ? AND member_id = ?', input.id, m.id);
    return r === undefined ? notFound('Withdrawal') : withdrawRecord(ctx, m.id, r);
  },
  transferDetail: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const r = ctx.db.get<TransferDbRow>('SELECT * FROM wallet_transfers WHERE id = ? AND member_id = ?', input.id, m.id);
    return r === undefined ? notFound('Transfer') : transferRecord(ctx, r);
  },
  betDetail: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const r = ctx.db.get<BetDbRow>('SELECT * FROM wallet_bets WHERE id = ? AND member_id = ?', input.id, m.id);
    return r === undefined ? notFound('Bet') : betRecord(ctx, r);
  },
  rewardDetail: ({ ctx, input, member }) => {
    const m = walletMember(member);
    const r = ctx.db.get<RewardDbRow>(`SELECT id, idempotency_key, kind, amount_minor, memo, at FROM ledger_entries WHERE id = ? AND to_account = ? AND kind IN ${REWARD_ENTRY_KINDS}`, input.id, mainAccount(m.id));
    return r === undefined ? notFound('Reward') : rewardRecord(r);
  },
} satisfies Partial<Handlers>;
