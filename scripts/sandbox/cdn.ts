/** Generated images under <imageCdn>/<merchant>/... (issue 3 item 5). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from './context.ts';
import { badge, card } from './svg.ts';

export function registerCdn(app: FastifyInstance, ctx: Ctx): void {
  const base = `${ctx.m.imageCdn}/:merchant`;
  const svg = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('image/svg+xml').send(body);
  const strip = (s: string) => decodeURIComponent(s.replace(/\.svg$/, ''));

  app.get(`${base}/game/:file`, (req, reply) => {
    const id = strip((req.params as { file: string }).file);
    const g = ctx.db.get<{ name: string; vendor: string }>('SELECT name, vendor FROM games WHERE node_id = ?', id);
    return svg(reply, card(id, g?.name ?? `Game ${id}`, g?.vendor ?? '', 240, 240));
  });
  app.get(`${base}/vendor/:file`, (req, reply) => {
    const code = strip((req.params as { file: string }).file);
    const v = ctx.db.get<{ name: string }>('SELECT name FROM vendors WHERE code = ?', code);
    return svg(reply, badge(code, v?.name ?? code));
  });
  app.get(`${base}/team/:file`, (req, reply) => {
    const name = strip((req.params as { file: string }).file);
    return svg(reply, badge(name, name));
  });
  app.get(`${base}/banner/:file`, (req, reply) => {
    const id = strip((req.params as { file: string }).file);
    const a = ctx.db.get<{ title: string }>("SELECT title FROM announcements WHERE type = 'B' ORDER BY sequence LIMIT 1 OFFSET ?", Math.max(0, Number(id) - 1));
    return svg(reply, card(`banner${id}`, a?.title ?? `Banner ${id}`, ctx.m.name, 750, 300));
  });
  app.get(`${base}/promo/:file`, (req, reply) => {
    const id = strip((req.params as { file: string }).file);
    const p = ctx.db.get<{ title: string; category: string }>('SELECT title, category FROM promotions WHERE id = ?', Number.parseInt(id, 10));
    return svg(reply, card(`promo${id}`, p?.title ?? `Promotion ${id}`, p?.category ?? '', 750, 280));
  });
  app.get(`${base}/resource/:file`, (req, reply) => {
    const type = strip((req.params as { file: string }).file);
    return svg(reply, badge(type, type));
  });
}
