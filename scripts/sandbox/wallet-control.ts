/**
 * The wallet's side of the sandbox control API (issue 19 point 1) and the payment gateway's page.
 * Tests and QA list pending deposits and withdrawals and approve or reject one, and set what a member
 * still has to bet before withdrawing; the gateway page is
 * what a gateway deposit opens: paying it completes the deposit, leaving it unpaid cancels it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SANDBOX_CONTROL } from '../../src/api/endpoints.ts';
import type { Ctx } from './context.ts';
import { isGif } from './handlers-reward.ts';
import { assertBalanced, LedgerError, memberAccounts } from './ledger.ts';
import { formatMinor, parseMinor } from './money.ts';
import { describeErrors } from './validation.ts';
import { CHANNELS } from './wallet-channels.ts';
import { approveDeposit, bigintOf, closeDeposit, depositOrderNo, remainingTurnover, reviewWithdrawal, setRemainingTurnover, withdrawOrderNo } from './wallet-store.ts';

type Body = Record<string, unknown>;

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface PendingDeposit { id: number; username: string; channel_id: number; amount_minor: number; bonus_minor: number; promotion_id: number | null; payer_name: string; reference: string; has_receipt: number; created_at: number }
interface PendingWithdrawal { id: number; username: string; amount_minor: number; card_id: number; created_at: number }

export function registerWalletControl(app: FastifyInstance, ctx: Ctx): void {
  const bad = (reply: FastifyReply, message: string, status = 400) => reply.code(status).send({ success: false, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message });
  const checked = (name: string, body: unknown, reply: FastifyReply, query = false): boolean => {
    const fn = query ? ctx.v.query('sandbox', name) : ctx.v.strict('sandbox', name);
    if (fn(body)) return true;
    void bad(reply, describeErrors(fn.errors, query ? 'query' : 'body').message);
    return false;
  };

  app.get(SANDBOX_CONTROL.walletPending, (req, reply) => {
    const q = { ...(req.query as Body) };
    if (!checked('WalletPendingQuery', q, reply, true)) return reply;
    const user = typeof q['username'] === 'string' ? ' AND m.username = ?' : '';
    const params = typeof q['username'] === 'string' ? [q['username']] : [];
    if (q['kind'] === 'deposit') {
      const rows = ctx.db.all<PendingDeposit>(`SELECT d.id, m.username, d.channel_id, d.amount_minor, d.bonus_minor, d.promotion_id, d.payer_name, d.reference, d.receipt IS NOT NULL AS has_receipt, d.created_at
        FROM wallet_deposits d JOIN members m ON m.id = d.member_id WHERE d.status = 'pending'${user} ORDER BY d.id`, ...params);
      return {
        ok: true,
        state: {
          list: rows.map((r) => ({
            id: r.id, username: r.username, orderNo: depositOrderNo(r.id, r.created_at), channel: CHANNELS.find((c) => c.channelId === r.channel_id)?.name ?? '',
            amount: formatMinor(bigintOf(r.amount_minor)), bonus: formatMinor(bigintOf(r.bonus_minor)), promotionId: r.promotion_id,
            payerName: r.payer_name, reference: r.reference, hasReceipt: r.has_receipt === 1, createdAt: r.created_at,
          })),
        },
      };
    }
    const rows = ctx.db.all<PendingWithdrawal>(`SELECT w.id, m.username, w.amount_minor, w.card_id, w.created_at
      FROM wallet_withdrawals w JOIN members m ON m.id = w.member_id WHERE w.status = 'pending'${user} ORDER BY w.id`, ...params);
    return {
      ok: true,
      state: { list: rows.map((r) => ({ id: r.id, username: r.username, orderNo: withdrawOrderNo(r.id, r.created_at), amount: formatMinor(bigintOf(r.amount_minor)), cardId: r.card_id, createdAt: r.created_at })) },
    };
  });

  app.post(SANDBOX_CONTROL.walletReview, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!checked('WalletReviewRequest', body, reply)) return reply;
    const id = body['id'] as number;
    const remark = typeof body['remark'] === 'string' ? body['remark'] : '';
    const now = ctx.now();
    let done: boolean;
    if (body['kind'] === 'deposit') done = body['decision'] === 'approve' ? approveDeposit(ctx.db, id, now) : closeDeposit(ctx.db, id, now, 'rejected', remark || 'Rejected by the platform');
    else done = reviewWithdrawal(ctx.db, id, body['decision'] as 'approve' | 'reject', now, body['decision'] === 'reject' ? remark || 'Rejected by the platform' : '');
    if (!done) return bad(reply, `No pending ${String(body['kind'])} ${id}`, 404);
    return { ok: true, state: { kind: body['kind'], id, decision: body['decision'] } };
  });

  app.get(SANDBOX_CONTROL.walletLedger, (req, reply) => {
    const q = { ...(req.query as Body) };
    if (!checked('WalletLedgerQuery', q, reply, true)) return reply;
    const member = ctx.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', String(q['username']));
    if (member === undefined) return bad(reply, 'No such account', 404);
    let balanced = true;
    let problem = '';
    try {
      assertBalanced(ctx.db);
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      balanced = false;
      problem = error.message;
    }
    return { ok: true, state: { accounts: memberAccounts(ctx.db, member.id).map((a) => ({ account: a.account, balance: formatMinor(a.balanceMinor) })), balanced, problem } };
  });

  // What the member still has to bet before withdrawing: "0.00" lets a journey withdraw whatever it deposited or was seeded.
  app.post(SANDBOX_CONTROL.walletTurnover, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!checked('WalletTurnoverRequest', body, reply)) return reply;
    const member = ctx.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', String(body['username']));
    if (member === undefined) return bad(reply, 'No such account', 404);
    setRemainingTurnover(ctx.db, member.id, parseMinor(String(body['remaining'])), ctx.now());
    return { ok: true, state: { username: body['username'], remaining: formatMinor(remainingTurnover(ctx.db, member.id)) } };
  });

  // A manual deposit's receipt picture as sent, for the reviewer (QA).
  app.get(SANDBOX_CONTROL.walletReceipt, (req, reply) => {
    const id = Number((req.query as Body)['id']);
    const row = Number.isInteger(id) && id > 0 ? ctx.db.get<{ receipt: Uint8Array | null; receipt_name: string | null }>('SELECT receipt, receipt_name FROM wallet_deposits WHERE id = ?', id) : undefined;
    if (row?.receipt === undefined || row.receipt === null) return bad(reply, 'No receipt for this deposit', 404);
    const type = row.receipt[0] === 0x89 ? 'image/png' : isGif(row.receipt) ? 'image/gif' : 'image/jpeg';
    return reply.type(type).header('content-disposition', `inline; filename="${(row.receipt_name ?? 'receipt').replace(/[^\w.-]/g, '_')}"`).send(Buffer.from(row.receipt));
  });

  // The gateway's page, opened by the browser itself (no control header, like the game and chat pages).
  const depositOf = (key: unknown) => (typeof key === 'string' && key !== ''
    ? ctx.db.get<{ id: number; amount_minor: number; status: string; channel_id: number; created_at: number }>('SELECT id, amount_minor, status, channel_id, created_at FROM wallet_deposits WHERE gateway_key = ?', key)
    : undefined);
  const page = (title: string, body: string): string => '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
    + `<title>${esc(title)}</title><style>body{font:16px system-ui,sans-serif;margin:0;padding:16px;background:#0f2a44;color:#f2f6fa}main{max-width:420px;margin:auto}`
    + 'dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{opacity:.7}button{font:inherit;padding:12px 20px;margin:8px 8px 0 0;border-radius:8px;border:0}'
    + `.pay{background:#2ecc71;color:#06281a}.cancel{background:#ccd6e0;color:#0f2a44}a{color:#ffd54a}</style></head><body><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const html = (reply: FastifyReply, status: number, title: string, body: string) => reply.code(status).type('text/html; charset=utf-8').send(page(title, body));
  const back = '<p><a href="/m/voucherCenter">Back to the site</a></p>';

  app.get(SANDBOX_CONTROL.gatewayPage, (req, reply) => {
    const key = (req.query as Body)['d'];
    const d = depositOf(key);
    if (d === undefined) return html(reply, 404, 'Payment not found', `<p>This payment does not exist.</p>${back}`);
    const summary = `<dl><dt>Merchant</dt><dd>${esc(ctx.m.name)}</dd><dt>Order</dt><dd data-key="orderNo">${esc(depositOrderNo(d.id, d.created_at))}</dd>`
      + `<dt>Amount</dt><dd data-key="amount">${esc(ctx.m.currencySymbol)}${formatMinor(bigintOf(d.amount_minor))}</dd></dl>`;
    if (d.status !== 'pending') return html(reply, 200, 'QR Ph online payment', `${summary}<p>This payment is ${esc(d.status)}.</p>${back}`);
    const action = `${SANDBOX_CONTROL.gatewayPage}?d=${encodeURIComponent(String(key))}`;
    return html(reply, 200, 'QR Ph online payment', `${summary}<p>Sandbox gateway: a real platform sends the player to the payment provider here.</p>`
      + `<form method="post" action="${esc(action)}"><button class="pay" name="action" value="pay">Pay now</button><button class="cancel" name="action" value="cancel">Cancel payment</button></form>`);
  });

  app.post(SANDBOX_CONTROL.gatewayPage, (req, reply) => {
    const d = depositOf((req.query as Body)['d']);
    if (d === undefined) return html(reply, 404, 'Payment not found', `<p>This payment does not exist.</p>${back}`);
    const action = String(((req.body ?? {}) as Body)['action'] ?? '');
    if (action !== 'pay' && action !== 'cancel') return html(reply, 400, 'QR Ph online payment', `<p>Choose pay or cancel.</p>${back}`);
    const now = ctx.now();
    const done = action === 'pay' ? approveDeposit(ctx.db, d.id, now) : closeDeposit(ctx.db, d.id, now, 'cancelled', 'The payment was cancelled on the gateway page');
    if (!done) return html(reply, 409, 'QR Ph online payment', `<p>This payment is already ${esc(d.status)}.</p>${back}`);
    return html(reply, 200, action === 'pay' ? 'Payment received' : 'Payment cancelled',
      `<p data-key="result">${action === 'pay' ? `${esc(ctx.m.currencySymbol)}${formatMinor(bigintOf(d.amount_minor))} was paid; the deposit is credited.` : 'Nothing was paid; the deposit is cancelled.'}</p>${back}`);
  });
}
