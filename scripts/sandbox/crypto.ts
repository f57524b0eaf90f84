/** Password hashing (scrypt), the sandbox key pair and JWE body decryption (DESIGN 4). */
import { createHash, createPublicKey, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { compactDecrypt, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';
import type { PublicKey } from '../../src/generated/api/system.ts';

/** scrypt's cost parameter for new password hashes: 2^14 unless the process's sandbox lowers it (setPasswordCost). */
const DEFAULT_COST = 16384;
const KEYLEN = 32;
let cost = DEFAULT_COST;

/**
 * Sets the cost of the password hashes made from now on, for every sandbox of this process: the test runs and
 * the journeys' servers use a lower one (each login is a scrypt; at 2^14 they were a third of the sandbox tests'
 * time). A hash keeps the cost it was made with, and is checked with that cost.
 */
export function setPasswordCost(n: number): void {
  if (!Number.isInteger(n) || n < 2 || (n & (n - 1)) !== 0) throw new Error(`scrypt cost must be a power of two of at least 2, not ${n}`);
  cost = n;
}

export const passwordCost = (): number => cost;

function scryptAsync(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, { N: n, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const memo = new Map<string, string>();

/** `scrypt$N$salt$hash`. A seed passes a fixed salt so reseeding is deterministic (and memoised). */
export async function hashPassword(password: string, fixedSalt?: string): Promise<string> {
  const memoKey = fixedSalt === undefined ? undefined : `${cost}\0${fixedSalt}\0${password}`;
  if (memoKey !== undefined) {
    const hit = memo.get(memoKey);
    if (hit !== undefined) return hit;
  }
  const salt = fixedSalt === undefined ? randomBytes(16) : createHash('sha256').update(fixedSalt).digest().subarray(0, 16);
  const key = await scryptAsync(password, salt, cost);
  const out = `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  if (memoKey !== undefined) memo.set(memoKey, out);
  return out;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split('$');
  const made = Number(n);
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined || !Number.isInteger(made) || made < 2 || (made & (made - 1)) !== 0) return false;
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), made);
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
