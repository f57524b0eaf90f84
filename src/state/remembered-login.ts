/**
 * Remembered login (SPEC 3, D26): per login method the type, user name and dialing
 * code, and the remember token the platform issued for this device. Never the password, in any form:
 * a password kept on the device, even encrypted under a "non-extractable" key, can be recovered from
 * it. The browser's password manager is the way to keep passwords.
 */
import { forgetRememberToken } from '../api/session.ts';
import { deviceId } from './device-id.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';
import { systemStore } from './system-store.ts';

export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  countryDialingCode: string;
  /** Signs in once instead of a password; each sign-in answers the next one. */
  rememberToken?: string;
}

type StoredRecord = Partial<Record<LoginMethod, RememberedLogin>>;

const FIELDS = new Set(['type', 'username', 'countryDialingCode', 'rememberToken']);

/** A closed shape: a record of the old vault (with its `secret`) or any other shape is dropped. */
function isEntry(method: string, value: unknown): value is RememberedLogin {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: for null Object.keys throws, and readJson drops a value whose check throws
  if (typeof value !== 'object' || value === null || !Object.keys(value).every((k) => FIELDS.has(k))) return false;
  const v = value as Partial<RememberedLogin>;
  return v.type === method && typeof v.username === 'string' && typeof v.countryDialingCode === 'string'
    && (v.rememberToken === undefined || typeof v.rememberToken === 'string');
}

function isRecord(value: unknown): value is StoredRecord {
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  // Stryker disable next-line ConditionalExpression: for null Object.entries throws, and readJson drops a value whose check throws
  if (value === null) return false;
  return Object.entries(value).every(([method, entry]) => (method === 'username' || method === 'sms') && isEntry(method, entry));
}

const readRecord = (): StoredRecord => readJson(STORAGE_KEYS.rememberedLogin, isRecord) ?? {};

const accountOf = ({ type, username, countryDialingCode }: RememberedLogin): RememberedLogin => ({ type, username, countryDialingCode });

/** Tells the platform a token is no longer wanted; the device has dropped it whatever the answer. */
function revoke(token: string): void {
  forgetRememberToken(token, systemStore.status?.info.publicKey).catch(() => undefined);
}

/** Writes one method's entry; a token it replaces is revoked unless the platform voided it already. */
function write(method: LoginMethod, entry: RememberedLogin | undefined, revokeReplaced: boolean): void {
  const record = readRecord();
  const old = record[method]?.rememberToken;
  // Stryker disable next-line ConditionalExpression: a key set to undefined is left out of the JSON just like a deleted one
  if (entry === undefined) delete record[method];
  else record[method] = entry;
  writeJson(STORAGE_KEYS.rememberedLogin, record);
  if (revokeReplaced && old !== undefined && old !== entry?.rememberToken) revoke(old);
}

/** The remembered login of one method. */
export function loadRememberedLogin(method: LoginMethod): RememberedLogin | undefined {
  return readRecord()[method];
}

/** What a login request adds to ask for a remember token (D26): the device id, only when remembering. */
export function rememberRequest(remember: boolean): { remember: boolean; deviceId?: string } {
  return remember ? { remember, deviceId: deviceId() } : { remember };
}

/**
 * Remembers a login: the account and the token the platform issued, if any. A token it replaces is
 * revoked, unless it is the one this sign-in spent (`spent`): that one is the new token's family.
 */
export function saveRememberedLogin(login: RememberedLogin, spent?: string): void {
  write(login.type, login, loadRememberedLogin(login.type)?.rememberToken !== spent);
}

/** Forgets one method's remembered login (remember unticked), revoking its token unless this sign-in spent it. */
export function forgetRememberedLogin(method: LoginMethod, spent?: string): void {
  write(method, undefined, loadRememberedLogin(method)?.rememberToken !== spent);
}

/**
 * Drops a method's token and keeps the account, so the player types the password: the player chose a
 * password instead (the token is revoked), or the platform refused it (`refused`: nothing to revoke).
 */
export function dropRememberToken(method: LoginMethod, refused = false): void {
  const entry = loadRememberedLogin(method);
  if (entry !== undefined) write(method, accountOf(entry), !refused);
}

const rememberedAccount = (username: string): RememberedLogin | undefined => {
  const entry = loadRememberedLogin('username');
  return entry !== undefined && entry.username.toLowerCase() === username.toLowerCase() ? entry : undefined;
};

/** The device id a password change sends when this device remembers `username` with a token (R4-28). */
export function rememberedDeviceFor(username: string): string | undefined {
  return rememberedAccount(username)?.rememberToken === undefined ? undefined : deviceId();
}

/** R4-28 (D26): after a password change the renewed token replaces this account's, which the change voided. */
export function renewRememberToken(username: string, rememberToken: string | undefined): void {
  const entry = rememberedAccount(username);
  // Stryker disable next-line ConditionalExpression: a token set to undefined is left out of the JSON just like no token
  if (entry !== undefined) write('username', { ...accountOf(entry), ...(rememberToken === undefined ? {} : { rememberToken }) }, false);
}
