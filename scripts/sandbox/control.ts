/** Control API under /__sandbox (issue 3 item 6) and the pages a launch or chat opens. Sandbox only. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_CONTROL, SANDBOX_CONTROL_HEADER } from '../../src/api/endpoints.ts';
import { registerChatPage } from './chat.ts';
import { flags, platformValues, registrationSettings, type Ctx } from './context.ts';
import { emailCodeKey } from './handlers-security.ts';
import { grantReward, recordBet, setUnclaimedCount } from './handlers-rewards.ts';
import { writeHostile } from './hostile.ts';
import type { RegistrationSettings } from './merchant.ts';
import { QA_PANEL_PATHS } from './qa-panel.ts';
import { CSP_REPORT_PATH } from './static.ts';
import { describeErrors } from './validation.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, rows: [string, string][], back: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>`
    + '<style>body{font:16px system-ui,sans-serif;margin:0;padding:16px;background:#140d1f;color:#f4f0fa}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{opacity:.7}a{color:#ffd54a}</style></head>'
    + `<body><h1>${esc(title)}</h1><p>Sandbox page: a real platform opens the vendor here.</p><dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd data-key="${esc(k)}">${esc(v)}</dd>`).join('')}</dl>`
    + `<p><a href="${esc(back)}">Back</a></p></body></html>`;
}

/** What a browser opens or posts by itself: no control header needed. */
const OPEN_PATHS = new Set<string>([SANDBOX_CONTROL.gamePage, SANDBOX_CONTROL.chatPage, SANDBOX_CONTROL.gatewayPage, CSP_REPORT_PATH, QA_PANEL_PATHS.script]);

/** Refuses (403) a control call without SANDBOX_CONTROL_HEADER, so a cross-site form or page cannot drive the sandbox. */
function requireControlHeader(app: FastifyInstance): void {
  const header = SANDBOX_CONTROL_HEADER.name.toLowerCase();
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith('/__sandbox/') || OPEN_PATHS.has(path)) return undefined;
    if (req.headers[header] === SANDBOX_CONTROL_HEADER.value) return undefined;
    return reply.code(403).send({ success: false, code: 'CONTROL_HEADER_REQUIRED', message: `Sandbox control calls need the header ${SANDBOX_CONTROL_HEADER.name}: ${SANDBOX_CONTROL_HEADER.value}` });
  });
}

export function registerControl(app: FastifyInstance, ctx: Ctx): void {
  requireControlHeader(app);
  const v = (name: string) => ctx.v.strict('sandbox', name);
  const check = (name: string, body: unknown, reply: FastifyReply): boolean => {
    const fn = v(name);
    if (fn(body)) return true;
    void reply.code(400).send({ success: false, code: 'BAD_REQUEST', message: describeErrors(fn.errors, 'body').message });
    return false;
  };
  const state = () => ({ flags: flags(ctx), overrides: ctx.state.flags, platform: platformValues(ctx), maintenance: ctx.state.maintenance, regionRestriction: ctx.state.regionRestriction, registration: registrationSettings(ctx).version, now: new Date(ctx.now()).toISOString(), clockOffset: ctx.state.clockOffset });

  app.get('/__sandbox/state', () => ({ ok: true, state: state() }));

  app.post(SANDBOX_CONTROL.flags, (req: FastifyRequest, reply) => {
    const body = (req.body ?? {}) as Body;
    const cleaned: Body = {};
    for (const [k, val] of Object.entries(body)) if (val !== null) cleaned[k] = val;
    if (!check('FlagsRequest', cleaned, reply)) return reply;
    for (const [k, val] of Object.entries(body)) {
      if (val === null) delete ctx.state.flags[k];
      else ctx.state.flags[k] = val as boolean;
    }
    return { ok: true, state: state() };
  });

  app.post(SANDBOX_CONTROL.platform, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!check('PlatformRequest', body, reply)) return reply;
    const overrides = ctx.state.platform;
    for (const [id, on] of Object.entries((body['modules'] ?? {}) as Record<string, boolean | null>)) {
      if (on === null) delete overrides.modules[id];
      else overrides.modules[id] = on;
    }
    if (body['agentMenu'] !== undefined) overrides.agentMenu = body['agentMenu'] as string[] | null;
    for (const [name, value] of Object.entries((body['templates'] ?? {}) as Record<string, string | null>)) {
      if (value === null) delete overrides.templates[name];
      else overrides.templates[name] = value;
    }
    return { ok: true, state: state() };
  });

  app.post(SANDBOX_CONTROL.status, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!check('StatusRequest', body, reply)) return reply;
    if (typeof body['maintenance'] === 'boolean') ctx.state.maintenance = body['maintenance'];
    if (typeof body['regionRestriction'] === 'boolean') ctx.state.regionRestriction = body['regionRestriction'];
    return { ok: true, state: state() };
  });

  app.post(SANDBOX_CONTROL.clock, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!check('ClockRequest', body, reply)) return reply;
    ctx.state.clockOffset = null;
    if (typeof body['now'] === 'string') ctx.state.clockOffset = Date.parse(body['now']) - ctx.now();
    return { ok: true, state: state() };
  });

  app.get(SANDBOX_CONTROL.smsLast, (req, reply) => {
    const q = req.query as Body;
    if (!check('SmsLastQuery', q, reply)) return reply;
    const row = ctx.db.get<{ code: string }>('SELECT code FROM sms_codes WHERE mobile = ?', String(q['mobile']));
    if (row === undefined) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No SMS code for this mobile' });
    return { code: row.code };
  });

  app.get(SANDBOX_CONTROL.emailLast, (req, reply) => {
    const q = req.query as Body;
    if (!check('EmailLastQuery', q, reply)) return reply;
    const row = ctx.db.get<{ code: string }>('SELECT code FROM sms_codes WHERE mobile = ?', emailCodeKey(String(q['email'])));
    if (row === undefined) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No code for this e-mail' });
    return { code: row.code };
  });

  app.get(SANDBOX_CONTROL.captchaLast, (_req, reply) => {
    const entry = ctx.lastCaptcha === null ? undefined : ctx.captchas.get(ctx.lastCaptcha);
    if (entry === undefined) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No captcha issued' });
    return { code: entry.code, captchaId: ctx.lastCaptcha };
  });

  app.post(SANDBOX_CONTROL.reset, async () => {
    await ctx.reseed();
    return { ok: true, state: state() };
  });

  app.post(SANDBOX_CONTROL.registration, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!check('RegistrationRequest', body, reply)) return reply;
    ctx.state.registration = body['settings'] as RegistrationSettings | null;
    return { ok: true, state: state() };
  });

  app.post(SANDBOX_CONTROL.hostile, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!check('HostileRequest', body, reply)) return reply;
    return { ok: true, state: { fields: writeHostile(ctx, body['strings'] as string[]) } };
  });

  app.post(SANDBOX_CONTROL.rewardCount, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!check('RewardCountRequest', body, reply)) return reply;
    // the badge counts unclaimed reward rows: the count is made by dropping or granting rewards
    const members = typeof body['username'] === 'string'
      ? ctx.db.all<{ id: number }>('SELECT id FROM members WHERE username = ?', body['username'])
      : ctx.db.all<{ id: number }>('SELECT id FROM members');
    if (members.length === 0) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No such account' });
    for (const { id } of members) setUnclaimedCount(ctx, id, body['count'] as number);
    return { ok: true, state: { count: body['count'] as number } };
  });

  const memberId = (username: unknown): number | undefined => ctx.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', String(username))?.id;

  app.post(SANDBOX_CONTROL.rewardGrant, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!check('RewardGrantRequest', body, reply)) return reply;
    const id = memberId(body['username']);
    if (id === undefined) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No such account' });
    return { ok: true, state: { rewardId: grantReward(ctx, id, body['amount'] as string, body['title'] as string | undefined) } };
  });

  app.post(SANDBOX_CONTROL.bet, (req, reply) => {
    const body = (req.body ?? {}) as Body;
    if (!check('BetRequest', body, reply)) return reply;
    const id = memberId(body['username']);
    if (id === undefined) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No such account' });
    recordBet(ctx, id, body['category'] as string, body['amount'] as string);
    return { ok: true };
  });

  app.get(SANDBOX_CONTROL.gamePage, (req, reply) => {
    const q = req.query as Record<string, string>;
    const title = q['lottery'] === '1' ? `Lottery: ${q['vendor'] ?? ''}` : `Game: ${q['name'] ?? q['vendor'] ?? ''}`;
    return reply.type('text/html; charset=utf-8').send(page(title, Object.entries(q).map(([k, val]) => [k, String(val)]), '/m/home'));
  });

  registerChatPage(app, ctx);
}
