/**
 * A key pair for the encrypted api calls (DESIGN 4): the public half as the system status publishes it,
 * and a way to open a sealed request body the stub platform recorded. Needs Node's Web Crypto
 * (`// @vitest-environment node` in the test file: jose refuses jsdom's Uint8Array).
 */
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { expect } from 'vitest';
import type { PublicKey } from '../../../src/api/encryption.ts';
import type { SentRequest } from './stub-platform.ts';

export interface SealingKey {
  publicKey: PublicKey;
  /** The JSON payload of a sealed request body `{ data: <JWE> }`. */
  open: (request: SentRequest) => Promise<Record<string, unknown>>;
  /** The fields of a sealed body, without the ts and nonce the sealing adds against replay (both checked present). */
  fields: (body: unknown) => Promise<Record<string, unknown>>;
}

export async function makeSealingKey(kid = 'test-key'): Promise<SealingKey> {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const jwk = await exportJWK(pair.publicKey);
  const publicKey = { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid, jwk: { kty: 'RSA', n: jwk.n ?? '', e: jwk.e ?? '' }, spki: '' } as PublicKey;
  const openBody = async (body: unknown): Promise<Record<string, unknown>> => {
    const { plaintext } = await compactDecrypt((body as { data: string }).data, pair.privateKey);
    return JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
  };
  return {
    publicKey,
    open: (request) => openBody(request.data),
    fields: async (body) => {
      const { ts, nonce, ...fields } = await openBody(body);
      expect(typeof ts).toBe('number');
      expect(typeof nonce).toBe('string');
      return fields;
    },
  };
}

// Node's TextEncoder answers arrays of Node's realm, which jose (evaluated with jsdom's globals) refuses; a browser has one realm
class RealmTextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}

/** Lets a screen test under jsdom seal a request body as a browser does: one realm for the encoder's arrays and jose. */
export function sealInJsdom(): void {
  globalThis.TextEncoder = RealmTextEncoder as unknown as typeof TextEncoder;
}
