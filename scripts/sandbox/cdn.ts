/**
 * Generated images under <imageCdn>/<merchant>/... (issue 3 item 5). The seed links PNG pictures
 * (raster, as a real platform serves: browsers decode them off the main thread, issue 6 point 9);
 * the same paths ending in .svg still answer with the older vector pictures, so links stored in an
 * older sandbox database keep working. Encoded PNGs are kept in a bounded in-memory cache.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from './context.ts';
import { badgePicture, bannerPicture, gamePicture } from './pictures.ts';
import { badge, card } from './svg.ts';

export const CDN_CACHE_CONTROL = 'public, max-age=3600';
const CACHE_LIMIT = 4000;

/** What a picture shows: a square card (games), a wide card (banners, promotions) or a round badge. */
type Picture =
  | { kind: 'game'; seed: string; title: string; subtitle: string }
  | { kind: 'wide'; seed: string; title: string; subtitle: string; width: number; height: number }
  | { kind: 'badge'; seed: string; label: string };

export function registerCdn(app: FastifyInstance, ctx: Ctx): void {
  const base = `${ctx.m.imageCdn}/:merchant`;
  const cache = new Map<string, Buffer>();

  const png = (picture: Picture): Buffer => {
    const key = JSON.stringify(picture);
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Most recently used last, so the oldest entry goes first when the cache is full.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const body = picture.kind === 'game' ? gamePicture(picture.seed, picture.title)
      : picture.kind === 'wide' ? bannerPicture(picture.seed, picture.title, picture.subtitle, picture.width, picture.height)
        : badgePicture(picture.seed, picture.label);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, body);
    return body;
  };
  const svg = (picture: Picture): string => picture.kind === 'game' ? card(picture.seed, picture.title, picture.subtitle, 240, 240)
    : picture.kind === 'wide' ? card(picture.seed, picture.title, picture.subtitle, picture.width, picture.height)
      : badge(picture.seed, picture.label);

  /** Serves `picture(id)` for <base>/<folder>/<id>.png (or legacy .svg); any other extension is not found. */
  const route = (folder: string, picture: (id: string) => Picture): void => {
    app.get(`${base}/${folder}/:file`, (req, reply: FastifyReply) => {
      const file = decodeURIComponent((req.params as { file: string }).file);
      const match = /^(.+)\.(png|svg)$/.exec(file);
      if (match === null) return reply.code(404).type('text/plain').send('Not found');
      const id = match[1] as string;
      reply.header('Cache-Control', CDN_CACHE_CONTROL);
      return match[2] === 'png' ? reply.type('image/png').send(png(picture(id))) : reply.type('image/svg+xml').send(svg(picture(id)));
    });
  };

  route('game', (id) => {
    const g = ctx.db.get<{ name: string; vendor: string }>('SELECT name, vendor FROM games WHERE node_id = ?', id);
    return { kind: 'game', seed: id, title: g?.name ?? `Game ${id}`, subtitle: g?.vendor ?? '' };
  });
  route('vendor', (code) => {
    const v = ctx.db.get<{ name: string }>('SELECT name FROM vendors WHERE code = ?', code);
    return { kind: 'badge', seed: code, label: v?.name ?? code };
  });
  route('team', (name) => ({ kind: 'badge', seed: name, label: name }));
  route('banner', (id) => {
    const a = ctx.db.get<{ title: string }>("SELECT title FROM announcements WHERE type = 'B' ORDER BY sequence LIMIT 1 OFFSET ?", Math.max(0, Number(id) - 1));
    return { kind: 'wide', seed: `banner${id}`, title: a?.title ?? `Banner ${id}`, subtitle: ctx.m.name, width: 750, height: 300 };
  });
  route('promo', (id) => {
    const p = ctx.db.get<{ title: string; category: string }>('SELECT title, category FROM promotions WHERE id = ?', Number.parseInt(id, 10));
    return { kind: 'wide', seed: `promo${id}`, title: p?.title ?? `Promotion ${id}`, subtitle: p?.category ?? '', width: 750, height: 280 };
  });
  route('resource', (type) => ({ kind: 'badge', seed: type, label: type }));
}
