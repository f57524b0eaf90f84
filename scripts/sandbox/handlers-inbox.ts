/** The member's inbox (SPEC 2.8, 6, 7 Inbox; issue 18 point 5): list, open (marks read), delete, unread count. */
import { API_ERROR } from '../../src/api/endpoints.ts';
import { fail, realOnly, type Ctx, type Member } from './context.ts';
import type { Handlers } from './handler.ts';

interface MessageRow { id: number; sent_at: number; read_at: number | null; title: string; content: string }

const DEFAULT_PAGE_SIZE = 20;

/** The platform's language code of a request (EN when absent). */
const languageOf = (value: unknown): string => (typeof value === 'string' && value !== '' ? value.toUpperCase() : 'EN');

// Texts in the language asked for, else the platform's own (EN).
const SELECT = `SELECT m.id, m.sent_at, m.read_at, COALESCE(t.title, e.title, '') AS title, COALESCE(t.content, e.content, '') AS content
  FROM inbox_messages m
  LEFT JOIN inbox_message_texts t ON t.message_id = m.id AND t.language = ?
  LEFT JOIN inbox_message_texts e ON e.message_id = m.id AND e.language = 'EN'`;

const unread = (ctx: Ctx, m: Member): number =>
  ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM inbox_messages WHERE member_id = ? AND read_at IS NULL', m.id)?.n ?? 0;

/**
 * The member's own message: one of another member answers exactly as one that does not exist (404),
 * so ids cannot be probed for other members' messages.
 */
function owned(ctx: Ctx, m: Member, id: number, language: string): MessageRow {
  const row = ctx.db.get<MessageRow>(`${SELECT} WHERE m.id = ? AND m.member_id = ?`, language, id, m.id);
  return row ?? fail(404, API_ERROR.notFound, 'Message not found', { field: 'messageId' });
}

export const inboxHandlers = {
  inboxList: ({ ctx, input, member }) => {
    const m = realOnly(member);
    const size = input.pageSize ?? DEFAULT_PAGE_SIZE;
    const pageNo = input.pageNo ?? 1;
    const total = ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM inbox_messages WHERE member_id = ?', m.id)?.n ?? 0;
    const rows = ctx.db.all<MessageRow>(`${SELECT} WHERE m.member_id = ? ORDER BY m.sent_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      languageOf(input.language), m.id, size, (pageNo - 1) * size);
    return {
      list: rows.map((r) => ({ id: r.id, title: r.title, sentAt: r.sent_at, read: r.read_at !== null })),
      pageNum: pageNo, totalPages: Math.ceil(total / size), total, unreadCount: unread(ctx, m),
    };
  },
  inboxRead: ({ ctx, input, member }) => {
    const m = realOnly(member);
    const row = owned(ctx, m, input.messageId, languageOf(input.language));
    if (row.read_at === null) ctx.db.run('UPDATE inbox_messages SET read_at = ? WHERE id = ?', ctx.now(), row.id);
    return { message: { id: row.id, title: row.title, content: row.content, sentAt: row.sent_at, read: true }, unreadCount: unread(ctx, m) };
  },
  inboxDelete: ({ ctx, input, member }) => {
    const m = realOnly(member);
    const row = owned(ctx, m, input.messageId, 'EN');
    ctx.db.tx(() => {
      ctx.db.run('DELETE FROM inbox_message_texts WHERE message_id = ?', row.id);
      ctx.db.run('DELETE FROM inbox_messages WHERE id = ?', row.id);
    });
    return { unreadCount: unread(ctx, m) };
  },
  inboxUnread: ({ ctx, member }) => unread(ctx, realOnly(member)),
} satisfies Partial<Handlers>;
