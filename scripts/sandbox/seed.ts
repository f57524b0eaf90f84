/**
 * Deterministic seed per merchant (issue 3): members of every type, 3,000+ games over 30+ vendors in
 * every category, announcements of every type, promotions, help, downloads, customer service, matches.
 * The same merchant always gets the same rows; dates are fixed except match times, which the
 * handlers place relative to the clock.
 */
import type { Db } from './db.ts';
import { DATA_TABLES } from './db.ts';
import { hashPassword } from './crypto.ts';
import { seedChat } from './chat.ts';
import { documentRows } from './document-texts.ts';
import { helpTopicRows } from './help-topics.ts';
import { inboxSeeds } from './inbox-texts.ts';
import { AGENT_NOTICES, HOSTILE_NOTICE, noticeHtml, type NoticeSeed, noticeTitle, PLAYER_NOTICES, REGISTER_NOTICES } from './notice-texts.ts';
import { seedHomeSections } from './home-sections-seed.ts';
import { seedSportsMatches } from './sports-matches-seed.ts';
import { seedVnLottery } from './vn-lottery.ts';
import { seedRewards } from './handlers-rewards.ts';
import { seedRedRain } from './red-rain-seed.ts';
import { SEED_EPOCH } from './seed-epoch.ts';
import { prng } from './prng.ts';
import { PROMO_CATEGORIES, PROMOTIONS, promotionContent } from './promotion-texts.ts';
import type { MerchantInfo } from './merchant.ts';
import { seedRebates } from './rebate-seed.ts';
import { seedTeam } from './team-seed.ts';
import { seedWallet } from './wallet-seed.ts';
import { seedMemberExtras } from './member-extras.ts';

interface VendorSeed { code: string; name: string; category: string; gameType: string; games: number }

/** Vendors by display category. Esport and cockfight vendors come from the merchant config (SPEC 9). */
export function vendorPlan(m: MerchantInfo): VendorSeed[] {
  const v = (category: string, gameType: string, games: number, list: [string, string][]): VendorSeed[] =>
    list.map(([code, name]) => ({ code, name, category, gameType, games }));
  return [
    ...v('RNG', 'RNG', 250, [['PG', 'PG Soft'], ['JILI', 'JILI'], ['PP', 'Pragmatic Play'], ['FC', 'Fa Chai'], ['CQ9', 'CQ9'], ['JDB', 'JDB'], ['SPADE', 'Spadegaming'], ['HABA', 'Habanero'], ['RT', 'Red Tiger'], ['NETENT', 'NetEnt']]),
    ...v('BGS', 'RNG', 60, [[m.bgs, 'BGS Games']]),
    ...v('FISH', 'FISH', 25, [['JDBF', 'JDB Fishing'], ['FCF', 'Fa Chai Fishing'], ['KA', 'KA Gaming']]),
    ...v('LIVE', 'LIVE', 40, [['EVO', 'Evolution'], ['SEXY', 'Sexy Baccarat'], ['DG', 'Dream Gaming'], ['WM', 'WM Casino'], ['SA', 'SA Gaming']]),
    ...v('PVP', 'PVP', 40, [['KM', 'Kingmaker'], ['JILIP', 'JILI Poker'], ['V8', 'V8 Poker']]),
    ...v('SPORTS', 'SPORTS', 3, [['SABA', 'SABA Sports'], ['CMD', 'CMD368'], ['BTI', 'BTi Sports']]),
    ...m.esport.map((code) => ({ code, name: `${code} Esports`, category: 'ESPORTS', gameType: 'SPORTS', games: 3 })),
    ...m.cockfight.map((code) => ({ code, name: `${code} Cockfight`, category: 'COCKFIGHT', gameType: 'SPORTS', games: 3 })),
    ...v('LOTT', 'LOTT', 20, [['TCG_SEA', 'TCG SEA Lottery'], ['GPK', 'GPK Lottery']]),
    ...v('ELOTT', 'ELOTT', 20, [['TCG_LOTTO_VN', 'TCG Lotto VN'], ['VR', 'VR Lottery']]),
  ];
}

/** Server order of platform categories; ESPORTS has its own place (D20), BGS and cockfight sit inside. */
export const CATEGORY_ORDER = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];
export const CATEGORY_NAMES: Record<string, string> = {
  RNG: 'Slots', FISH: 'Fishing', LIVE: 'Live Casino', PVP: 'Poker', SPORTS: 'Sports', ESPORTS: 'E-Sports', COCKFIGHT: 'Cockfight',
  LOTT: 'Lottery', ELOTT: 'E-Lottery', BGS: 'BGS',
};
export const CLASSIFY_NAMES: Record<string, string> = {
  SL: 'Slots', VP: 'Video Poker', JP: 'Jackpot', SC: 'Scratch', TG: 'Table Games', AC: 'Arcade', CR: 'Crash', FH: 'Fishing',
  LC: 'Live Casino', PK: 'Poker', SP: 'Sports', LT: 'Lottery',
};

const ADJ = ['Golden', 'Lucky', 'Mighty', 'Wild', 'Mystic', 'Royal', 'Fortune', 'Dragon', 'Super', 'Magic', 'Crazy', 'Happy', 'Jade', 'Neon', 'Lava', 'Frozen', 'Thunder', 'Sunny', 'Ocean', 'Cosmic'];
const NOUN = ['Tiger', 'Gems', 'Empire', 'Treasure', 'Panda', 'Phoenix', 'Riches', 'Fruits', 'Pharaoh', 'Bonanza', 'Koi', 'Temple', 'Rush', 'Spins', 'Dynasty', 'Candy', 'Heist', 'Safari', 'Galaxy', 'Buffalo'];
const LIVE_NAMES = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Fan Tan', 'Crazy Time', 'Lightning Roulette', 'Andar Bahar'];
const PVP_NAMES = ['Texas Hold\'em', 'Pusoy', 'Tongits', 'Teen Patti', 'Rummy', 'Blackjack Duel', 'Baccarat Duel', 'Niu Niu', 'Sabong Cards', 'Pai Gow'];
const FISH_NAMES = ['Ocean King', 'Fishing War', 'Mega Fishing', 'Dragon Fishing', 'Jackpot Fishing', 'Happy Fishing', 'Boom Fishing', 'Star Hunter'];
const LOTT_NAMES = ['Lotto 6/45', 'Lotto 6/55', 'Swertres', 'EZ2', 'Keno', 'Pick 3', 'Pick 4', 'Fast 3', 'Lucky 5', 'Power Ball'];
const RNG_CLASSIFY = ['SL', 'SL', 'SL', 'SL', 'JP', 'VP', 'SC', 'TG', 'AC', 'CR'];
const TEAMS = ['Manila Eagles', 'Cebu Sharks', 'Davao Bulls', 'Tokyo Storm', 'Seoul Tigers', 'Bangkok Kings', 'Hanoi Dragons', 'Jakarta Lions', 'Team Nova', 'Phoenix Five', 'Red Wolves', 'Blue Hawks', 'Gold Roosters', 'Iron Spurs'];

const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const DEMO_PASSWORD = 'Demo@1234';
export const AGENT_PASSWORD = 'Agent@1234';

interface MemberSeed {
  username: string; password: string; type: number; kind?: string; agent?: boolean; parent?: string; mobile?: string;
  email?: string; nickname: string; vip?: string; balance: number; invite?: string; dividend?: string; contracts?: [string, string, string];
  unclaimed?: number; online?: boolean; bet?: number; kpi?: Record<string, number>; registeredDaysAgo?: number;
}

export function memberPlan(m: MerchantInfo): MemberSeed[] {
  const rand = prng(`${m.code}:members`);
  const downline: MemberSeed[] = Array.from({ length: 12 }, (_, i) => ({
    username: `team${String(i + 1).padStart(2, '0')}`, password: DEMO_PASSWORD, type: 0, parent: 'agent01',
    nickname: `Team ${i + 1}`, balance: Math.round(rand() * 500000) / 100, online: i % 3 === 0, bet: Math.round(rand() * 100000) / 100,
    registeredDaysAgo: i * 7,
  }));
  return [
    { username: 'demo00', password: DEMO_PASSWORD, type: 0, mobile: '9170000000', email: 'demo00@example.com', nickname: 'Demo Zero', balance: 1250.5, invite: 'DEMO00', unclaimed: 0 },
    { username: 'demo01', password: DEMO_PASSWORD, type: 1, mobile: '9170000001', email: 'demo01@example.com', nickname: 'Demo One', vip: 'VIP 3', balance: 15234.75, invite: 'DEMO01', unclaimed: 5 },
    { username: 'demo02', password: DEMO_PASSWORD, type: 2, mobile: '9170000002', email: 'demo02@example.com', nickname: 'Demo Two', vip: 'VIP 1', balance: 88.2, invite: 'DEMO02', unclaimed: 2 },
    {
      username: 'agent01', password: AGENT_PASSWORD, type: 1, agent: true, mobile: '9170000009', email: 'agent01@example.com', nickname: 'Agent One',
      vip: 'VIP 5', balance: 98765.43, invite: 'AGENT01', dividend: 'DIVIDEND-A', contracts: ['DAILY', 'MONTHLY', 'HOURLY'], unclaimed: 3,
      kpi: { login: 9, bet: 6, register: 4, online: 4 },
    },
    { username: 'nonmember01', password: DEMO_PASSWORD, type: 40, kind: 'nonmember', nickname: 'System account', balance: 0 },
    { username: 'nonagent01', password: DEMO_PASSWORD, type: 0, kind: 'nonagent', nickname: 'Agent-only login', balance: 0 },
    ...downline,
  ];
}

/** Empties every data table and writes the seed. Runs in one transaction. */
/** `now` places the wallet history (the 90 days before it). */
export async function seed(db: Db, m: MerchantInfo, now: number = Date.now()): Promise<{ games: number; vendors: number; members: number }> {
  const members = memberPlan(m);
  const hashes = await Promise.all(members.map((x) => hashPassword(x.password, `${m.code}:${x.username}`)));
  const cdn = `${m.imageCdn}/${m.code}`;
  return db.tx(() => {
    for (const table of DATA_TABLES) db.run(`DELETE FROM ${table}`);
    db.run("INSERT INTO meta (key, value) VALUES ('merchant', ?)", m.code);

    const ids = new Map<string, number>();
    members.forEach((x, i) => {
      const parentId = x.parent === undefined ? null : (ids.get(x.parent) ?? null);
      const [daily, dividend, hourly] = x.contracts ?? ['', '', ''];
      const r = db.run(
        `INSERT INTO members (username, password, type, kind, agent, parent_id, mobile, dialing, email, nickname, vip, balance, invite_code,
          dividend_info, contract_daily, contract_dividend, contract_hourly, unclaimed, registered_at, last_login_at, bet_amount, online, first_login, kpi)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
        x.username, hashes[i] ?? '', x.type, x.kind ?? 'member', x.agent === true ? 1 : 0, parentId, x.mobile ?? null, x.mobile === undefined ? '' : '63',
        x.email ?? '', x.nickname, x.vip ?? null, x.balance, x.invite ?? null, x.dividend ?? '', daily, dividend, hourly, x.unclaimed ?? 0,
        SEED_EPOCH - (x.registeredDaysAgo ?? 30) * 86400000, SEED_EPOCH, x.bet ?? 0, x.online === true ? 1 : 0, JSON.stringify(x.kpi ?? {}),
      );
      ids.set(x.username, Number(r.lastInsertRowid));
    });
    // the agent's multi-level team and its 90 days of activity (issue 20)
    seedTeam(db, m, now);

    // vendors and games
    const plan = vendorPlan(m);
    const rand = prng(`${m.code}:games`);
    let node = 100000;
    let games = 0;
    plan.forEach((vendor, vi) => {
      db.run('INSERT INTO vendors (code, category, game_type, name, sequence) VALUES (?, ?, ?, ?, ?)', vendor.code, vendor.category, vendor.gameType, vendor.name, vi);
      for (let i = 0; i < vendor.games; i += 1) {
        node += 1;
        const c = vendor.category;
        let name: string;
        let classify: string;
        let lotto: string | null = null;
        if (c === 'RNG' || c === 'BGS') {
          name = `${ADJ[Math.floor(rand() * ADJ.length)]} ${NOUN[Math.floor(rand() * NOUN.length)]}${i >= 200 ? ` ${i}` : ''}`;
          classify = RNG_CLASSIFY[i % RNG_CLASSIFY.length] ?? 'SL';
        } else if (c === 'LIVE') {
          name = `${LIVE_NAMES[i % LIVE_NAMES.length]}${i >= LIVE_NAMES.length ? ` ${Math.floor(i / LIVE_NAMES.length) + 1}` : ''}`;
          classify = 'LC';
        } else if (c === 'PVP') {
          name = `${PVP_NAMES[i % PVP_NAMES.length]}${i >= PVP_NAMES.length ? ` ${Math.floor(i / PVP_NAMES.length) + 1}` : ''}`;
          classify = 'PK';
        } else if (c === 'FISH') {
          name = `${FISH_NAMES[i % FISH_NAMES.length]}${i >= FISH_NAMES.length ? ` ${Math.floor(i / FISH_NAMES.length) + 1}` : ''}`;
          classify = 'FH';
        } else if (c === 'LOTT' || c === 'ELOTT') {
          name = `${LOTT_NAMES[i % LOTT_NAMES.length]}${i >= LOTT_NAMES.length ? ' Plus' : ''}`;
          classify = 'LT';
          lotto = c === 'ELOTT' || i % 2 === 1 ? 'Entertainment' : 'Traditional';
        } else {
          name = `${vendor.name} ${['Main', 'Live', 'Virtual'][i] ?? String(i + 1)}`;
          classify = 'SP';
        }
        const free = c === 'RNG' || c === 'BGS' || c === 'FISH' ? (i % 5 === 4 ? 0 : 1) : 0;
        const jackpot = classify === 'JP' || (c === 'RNG' && i < 6) ? Math.round(1_000_000 + rand() * 49_000_000) / 100 : null;
        const hot = i < 4 || rand() < 0.04 ? 1 : 0;
        db.run(
          `INSERT INTO games (node_id, game_id, name, vendor, category, game_type, classify, room_id, support_play, freeplay, is_h5, lotto_mode, jackpot, hot, min_bet, lines, sequence)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
          String(node), `${vendor.code}_${String(i + 1).padStart(4, '0')}`, name, vendor.code, c, vendor.gameType, classify,
          c === 'LIVE' || c === 'SPORTS' || c === 'ESPORTS' || c === 'COCKFIGHT' ? `R${node}` : '', free === 1 ? 0 : 1, free, lotto, jackpot, hot,
          [0.1, 0.2, 0.5, 1, 2, 5][i % 6] ?? 1, c === 'RNG' ? [1, 9, 20, 25, 50, 243][i % 6] ?? 1 : 0, games,
        );
        games += 1;
      }
    });

    // announcements of every type (SPEC 9 content types; H hot, and PR as promotions below)
    let annId = 0;
    const ann = (type: string, group: string, title: string, content: string, day: number, image = '', action: [string, string] = ['none', '']): void => {
      annId += 1;
      db.run(
        'INSERT INTO announcements (id, type, group_name, title, content, start_date, end_date, image, action_type, action_target, sequence) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        annId, type, group, title, content, iso(SEED_EPOCH + day * 86400000), day % 3 === 0 ? null : iso(SEED_EPOCH + (day + 400) * 86400000), image, action[0], action[1], annId,
      );
    };
    const banners: [string, string, [string, string]][] = [
      ['Welcome bonus 100%', 'm_home', ['promotion', '1']], ['Daily reload 10%', 'm_home', ['promotion', '2']], ['Play Golden Tiger', 'm_home', ['game', '100001']],
      ['Live casino weekend', 'm_home', ['route', '/m/live']], ['Join our Telegram', 'm_home', ['url', m.links.telegram ?? 'https://t.me/']], ['Register and get a gift', 'm_reg', ['none', '']],
      ['Promotions of the month', 'm_activity', ['route', '/m/activity']],
    ];
    banners.forEach(([title, group, action], i) => ann('B', group, title, `<p>${title}</p>`, i, `${cdn}/banner/${i + 1}.png`, action));
    // player notices (PL) and agent announcements (A) with their translations; the last notice is hostile
    const translate = (id: number, texts: NoticeSeed, hostile = false): void => {
      for (const language of ['TY', 'AR'] as const) {
        db.run('INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES (?, ?, ?, ?)',
          id, language, noticeTitle(texts[language], m.name), noticeHtml(texts[language], m.name, hostile));
      }
    };
    const notice = (type: 'PL' | 'A', texts: NoticeSeed, day: number, hostile = false): void => {
      ann(type, 'm_home', noticeTitle(texts.EN, m.name), noticeHtml(texts.EN, m.name, hostile), day);
      translate(annId, texts, hostile);
    };
    PLAYER_NOTICES.forEach((texts, i) => notice('PL', texts, (i + 1) * 5));
    notice('PL', HOSTILE_NOTICE, 50, true);
    ann('PU', 'm_home', 'Welcome popup', `<div style="font-size:16px"><h2>Welcome to ${m.name}</h2><p>Claim your <b>welcome bonus</b> today.</p><img src="${cdn}/promo/1.png" width="300"></div>`, 1);
    ann('PU', 'm_home', 'Second popup', '<p>Only the first popup is shown.</p>', 2);
    for (let i = 1; i <= 4; i += 1) ann('H', 'm_home', `Hot news ${i}`, `<p>Hot news ${i}: big wins today.</p>`, i);
    AGENT_NOTICES.forEach((texts, i) => notice('A', texts, (i + 1) * 3));
    // the registration screen's announcements (R7-9), added last so the other rows keep their ids
    const regBanner = banners.findIndex(([, group]) => group === 'm_reg') + 1;
    REGISTER_NOTICES.forEach((texts, i) => {
      if (i === 0) db.run('UPDATE announcements SET title = ?, content = ? WHERE id = ?', noticeTitle(texts.EN, m.name), noticeHtml(texts.EN, m.name), regBanner);
      else ann('B', 'm_reg', noticeTitle(texts.EN, m.name), noticeHtml(texts.EN, m.name), i);
      translate(i === 0 ? regBanner : annId, texts);
    });
    seedChat(db, SEED_EPOCH);

    // promotions (SPEC 2.9, 3): several categories, one player_rank_rules, in EN, TY and AR; the last one hostile
    PROMO_CATEGORIES.forEach(([codeName, names], i) => {
      db.run('INSERT INTO promo_categories (id, code, name, sequence) VALUES (?, ?, ?, ?)', i + 1, codeName, names['EN'] ?? codeName, i);
      for (const [language, name] of Object.entries(names)) {
        if (language !== 'EN') db.run('INSERT INTO promo_category_names (category_id, language, name) VALUES (?, ?, ?)', i + 1, language, name);
      }
    });
    PROMOTIONS.forEach((p, i) => {
      const id = i + 1;
      const catId = PROMO_CATEGORIES.findIndex(([c]) => c === p.category) + 1;
      db.run(
        `INSERT INTO promotions (id, category, title, content, start_date, end_date, no_expiry, category_ids, image_required, remark_required, group_name, linked_id, sequence, action_type, action_target, join_required)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'm_activity', ?, ?, ?, ?, ?)`,
        id, p.category, p.text['EN']?.title ?? '', promotionContent(i, 'EN', m.currencySymbol),
        iso(SEED_EPOCH + i * 86400000), p.noExpiry === 1 ? null : iso(SEED_EPOCH + (i + 700) * 86400000), p.noExpiry,
        JSON.stringify([catId]), p.imageRequired, p.remarkRequired, i % 4 === 0 ? null : 1, i, p.action[0], p.action[1], p.joinRequired === true ? 1 : 0,
      );
      for (const [language, text] of Object.entries(p.text)) {
        if (language !== 'EN') db.run('INSERT INTO promotion_texts (promotion_id, language, title, content) VALUES (?, ?, ?, ?)', id, language, text.title, promotionContent(i, language, m.currencySymbol));
      }
    });

    // inbox messages of the demo accounts (SPEC 2.8, 7), in the merchant's languages; one carries hostile HTML
    for (const x of inboxSeeds(m.languages, m.name, m.currencySymbol)) {
      const sent = SEED_EPOCH + x.day * 86400000 + 9 * 3600000;
      const r = db.run('INSERT INTO inbox_messages (member_id, sent_at, read_at) VALUES (?, ?, ?)', ids.get(x.username) ?? -1, sent, x.read ? sent + 3600000 : null);
      for (const [language, text] of Object.entries(x.texts)) {
        db.run('INSERT INTO inbox_message_texts (message_id, language, title, content) VALUES (?, ?, ?, ?)', Number(r.lastInsertRowid), language, text.title, text.body);
      }
    }

    // help, downloads, customer service, hot matches
    helpTopicRows().forEach((h, i) => db.run('INSERT INTO help_topics (id, title, content, sequence, language) VALUES (?, ?, ?, ?, ?)', i + 1, h.title, h.content, h.sequence, h.language));
    for (const doc of documentRows(m.name, SEED_EPOCH)) {
      db.run('INSERT INTO documents (kind, language, title, content, updated_at) VALUES (?, ?, ?, ?, ?)', doc.kind, doc.language, doc.title, doc.content, doc.updatedAt);
    }
    const d = m.links.download;
    const host = m.domains[0] ?? 'example.com';
    const resources: [string, string][] = [
      ['IOS', d['ios'] ?? `https://${host}/app/app.ipa`], ['Android', d['android'] ?? `https://${host}/app/app.apk`],
      ['MOBILECONFIG', d['mobileconfig'] ?? `https://${host}/app/app.mobileconfig`],
      ['MOBILEPROVISION', d['mobileprovision'] ?? `https://${host}/app/embedded.mobileprovision`], ['AppDownloadIcon', `${cdn}/resource/AppDownloadIcon.png`],
      ['TELEGRAM', m.links.telegram ?? 'https://t.me/'], ['FACEBOOK', `https://facebook.com/${m.code}`],
      ['INSTAGRAM', `https://instagram.com/${m.code}`], ['YOUTUBE', `https://youtube.com/@${m.code}`],
    ];
    resources.forEach(([type, url], i) => db.run('INSERT INTO resources (resource_type, url, sequence) VALUES (?, ?, ?)', type, url, i));
    const messenger = messengerLink(m.links.allowedHosts);
    const links = [{ type: 'CS', url: '/__sandbox/chat?service=cs' }, ...(messenger === undefined ? [] : [messenger]), { type: 'telegram', url: m.links.telegram ?? 'https://t.me/' }];
    links.forEach(({ type, url }, i) => db.run('INSERT INTO cs_links (id, type, title, path) VALUES (?, ?, ?, ?)', i + 1, type, type, url));
    const sportVendors = ['SABA', m.esport[0] ?? 'IMES', m.cockfight[0] ?? 'DS88'];
    for (let i = 0; i < 8; i += 1) {
      const home = TEAMS[(i * 2) % TEAMS.length] ?? 'Home';
      const away = TEAMS[(i * 2 + 1) % TEAMS.length] ?? 'Away';
      const vendor = sportVendors[i % sportVendors.length] ?? 'SABA';
      const g = db.get<{ node_id: string; room_id: string }>('SELECT node_id, room_id FROM games WHERE vendor = ? ORDER BY sequence LIMIT 1', vendor);
      db.run('INSERT INTO hot_matches (id, home, away, league, offset_min, vendor, room_id, node_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        i + 1, home, away, ['Premier Cup', 'Esports Masters', 'Derby Cup'][i % 3] ?? 'Cup', 90 + i * 180, vendor, g?.room_id ?? '', g?.node_id ?? '');
    }
    seedSportsMatches(db);
    seedVnLottery(db);
    seedHomeSections(db, prng(`${m.code}:home-sections`));
    // head icons and the seeded choice, the live-casino models at the LIVE tables (SPEC 7 Member, Chat)
    seedMemberExtras(db);
    seedWallet(db, m, ids, now);
    seedRewards(db, members.map((x) => ({ id: ids.get(x.username) ?? 0, username: x.username, unclaimed: x.unclaimed ?? 0 })));
    // the red rain's schedule around now and agent01's grabs, paid through the ledger the wallet seed filled
    seedRedRain(db, m, ids.get('agent01'), now);
    // after the team and the games: rebates are counted from the team's bets by the games' categories
    seedRebates(db, m, now);
    return { games, vendors: plan.length, members: members.length };
  });
}

/** Messengers a platform lists beside its own chat, by the host their links go to. */
const MESSENGERS = [
  { host: 'wa.me', type: 'whatsapp', url: 'https://wa.me/639170000000' },
  { host: 'zalo.me', type: 'zalo', url: 'https://zalo.me/0901000000' },
] as const;

/** The messenger the brand's pages may open (a link to a host it does not allow would be refused on screen). */
export function messengerLink(allowedHosts: readonly string[]): { type: string; url: string } | undefined {
  return MESSENGERS.find((m) => allowedHosts.includes(m.host));
}
