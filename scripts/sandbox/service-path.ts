/**
 * The obfuscation of a customer-service link's path (R3-19, SPEC 9: decrypted with the last 8 characters of the
 * path as the key), as schemas/api/system.schema.json defines it: base64 of the URL's UTF-8 bytes XORed with the
 * key's bytes in turn, then the key. The sandbox derives each link's key from its URL, so answers are stable.
 */
import { createHash } from 'node:crypto';

export const SERVICE_KEY_LENGTH = 8;

export function encodeServicePath(url: string, key = createHash('sha256').update(url).digest('hex').slice(0, SERVICE_KEY_LENGTH)): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error(`a service-link key is 8 letters or digits, not "${key}"`);
  const keyBytes = Buffer.from(key, 'ascii');
  const bytes = Buffer.from(url, 'utf8').map((byte, i) => byte ^ keyBytes[i % SERVICE_KEY_LENGTH]!);
  return `${Buffer.from(bytes).toString('base64')}${key}`;
}
