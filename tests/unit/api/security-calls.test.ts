// @vitest-environment node
// Node's own Web Crypto: jose refuses jsdom's Uint8Array (another realm), as in wallet-calls.test.ts.
/** The security centre's calls as the front end sends them (SPEC 7 security): every secret sealed, every refusal shown by the screen. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublicKey } from '../../../src/api/encryption.ts';
import {
  bindBankCard, bindEmail, bindMobile, bindPayee, securityOverview, sendEmailCode, setFundsPassword, setSecurityQuestions,
} from '../../../src/api/security.ts';
import { makeSealingKey, type SealingKey } from './sealing-key.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-security-0123456789';
let platform: StubPlatform;
let key: SealingKey;

beforeAll(async () => {
  key = await makeSealingKey('security-test-key');
});

beforeEach(() => {
  platform = installStubPlatform(() => TOKEN);
});

const opened = (body: unknown) => key.fields(body);

const refusal = { success: false, code: 'SECURITY_REFUSED', message: 'wrong password' };
const overview = { email: 'd***@example.com', mobile: null, fundsPassword: true };

const sealedCalls = [
  {
    name: 'binding an e-mail address', url: '/wps/security/email', secret: 'Login1234',
    send: (key: PublicKey | undefined) => bindEmail({ email: 'demo@example.com', verificationCode: '123456', loginPassword: 'Login1234' }, key),
    fields: { email: 'demo@example.com', verificationCode: '123456', loginPassword: 'Login1234' },
  },
  {
    name: 'binding a mobile number', url: '/wps/security/mobile', secret: 'Login1234',
    send: (key: PublicKey | undefined) => bindMobile({ mobileNum: '9170000000', countryDialingCode: '63', verificationCode: '654321', loginPassword: 'Login1234' }, key),
    fields: { mobileNum: '9170000000', countryDialingCode: '63', verificationCode: '654321', loginPassword: 'Login1234' },
  },
  {
    name: 'setting the security questions', url: '/wps/security/questions', secret: 'Login1234',
    send: (key: PublicKey | undefined) => setSecurityQuestions({
      loginPassword: 'Login1234',
      answers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'birth_city', answer: 'Manila' }],
    }, key),
    fields: { loginPassword: 'Login1234', answers: [{ questionId: 'first_pet', answer: 'Rex' }, { questionId: 'birth_city', answer: 'Manila' }] },
  },
  {
    name: 'binding the payee name', url: '/wps/security/payee', secret: 'Login1234',
    send: (key: PublicKey | undefined) => bindPayee({ payeeName: 'Demo One', loginPassword: 'Login1234' }, key),
    fields: { payeeName: 'Demo One', loginPassword: 'Login1234' },
  },
  {
    name: 'setting the funds password', url: '/wps/security/funds-password', secret: 'Funds1234',
    send: (key: PublicKey | undefined) => setFundsPassword({ newFundsPassword: 'Funds1234', confirmFundsPassword: 'Funds1234', loginPassword: 'Login1234' }, key),
    fields: { newFundsPassword: 'Funds1234', confirmFundsPassword: 'Funds1234', loginPassword: 'Login1234' },
  },
  {
    name: 'binding a bank card', url: '/wps/security/bank-card', secret: 'Funds1234',
    send: (key: PublicKey | undefined) => bindBankCard({ bankCode: 'BDO', accountNo: '001234567890', fundsPassword: 'Funds1234' }, key),
    fields: { bankCode: 'BDO', accountNo: '001234567890', fundsPassword: 'Funds1234' },
  },
];

describe('security centre calls', () => {
  it('asks for the security overview with the token and answers it', async () => {
    platform.answer(overview);
    await expect(securityOverview()).resolves.toStrictEqual(overview);
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/security/overview', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('leaves a refused overview to the screen: nothing on the general error path', async () => {
    platform.reply(refusal);
    await expect(securityOverview()).rejects.toMatchObject({ code: 'SECURITY_REFUSED', message: 'wrong password' });
    expect(platform.onError).not.toHaveBeenCalled();
  });

  it('sends an e-mail code to the address without surrounding spaces and answers when another may be asked for', async () => {
    platform.answer({ expirationTime: 1_764_150_000_000, other: 1 });
    await expect(sendEmailCode('  demo@example.com \n')).resolves.toBe(1_764_150_000_000);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/security/email/code' });
    expect(platform.last().data).toStrictEqual({ email: 'demo@example.com' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('leaves a refused e-mail code to the screen: nothing on the general error path', async () => {
    platform.reply(refusal);
    await expect(sendEmailCode('demo@example.com')).rejects.toMatchObject({ code: 'SECURITY_REFUSED' });
    expect(platform.onError).not.toHaveBeenCalled();
  });

  it.each(sealedCalls)('seals $name for the key given and never sends the secret in clear', async ({ send, url, secret, fields }) => {
    platform.answer(overview);
    await expect(send(key.publicKey)).resolves.toStrictEqual(overview);
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'POST', url });
    expect(platform.last().headers['Encryption']).toBe('security-test-key');
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
    expect(JSON.stringify(platform.last().data)).not.toContain(secret);
    expect(await opened(platform.last().data)).toStrictEqual(fields);
  });

  it.each(sealedCalls)('leaves a refusal of $name to the screen: nothing on the general error path', async ({ send }) => {
    platform.reply(refusal);
    await expect(send(key.publicKey)).rejects.toMatchObject({ code: 'SECURITY_REFUSED', message: 'wrong password' });
    expect(platform.sent).toHaveLength(1);
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
