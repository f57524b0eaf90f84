import { readString, removeKey, STORAGE_KEYS } from './storage.ts';

const LEGACY_DB = 'wl-device-keys';

/**
 * Removes what the old remembered-password vault left on the device (D26): the
 * encrypted password in the remembered-login record and the IndexedDB database of its AES key, which
 * Chromium's leveldb log gave away. Runs at every boot, so a device is cleaned on its first visit
 * after the update whether or not the player opens the login page.
 */
export function dropLegacyRememberedPassword(): void {
  const record = readString(STORAGE_KEYS.rememberedLogin);
  if (record?.match(/"secret"\s*:/)) removeKey(STORAGE_KEYS.rememberedLogin);
  const idb = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (idb === undefined) return;
  // Look before deleting: most devices never had the old database.
  const listed = typeof idb.databases === 'function' ? idb.databases() : Promise.resolve([{ name: LEGACY_DB }]);
  listed.then((dbs) => {
    if (dbs.some((db) => db.name === LEGACY_DB)) idb.deleteDatabase(LEGACY_DB);
  }).catch(() => undefined);
}
