/**
 * The sandbox's live chat (SPEC 2.8, 4 Chat launch, 7 Chat): each member keeps one conversation, stored in
 * chat_messages; support's messages the member has not seen on the chat page are the chat unread count.
 * The chat page is opened by a launch URL that names the conversation by an unguessable key, never by
 * the session token (docs/platform.md: launch and chat URLs carry no token); each launch has its own key,
 * which ends with the session that launched it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CONTROL } from '../../src/api/endpoints.ts';
import type { Ctx } from './context.ts';
import type { Db } from './db.ts';

interface MessageRow { sender: 'member' | 'support'; body: string; created_at: number }

/** The most a member may type into one chat message. */
export const CHAT_MESSAGE_MAX = 500;
const REPLY = 'Thank you. An agent will answer you here shortly.';

/** Seeded conversations: a greeting the member has read and unread messages from support (demo01: 3, other demo accounts: 1). */
export function seedChat(db: Db, epoch: number): void {
  const members = db.all<{ id: number; username: string }>("SELECT id, username FROM members WHERE username IN ('demo00', 'demo01', 'demo02', 'agent01')");
  const unread = ['Your deposit of today has been credited.', 'This week\'s cash back is ready to claim in the reward centre.', 'Reply here any time: we answer 24 hours a day.'];
  for (const m of members) {
    db.run("INSERT INTO chat_messages (member_id, sender, body, created_at, read_at) VALUES (?, 'support', ?, ?, ?)", m.id, 'Hello! This is live support. How can we help you today?', epoch, epoch);
    for (const body of unread.slice(0, m.username === 'demo01' ? 3 : 1)) {
      db.run("INSERT INTO chat_messages (member_id, sender, body, created_at, read_at) VALUES (?, 'support', ?, ?, NULL)", m.id, body, epoch + 60_000);
    }
  }
}

/**
 * A new key to the member's conversation for one launch, bound to the session that launched it: it opens the
 * chat while that session lives, and a logout, a password change or the session's end closes it.
 */
export function conversationKey(ctx: Ctx, memberId: number, sessionToken: string): string {
  const key = randomBytes(18).toString('base64url');
  ctx.db.run('INSERT INTO chat_keys (key, member_id, session_token) VALUES (?, ?, ?)', key, memberId, sessionToken);
  return key;
}

/** A password change closes every chat the member opened before it (password-changed.ts). */
export function closeChats(ctx: Ctx, memberId: number): void {
  ctx.db.run('DELETE FROM chat_keys WHERE member_id = ?', memberId);
}

/** Support's messages the member has not seen yet (R7-22's count). */
export function chatUnreadCount(ctx: Ctx, memberId: number): number {
  return ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM chat_messages WHERE member_id = ? AND sender = 'support' AND read_at IS NULL", memberId)?.n ?? 0;
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = 'body{font:16px system-ui,sans-serif;margin:0;background:#140d1f;color:#f4f0fa}header{display:flex;gap:12px;align-items:center;padding:12px 16px;background:#241638}'
  + 'h1{font-size:18px;margin:0;flex:1}a{color:#ffd54a}ol{list-style:none;margin:0;padding:16px;display:grid;gap:8px}li{max-width:80%;padding:8px 12px;border-radius:12px;background:#2e2046;overflow-wrap:anywhere}'
  + 'li.member{justify-self:end;background:#4a2f7a}form{display:flex;gap:8px;padding:12px 16px}textarea{flex:1;font:inherit;border-radius:8px;padding:8px}button{font:inherit;padding:8px 16px;border-radius:8px}'
  + '.error{color:#ff8a80;padding:0 16px}';

function chatPage(title: string, back: string, rows: MessageRow[], action: string | undefined, error = '', typed = ''): string {
  const list = rows.map((r) => `<li class="${r.sender}"><span class="visually-hidden">${r.sender === 'member' ? 'You' : 'Support'}: </span>${esc(r.body)}</li>`).join('');
  const form = action === undefined ? '<p style="padding:0 16px">Sign in to the site and open live chat from there to talk to support.</p>'
    : `<form method="post" action="${esc(action)}"><label for="m" hidden>Message</label><textarea id="m" name="message" rows="2" maxlength="${CHAT_MESSAGE_MAX}" required>${esc(typed)}</textarea><button type="submit">Send</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}.visually-hidden{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}</style></head>`
    + `<body><header><a href="${esc(back)}">Back</a><h1>${esc(title)}</h1></header><main><ol aria-label="Conversation">${list}</ol>`
    + `${error === '' ? '' : `<p class="error" role="alert">${esc(error)}</p>`}${form}</main></body></html>`;
}

/** GET shows the conversation and marks support's messages seen; POST (a plain form) adds the member's message and support's reply. */
export function registerChatPage(app: FastifyInstance, ctx: Ctx): void {
  // The page's form posts urlencoded (parsed by server.ts); the platform API refuses such bodies but on its form endpoints (request-policy.ts).
  const memberOf = (key: unknown): number | undefined => (typeof key === 'string' && key !== ''
    ? ctx.db.get<{ member_id: number }>(
      'SELECT k.member_id FROM chat_keys k JOIN sessions s ON s.token = k.session_token AND s.member_id = k.member_id WHERE k.key = ? AND s.expires_at > ?', key, ctx.now(),
    )?.member_id : undefined);
  const messages = (memberId: number): MessageRow[] => ctx.db.all<MessageRow>('SELECT sender, body, created_at FROM chat_messages WHERE member_id = ? ORDER BY id', memberId);
  // Back to the page that opened chat when it is on this site (the app sends its full address), else home.
  const backOf = (q: Record<string, string>, host: string | undefined): string => {
    const back = typeof q['backUrl'] === 'string' ? q['backUrl'] : '';
    const url = URL.canParse(back, 'http://sandbox.invalid') ? new URL(back, 'http://sandbox.invalid') : undefined;
    if (url === undefined || back.startsWith('//') || (url.host !== 'sandbox.invalid' && url.host !== host)) return '/m/home';
    return `${url.pathname}${url.search}`;
  };

  app.get(SANDBOX_CONTROL.chatPage, (req, reply) => {
    const q = req.query as Record<string, string>;
    const memberId = memberOf(q['c']);
    const title = q['title'] ?? 'Live chat';
    if (memberId === undefined) return reply.type('text/html; charset=utf-8').send(chatPage(title, backOf(q, req.headers.host), [], undefined));
    ctx.db.run("UPDATE chat_messages SET read_at = ? WHERE member_id = ? AND sender = 'support' AND read_at IS NULL", ctx.now(), memberId);
    return reply.type('text/html; charset=utf-8').send(chatPage(title, backOf(q, req.headers.host), messages(memberId), req.url));
  });

  app.post(SANDBOX_CONTROL.chatPage, (req, reply) => {
    const q = req.query as Record<string, string>;
    const memberId = memberOf(q['c']);
    const title = q['title'] ?? 'Live chat';
    if (memberId === undefined) return reply.code(404).type('text/html; charset=utf-8').send(chatPage(title, backOf(q, req.headers.host), [], undefined, 'This conversation does not exist; open live chat from the site again.'));
    const typed = String((req.body as Record<string, unknown> | undefined)?.['message'] ?? '');
    const text = typed.trim();
    const error = text === '' ? 'Type a message first.' : text.length > CHAT_MESSAGE_MAX ? `A message holds at most ${CHAT_MESSAGE_MAX} characters.` : '';
    if (error !== '') return reply.code(400).type('text/html; charset=utf-8').send(chatPage(title, backOf(q, req.headers.host), messages(memberId), req.url, error, typed));
    const now = ctx.now();
    ctx.db.run("INSERT INTO chat_messages (member_id, sender, body, created_at, read_at) VALUES (?, 'member', ?, ?, ?)", memberId, text, now, now);
    ctx.db.run("INSERT INTO chat_messages (member_id, sender, body, created_at, read_at) VALUES (?, 'support', ?, ?, NULL)", memberId, REPLY, now);
    return reply.redirect(req.url, 303);
  });
}
