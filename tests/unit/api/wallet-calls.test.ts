// @vitest-environment node
// Node's own Web Crypto: jose refuses jsdom's Uint8Array (another realm), as in login-encryption.test.ts.
/** The wallet calls as the front end sends them (SPEC 7 wallet transfer, deposit, withdraw). */
import type { AxiosRequestConfig } from 'axios';
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../src/api/client.ts';
import type { PublicKey } from '../../../src/api/encryption.ts';
import { ApiError } from '../../../src/api/errors.ts';
import {
  fetchBetRecords, fetchDepositDetail, requestDeposit, requestManualDeposit, requestWithdrawal, transfer, transferAllToMain,
} from '../../../src/api/wallet.ts';

interface Sent { method: string; url: string; params: unknown; data: unknown; headers: Record<string, unknown> }

let sent: Sent[] = [];
let reply: { success: boolean; value?: unknown; code?: string; message?: string } = { success: true, value: {} };
let privateKey: CryptoKey;
let publicKey: PublicKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  privateKey = pair.privateKey as CryptoKey;
  const jwk = await exportJWK(pair.publicKey);
  publicKey = { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'test-key', jwk: { kty: 'RSA', n: jwk.n ?? '', e: jwk.e ?? '' }, spki: '' } as PublicKey;
  http.defaults.adapter = async (config: AxiosRequestConfig) => {
    const headers = (config.headers as { toJSON?: () => Record<string, unknown> } | undefined)?.toJSON?.() ?? {};
    const data: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    sent.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: config.params, data, headers });
    return { data: reply, status: 200, statusText: 'OK', headers: {}, config: config as never };
  };
});
beforeEach(() => {
  sent = [];
  reply = { success: true, value: {} };
});

describe('wallet calls', () => {
  it('sends transfers as JSON with decimal-string amounts and the key the screen made', async () => {
    await transfer({ from: 'MAIN', to: 'PG', amount: '10.50', idempotencyKey: 'key-0123456789abcdef' });
    await transferAllToMain('key-fedcba9876543210');
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/wallet/transfer', data: { from: 'MAIN', to: 'PG', amount: '10.50', idempotencyKey: 'key-0123456789abcdef' } });
    expect(sent[1]).toMatchObject({ method: 'POST', url: '/wps/wallet/transfer/all-to-main', data: { idempotencyKey: 'key-fedcba9876543210' } });
  });

  it('sends a bank-transfer deposit as multipart with one receipt part, and other deposits as JSON', async () => {
    const receipt = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
    await requestManualDeposit({ idempotencyKey: 'key-0123456789abcdef', channelId: 1, amount: '1000.00', payerName: 'Demo One', receipt });
    const form = sent[0]?.data as FormData;
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/wallet/deposit/manual' });
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('receipt')).toHaveLength(1);
    expect((form.get('receipt') as File).name).toBe('receipt.png');
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'receipt'))).toEqual({ idempotencyKey: 'key-0123456789abcdef', channelId: '1', amount: '1000.00', payerName: 'Demo One' });
    await requestDeposit({ idempotencyKey: 'key-0123456789abcdef', channelId: 3, amount: '300', reference: 'GC1' });
    expect(sent[1]).toMatchObject({ method: 'POST', url: '/wps/wallet/deposit', data: { channelId: 3, amount: '300', reference: 'GC1' } });
  });

  it('seals a withdrawal (it carries the funds password) and never sends the password in clear', async () => {
    await requestWithdrawal({ idempotencyKey: 'key-0123456789abcdef', cardId: 4, amount: '100.00', fundsPassword: 'Funds1234' }, { publicKey });
    const body = sent[0]?.data as { data: string };
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/wallet/withdraw' });
    expect(sent[0]?.headers['Encryption']).toBeTruthy();
    expect(JSON.stringify(sent[0]?.data)).not.toContain('Funds1234');
    const payload = JSON.parse(new TextDecoder().decode((await compactDecrypt(body.data, privateKey)).plaintext)) as Record<string, unknown>;
    expect(payload).toMatchObject({ idempotencyKey: 'key-0123456789abcdef', cardId: 4, amount: '100.00', fundsPassword: 'Funds1234' });
  });

  it('queries records by date range, status and page, and a detail by id', async () => {
    await fetchBetRecords({ startDate: '2026-11-01', endDate: '2026-11-25', status: 'won', pageNo: 2, pageSize: 20 });
    await fetchDepositDetail(12);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/wps/wallet/records/bets', params: { startDate: '2026-11-01', endDate: '2026-11-25', status: 'won', pageNo: 2, pageSize: 20 } });
    expect(sent[1]).toMatchObject({ method: 'GET', url: '/wps/wallet/records/deposits/detail', params: { id: 12 } });
  });

  it('throws the platform\'s refusal with its code and message, to be shown as given', async () => {
    reply = { success: false, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' };
    const error = await transfer({ from: 'MAIN', to: 'PG', amount: '99999.00', idempotencyKey: 'key-0123456789abcdef' }, { quiet: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
  });
});
