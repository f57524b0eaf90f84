/**
 * The member's head icon among the platform's presets (SPEC 7 Member: GET head icon, POST form-urlencoded;
 * R7-25) and the live-casino models (SPEC 7 Chat: the live model list with the params active and streaming;
 * R7-23): their seed and their handlers.
 */
import { API_ERROR } from '../../src/api/endpoints.ts';
import { fail, type Ctx, type Member } from './context.ts';
import type { Db } from './db.ts';
import type { Handlers } from './handler.ts';

/** The presets in display order: id and name. */
export const HEAD_ICONS: readonly (readonly [id: string, name: string])[] = [
  ['lion', 'Lion'], ['tiger', 'Tiger'], ['dragon', 'Dragon'], ['phoenix', 'Phoenix'],
  ['koi', 'Koi'], ['panda', 'Panda'], ['eagle', 'Eagle'], ['fox', 'Fox'],
];

/** The account that starts with a head icon chosen (the others have none until they choose). */
export const HEAD_ICON_SEEDED: Readonly<Record<string, string>> = { demo01: 'tiger' };

/** The models' names in display order; each deals at a LIVE table of the seeded games. */
const MODEL_NAMES = ['Aiko', 'Bea', 'Carla', 'Dana', 'Elena', 'Faye', 'Gina', 'Hana', 'Isla'];

/** Seeds the presets, the seeded choice and the models (after the members and the games). */
export function seedMemberExtras(db: Db): void {
  HEAD_ICONS.forEach(([id, name], i) => db.run('INSERT INTO head_icons (id, name, sequence) VALUES (?, ?, ?)', id, name, i));
  for (const [username, icon] of Object.entries(HEAD_ICON_SEEDED)) db.run('UPDATE members SET head_icon = ? WHERE username = ?', icon, username);
  // the i-th model deals at the i-th table of the LIVE vendors in turn, so the strip shows every vendor and many games
  const live = db.all<{ node_id: string; name: string; vendor: string }>("SELECT node_id, name, vendor FROM games WHERE category = 'LIVE' ORDER BY vendor, sequence");
  const vendors = [...new Set(live.map((g) => g.vendor))];
  const tables = MODEL_NAMES.flatMap((_, i) => live.filter((g) => g.vendor === vendors[i % vendors.length]).slice(i, i + 1));
  tables.forEach((t, i) => {
    // the fifth is off duty (active=1 leaves her out); every third on duty is between shows
    db.run('INSERT INTO live_models (id, name, node_id, table_name, active, streaming, sequence) VALUES (?, ?, ?, ?, ?, ?, ?)',
      i + 1, MODEL_NAMES[i] ?? `Model ${i + 1}`, t.node_id, t.name, i === 4 ? 0 : 1, i === 4 || i % 3 === 2 ? 0 : 1, i);
  });
}

interface ModelRow { id: number; name: string; node_id: string; table_name: string; active: number; streaming: number; game_id: string; room_id: string; vendor: string; vendor_name: string }

const cdn = (ctx: Ctx): string => `${ctx.m.imageCdn}/${ctx.m.code}`;

function headIconValue(ctx: Ctx, member: Member): { current: string; icons: { id: string; name: string; url: string }[] } {
  const icons = ctx.db.all<{ id: string; name: string }>('SELECT id, name FROM head_icons ORDER BY sequence')
    .map((icon) => ({ id: icon.id, name: icon.name, url: `${cdn(ctx)}/avatar/${icon.id}.png` }));
  const current = ctx.db.get<{ head_icon: string }>('SELECT head_icon FROM members WHERE id = ?', member.id)?.head_icon ?? '';
  return { current: icons.some((icon) => icon.id === current) ? current : '', icons };
}

export const memberExtraHandlers = {
  headIcon: ({ ctx, member }) => headIconValue(ctx, member as Member),
  headIconSave: ({ ctx, input, member }) => {
    const m = member as Member;
    if (ctx.db.get('SELECT id FROM head_icons WHERE id = ?', input.iconId) === undefined) fail(200, API_ERROR.notFound, 'This avatar is not offered', { field: 'iconId' });
    ctx.db.run('UPDATE members SET head_icon = ? WHERE id = ?', input.iconId, m.id);
    return headIconValue(ctx, m);
  },
  liveModels: ({ ctx, input }) => ({
    list: ctx.db.all<ModelRow>(
      `SELECT l.*, g.game_id, g.room_id, g.vendor, v.name AS vendor_name FROM live_models l JOIN games g ON g.node_id = l.node_id JOIN vendors v ON v.code = g.vendor
       WHERE (? = 0 OR l.active = 1) AND (? = 0 OR l.streaming = 1) ORDER BY l.sequence`, input.active, input.streaming,
    ).map((r) => ({
      id: r.id, name: r.name, pictureUrl: `${cdn(ctx)}/model/${r.id}.png`, vassalage: r.vendor, vendorName: r.vendor_name, tableName: r.table_name,
      gameId: r.game_id, nodeId: r.node_id, roomId: r.room_id, active: r.active === 1, streaming: r.streaming === 1,
    })),
  }),
} satisfies Partial<Handlers>;
