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
/** Vendor codes and resource types (PG, TCG_SEA, AppDownloadIcon). */
const CODE = /^[A-Za-z0-9_]{1,40}$/u;
/** Team names: printable text, no path or control characters. */
const TEAM = /^[^\p{Cc}/\\]{1,64}$/u;

/** What a picture shows: a square card (games), a wide card (banners, promotions) or a round badge. */
type Picture =
  | { kind: 'game'; seed: string; title: string; subtitle: string }
  | { kind: 'wide'; seed: string; title: string; subtitle: string; width: number; height: number }
  | { kind: 'badge'; seed: string; label: string };

/**
 * The image hosts the status data lists (info.imageCDNs): the merchant's host and a mirror serving the
 * same pictures, so the front end's random choice of host and its fallback (R7-42) run for real.
 */
export function imageHosts(imageCdn: string): string[] {
  return [imageCdn, `${imageCdn}-mirror`];
}

export function registerCdn(app: FastifyInstance, ctx: Ctx): void {
  const bases = imageHosts(ctx.m.imageCdn).map((host) => `${host}/:merchant`);
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

  /**
   * Serves `picture(id)` for <base>/<folder>/<id>.png (or legacy .svg) when `id` matches the folder's
   * name pattern; any other name is 404 (issue 14 point 5: a malformed name is never a 5xx). The router
   * has decoded the name once already; it is not decoded again.
   */
  const route = (folder: string, name: RegExp, picture: (id: string) => Picture): void => {
    for (const base of bases) app.get(`${base}/${folder}/:file`, (req, reply: FastifyReply) => {
      const match = /^(.+)\.(png|svg)$/.exec((req.params as { file: string }).file);
      const id = match?.[1];
      if (match === null || id === undefined || !name.test(id)) return reply.code(404).type('text/plain').send('Not found');
      reply.header('Cache-Control', CDN_CACHE_CONTROL);
      return match[2] === 'png' ? reply.type('image/png').send(png(picture(id))) : reply.type('image/svg+xml').send(svg(picture(id)));
    });
  };

  route('game', /^\d{1,12}$/, (id) => {
    const g = ctx.db.get<{ name: string; vendor: string }>('SELECT name, vendor FROM games WHERE node_id = ?', id);
    return { kind: 'game', seed: id, title: g?.name ?? `Game ${id}`, subtitle: g?.vendor ?? '' };
  });
  route('vendor', CODE, (code) => {
    const v = ctx.db.get<{ name: string }>('SELECT name FROM vendors WHERE code = ?', code);
    return { kind: 'badge', seed: code, label: v?.name ?? code };
  });
  route('team', TEAM, (name) => ({ kind: 'badge', seed: name, label: name }));
  route('banner', /^[1-9]\d{0,5}$/, (id) => {
    const a = ctx.db.get<{ title: string }>("SELECT title FROM announcements WHERE type = 'B' ORDER BY sequence LIMIT 1 OFFSET ?", Number(id) - 1);
    return { kind: 'wide', seed: `banner${id}`, title: a?.title ?? `Banner ${id}`, subtitle: ctx.m.name, width: 750, height: 300 };
  });
  // <id>[-<n>][-<language>]: a promotion's n-th picture, titled in that language when the font can draw it.
  route('promo', /^\d{1,9}(-\d{1,2})?(-[A-Z]{2,3})?$/, (id) => {
    const [, number = '', nth = '', language = 'EN'] = /^(\d+)(-\d+)?(?:-([A-Z]+))?$/.exec(id) ?? [];
    const p = ctx.db.get<{ title: string; category: string; local: string | null }>(
      'SELECT p.title, p.category, t.title AS local FROM promotions p LEFT JOIN promotion_texts t ON t.promotion_id = p.id AND t.language = ? WHERE p.id = ?',
      language, Number(number),
    );
    const title = p?.local !== null && p?.local !== undefined && /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(p.local) ? p.local : p?.title;
    return { kind: 'wide', seed: `promo${number}${nth}`, title: title ?? `Promotion ${number}`, subtitle: p?.category ?? '', width: 750, height: 280 };
  });
  route('resource', CODE, (type) => ({ kind: 'badge', seed: type, label: type }));
  // the head icons' presets and the live-casino models (SPEC 7 Member, Chat), round badges of their names
  route('avatar', /^[a-z0-9_-]{1,32}$/, (id) => {
    const icon = ctx.db.get<{ name: string }>('SELECT name FROM head_icons WHERE id = ?', id);
    return { kind: 'badge', seed: `avatar${id}`, label: icon?.name ?? id };
  });
  route('model', /^[1-9]\d{0,5}$/, (id) => {
    const model = ctx.db.get<{ name: string }>('SELECT name FROM live_models WHERE id = ?', Number(id));
    return { kind: 'badge', seed: `model${id}`, label: model?.name ?? `Model ${id}` };
  });
  route('partner', CODE, (code) => {
    const p = ctx.db.get<{ name: string }>('SELECT name FROM partners WHERE code = ?', code);
    return { kind: 'badge', seed: `partner${code}`, label: p?.name ?? code };
  });
}
