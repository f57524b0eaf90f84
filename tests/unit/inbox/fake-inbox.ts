/** A stand-in for the platform's inbox calls (SPEC 7 Inbox) behind the axios adapter: stateful, and it records what was asked. */
import type { InternalAxiosRequestConfig } from 'axios';
import type { InboxMessage } from '../../../src/api/inbox.ts';

export interface Asked { method: string; url: string; params: Record<string, unknown>; data: Record<string, unknown> }

type Reply = { status: number; data: unknown };

const DAY = 86_400_000;
const BASE = Date.UTC(2025, 0, 20, 9, 0);

export function seedMessages(count = 3): InboxMessage[] {
  const titles = ['Welcome to TT Slot', 'Deposit received', 'Verify your account'];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1, title: titles[i] ?? `Notice ${i + 1}`, sentAt: BASE - i * DAY, read: i === 0,
    content: i === 2
      ? '<p>Please confirm your number.</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script><p onclick="window.hacked = 3">Terms apply.</p>'
      : `<p>Body of <b>${titles[i] ?? `notice ${i + 1}`}</b>.</p>`,
  }));
}

export class FakeInbox {
  messages: InboxMessage[];
  asked: Asked[] = [];
  /** Answers the next calls of this endpoint path with this refusal instead. */
  refusals = new Map<string, Reply>();

  constructor(messages: InboxMessage[] = seedMessages()) {
    this.messages = messages;
  }

  private unread(): number {
    return this.messages.filter((m) => !m.read).length;
  }

  answer(config: InternalAxiosRequestConfig): Reply {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    const data = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data ?? {}) as Record<string, unknown>;
    this.asked.push({ method: (config.method ?? 'get').toUpperCase(), url, params, data });
    const refusal = this.refusals.get(url);
    if (refusal !== undefined) return refusal;
    const ok = (value: unknown): Reply => ({ status: 200, data: { success: true, value } });
    const notFound: Reply = { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Message not found', value: { field: 'messageId' } } };
    if (url === '/wps/inbox/list') {
      const size = Number(params['pageSize']);
      const page = Number(params['pageNo']);
      const list = this.messages.slice((page - 1) * size, page * size).map(({ content: _content, ...summary }) => summary);
      return ok({ list, pageNum: page, totalPages: Math.ceil(this.messages.length / size), total: this.messages.length, unreadCount: this.unread() });
    }
    if (url === '/wps/inbox/read') {
      const message = this.messages.find((m) => m.id === data['messageId']);
      if (message === undefined) return notFound;
      message.read = true;
      return ok({ message, unreadCount: this.unread() });
    }
    if (url === '/wps/inbox/message') {
      const at = this.messages.findIndex((m) => m.id === Number(params['messageId']));
      if (at < 0) return notFound;
      this.messages.splice(at, 1);
      return ok({ unreadCount: this.unread() });
    }
    return { status: 404, data: { success: false, code: 'NOT_FOUND', message: `no ${url}` } };
  }
}
