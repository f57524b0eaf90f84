/** Password hashing (scrypt), the sandbox key pair and JWE body decryption (DESIGN 4). */
import { createHash, createPublicKey, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { compactDecrypt, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';
import type { PublicKey } from '../../src/generated/api/system.ts';

const N = 16384;
const KEYLEN = 32;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, { N, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const memo = new Map<string, string>();

/** `scrypt$N$salt$hash`. A seed passes a fixed salt so reseeding is deterministic (and memoised). */
export async function hashPassword(password: string, fixedSalt?: string): Promise<string> {
  const memoKey = fixedSalt === undefined ? undefined : `${fixedSalt}\0${password}`;
  if (memoKey !== undefined) {
    const hit = memo.get(memoKey);
    if (hit !== undefined) return hit;
  }
  const salt = fixedSalt === undefined ? randomBytes(16) : createHash('sha256').update(fixedSalt).digest().subarray(0, 16);
  const key = await scryptAsync(password, salt);
  const out = `scrypt$${N}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  if (memoKey !== undefined) memo.set(memoKey, out);
  return out;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'));
  const expected = Buffer.from(hash, 'base64url');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

export interface KeyPair {
  privateKey: CryptoKey;
  jwk: PublicKey['jwk'];
  spki: string;
  kid: string;
}

/** Loads the PKCS8 key kept at `file`, or generates and stores one on first start. */
export async function loadKeyPair(file: string): Promise<KeyPair> {
  let pem: string;
  if (existsSync(file)) {
    pem = readFileSync(file, 'utf8');
  } else {
    const pair = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
    pem = await exportPKCS8(pair.privateKey);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pem, { mode: 0o600 });
  }
  const privateKey = await importPKCS8(pem, 'RSA-OAEP-256', { extractable: true });
  const publicKeyObject = createPublicKey(pem);
  const spki = publicKeyObject.export({ type: 'spki', format: 'pem' }).toString();
  const full = await exportJWK(publicKeyObject);
  const kid = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
  const jwk: PublicKey['jwk'] = { kty: 'RSA', n: full.n ?? '', e: full.e ?? '', kid, alg: 'RSA-OAEP-256', use: 'enc' };
  return { privateKey, jwk, spki, kid };
}

/** Decrypts a compact JWE (RSA-OAEP-256 + A256GCM only) into its JSON payload. */
export async function decryptBody(jwe: string, key: CryptoKey): Promise<unknown> {
  const { plaintext } = await compactDecrypt(jwe, key, {
    keyManagementAlgorithms: ['RSA-OAEP-256'],
    contentEncryptionAlgorithms: ['A256GCM'],
  });
  return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
}

export const newToken = (): string => randomBytes(24).toString('base64url');
