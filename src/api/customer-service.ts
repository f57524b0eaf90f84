/**
 * Customer-service links (SPEC 3, 7, 9; R3-19, R7-28). The platform sends each link's `path` obfuscated, as
 * schemas/api/system.schema.json describes: its last 8 characters are the key (SPEC 9); before them, base64
 * (RFC 4648, standard alphabet, padding optional) of the URL's UTF-8 bytes XORed with the key's bytes in turn.
 * Decoding happens here, once, for both places it arrives.
 */
import type { ServiceLink } from '../config/effective-config.ts';
import type { CustomerServiceLink } from '../generated/api/system.ts';
import { call, type CallOptions } from './client.ts';

const KEY_LENGTH = 8;
const OBFUSCATED = /^([A-Za-z0-9+/]+={0,2})([A-Za-z0-9]{8})$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The URL an obfuscated path stands for, or undefined when it is not a key after base64 of UTF-8 text. */
export function decodeServicePath(path: unknown): string | undefined {
  const match = typeof path === 'string' ? OBFUSCATED.exec(path) : null;
  if (match === null) return undefined;
  const [, body = '', key = ''] = match;
  try {
    const binary = atob(body);
    return utf8.decode(Uint8Array.from(binary, (c, i) => c.charCodeAt(0) ^ key.charCodeAt(i % KEY_LENGTH)));
  } catch {
    // not base64, or not UTF-8 text once the key is applied
  }
  return undefined;
}

/** The links with their URLs decoded; a malformed entry or path is left out, never thrown on. */
export function decodeServiceLinks(links: unknown): ServiceLink[] {
  if (!Array.isArray(links)) return [];
  return links.flatMap((item: unknown) => {
    // Object() turns null into {} and boxes a primitive: neither has a path, so both are left out.
    const link = Object(item) as Partial<CustomerServiceLink>;
    const url = decodeServicePath(link.path);
    if (url === undefined) return [];
    return [{ type: typeof link.type === 'string' ? link.type : '', title: typeof link.title === 'string' ? link.title : '', url }];
  });
}

/** GET customer service (R7-28): value.version.pathList, decoded. */
export async function fetchServiceLinks(options?: CallOptions): Promise<ServiceLink[]> {
  // Read defensively: a real platform's links arrive as they are, whatever the schema says.
  const value: { version?: { pathList?: unknown } } | null = await call('customerService', undefined, options);
  return decodeServiceLinks(value?.version?.pathList);
}
