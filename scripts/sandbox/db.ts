/** SQLite storage of the sandbox (node:sqlite): opening, migrations, a statement cache. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

/** Each entry migrates from version index to index + 1; append only. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE members (
    id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, password TEXT NOT NULL,
    type INTEGER NOT NULL, kind TEXT NOT NULL DEFAULT 'member', agent INTEGER NOT NULL DEFAULT 0, parent_id INTEGER,
    mobile TEXT, dialing TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '', nickname TEXT NOT NULL DEFAULT '',
    vip TEXT, balance REAL NOT NULL DEFAULT 0, invite_code TEXT UNIQUE COLLATE NOCASE, dividend_info TEXT NOT NULL DEFAULT '',
    contract_daily TEXT NOT NULL DEFAULT '', contract_dividend TEXT NOT NULL DEFAULT '', contract_hourly TEXT NOT NULL DEFAULT '',
    unclaimed INTEGER NOT NULL DEFAULT 0, registered_at INTEGER NOT NULL, last_login_at INTEGER NOT NULL DEFAULT 0,
    bet_amount REAL NOT NULL DEFAULT 0, online INTEGER NOT NULL DEFAULT 0, first_login INTEGER NOT NULL DEFAULT 1,
    kpi TEXT NOT NULL DEFAULT '{}'
  );
  CREATE UNIQUE INDEX members_mobile ON members (mobile) WHERE mobile IS NOT NULL;
  CREATE INDEX members_parent ON members (parent_id);
  CREATE TABLE sessions (token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
  CREATE TABLE vendors (code TEXT PRIMARY KEY, category TEXT NOT NULL, game_type TEXT NOT NULL, name TEXT NOT NULL, sequence INTEGER NOT NULL);
  CREATE TABLE games (
    node_id TEXT PRIMARY KEY, game_id TEXT NOT NULL, name TEXT NOT NULL, vendor TEXT NOT NULL, category TEXT NOT NULL,
    game_type TEXT NOT NULL, classify TEXT NOT NULL, room_id TEXT NOT NULL, support_play INTEGER NOT NULL, freeplay INTEGER NOT NULL,
    is_h5 INTEGER NOT NULL, lotto_mode TEXT, jackpot REAL, hot INTEGER NOT NULL, min_bet REAL NOT NULL, lines INTEGER NOT NULL,
    sequence INTEGER NOT NULL
  );
  CREATE INDEX games_type ON games (game_type, sequence);
  CREATE INDEX games_category ON games (category, sequence);
  CREATE INDEX games_vendor ON games (vendor, sequence);
  CREATE INDEX games_hot ON games (hot, sequence);
  CREATE TABLE favourites (member_id INTEGER NOT NULL, node_id TEXT NOT NULL, created_at INTEGER NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (member_id, node_id)) WITHOUT ROWID;
  CREATE TABLE recents (member_id INTEGER NOT NULL, node_id TEXT NOT NULL, played_at INTEGER NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (member_id, node_id)) WITHOUT ROWID;
  CREATE TABLE announcements (
    id INTEGER PRIMARY KEY, type TEXT NOT NULL, group_name TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
    start_date TEXT NOT NULL, end_date TEXT, image TEXT NOT NULL DEFAULT '', action_type TEXT NOT NULL DEFAULT 'none',
    action_target TEXT NOT NULL DEFAULT '', sequence INTEGER NOT NULL
  );
  CREATE TABLE reads (member_id INTEGER NOT NULL, announcement_id INTEGER NOT NULL, PRIMARY KEY (member_id, announcement_id)) WITHOUT ROWID;
  CREATE TABLE promo_categories (id INTEGER PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL, sequence INTEGER NOT NULL);
  CREATE TABLE promotions (
    id INTEGER PRIMARY KEY, category TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, start_date TEXT NOT NULL,
    end_date TEXT, no_expiry INTEGER NOT NULL, category_ids TEXT NOT NULL, image_required TEXT NOT NULL, remark_required TEXT NOT NULL,
    group_name TEXT NOT NULL, linked_id INTEGER, sequence INTEGER NOT NULL
  );
  CREATE TABLE promo_joins (member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, PRIMARY KEY (member_id, promotion_id)) WITHOUT ROWID;
  CREATE TABLE rewards (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, remarks TEXT NOT NULL, pictures TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE INDEX rewards_member ON rewards (member_id, id);
  CREATE TABLE help_topics (id INTEGER PRIMARY KEY, title TEXT NOT NULL, content TEXT NOT NULL, sequence INTEGER NOT NULL);
  CREATE TABLE resources (resource_type TEXT PRIMARY KEY, url TEXT NOT NULL, sequence INTEGER NOT NULL);
  CREATE TABLE cs_links (id INTEGER PRIMARY KEY, type TEXT NOT NULL, title TEXT NOT NULL, path TEXT NOT NULL);
  CREATE TABLE hot_matches (id INTEGER PRIMARY KEY, home TEXT NOT NULL, away TEXT NOT NULL, league TEXT NOT NULL, offset_min INTEGER NOT NULL, vendor TEXT NOT NULL, room_id TEXT NOT NULL, node_id TEXT NOT NULL);
  CREATE TABLE sms_codes (mobile TEXT PRIMARY KEY, code TEXT NOT NULL, expires_at INTEGER NOT NULL, valid_until INTEGER NOT NULL);
  CREATE TABLE nonces (nonce TEXT PRIMARY KEY, ts INTEGER NOT NULL);
  `,
  // issue 14 point 5: wrong guesses at the current SMS code of a number
  'ALTER TABLE sms_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;',
  // D26 remember tokens: only the SHA-256 of each token; a family is every token rotated from one login.
  `
  CREATE TABLE remember_tokens (
    hash TEXT PRIMARY KEY, family TEXT NOT NULL, member_id INTEGER NOT NULL, device_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL, used_at INTEGER, revoked_at INTEGER
  );
  CREATE INDEX remember_tokens_family ON remember_tokens (family);
  CREATE INDEX remember_tokens_member ON remember_tokens (member_id);
  `,
  // Help topics in each language the platform serves (SPEC 2.11, 7: help center takes a lang parameter).
  `
  ALTER TABLE help_topics ADD COLUMN language TEXT NOT NULL DEFAULT 'EN';
  `,
  // Promotions in each language the platform serves, and where a go button leads (issue 18 point 1).
  `
  ALTER TABLE promotions ADD COLUMN action_type TEXT NOT NULL DEFAULT 'none';
  ALTER TABLE promotions ADD COLUMN action_target TEXT NOT NULL DEFAULT '';
  CREATE TABLE promotion_texts (id INTEGER PRIMARY KEY, promotion_id INTEGER NOT NULL, language TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, UNIQUE (promotion_id, language));
  CREATE TABLE promo_category_names (id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL, language TEXT NOT NULL, name TEXT NOT NULL, UNIQUE (category_id, language));
  `,
  // The member's inbox (issue 18 point 5): a message belongs to one member; its texts are per language.
  `
  CREATE TABLE inbox_messages (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, sent_at INTEGER NOT NULL, read_at INTEGER);
  CREATE INDEX inbox_messages_member ON inbox_messages (member_id, sent_at);
  CREATE TABLE inbox_message_texts (id INTEGER PRIMARY KEY, message_id INTEGER NOT NULL, language TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, UNIQUE (message_id, language));
  `,
  // Notices in each language, and each member's live-chat conversation, whose unread rows are the chat badge (issue 18 points 3, 4, 6).
  `
  CREATE TABLE announcement_texts (id INTEGER PRIMARY KEY, announcement_id INTEGER NOT NULL, language TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, UNIQUE (announcement_id, language));
  CREATE TABLE chat_conversations (member_id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE);
  CREATE TABLE chat_messages (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, sender TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, read_at INTEGER);
  CREATE INDEX chat_messages_member ON chat_messages (member_id, id);
  `,
  // Reward applications sent as multipart uploads (issue 18 point 2): the pictures' bytes as sent, in order.
  `
  CREATE TABLE reward_applications (
    id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, remarks TEXT NOT NULL,
    status TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX reward_applications_member ON reward_applications (member_id, id);
  CREATE TABLE reward_application_pictures (
    application_id INTEGER NOT NULL, sequence INTEGER NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL, bytes BLOB NOT NULL,
    PRIMARY KEY (application_id, sequence)
  ) WITHOUT ROWID;
  `,
  // Home sections (SPEC 2.14, issue 18 point 10): big wins placed minutes before the clock, lottery draw schedules, partners.
  `
  CREATE TABLE winners (id INTEGER PRIMARY KEY, masked_name TEXT NOT NULL, amount REAL NOT NULL, node_id TEXT NOT NULL, minutes_ago INTEGER NOT NULL);
  CREATE TABLE lottery_schedules (
    node_id TEXT PRIMARY KEY, period_min INTEGER NOT NULL, phase_min INTEGER NOT NULL, picks INTEGER NOT NULL, pool INTEGER NOT NULL, sequence INTEGER NOT NULL
  );
  CREATE TABLE partners (id INTEGER PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, sequence INTEGER NOT NULL);
  `,
  // The first reward store (data-URL pictures in JSON) gave way to the multipart one above.
  `
  DROP TABLE rewards;
  `,
  // A session started by a remember token names its family, so revoking the family ends the session (issue 39 point 3).
  `
  ALTER TABLE sessions ADD COLUMN remember_family TEXT;
  CREATE INDEX sessions_remember_family ON sessions (remember_family);
  `,
  // A chat launch URL's key lives as long as the session that launched it (issue 39 point 5); the member's
  // conversation stays one (chat_messages), the keys to it are many.
  `
  CREATE TABLE chat_keys (key TEXT PRIMARY KEY, member_id INTEGER NOT NULL, session_token TEXT NOT NULL);
  CREATE INDEX chat_keys_member ON chat_keys (member_id);
  DROP TABLE chat_conversations;
  `,
  // The operator's documents (SPEC 2.14 Terms, Policy, Sponsor), one row per kind and language.
  `
  CREATE TABLE documents (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, language TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, updated_at INTEGER NOT NULL, UNIQUE (kind, language));
  `,
  // The Vietnamese lottery's provinces and the sportsbooks' match lists (SPEC 2.14 VNListCenter, FBGame; SPEC 7 Games).
  `
  CREATE TABLE vn_lotteries (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, region TEXT NOT NULL, draw_days TEXT NOT NULL, sequence INTEGER NOT NULL);
  CREATE TABLE sports_matches (
    id INTEGER PRIMARY KEY, match_id TEXT NOT NULL, league TEXT NOT NULL, home TEXT NOT NULL, away TEXT NOT NULL, offset_min INTEGER NOT NULL,
    vendor TEXT NOT NULL, room_id TEXT NOT NULL, node_id TEXT NOT NULL
  );
  `,
  // The member's head icon among the platform's presets (SPEC 7 Member), the live-casino models (SPEC 7 Chat) and
  // the promotions a member signs up for first (SPEC 7 Promotion: sign-up promotion join).
  `
  CREATE TABLE head_icons (id TEXT PRIMARY KEY, name TEXT NOT NULL, sequence INTEGER NOT NULL);
  ALTER TABLE members ADD COLUMN head_icon TEXT NOT NULL DEFAULT '';
  CREATE TABLE live_models (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, node_id TEXT NOT NULL, table_name TEXT NOT NULL, active INTEGER NOT NULL,
    streaming INTEGER NOT NULL, sequence INTEGER NOT NULL
  );
  ALTER TABLE promotions ADD COLUMN join_required INTEGER NOT NULL DEFAULT 0;
  `,
];

/** Tables the seed fills; reset empties them in this order. */
export const DATA_TABLES = [
  'sessions', 'remember_tokens', 'security_profiles', 'security_answers', 'favourites', 'recents', 'reads', 'promo_joins', 'reward_application_pictures', 'reward_applications', 'inbox_messages', 'inbox_message_texts', 'sms_codes', 'nonces', 'members', 'games', 'vendors',
  'announcements', 'announcement_texts', 'chat_keys', 'chat_messages', 'promo_categories', 'promo_category_names', 'promotions', 'promotion_texts', 'help_topics', 'documents', 'resources', 'cs_links', 'hot_matches', 'sports_matches', 'vn_lotteries', 'winners', 'lottery_schedules', 'partners', 'head_icons', 'live_models', 'meta',
] as const;

export type Row = Record<string, SQLInputValue>;

export interface Db {
  raw: DatabaseSync;
  all<T = Row>(sql: string, ...params: SQLInputValue[]): T[];
  get<T = Row>(sql: string, ...params: SQLInputValue[]): T | undefined;
  run(sql: string, ...params: SQLInputValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  tx<T>(fn: () => T): T;
  close(): void;
}

export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const raw = new DatabaseSync(path);
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF; PRAGMA busy_timeout = 5000;');
  const version = (raw.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  for (let v = version; v < MIGRATIONS.length; v += 1) {
    raw.exec('BEGIN');
    raw.exec(MIGRATIONS[v] ?? '');
    raw.exec(`PRAGMA user_version = ${v + 1}`);
    raw.exec('COMMIT');
  }
  const cache = new Map<string, StatementSync>();
  const stmt = (sql: string): StatementSync => {
    let s = cache.get(sql);
    if (s === undefined) {
      s = raw.prepare(sql);
      cache.set(sql, s);
    }
    return s;
  };
  let depth = 0;
  return {
    raw,
    all: <T>(sql: string, ...params: SQLInputValue[]) => stmt(sql).all(...params) as T[],
    get: <T>(sql: string, ...params: SQLInputValue[]) => stmt(sql).get(...params) as T | undefined,
    run: (sql, ...params) => stmt(sql).run(...params),
    tx<T>(fn: () => T): T {
      if (depth > 0) return fn();
      depth += 1;
      raw.exec('BEGIN IMMEDIATE');
      try {
        const result = fn();
        raw.exec('COMMIT');
        return result;
      } catch (error) {
        raw.exec('ROLLBACK');
        throw error;
      } finally {
        depth -= 1;
      }
    },
    close: () => raw.close(),
  };
}
