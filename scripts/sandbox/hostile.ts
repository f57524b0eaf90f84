/**
 * POST /__sandbox/hostile (issue 14 point 6): writes the given strings, round-robin, into every field
 * of platform data the screens render, so the security suite can show each one in every place it
 * reaches the page. Only the sandbox's data changes; /__sandbox/reset restores the seed.
 */
import type { Ctx } from './context.ts';

/** Table, key column and the text columns that take a hostile string, in the order they are filled. */
const FIELDS: readonly [table: string, key: string, columns: readonly string[]][] = [
  // banners, ticker notices, popups, hot news, agent notices: title, HTML content, picture, link target
  ['announcements', 'id', ['title', 'content', 'image', 'action_target']],
  ['games', 'node_id', ['name']],
  ['vendors', 'code', ['name']],
  ['hot_matches', 'id', ['home', 'away', 'league']],
  ['sports_matches', 'id', ['home', 'away', 'league']],
  ['vn_lotteries', 'id', ['name']],
  // customer-service title and URL (the platform obfuscates the URL, the sandbox does that when answering)
  ['cs_links', 'id', ['title', 'path']],
  // download and social links of the system status
  ['resources', 'resource_type', ['url']],
  ['members', 'id', ['nickname']],
  ['promotions', 'id', ['title', 'content']],
  ['promotion_texts', 'id', ['title', 'content']],
  ['promo_categories', 'id', ['name']],
  ['promo_category_names', 'id', ['name']],
  ['help_topics', 'id', ['title', 'content']],
  ['documents', 'id', ['title', 'content']],
  ['inbox_message_texts', 'id', ['title', 'content']],
  // home sections: winner names, partner names (a logo's text alternative)
  ['winners', 'id', ['masked_name']],
  ['partners', 'id', ['name']],
  // head icon names (a choice's accessible name), the live-casino models' and their tables' names
  ['head_icons', 'id', ['name']],
  ['live_models', 'id', ['name', 'table_name']],
  // notices in the merchants' other languages, the member's VIP label, reward titles, deposit records, bet names
  ['announcement_texts', 'id', ['title', 'content']],
  ['members', 'id', ['vip']],
  ['member_rewards', 'id', ['title']],
  ['wallet_deposits', 'id', ['payer_name', 'reference', 'remark']],
  ['wallet_bets', 'id', ['game_name']],
  ['team_bets', 'id', ['game']],
];

/**
 * The account whose name becomes hostile too (shown after sign-in); it keeps its mobile number,
 * so it still signs in by SMS.
 */
export const HOSTILE_ACCOUNT = 'demo02';

/** Writes `strings` round-robin into the fields above; answers how many fields were written. */
export function writeHostile(ctx: Ctx, strings: readonly string[]): number {
  let i = 0;
  const next = (): string => strings[i++ % strings.length] ?? '';
  ctx.db.tx(() => {
    // Banners open their target as a URL, so the target is tried where a URL is taken.
    ctx.db.run("UPDATE announcements SET action_type = 'url' WHERE type = 'B'");
    for (const [table, key, columns] of FIELDS) {
      const keys = ctx.db.all<{ k: string | number }>(`SELECT ${key} AS k FROM ${table} ORDER BY ${key}`);
      const set = columns.map((c) => `${c} = ?`).join(', ');
      for (const { k } of keys) ctx.db.run(`UPDATE ${table} SET ${set} WHERE ${key} = ?`, ...columns.map(next), k);
    }
    // A reward's own title shows only where the platform keeps no translation of its kind.
    ctx.db.run("UPDATE member_rewards SET title_code = 'custom'");
    // The agent's team screens list the downline by account name; names are unique, so each keeps its id after the string.
    for (const { id } of ctx.db.all<{ id: number }>('SELECT id FROM members WHERE parent_id IS NOT NULL ORDER BY id')) {
      ctx.db.run('UPDATE OR IGNORE members SET username = ? WHERE id = ?', `${next()}${id}`, id);
    }
    ctx.db.run('UPDATE OR IGNORE members SET username = ? WHERE username = ?', next(), HOSTILE_ACCOUNT);
  });
  ctx.gameCache.clear();
  return i;
}
