import { readString, STORAGE_KEYS, writeString } from './storage.ts';

const SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * This browser's id (D26): random, made once, kept in device storage. Remember tokens are bound to
 * it. It is no secret; it makes a token that leaks without it (a log, a copied record) useless.
 */
export function deviceId(): string {
  const kept = readString(STORAGE_KEYS.deviceId);
  if (kept?.match(SHAPE)) return kept;
  // getRandomValues, unlike randomUUID, also exists outside secure contexts (a plain-http test host).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
  writeString(STORAGE_KEYS.deviceId, id);
  return id;
}
