/**
 * Remembered login (SPEC 3, DESIGN 4): per method the type, user name and dialing code; the password
 * only as AES-GCM ciphertext under a non-extractable Web Crypto key that lives in IndexedDB. Without
 * IndexedDB or Web Crypto the password is simply not kept (never plain or base64).
 */
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';
import { heldPassword } from './held-password.ts';

export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  countryDialingCode: string;
  /** Only when a password was kept. */
  password?: string;
}

interface StoredEntry {
  type: LoginMethod;
  username: string;
  countryDialingCode: string;
  /** base64 of iv (12 bytes) + AES-GCM ciphertext; unreadable without the device key. */
  secret?: string;
}

type StoredRecord = Partial<Record<LoginMethod, StoredEntry>>;

/** Where the device key lives; tests give an in-memory vault. */
export interface KeyVault {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'wl-device-keys';
const STORE = 'keys';
const KEY_ID = 'remembered-login';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error ?? new Error('indexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const indexedDbVault: KeyVault = {
  get: () => withStore<CryptoKey | undefined>('readonly', (s) => s.get(KEY_ID)),
  put: async (key) => { await withStore('readwrite', (s) => s.put(key, KEY_ID)); },
  clear: async () => { await withStore('readwrite', (s) => s.delete(KEY_ID)); },
};

let vault: KeyVault | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDbVault;

/** Replaces the key vault (tests; or undefined where no safe vault exists). */
export function setKeyVault(next: KeyVault | undefined): void {
  vault = next;
}

async function deviceKey(create: boolean): Promise<CryptoKey | undefined> {
  if (vault === undefined || globalThis.crypto?.subtle === undefined) return undefined;
  try {
    const existing = await vault.get();
    if (existing !== undefined || !create) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await vault.put(key);
    return key;
  } catch {
    return undefined;
  }
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function encrypt(password: string): Promise<string | undefined> {
  const key = await deviceKey(true);
  if (key === undefined) return undefined;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password)));
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64(out);
}

async function decrypt(secret: string): Promise<string | undefined> {
  const key = await deviceKey(false);
  if (key === undefined) return undefined;
  try {
    const bytes = fromBase64(secret);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return undefined; // another device key, or tampered
  }
}

function isEntry(value: unknown): value is StoredEntry {
  const v = value as Partial<StoredEntry> | null;
  return typeof v === 'object' && v !== null && (v.type === 'username' || v.type === 'sms') && typeof v.username === 'string'
    && typeof v.countryDialingCode === 'string' && (v.secret === undefined || typeof v.secret === 'string');
}

function isRecord(value: unknown): value is StoredRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([k, v]) => (k === 'username' || k === 'sms') && isEntry(v));
}

function readRecord(): StoredRecord {
  return readJson(STORAGE_KEYS.rememberedLogin, isRecord) ?? {};
}

/** The remembered credentials of one login method, the password decrypted when it was kept. */
export async function loadRememberedLogin(method: LoginMethod): Promise<RememberedLogin | undefined> {
  const entry = readRecord()[method];
  if (entry === undefined) return undefined;
  const password = entry.secret === undefined ? undefined : await decrypt(entry.secret);
  return { type: entry.type, username: entry.username, countryDialingCode: entry.countryDialingCode, ...(password === undefined ? {} : { password }) };
}

/** Remembers a login; the password (username method) is encrypted with the device key. */
export async function saveRememberedLogin(login: RememberedLogin): Promise<void> {
  const secret = login.password === undefined || login.password === '' ? undefined : await encrypt(login.password);
  const entry: StoredEntry = { type: login.type, username: login.username, countryDialingCode: login.countryDialingCode, ...(secret === undefined ? {} : { secret }) };
  writeJson(STORAGE_KEYS.rememberedLogin, { ...readRecord(), [login.type]: entry });
}

/** Forgets one method's remembered login (remember unticked). */
export function forgetRememberedLogin(method: LoginMethod): void {
  const record = readRecord();
  delete record[method];
  writeJson(STORAGE_KEYS.rememberedLogin, record);
}

/** After a password change: re-encrypts the kept password of the username method if it is this user's. */
export async function updateRememberedPassword(username: string, password: string): Promise<void> {
  const entry = readRecord().username;
  if (entry === undefined || entry.username.toLowerCase() !== username.toLowerCase()) return;
  await saveRememberedLogin({ type: 'username', username: entry.username, countryDialingCode: entry.countryDialingCode, password });
}

export { holdPassword, releasePassword } from './held-password.ts';

/** The password held for this user: this page's login, else the remembered one on this device. */
export async function heldPasswordFor(username: string): Promise<string | undefined> {
  const kept = heldPassword(username);
  if (kept !== undefined) return kept;
  const remembered = await loadRememberedLogin('username');
  return remembered !== undefined && remembered.username.toLowerCase() === username.toLowerCase() ? remembered.password : undefined;
}
