/**
 * The security centre's platform side (SPEC 6, 7 security; DESIGN 4): secrets only
 * in encrypted bodies where login needs them, wrong passwords, codes that expire and die after
 * wrong guesses, guarded guesses, trial accounts refused.
 */
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../src/api/endpoints.ts';
import { secretDelayMs } from '../../../scripts/sandbox/secret-guard.ts';
import { call, control, emailCode, login, smsCode, startSandbox, trial, type TestSandbox } from './helpers.ts';

const PASSWORD = 'Demo@1234';
const memberId = (s: TestSandbox, username: string): number =>
  (s.app.sandbox.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', username) as { id: number }).id;

describe('security centre: encrypted bodies (DESIGN 4)', () => {
  let s: TestSandbox;
  let jwk: JWK;
  beforeAll(async () => {
    s = await startSandbox({ requireEncryption: true, rateLimits: false });
    jwk = (await call(s.app, 'systemStatus')).body.value.info.publicKey.jwk as JWK;
  });
  afterAll(() => s.close());

  const sealed = async (name: EndpointName, payload: Record<string, unknown>, token?: string) => {
    const key = await importJWK(jwk, 'RSA-OAEP-256');
    const data = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ ...payload, ts: Date.now(), nonce: randomUUID() })))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' }).encrypt(key);
    const res = await s.app.inject({ method: 'POST', url: ENDPOINTS[name].path, headers: { encryption: 'JWE', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, payload: { data } });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const sealedLogin = async (username: string): Promise<string> => (await sealed('login', { username, password: PASSWORD })).body.value.token as string;

  it('refuses a plain body on every call that carries a secret, as login does, and takes the sealed one', async () => {
    const secretCalls: EndpointName[] = ['securityBindEmail', 'securityBindMobile', 'securityQuestions', 'securityPayee', 'securityFundsPassword', 'securityBankCard'];
    for (const name of secretCalls) expect(ENDPOINTS[name]).toMatchObject({ encrypted: true });
    const token = await sealedLogin('demo00');
    const plain = await call(s.app, 'securityPayee', { payeeName: 'Maria Santos', loginPassword: PASSWORD }, token);
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('DECRYPTION_FAILED');
    const ok = await sealed('securityPayee', { payeeName: 'Maria Santos', loginPassword: PASSWORD }, token);
    expect(ok.body).toMatchObject({ success: true, value: { payeeName: 'Maria Santos' } });
  });

  it('binds a phone with the SMS code in a sealed body; the overview shows it masked', async () => {
    const token = await sealedLogin('demo02');
    const code = await smsCode(s.app, '9175550123');
    const res = await sealed('securityBindMobile', { mobileNum: '9175550123', countryDialingCode: '63', verificationCode: code, loginPassword: PASSWORD }, token);
    expect(res.body.value).toMatchObject({ mobile: '9175****123', mobileVerified: true });
    expect(JSON.stringify((await call(s.app, 'securityOverview', {}, token)).body)).not.toContain('9175550123');
  });
});

describe('security centre: checks', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: { loginDelayBaseMs: 5, loginDelayCapMs: 20, secretChecksPerClient: 1000, smsVerifyPerMobile: 1000, smsPerMobile: 1000 } });
  });
  afterAll(() => s.close());

  it('refuses a wrong login password with its field, and slows the next guess as login does', async () => {
    const token = await login(s.app, 'demo00');
    expect(secretDelayMs(s.app.sandbox, 'login-password', memberId(s, 'demo00'))).toBe(0);
    const res = await call(s.app, 'securityPayee', { payeeName: 'Pedro Reyes', loginPassword: 'Wrong@1234' }, token);
    expect(res.body).toMatchObject({ success: false, code: 'PASSWORD_INCORRECT', value: { field: 'loginPassword' } });
    expect(secretDelayMs(s.app.sandbox, 'login-password', memberId(s, 'demo00'))).toBeGreaterThan(0);
    expect((await call(s.app, 'securityOverview', {}, token)).body.value.payeeName).toBe('');
    expect((await call(s.app, 'securityPayee', { payeeName: 'Pedro Reyes', loginPassword: PASSWORD }, token)).body.success).toBe(true);
    expect(secretDelayMs(s.app.sandbox, 'login-password', memberId(s, 'demo00'))).toBe(0);
  });

  it('binds the payee once: a second name is for customer service', async () => {
    const token = await login(s.app, 'demo00');
    const again = await call(s.app, 'securityPayee', { payeeName: 'Someone Else', loginPassword: PASSWORD }, token);
    expect(again.body).toMatchObject({ success: false, code: 'FIELD_INVALID', value: { field: 'payeeName' } });
    expect((await call(s.app, 'securityOverview', {}, token)).body.value.payeeName).toBe('Pedro Reyes');
  });

  it('binds an e-mail with the code sent to it; a code for another address does not work', async () => {
    const token = await login(s.app, 'demo01');
    const code = await emailCode(s.app, 'new.one@example.com', token);
    const other = await call(s.app, 'securityBindEmail', { email: 'other@example.com', verificationCode: code, loginPassword: PASSWORD }, token);
    expect(other.body).toMatchObject({ success: false, code: 'VERIFICATION_CODE_ERROR' });
    const ok = await call(s.app, 'securityBindEmail', { email: 'new.one@example.com', verificationCode: code, loginPassword: PASSWORD }, token);
    expect(ok.body.value).toMatchObject({ email: 'n***@example.com', emailVerified: true });
    // the code is spent
    expect((await call(s.app, 'securityBindEmail', { email: 'new.one@example.com', verificationCode: code, loginPassword: PASSWORD }, token)).body.success).toBe(false);
  });

  it('refuses an expired code (5 minutes on the sandbox clock)', async () => {
    const token = await login(s.app, 'demo01');
    const code = await smsCode(s.app, '9176660001');
    await control(s.app, '/__sandbox/clock', { now: new Date(Date.now() + 6 * 60_000).toISOString() });
    try {
      const res = await call(s.app, 'securityBindMobile', { mobileNum: '9176660001', verificationCode: code, loginPassword: PASSWORD }, token);
      expect(res.body).toMatchObject({ success: false, code: 'VERIFICATION_CODE_ERROR', value: { field: 'verificationCode' } });
    } finally {
      await control(s.app, '/__sandbox/clock', { now: null });
    }
  });

  it('kills a code after 5 wrong guesses: the right one then fails too', async () => {
    const token = await login(s.app, 'demo01');
    const code = await smsCode(s.app, '9176660002');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await call(s.app, 'securityBindMobile', { mobileNum: '9176660002', verificationCode: wrong, loginPassword: PASSWORD }, token)).body.success).toBe(false);
    }
    const late = await call(s.app, 'securityBindMobile', { mobileNum: '9176660002', verificationCode: code, loginPassword: PASSWORD }, token);
    expect(late.body).toMatchObject({ success: false, code: 'VERIFICATION_CODE_ERROR' });
  });

  it('refuses a number bound to another account, only to whoever holds its code', async () => {
    const token = await login(s.app, 'demo02');
    const res = await call(s.app, 'securityBindMobile', { mobileNum: '9170000001', verificationCode: await smsCode(s.app, '9170000001'), loginPassword: PASSWORD }, token);
    expect(res.body).toMatchObject({ success: false, code: 'FIELD_INVALID', value: { field: 'mobileNum' } });
  });

  it('sets two different security questions; replacing them needs the current answers, checked without case', async () => {
    const token = await login(s.app, 'agent01', 'Agent@1234');
    const same = await call(s.app, 'securityQuestions', { loginPassword: 'Agent@1234', answers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'first_pet', answer: 'Max' }] }, token);
    expect(same.body).toMatchObject({ success: false, value: { field: 'answers' } });
    const set = await call(s.app, 'securityQuestions', { loginPassword: 'Agent@1234', answers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'birth_city', answer: 'Cebu City' }] }, token);
    expect(set.body.value.questions).toEqual(['first_pet', 'birth_city']);
    expect(JSON.stringify(set.body)).not.toContain('Rex');
    const next = [{ questionId: 'first_job', answer: 'Cashier' }, { questionId: 'first_school', answer: 'San Jose' }];
    const without = await call(s.app, 'securityQuestions', { loginPassword: 'Agent@1234', answers: next }, token);
    expect(without.body).toMatchObject({ success: false, code: 'PASSWORD_INCORRECT', value: { field: 'currentAnswers' } });
    const wrong = await call(s.app, 'securityQuestions', { loginPassword: 'Agent@1234', answers: next, currentAnswers: [{ questionId: 'first_pet', answer: 'Max' }, { questionId: 'birth_city', answer: 'Cebu City' }] }, token);
    expect(wrong.body).toMatchObject({ success: false, value: { field: 'currentAnswers' } });
    expect(secretDelayMs(s.app.sandbox, 'answers', memberId(s, 'agent01'))).toBeGreaterThan(0);
    const right = await call(s.app, 'securityQuestions', { loginPassword: 'Agent@1234', answers: next, currentAnswers: [{ questionId: 'birth_city', answer: '  cebu   CITY ' }, { questionId: 'first_pet', answer: 'REX' }] }, token);
    expect(right.body.value.questions).toEqual(['first_job', 'first_school']);
  });

  it('sets the first funds password with the login password: weak ones, a mismatch and the login password itself are refused', async () => {
    const token = await login(s.app, 'demo02');
    const set = (input: Record<string, unknown>) => call(s.app, 'securityFundsPassword', input, token);
    expect((await set({ newFundsPassword: 'Fund9', confirmFundsPassword: 'Fund9', loginPassword: PASSWORD })).body).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'newFundsPassword' } });
    expect((await set({ newFundsPassword: 'abcdefgh', confirmFundsPassword: 'abcdefgh', loginPassword: PASSWORD })).body).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'newFundsPassword' } });
    expect((await set({ newFundsPassword: 'Fund9876', confirmFundsPassword: 'Fund9877', loginPassword: PASSWORD })).body).toMatchObject({ value: { field: 'confirmFundsPassword' } });
    expect((await set({ newFundsPassword: PASSWORD, confirmFundsPassword: PASSWORD, loginPassword: PASSWORD })).body).toMatchObject({ value: { field: 'newFundsPassword' } });
    expect((await set({ newFundsPassword: 'Fund9876', confirmFundsPassword: 'Fund9876', loginPassword: 'Wrong@1234' })).body).toMatchObject({ code: 'PASSWORD_INCORRECT', value: { field: 'loginPassword' } });
    expect((await call(s.app, 'securityOverview', {}, token)).body.value.fundsPasswordSet).toBe(false);
    expect((await set({ newFundsPassword: 'Fund9876', confirmFundsPassword: 'Fund9876', loginPassword: PASSWORD })).body.value.fundsPasswordSet).toBe(true);
  });

  it('changes the funds password only with the current one; wrong guesses are slowed as login is', async () => {
    const token = await login(s.app, 'demo02');
    const id = memberId(s, 'demo02');
    const wrong = await call(s.app, 'securityFundsPassword', { oldFundsPassword: 'Fund0000', newFundsPassword: 'Fund1111', confirmFundsPassword: 'Fund1111' }, token);
    expect(wrong.body).toMatchObject({ success: false, code: 'FUNDS_PASSWORD_INCORRECT', value: { field: 'oldFundsPassword' } });
    expect(secretDelayMs(s.app.sandbox, 'funds-password', id)).toBeGreaterThan(0);
    const noOld = await call(s.app, 'securityFundsPassword', { newFundsPassword: 'Fund1111', confirmFundsPassword: 'Fund1111', loginPassword: PASSWORD }, token);
    expect(noOld.body).toMatchObject({ code: 'FUNDS_PASSWORD_INCORRECT' });
    const ok = await call(s.app, 'securityFundsPassword', { oldFundsPassword: 'Fund9876', newFundsPassword: 'Fund1111', confirmFundsPassword: 'Fund1111' }, token);
    expect(ok.body.success).toBe(true);
    expect(secretDelayMs(s.app.sandbox, 'funds-password', id)).toBe(0);
  });

  it('binds a bank card in the payee\'s name with the funds password; a withdrawal then offers it', async () => {
    const token = await login(s.app, 'demo02');
    const card = { bankCode: 'BPI', accountNo: '556677889900', fundsPassword: 'Fund1111' };
    expect((await call(s.app, 'securityBankCard', card, token)).body).toMatchObject({ success: false, value: { field: 'payeeName' } });
    await call(s.app, 'securityPayee', { payeeName: 'Demo Two', loginPassword: PASSWORD }, token);
    expect((await call(s.app, 'securityBankCard', { ...card, fundsPassword: 'Fund2222' }, token)).body).toMatchObject({ code: 'FUNDS_PASSWORD_INCORRECT', value: { field: 'fundsPassword' } });
    expect((await call(s.app, 'securityBankCard', { ...card, bankCode: 'NOPE' }, token)).body).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'bankCode' } });
    const bound = await call(s.app, 'securityBankCard', card, token);
    expect(bound.body.value.bankCards).toEqual([{ cardId: expect.any(Number), bankCode: 'BPI', bankName: 'Bank of the Philippine Islands', accountName: 'Demo Two', maskedNo: '**** 9900' }]);
    expect(JSON.stringify(bound.body)).not.toContain('556677889900');
    const info = await call(s.app, 'withdrawInfo', {}, token);
    expect(info.body.value).toMatchObject({ hasFundsPassword: true, cards: bound.body.value.bankCards });
  });

  it('refuses a trial account on every call (free_reject, SPEC 6)', async () => {
    const token = await trial(s.app);
    for (const [name, input] of [
      ['securityOverview', {}], ['securityEmailCode', { email: 'trial@example.com' }],
      ['securityPayee', { payeeName: 'Trial Person', loginPassword: 'x' }],
      ['securityFundsPassword', { newFundsPassword: 'Fund1234', confirmFundsPassword: 'Fund1234', loginPassword: 'x' }],
      ['securityBankCard', { bankCode: 'BDO', accountNo: '123456789', fundsPassword: 'x' }],
      ['securityQuestions', { loginPassword: 'x', answers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'first_job', answer: 'Cook' }] }],
    ] as const) {
      const res = await call(s.app, name, input, token);
      expect([name, res.status, res.body.code]).toEqual([name, 403, 'free_reject']);
    }
  });

  it('caps the secret checks of one client per window', async () => {
    const capped = await startSandbox({ rateLimits: { secretChecksPerClient: 2, loginDelayBaseMs: 1, loginDelayCapMs: 2 } });
    try {
      const token = await login(capped.app, 'demo00');
      const tryOnce = () => call(capped.app, 'securityPayee', { payeeName: 'Ana Cruz', loginPassword: 'Wrong@1' }, token);
      expect((await tryOnce()).status).toBe(200);
      expect((await tryOnce()).status).toBe(200);
      expect((await tryOnce())).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    } finally {
      await capped.close();
    }
  });
});
