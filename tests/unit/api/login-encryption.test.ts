// @vitest-environment node
// Node's own Web Crypto and TextEncoder: jsdom's Uint8Array is another realm's, which jose refuses.
import type { AxiosRequestConfig } from 'axios';
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../src/api/client.ts';
import type { PublicKey } from '../../../src/api/encryption.ts';
import { changePassword, setPasswordByPhone } from '../../../src/api/password.ts';
import { register } from '../../../src/api/register.ts';
import { login } from '../../../src/api/session.ts';

interface Sent {
  method: string;
  url: string;
  data: unknown;
  headers: Record<string, unknown>;
}

const sent: Sent[] = [];
let privateKey: CryptoKey;
let publicKey: PublicKey;
const session = { token: 'tok-0123456789abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1 as const, firstTimeLogin: false, read: true };
const answer = { ...session, agent: false, expirationTime: 0 };

beforeAll(async () => {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  privateKey = pair.privateKey as CryptoKey;
  const jwk = await exportJWK(pair.publicKey);
  publicKey = { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'test-key', jwk: { kty: 'RSA', n: jwk.n ?? '', e: jwk.e ?? '' }, spki: '' } as PublicKey;
  http.defaults.adapter = async (config: AxiosRequestConfig) => {
    const headers = (config.headers as { toJSON?: () => Record<string, unknown> } | undefined)?.toJSON?.() ?? {};
    sent.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', data: config.data, headers });
    const value = config.url === '/wps/system/status' ? { info: { publicKey } } : answer;
    return { data: { success: true, value }, status: 200, statusText: 'OK', headers: {}, config: config as never };
  };
});
// each test reads only its own calls, in whatever order the tests run
beforeEach(() => { sent.length = 0; });

describe('login as the front end sends it (SPEC 7, DESIGN 4)', () => {
  it('R7-1 R7-2 login is POST /wps/session/login with an encrypted body and the Encryption header', async () => {
    await login({ username: 'demo01', password: 'Demo@1234', type: 'username', remember: true }, publicKey);
    const [request] = sent;
    expect(request).toMatchObject({ method: 'POST', url: '/wps/session/login' });
    expect(request?.headers['Encryption']).toBe('test-key');
    const jwe = (request?.data as string | undefined) === undefined ? '' : (JSON.parse(request?.data as string) as { data: string }).data;
    const { plaintext } = await compactDecrypt(jwe, privateKey);
    const payload = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
    expect(payload).toMatchObject({ username: 'demo01', password: 'Demo@1234', remember: true, geetest: false });
    expect(typeof payload['ts']).toBe('number');
    expect(typeof payload['nonce']).toBe('string');
    expect(jwe).not.toContain('Demo@1234');
  });

  it('R7-1 without the key at hand, the body is sealed for the key the system status publishes', async () => {
    await login({ username: 'demo01', password: 'Demo@1234', type: 'username' }, undefined);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /wps/system/status', 'POST /wps/session/login']);
    const jwe = (JSON.parse(sent[1]?.data as string) as { data: string }).data;
    const { plaintext } = await compactDecrypt(jwe, privateKey);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toMatchObject({ username: 'demo01', password: 'Demo@1234' });
  });

  async function opened(request: Sent | undefined): Promise<Record<string, unknown>> {
    const jwe = (JSON.parse(request?.data as string) as { data: string }).data;
    const { plaintext } = await compactDecrypt(jwe, privateKey);
    return JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
  }

  it('R7-10 change password (v2) is POST with oldPassword, newPassword and confirmNewPassword, sealed', async () => {
    await changePassword({ oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' }, publicKey);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/password/change/v2' });
    expect(sent[0]?.headers['Encryption']).toBe('test-key');
    expect(await opened(sent[0])).toMatchObject({ oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' });
  });

  it('R7-11 set password by phone is POST with encrypted JSON of newPassword, mobileNum, verificationCode and firebaseIdToken', async () => {
    await setPasswordByPhone({ newPassword: 'Demo@5678', mobileNum: '9170000001', verificationCode: '123456', firebaseIdToken: 'fb-token' }, publicKey);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/password/phone' });
    expect(sent[0]?.headers['Encryption']).toBe('test-key');
    expect(String(sent[0]?.data)).not.toContain('Demo@5678');
    expect(await opened(sent[0])).toMatchObject({ newPassword: 'Demo@5678', mobileNum: '9170000001', verificationCode: '123456', firebaseIdToken: 'fb-token' });
  });

  it('R7-6 register is PUT, by username or by mobile, with encrypted data, the Encryption header and the module id', async () => {
    for (const [method, path] of [['username', '/wps/register/username'], ['mobile', '/wps/register/mobile']] as const) {
      sent.length = 0;
      await register(method, { username: 'newplayer1', password: 'Secret123', confirmPassword: 'Secret123', type: 0, moduleId: 'REG3' }, publicKey);
      expect(sent[0]).toMatchObject({ method: 'PUT', url: path });
      expect(sent[0]?.headers['Encryption']).toBe('test-key');
      expect(String(sent[0]?.data)).not.toContain('Secret123');
      expect(await opened(sent[0])).toMatchObject({ username: 'newplayer1', password: 'Secret123', moduleId: 'REG3' });
    }
  });
});
