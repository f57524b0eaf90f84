/**
 * Contract test (SPEC 7): every endpoint of schemas/api/endpoints.json answers a valid
 * request with a schema-valid response, and an invalid one with a 4xx and a reason.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../src/api/endpoints.ts';
import { readEndpointContract } from '../../../scripts/lib/endpoint-contract.ts';
import { createValidators } from '../../../scripts/sandbox/validation.ts';
import { DEMO_FUNDS_PASSWORD } from '../../../scripts/sandbox/wallet-seed.ts';
import { call, emailCode, lastCaptcha, login, PNG_BYTES, smsCode, startSandbox, type TestSandbox } from './helpers.ts';

type Who = 'guest' | 'member' | 'agent';
interface Case {
  who: Who;
  valid: (s: TestSandbox) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** An input breaking the schema (400), or 'no-token' for a call that needs a session (401). */
  invalid: Record<string, unknown> | 'no-token' | null;
}

const v = <T extends Record<string, unknown>>(x: T) => () => x;
const today = new Date().toISOString().slice(0, 10);
const CONTRACT = readEndpointContract();
const DEVICE = 'contract-device-0001';

/** demo01's message ids, newest first (the member cases run as demo01). */
const inboxIds = async (s: TestSandbox): Promise<number[]> =>
  (await call(s.app, 'inboxList', { pageSize: 50 }, await login(s.app, 'demo01'))).body.value.list.map((m: { id: number }) => m.id);

/** A fresh idempotency key per money request. */
const key = (): string => randomUUID();
const ago = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const RANGE = { startDate: ago(90), endDate: today, pageNo: 1, pageSize: 20 };
/** The red rain live now (the seed places one around its start), which agent01 may grab. */
const liveRain = async (s: TestSandbox): Promise<number> =>
  (await call(s.app, 'redRainSchedule', {}, await login(s.app, 'agent01', 'Agent@1234'))).body.value.events.find((e: { state: string }) => e.state === 'live').id as number;
/** The id of demo01's newest record of a records endpoint (the member cases run as demo01). */
const firstId = async (s: TestSandbox, name: EndpointName): Promise<number> =>
  (await call(s.app, name, RANGE, await login(s.app, 'demo01'))).body.value.list[0].id as number;
function recordCases<L extends EndpointName, D extends EndpointName>(list: L, detail: D, status: string | null): Record<L | D, Case> {
  const listCase: Case = { who: 'member', valid: v({ ...RANGE, ...(status === null ? {} : { status }) }), invalid: { startDate: 'today', endDate: today } };
  const detailCase: Case = { who: 'member', valid: async (s) => ({ id: await firstId(s, list) }), invalid: { id: 0 } };
  return { [list]: listCase, [detail]: detailCase } as Record<L | D, Case>;
}

const CASES: Record<EndpointName, Case> = {
  walletBalances: { who: 'member', valid: v({}), invalid: 'no-token' },
  walletTransfer: { who: 'member', valid: () => ({ idempotencyKey: key(), from: 'MAIN', to: 'PG', amount: '10.00' }), invalid: { idempotencyKey: key(), from: 'MAIN', to: 'PG', amount: '1e3' } },
  walletTransferAll: { who: 'member', valid: () => ({ idempotencyKey: key() }), invalid: { idempotencyKey: 'short' } },
  depositChannels: { who: 'member', valid: v({ language: 'EN' }), invalid: { language: 'x'.repeat(20) } },
  depositPromotions: { who: 'member', valid: v({ language: 'TY' }), invalid: { language: 'x'.repeat(20) } },
  depositRequest: { who: 'member', valid: () => ({ idempotencyKey: key(), channelId: 3, amount: '500', reference: 'GC12345678' }), invalid: { idempotencyKey: key(), channelId: 3, amount: '-5' } },
  depositManual: {
    who: 'member',
    valid: () => ({ idempotencyKey: key(), channelId: 1, amount: '1000.00', payerName: 'Demo One', receipt: [new File([PNG_BYTES], 'receipt.png', { type: 'image/png' })] }),
    invalid: { idempotencyKey: key(), channelId: 1, amount: '0.001', payerName: 'Demo One' },
  },
  withdrawInfo: { who: 'member', valid: v({}), invalid: 'no-token' },
  withdrawRequest: {
    who: 'member',
    valid: async (s) => ({ idempotencyKey: key(), cardId: (await call(s.app, 'withdrawInfo', {}, await login(s.app, 'demo01'))).body.value.cards[0].cardId, amount: '100.00', fundsPassword: DEMO_FUNDS_PASSWORD }),
    invalid: { idempotencyKey: key(), cardId: 1, amount: 100, fundsPassword: 'x' },
  },
  ...recordCases('depositRecords', 'depositDetail', 'approved'),
  ...recordCases('withdrawRecords', 'withdrawDetail', null),
  ...recordCases('transferRecords', 'transferDetail', 'success'),
  ...recordCases('betRecords', 'betDetail', null),
  ...recordCases('rewardRecords', 'rewardDetail', null),

  login: { who: 'guest', valid: v({ username: 'demo00', password: 'Demo@1234', type: 'username' }), invalid: { password: 'x' } },
  logout: { who: 'member', valid: v({}), invalid: 'no-token' },
  testPlay: { who: 'guest', valid: v({ moduleId: 'COMM3' }), invalid: { moduleId: 7 } },
  trialAccount: { who: 'guest', valid: v({}), invalid: null },
  rememberLogin: {
    who: 'guest',
    valid: async (s) => {
      const res = await call(s.app, 'login', { username: 'demo00', password: 'Demo@1234', remember: true, deviceId: DEVICE });
      return { username: 'demo00', rememberToken: res.body.value.rememberToken, deviceId: DEVICE };
    },
    invalid: { username: 'demo00', rememberToken: 'short', deviceId: DEVICE },
  },
  rememberForget: { who: 'guest', valid: v({ rememberToken: 'A'.repeat(43) }), invalid: { rememberToken: 'A'.repeat(44) } },
  registerSettings: { who: 'guest', valid: v({}), invalid: null },
  validationSettings: { who: 'guest', valid: v({}), invalid: null },
  usernameAvailable: { who: 'guest', valid: v({ username: 'someone1' }), invalid: {} },
  verification: { who: 'guest', valid: v({ mobileNum: '9170000001', verificationCode: '123456' }), invalid: { mobileNum: 'abc', verificationCode: '1' } },
  captcha: { who: 'guest', valid: v({}), invalid: null },
  invitationCode: { who: 'guest', valid: v({ code: 'AGENT01', domain: 'm.ttslot.com' }), invalid: { domain: 'x' } },
  registerByUsername: {
    who: 'guest',
    valid: async (s) => {
      const c = await lastCaptcha(s.app);
      return { username: 'contract01', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', captcha: c.code, captchaId: c.captchaId, type: 0, registerMethod: 'H5' };
    },
    invalid: { username: 'contract02', password: 'Passw0rd!', type: 3 },
  },
  registerByMobile: {
    who: 'guest',
    valid: async (s) => {
      const code = await smsCode(s.app, '9171110001');
      const c = await lastCaptcha(s.app);
      return { mobileNum: '9171110001', countryDialingCode: '63', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code, captcha: c.code, captchaId: c.captchaId, type: 0 };
    },
    invalid: { mobileNum: '9171110002', password: 'Passw0rd!', birthday: '01/02/2000' },
  },
  smsSend: { who: 'guest', valid: v({ mobileNum: '9172220001', countryDialingCode: '63' }), invalid: { mobileNum: '12ab' } },
  changePassword: { who: 'member', valid: v({ oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' }), invalid: { newPassword: 'Demo@5678' } },
  securityOverview: { who: 'member', valid: v({}), invalid: 'no-token' },
  securityEmailCode: { who: 'member', valid: v({ email: 'contract@example.com' }), invalid: { email: 'not-an-address' } },
  securityBindEmail: {
    who: 'member',
    valid: async (s) => ({ email: 'contract@example.com', verificationCode: await emailCode(s.app, 'contract@example.com', await login(s.app, 'demo01')), loginPassword: 'Demo@1234' }),
    invalid: { email: 'contract@example.com', verificationCode: 'abc', loginPassword: 'Demo@1234' },
  },
  securityBindMobile: {
    who: 'member',
    valid: async (s) => ({ mobileNum: '9173330001', countryDialingCode: '63', verificationCode: await smsCode(s.app, '9173330001'), loginPassword: 'Demo@1234' }),
    invalid: { mobileNum: '12ab', verificationCode: '1', loginPassword: 'Demo@1234' },
  },
  securityQuestions: {
    who: 'member',
    valid: v({ loginPassword: 'Demo@1234', answers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'birth_city', answer: 'Cebu' }] }),
    invalid: { loginPassword: 'Demo@1234', answers: [{ questionId: 'first_pet', answer: 'Rex' }] },
  },
  securityPayee: { who: 'member', valid: v({ payeeName: 'Juan Dela Cruz', loginPassword: 'Demo@1234' }), invalid: { payeeName: 'J', loginPassword: '' } },
  securityFundsPassword: {
    who: 'member', valid: v({ oldFundsPassword: DEMO_FUNDS_PASSWORD, newFundsPassword: 'Funds5678', confirmFundsPassword: 'Funds5678' }), invalid: { newFundsPassword: 'Funds5678' },
  },
  securityBankCard: { who: 'member', valid: v({ bankCode: 'BDO', accountNo: '123456789012', fundsPassword: DEMO_FUNDS_PASSWORD }), invalid: { bankCode: 'BDO', accountNo: '12ab', fundsPassword: 'x' } },
  setPasswordByPhone: {
    who: 'guest',
    valid: async (s) => ({ mobileNum: '9170000000', verificationCode: await smsCode(s.app, '9170000000'), newPassword: 'Demo@1234x' }),
    invalid: { mobileNum: '9170000000', newPassword: 'x' },
  },
  forgotPasswordByEmail: { who: 'guest', valid: v({ username: 'demo01', email: 'demo01@example.com' }), invalid: { username: 'demo01' } },
  announcements: { who: 'member', valid: v({ types: 'B,PL,PU,PR,H,A', platform: 'M', merchantCode: 'ttslot' }), invalid: { types: 'B,XX' } },
  announcementRead: { who: 'member', valid: v({ announcementId: 8, read: true }), invalid: { announcementId: 'eight' } },
  notices: { who: 'member', valid: v({ types: 'PL' }), invalid: { types: 'B' } },
  popularAnnouncements: { who: 'guest', valid: v({}), invalid: null },
  systemStatus: { who: 'guest', valid: v({}), invalid: null },
  customerService: { who: 'guest', valid: v({}), invalid: null },
  helpCenter: { who: 'guest', valid: v({ device: 'MOBILE', lang: 'EN' }), invalid: { device: 'TV' } },
  document: { who: 'guest', valid: v({ kind: 'terms', lang: 'EN' }), invalid: { kind: 'cookies' } },
  setTemplate: { who: 'guest', valid: v({}), invalid: null },
  chatLaunch: { who: 'member', valid: v({ b2c: '1', language: 'EN', backUrl: '/m/message', title: 'Chat' }), invalid: { b2c: '2' } },
  chatUnread: { who: 'member', valid: v({}), invalid: 'no-token' },
  inboxUnread: { who: 'member', valid: v({}), invalid: 'no-token' },
  liveModels: { who: 'guest', valid: v({ active: 1, streaming: 0 }), invalid: { active: 2, streaming: 0 } },
  inboxList: { who: 'member', valid: v({ pageNo: 1, pageSize: 20, language: 'TY' }), invalid: { pageSize: 0 } },
  inboxRead: { who: 'member', valid: async (s) => ({ messageId: (await inboxIds(s))[0], language: 'EN' }), invalid: { messageId: 'one' } },
  inboxDelete: { who: 'member', valid: async (s) => ({ messageId: (await inboxIds(s)).at(-1) }), invalid: { messageId: 0 } },
  memberInfo: { who: 'member', valid: v({}), invalid: 'no-token' },
  headIcon: { who: 'member', valid: v({}), invalid: 'no-token' },
  headIconSave: { who: 'member', valid: v({ iconId: 'panda' }), invalid: { iconId: 'Not An Id!' } },
  affiliateCode: { who: 'member', valid: v({ moduleId: 'COMM3' }), invalid: { moduleId: 'AFFILIATE' } },
  wallet: { who: 'member', valid: v({}), invalid: 'no-token' },
  deposit: { who: 'member', valid: v({}), invalid: 'no-token' },
  contractDailySalary: { who: 'agent', valid: v({}), invalid: 'no-token' },
  contractDividend: { who: 'agent', valid: v({}), invalid: 'no-token' },
  teamKpi: { who: 'agent', valid: v({ startDate: today, endDate: today, size: 0 }), invalid: { startDate: 'today' } },
  contractTerms: { who: 'agent', valid: v({ kind: 'daily' }), invalid: { kind: 'weekly' } },
  contractAnswer: { who: 'agent', valid: v({ kind: 'hourly', accept: false }), invalid: { kind: 'hourly' } },
  teamOverview: { who: 'agent', valid: v({ startDate: today, endDate: today }), invalid: { startDate: 'today', endDate: today } },
  teamMembers: { who: 'agent', valid: v({ userName: 'team', pageNo: 1, pageSize: 20 }), invalid: { pageNo: 0 } },
  teamTransactions: { who: 'agent', valid: v({ startDate: today, endDate: today, pageNo: 1, pageSize: 20 }), invalid: { startDate: today } },
  teamPnl: { who: 'agent', valid: v({ startDate: today, endDate: today }), invalid: { endDate: today } },
  teamBets: { who: 'agent', valid: v({ startDate: today, endDate: today, pageSize: 100 }), invalid: { startDate: today, endDate: today, pageSize: 1000 } },
  agentRegisterSettings: { who: 'agent', valid: v({}), invalid: 'no-token' },
  agentRegister: {
    who: 'agent', invalid: { username: 'contract02' },
    valid: async (s) => {
      const c = await lastCaptcha(s.app);
      return { username: `contract${(opened += 1)}`, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', rebateRate: '1.5', captcha: c.code, captchaId: c.captchaId };
    },
  },
  teamDividends: { who: 'agent', valid: v({ startDate: today, endDate: today }), invalid: { startDate: '2025-13', endDate: today } },
  redRainSchedule: { who: 'agent', valid: v({ language: 'TY' }), invalid: { language: 'x'.repeat(9) } },
  redRainClaims: { who: 'agent', valid: v({ pageNo: 1, pageSize: 20, language: 'AR' }), invalid: { pageSize: 0 } },
  redRainGrab: { who: 'agent', valid: async (s) => ({ eventId: await liveRain(s), idempotencyKey: key() }), invalid: { eventId: 0, idempotencyKey: key() } },
  agentRebate: { who: 'agent', valid: v({}), invalid: 'no-token' },
  agentRebateClaim: { who: 'agent', valid: () => ({ idempotencyKey: key() }), invalid: { idempotencyKey: 'short' } },
  agentRebateHistory: { who: 'agent', valid: v({ pageNo: 1, pageSize: 20 }), invalid: { pageSize: 0 } },
  teamRebate: { who: 'agent', valid: v({ pageNo: 1, pageSize: 20 }), invalid: { periodStart: '2025-13' } },
  promotions: { who: 'member', valid: v({ category: 'slots' }), invalid: { category: 'x'.repeat(100) } },
  promotionJoin: { who: 'member', valid: v({ promotionId: 2 }), invalid: { promotionId: 0 } },
  rewardApplications: { who: 'member', valid: v({}), invalid: 'no-token' },
  rewardApply: { who: 'member', valid: () => ({ promotionId: 1, remarks: 'Please', pictures: [new File([PNG_BYTES], 'a.png', { type: 'image/png' })] }), invalid: { promotionId: 0 } },
  rewardUnclaimed: { who: 'member', valid: v({}), invalid: 'no-token' },
  vendorTypes: { who: 'guest', valid: v({ typeId: 1, merchantCode: 'ttslot' }), invalid: { typeId: 2, merchantCode: 'ttslot' } },
  vendorSorting: { who: 'guest', valid: v({}), invalid: null },
  vendorMapping: { who: 'guest', valid: v({ merchantCode: 'ttslot' }), invalid: {} },
  gameClassify: { who: 'guest', valid: v({ gameType: 'RNG' }), invalid: { gameType: 'CARDS' } },
  gameList: { who: 'guest', valid: v({ merchant: 'ttslot', platform: 'html5', gameType: 'RNG', pageNo: 1, pageSize: 25, language: 'EN', clientType: 2 }), invalid: { pageNo: 0 } },
  favouriteAdd: { who: 'member', valid: v({ nodeId: '100001', vendor: 'PG' }), invalid: { vendor: 'PG' } },
  favouriteRemove: { who: 'member', valid: v({ nodeId: '100001', vendor: 'PG' }), invalid: { vendor: 'PG' } },
  favouriteIds: { who: 'member', valid: v({ pageNo: 1, pageSize: 100 }), invalid: { pageSize: 1000 } },
  favouriteList: { who: 'member', valid: v({ pageNo: 1, pageSize: 25, gameType: 'RNG', language: 'EN' }), invalid: { pageNo: 'x' } },
  recentAdd: { who: 'member', valid: v({ nodeId: '100002', vassalage: 'PG', gameType: 'RNG', page: 1, pageSize: 25, language: 'EN', clientType: 2 }), invalid: { nodeId: '100002', vendor: 'PG' } },
  recentList: { who: 'member', valid: v({ page: 1, pageSize: 25, gameType: 'RNG', vassalage: 'PG', language: 'EN', clientType: 2 }), invalid: { page: 1, pageSize: 25, language: 'EN' } },
  hotGames: { who: 'guest', valid: v({ merchantCode: 'ttslot', isPlatform: 2, language: 'EN', platform: 'html5' }), invalid: { isPlatform: 'two' } },
  hotMatches: { who: 'guest', valid: v({}), invalid: null },
  vnLottery: { who: 'guest', valid: v({ region: 'SOUTH', language: 'EN' }), invalid: { region: 'WEST' } },
  sportsMatches: { who: 'guest', valid: v({ vassalage: 'SABA', language: 'EN' }), invalid: {} },
  winnerBoard: { who: 'guest', valid: v({ size: 10 }), invalid: { size: 0 } },
  lotteryDraws: { who: 'guest', valid: v({ vassalage: 'TCG_SEA' }), invalid: { vassalage: 'x'.repeat(40) } },
  partners: { who: 'guest', valid: v({}), invalid: null },
  rewardList: { who: 'member', valid: v({ language: 'EN' }), invalid: { language: 'x'.repeat(9) } },
  rewardClaim: {
    who: 'member',
    valid: async (s) => ({ rewardId: (await call(s.app, 'rewardList', {}, await login(s.app, 'demo01'))).body.value.unclaimed[0].id, idempotencyKey: 'contract-claim-0001' }),
    invalid: { rewardId: 1, idempotencyKey: 'short' },
  },
  signInStatus: { who: 'member', valid: v({}), invalid: 'no-token' },
  signIn: { who: 'member', valid: v({ idempotencyKey: 'contract-sign-in-0001' }), invalid: {} },
  rebateStatus: { who: 'member', valid: v({}), invalid: 'no-token' },
  rebateClaim: { who: 'member', valid: v({ category: 'RNG', idempotencyKey: 'contract-rebate-0001' }), invalid: { category: 'CARDS', idempotencyKey: 'contract-rebate-0002' } },
  vipLevels: { who: 'member', valid: v({}), invalid: null },
  launchGame: { who: 'member', valid: v({ gameType: 'RNG', vassalage: 'PG', gameId: 'PG_0001', nodeId: '100001', freeplay: 0 }), invalid: { gameId: 'PG_0001' } },
  launchLottery: { who: 'member', valid: v({ vassalage: 'TCG_LOTTO_VN', prizeMode: 'Elott', playType: 'ent' }), invalid: { vassalage: 'TCG_SEA', prizeMode: 'Other' } },
};

/** Downline accounts opened by the agentRegister case: each valid request names a new one. */
let opened = 100;

describe('sandbox contract (SPEC 7)', () => {
  let s: TestSandbox;
  const tokens: Partial<Record<Who, string>> = {};
  const validators = createValidators();

  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
    tokens.member = await login(s.app, 'demo01');
    tokens.agent = await login(s.app, 'agent01', 'Agent@1234');
  });
  afterAll(() => s.close());

  it('covers every endpoint of the contract', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  // changePassword runs as demo02, securityFundsPassword as demo00 and logout with its own session, so other cases keep demo01's token and funds password.
  const tokenFor = async (name: EndpointName, who: Who, valid = true): Promise<string | undefined> => {
    if (valid && name === 'changePassword') return login(s.app, 'demo02');
    if (valid && name === 'logout') return login(s.app, 'demo00');
    if (valid && name === 'securityFundsPassword') return login(s.app, 'demo00');
    return who === 'guest' ? undefined : tokens[who];
  };

  for (const [name, c] of Object.entries(CASES) as [EndpointName, Case][]) {
    const ep = CONTRACT[name];
    it(`${ep.method} ${ep.path} (${name}): a valid request gets a schema-valid ${ep.response}`, async () => {
      const res = await call(s.app, name, await c.valid(s), await tokenFor(name, c.who));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      const check = validators.strict(ep.family, ep.response);
      expect(check(res.body), JSON.stringify(check.errors)).toBe(true);
    });

    if (c.invalid !== null) {
      it(`${ep.method} ${ep.path} (${name}): an invalid request gets a 4xx with a reason`, async () => {
        const res = c.invalid === 'no-token' ? await call(s.app, name, await c.valid(s)) : await call(s.app, name, c.invalid as Record<string, unknown>, await tokenFor(name, c.who, false));
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.success).toBe(false);
        expect(typeof res.body.code).toBe('string');
        expect(res.body.message.length).toBeGreaterThan(0);
        const check = validators.strict('common', 'ErrorResponse');
        expect(check(res.body), JSON.stringify(check.errors)).toBe(true);
      });
    }
  }

  it('answers each vendor\'s game types: the classify codes its seeded games carry, vendors in sorting order', async () => {
    const types = (await call(s.app, 'vendorTypes', { typeId: 1, merchantCode: 'ttslot' })).body.value as { vassalage: string; gameTypes: { caId: string }[] }[];
    const sorting = (await call(s.app, 'vendorSorting')).body.value as { vendorNames: { vassalage: string }[] }[];
    expect(new Set(types.map((t) => t.vassalage))).toStrictEqual(new Set(sorting.flatMap((c) => c.vendorNames.map((n) => n.vassalage))));
    const total = async (query: Record<string, unknown>): Promise<number> => (await call(s.app, 'gameList', { ...query, pageSize: 1 })).body.value.total as number;
    for (const vendor of types.slice(0, 4)) {
      // each game carries one code, so the vendor's games are exactly those of its types, none empty
      const counts = await Promise.all(vendor.gameTypes.map((g) => total({ vassalage: vendor.vassalage, gameClassify: g.caId })));
      expect(counts.every((n) => n > 0), vendor.vassalage).toBe(true);
      expect(counts.reduce((a, b) => a + b, 0), vendor.vassalage).toBe(await total({ vassalage: vendor.vassalage }));
    }
  });

  it('answers malformed JSON, unknown paths and oversized fields with a 4xx, never a crash', async () => {
    const bad = await s.app.inject({ method: 'POST', url: ENDPOINTS.login.path, headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).success).toBe(false);
    const unknown = await s.app.inject({ method: 'GET', url: '/wps/does/not/exist' });
    expect(unknown.statusCode).toBe(404);
    const long = await call(s.app, 'login', { username: 'x'.repeat(500), password: 'y' });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/username/);
    const array = await s.app.inject({ method: 'POST', url: ENDPOINTS.login.path, payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    const ok = await call(s.app, 'systemStatus');
    expect(ok.status).toBe(200);
  });
});
