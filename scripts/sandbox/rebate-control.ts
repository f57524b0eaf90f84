/**
 * The rebate's side of the sandbox control API (tests and QA only; the control header guards it like
 * every /__sandbox path): switch automatic settlement, undo an agent's claim of the current week.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SANDBOX_CONTROL } from '../../src/api/endpoints.ts';
import type { Ctx } from './context.ts';
import { settleDue } from './handlers-rebate.ts';
import { HOUSE, LedgerError, mainAccount, post } from './ledger.ts';
import { periodOf } from './rebate-accrual.ts';
import { autoSettles, setAutoSettle, uplines } from './rebate-seed.ts';
import { describeErrors } from './validation.ts';

type Body = { autoSettle?: boolean; username?: string; forgetClaim?: true };

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ success: false, code: status === 404 ? 'NOT_FOUND' : status === 409 ? 'CONFLICT' : 'BAD_REQUEST', message });

/** Gives back the agent's claim of the current week: the settlement row goes and its money returns to the house. False when there is none. */
function forgetClaim(ctx: Ctx, agentId: number): boolean {
  const start = periodOf(ctx.now()).start;
  return ctx.db.tx(() => {
    const row = ctx.db.get<{ id: number; amount_minor: number }>("SELECT id, amount_minor FROM agent_rebate_settlements WHERE member_id = ? AND period_start = ? AND status = 'claimed'", agentId, start);
    if (row === undefined) return false;
    ctx.db.run('DELETE FROM agent_rebate_settlements WHERE id = ?', row.id);
    post(ctx.db, { idempotencyKey: `agent-rebate-undone:${row.id}`, from: mainAccount(agentId), to: HOUSE.rebates, amountMinor: BigInt(row.amount_minor), kind: 'rebate', memo: 'Sandbox: agent rebate claim undone', at: ctx.now() });
    return true;
  });
}

export function registerRebateControl(app: FastifyInstance, ctx: Ctx): void {
  app.post(SANDBOX_CONTROL.agentRebate, (req, reply) => {
    const check = ctx.v.strict('sandbox', 'AgentRebateControlRequest');
    const body = (req.body ?? {}) as Body;
    if (!check(body)) return refuse(reply, 400, describeErrors(check.errors, 'body').message);
    if (body.username !== undefined) {
      const agent = ctx.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', body.username);
      if (agent === undefined) return refuse(reply, 404, 'username: no such account');
      try {
        if (body.forgetClaim === true) forgetClaim(ctx, agent.id);
      } catch (error) {
        if (error instanceof LedgerError) return refuse(reply, 409, `The claim cannot be undone: ${error.message}`);
        throw error;
      }
    }
    if (body.autoSettle !== undefined) {
      const on = body.autoSettle;
      // the weeks that ended before the switch are settled as they were then
      ctx.db.tx(() => {
        for (const id of uplines(ctx.db)) settleDue(ctx, id);
        setAutoSettle(ctx.db, on);
      });
    }
    return { ok: true, state: { autoSettle: autoSettles(ctx.db) } };
  });
}
