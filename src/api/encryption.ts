/**
 * Body encryption of DESIGN 4: a compact JWE (RSA-OAEP-256 + A256GCM) for the platform's published
 * key, carrying ts and nonce against replay, sent as { data } with the `Encryption` header.
 * jose loads on first use only, so screens that never encrypt never download it.
 */
import type { PublicKey } from '../generated/api/system.ts';

export type { PublicKey };

/** The request body and headers of an encrypted call. */
export interface SealedBody {
  body: { data: string };
  headers: Record<string, string>;
}

const imported = new Map<string, Promise<CryptoKey>>();

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Encrypts a JSON payload (plus ts and nonce) into a compact JWE for `key`. */
export async function encryptPayload(payload: Record<string, unknown>, key: PublicKey, now: number = Date.now()): Promise<string> {
  const { CompactEncrypt, importJWK } = await import('jose');
  let rsa = imported.get(key.kid);
  if (rsa === undefined) {
    rsa = importJWK({ ...key.jwk, alg: key.alg }, key.alg) as Promise<CryptoKey>;
    imported.set(key.kid, rsa);
  }
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...payload, ts: now, nonce: nonce() }));
  return new CompactEncrypt(plaintext).setProtectedHeader({ alg: key.alg, enc: key.enc, kid: key.kid }).encrypt(await rsa);
}

/** Seals a payload for an encrypted endpoint: { data: <JWE> } and `Encryption: <kid>`. */
export async function seal(payload: Record<string, unknown>, key: PublicKey): Promise<SealedBody> {
  return { body: { data: await encryptPayload(payload, key) }, headers: { Encryption: key.kid } };
}
