// @vitest-environment node
// Node's own Web Crypto: jose refuses jsdom's Uint8Array (another realm), as in login-encryption.test.ts.
/** Body encryption as the platform opens it (DESIGN 4): a compact JWE with ts and nonce, and the Encryption header. */
import type * as Jose from 'jose';
import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptPayload, type PublicKey, seal } from '../../../src/api/encryption.ts';

vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof Jose>();
  return { ...actual, importJWK: vi.fn(actual.importJWK) };
});

let privateKey: CryptoKey;
let jwk: { n: string; e: string };

function keyOf(kid: string): PublicKey {
  return { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid, jwk: { kty: 'RSA', ...jwk }, spki: '' } as PublicKey;
}

async function opened(jwe: string): Promise<Record<string, unknown>> {
  const { plaintext } = await compactDecrypt(jwe, privateKey);
  return JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  privateKey = pair.privateKey as CryptoKey;
  const exported = await exportJWK(pair.publicKey);
  jwk = { n: exported.n ?? '', e: exported.e ?? '' };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('body encryption', () => {
  it('seals the payload with ts and a 32-hex-digit nonce made of 16 random bytes', async () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = i;
      return array;
    });
    const jwe = await encryptPayload({ username: 'demo01' }, keyOf('kid-nonce'), 1_700_000_000_000);
    expect(await opened(jwe)).toEqual({ username: 'demo01', ts: 1_700_000_000_000, nonce: '000102030405060708090a0b0c0d0e0f' });
  });

  it('makes a fresh nonce for every payload', async () => {
    const key = keyOf('kid-fresh');
    const first = await opened(await encryptPayload({ a: 1 }, key));
    const second = await opened(await encryptPayload({ a: 1 }, key));
    expect(first['nonce']).toMatch(/^[0-9a-f]{32}$/);
    expect(second['nonce']).toMatch(/^[0-9a-f]{32}$/);
    expect(first['nonce']).not.toBe(second['nonce']);
  });

  it('names the key and algorithms in the protected header, and sends { data } with the Encryption header', async () => {
    const sealed = await seal({ password: 'Demo@1234' }, keyOf('kid-seal'));
    expect(sealed.headers).toEqual({ Encryption: 'kid-seal' });
    expect(Object.keys(sealed.body)).toEqual(['data']);
    expect(decodeProtectedHeader(sealed.body.data)).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'kid-seal' });
    expect(sealed.body.data).not.toContain('Demo@1234');
    expect(await opened(sealed.body.data)).toMatchObject({ password: 'Demo@1234' });
  });

  it('imports a published key once and reuses it for later payloads', async () => {
    const imports = vi.mocked(importJWK);
    imports.mockClear();
    const key = keyOf('kid-once');
    await encryptPayload({ a: 1 }, key);
    await encryptPayload({ a: 2 }, key);
    await seal({ a: 3 }, key);
    expect(imports).toHaveBeenCalledOnce();
    await encryptPayload({ a: 4 }, keyOf('kid-other'));
    expect(imports).toHaveBeenCalledTimes(2);
  });
});
