/** Announcements, system status, help, chat, member and promotion handlers (SPEC 3, 4, 6, 7); the agent's are in handlers-agent.ts. */
import type { IncomingHttpHeaders } from 'node:http';
import { API_ERROR, SANDBOX_CONTROL } from '../../src/api/endpoints.ts';
import { chatUnreadCount, conversationKey } from './chat.ts';
import { bearer } from './handlers-auth.ts';
import { fail, flags, MSG, platformValues, realOnly, registrationSettings, type Ctx, type Member } from './context.ts';
import type { Announcement } from '../../src/generated/api/announcement.ts';
import type { Promotion, RewardApplication } from '../../src/generated/api/promotion.ts';
import type { SystemStatus } from '../../src/generated/api/system.ts';
import type { Handlers } from './handler.ts';
import { imageHosts } from './cdn.ts';
import { encodeServicePath } from './service-path.ts';
import { unclaimedCount } from './handlers-rewards.ts';
import { formatMinor } from './money.ts';
import { totalMinor } from './wallet-store.ts';
import { CHANNELS } from './wallet-channels.ts';

/** Rows as the seed wrote them: enum columns hold only the values the schema allows. */
interface AnnRow { id: number; type: Announcement['type']; group_name: string; title: string; content: string; start_date: string; end_date: string | null; image: string; action_type: Announcement['action']['type']; action_target: string; sequence: number; read: number }
interface PromoRow { id: number; category: string; title: string; content: string; start_date: string; end_date: string | null; no_expiry: Promotion['noExpiry']; category_ids: string; image_required: Promotion['imageRequired']; remark_required: Promotion['remarkRequired']; group_name: string; linked_id: number | null; join_required: number; joined: number; action_type: Promotion['action']['type']; action_target: string }

const annOut = (r: AnnRow): Announcement => ({
  id: r.id, announcementId: r.id, type: r.type, title: r.title, content: r.content, startDate: r.start_date, endDate: r.end_date,
  groupName: r.group_name, read: r.read === 1, url: r.image, action: { type: r.action_type, target: r.action_target }, sequence: r.sequence,
});

/** Announcements of `types` in `language` where translated, else in the platform's own (EN) text. */
function announcementRows(ctx: Ctx, member: Member | null, types: string[], language: string, group?: string): AnnRow[] {
  if (types.length === 0) return [];
  const marks = types.map(() => '?').join(',');
  const groupSql = group === undefined ? '' : ' AND a.group_name = ?';
  const params = group === undefined ? types : [...types, group];
  return ctx.db.all<AnnRow>(
    `SELECT a.*, COALESCE(t.title, a.title) AS title, COALESCE(t.content, a.content) AS content,
       EXISTS (SELECT 1 FROM reads r WHERE r.member_id = ? AND r.announcement_id = a.id) AS read
     FROM announcements a LEFT JOIN announcement_texts t ON t.announcement_id = a.id AND t.language = ?
     WHERE a.type IN (${marks})${groupSql} ORDER BY a.sequence`,
    member?.id ?? -1, language, ...params,
  );
}

const cdn = (ctx: Ctx): string => `${ctx.m.imageCdn}/${ctx.m.code}`;

/** The platform's language code of a request (EN when absent). */
const languageOf = (value: unknown): string => (typeof value === 'string' && value !== '' ? value.toUpperCase() : 'EN');

/** Promotions in `language` where translated, else in the platform's own (EN) text (SPEC 2.9, 3). */
function promotions(ctx: Ctx, member: Member | null, language: string, category?: string): Promotion[] {
  const rows = ctx.db.all<PromoRow>(
    `SELECT p.*, COALESCE(t.title, p.title) AS title, COALESCE(t.content, p.content) AS content,
       EXISTS (SELECT 1 FROM promo_joins j WHERE j.member_id = ? AND j.promotion_id = p.id) AS joined
     FROM promotions p LEFT JOIN promotion_texts t ON t.promotion_id = p.id AND t.language = ?
     ${category === undefined ? '' : 'WHERE p.category = ?'} ORDER BY p.sequence`,
    member?.id ?? -1, language, ...(category === undefined ? [] : [category]),
  );
  // The header picture carries the title in the language asked for when its letters are Latin (the CDN's font).
  const suffix = language === 'EN' ? '' : `-${language}`;
  return rows.map((p) => ({
    id: p.id, linkedPromotionId: p.linked_id, title: p.title, content: p.content, category: p.category, startDate: p.start_date,
    endDate: p.end_date, noExpiry: p.no_expiry, promoAnnouncementCategoryIds: JSON.parse(p.category_ids) as number[],
    announcementImages: [{ url: `${cdn(ctx)}/promo/${p.id}-2${suffix}.png`, sequence: 2 }, { url: `${cdn(ctx)}/promo/${p.id}${suffix}.png`, sequence: 1 }],
    imageRequired: p.image_required, remarkRequired: p.remark_required, groupName: p.group_name, joinRequired: p.join_required === 1, joined: p.joined === 1,
    action: { type: p.action_type, target: p.action_target },
  }));
}

const unreadNotices = (ctx: Ctx, member: Member): number =>
  ctx.db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM announcements a WHERE a.type IN (${member.agent === 1 ? "'PL','A'" : "'PL'"})
     AND NOT EXISTS (SELECT 1 FROM reads r WHERE r.member_id = ? AND r.announcement_id = a.id)`, member.id,
  )?.n ?? 0;

const COUNTRY: Record<string, string> = { TY: 'PH', AR: 'SA', VI: 'VN', TH: 'TH', CN: 'CN', ID: 'ID', MY: 'MM', KM: 'KH', KO: 'KR', JA: 'JP', HI: 'IN', PT: 'BR' };

export function systemStatus(ctx: Ctx, ip: string, headers: IncomingHttpHeaders): SystemStatus {
  const f = flags(ctx);
  const platform = platformValues(ctx);
  const reg = registrationSettings(ctx);
  return {
    status: ctx.state.maintenance ? 1 : ctx.state.regionRestriction ? 2 : 0,
    maintenance: ctx.state.maintenance,
    regionRestriction: ctx.state.regionRestriction,
    location: { ip, country: COUNTRY[ctx.m.languages.find((l) => l !== 'EN') ?? 'EN'] ?? 'US' },
    serverTime: ctx.now(),
    info: {
      customerService: csLinks(ctx, headers),
      domainRoute: ctx.m.domains,
      mobileTemplate: platform.templates,
      paths: { vip: '/vip.html', chat: SANDBOX_CONTROL.chatPage, game: SANDBOX_CONTROL.gamePage },
      register: {
        version: reg.version, captcha: reg.captcha.enabled,
        methods: [...(f['USERNAMEREG3'] !== false ? ['username' as const] : []), ...(f['MOBILENUMREG3'] !== false ? ['mobile' as const] : [])],
      },
      resources: ctx.db.all<{ resource_type: string; url: string }>('SELECT resource_type, url FROM resources ORDER BY sequence')
        .map((r) => ({ resourceType: r.resource_type, url: r.url, icon: `${cdn(ctx)}/resource/${r.resource_type}.png` })),
      whitelabel: f,
      modules: platform.modules,
      agentMenu: platform.agentMenu,
      mainDomain: ctx.m.domains[0] ?? '',
      imageCDNs: imageHosts(ctx.m.imageCdn),
      publicKey: { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: ctx.keys.kid, jwk: ctx.keys.jwk, spki: ctx.keys.spki },
      currencySymbol: ctx.m.currencySymbol,
      languages: ctx.m.languages,
    },
  };
}

/**
 * The customer-service links, each a full URL as a real platform's are (the app opens links, never a path of its
 * own site): a seeded path of the sandbox's (its chat page) is answered on the host the request came to, which is
 * the page's host the app's URL rule allows (behind `npm start`'s proxy, which names it in X-Forwarded-Host).
 */
const pageHost = (headers: IncomingHttpHeaders): string => {
  const forwarded = headers['x-forwarded-host'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || headers.host || '127.0.0.1';
};
const csLinks = (ctx: Ctx, headers: IncomingHttpHeaders) => ctx.db.all<{ type: string; title: string; path: string }>('SELECT type, title, path FROM cs_links ORDER BY id')
  .map((r) => ({ type: r.type, title: r.title, path: encodeServicePath(r.path.startsWith('/') ? `http://${pageHost(headers)}${r.path}` : r.path) }));

export const contentHandlers = {
  announcements: ({ ctx, input, member }) => {
    const types = String(input.types).split(',');
    const group = typeof input.groupName === 'string' && input.groupName !== '' ? input.groupName : undefined;
    const rows = announcementRows(ctx, member, types.filter((t) => t !== 'PR'), languageOf(input.language), group);
    const by = (t: string) => rows.filter((r) => r.type === t).map(annOut);
    const promotion = types.includes('PR') ? promotions(ctx, member, languageOf(input.language)) : [];
    return {
      banners: by('B'), player: by('PL'), popup: by('PU'), promotion, hot: by('H'), agent: by('A'),
      footer: { unreadCount: member === null ? 0 : rows.filter((r) => (r.type === 'PL' || r.type === 'A') && r.read !== 1).length, total: rows.length + promotion.length },
    };
  },
  announcementRead: ({ ctx, input, member }) => {
    const m = member as Member;
    const exists = ctx.db.get('SELECT id FROM announcements WHERE id = ?', input.announcementId);
    if (exists === undefined) fail(404, API_ERROR.notFound, 'Announcement not found', { field: 'announcementId' });
    if (m.type !== 4) ctx.db.run('INSERT OR IGNORE INTO reads (member_id, announcement_id) VALUES (?, ?)', m.id, input.announcementId);
    return { unreadCount: unreadNotices(ctx, m) };
  },
  notices: ({ ctx, input, member }) => {
    const list = announcementRows(ctx, member, [String(input.types ?? 'PL')], languageOf(input.language)).reverse();
    return { list: list.map(annOut), unreadCount: member === null ? 0 : list.filter((r) => r.read !== 1).length };
  },
  popularAnnouncements: ({ ctx, member }) => {
    const list = announcementRows(ctx, member, ['H'], 'EN');
    return { list: list.map(annOut), unreadCount: member === null ? 0 : list.filter((r) => r.read !== 1).length };
  },
  systemStatus: ({ ctx, ip, headers }) => systemStatus(ctx, ip, headers),
  customerService: ({ ctx, headers }) => ({ version: { pathList: csLinks(ctx, headers) } }),
  helpCenter: ({ ctx, input }) => {
    const topics = (language: string) => ctx.db.all<{ id: number; title: string; content: string }>('SELECT id, title, content FROM help_topics WHERE language = ? ORDER BY sequence', language);
    const asked = topics(String(input.lang ?? 'EN').toUpperCase());
    return (asked.length > 0 ? asked : topics('EN')).map((h) => ({ id: h.id, title: h.title, content: h.content }));
  },
  document: ({ ctx, input }) => {
    const inLanguage = (language: string) => ctx.db.get<{ title: string; content: string; updated_at: number; language: string }>(
      'SELECT title, content, updated_at, language FROM documents WHERE kind = ? AND language = ?', input.kind, language);
    // the operator's document in the language asked for, else in English
    const doc = inLanguage(String(input.lang ?? 'EN').toUpperCase()) ?? inLanguage('EN') ?? fail(404, API_ERROR.notFound, 'Document not found', { field: 'kind' });
    return { kind: input.kind, title: doc.title, content: doc.content, updatedAt: doc.updated_at, language: doc.language };
  },
  setTemplate: ({ ctx }) => ({ ...ctx.m.templates }),
  chatLaunch: ({ ctx, input, member, headers }) => {
    const m = realOnly(member);
    if (flags(ctx)['CBS3'] === false) fail(403, API_ERROR.noPermission, MSG.noPermission);
    const q = new URLSearchParams({ c: conversationKey(ctx, m.id, bearer(headers)), language: String(input.language ?? 'EN'), backUrl: String(input.backUrl ?? '/m/home'), title: String(input.title ?? 'Live chat') });
    return { chatUrl: `${SANDBOX_CONTROL.chatPage}?${q.toString()}` };
  },
  chatUnread: ({ ctx, member }) => {
    const m = realOnly(member);
    if (flags(ctx)['CBS3'] === false) fail(403, API_ERROR.noPermission, MSG.noPermission);
    return chatUnreadCount(ctx, m.id);
  },
  memberInfo: ({ member }) => {
    const m = member as Member;
    return {
      id: m.id, type: m.type, account: m.username, nickname: m.nickname, clubLabel: m.vip === null ? null : { labelName: m.vip },
      agent: m.agent === 1, mobileNum: m.mobile ?? '', email: m.email, dividendInfo: m.dividend_info,
    };
  },
  // derived from the ledger (issue 19): main plus every vendor wallet; a number on the wire as the header always had it
  wallet: ({ ctx, member }) => ({ sumBalance: Number(formatMinor(totalMinor(ctx, (member as Member).id))), currencySymbol: ctx.m.currencySymbol }),
  affiliateCode: ({ member }) => ({ code: realOnly(member).invite_code ?? '' }),
  deposit: ({ member }) => {
    realOnly(member);
    return { channels: CHANNELS.map((c) => c.name) };
  },
  promotions: ({ ctx, input, member }) => ({
    categories: ctx.db.all<{ id: number; code: string; name: string }>(
      `SELECT c.id, c.code, COALESCE(n.name, c.name) AS name FROM promo_categories c
       LEFT JOIN promo_category_names n ON n.category_id = c.id AND n.language = ? ORDER BY c.sequence`, languageOf(input.language),
    ).map((c) => ({ id: c.id, code: c.code, name: c.name })),
    list: promotions(ctx, member, languageOf(input.language), typeof input.category === 'string' && input.category !== '' ? input.category : undefined),
  }),
  promotionJoin: ({ ctx, input, member }) => {
    const m = realOnly(member);
    const promotion = ctx.db.get<{ join_required: number }>('SELECT join_required FROM promotions WHERE id = ?', input.promotionId);
    if (promotion === undefined) fail(404, API_ERROR.notFound, 'Promotion not found', { field: 'promotionId' });
    if (promotion?.join_required !== 1) fail(200, API_ERROR.promotionNotEligible, 'This promotion takes no sign-up', { field: 'promotionId' });
    // R7-32: one join per member; a second is refused with the platform's message
    const joined = ctx.db.run('INSERT OR IGNORE INTO promo_joins (member_id, promotion_id) VALUES (?, ?)', m.id, input.promotionId);
    if (Number(joined.changes) === 0) fail(200, API_ERROR.promotionJoined, 'You have joined this promotion already', { field: 'promotionId' });
    return undefined;
  },
  rewardApplications: ({ ctx, member }) => ({
    list: ctx.db.all<{ id: number; promotion_id: number; remarks: string; status: RewardApplication['status']; created_at: number }>(
      'SELECT * FROM reward_applications WHERE member_id = ? ORDER BY id DESC', (member as Member).id,
    ).map((r) => ({
      id: r.id, promotionId: r.promotion_id, remarks: r.remarks, status: r.status, createdAt: r.created_at,
      pictures: ctx.db.all<{ name: string; type: string; bytes: number }>(
        'SELECT name, type, length(bytes) AS bytes FROM reward_application_pictures WHERE application_id = ? ORDER BY sequence', r.id,
      ),
    })),
  }),
  rewardUnclaimed: ({ ctx, member }) => ({ count: (member as Member).type === 4 ? 0 : unclaimedCount(ctx, (member as Member).id) }),
} satisfies Partial<Handlers>;
