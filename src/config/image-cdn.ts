/**
 * The image CDN (SPEC 7 Other, R7-42): the status data lists several equivalent image hosts
 * (info.imageCDNs); each page load draws one at random so the load spreads over them, and a host
 * that fails a picture is dropped for the next in the list. Without a list the merchant's one host
 * serves (SPEC 9: a default host replaced by a supplied list). Pure: the store holds the choice.
 */

/** A base without its trailing slash, absolute against `origin`, so two spellings of a host compare equal. */
export function normaliseBase(base: string, origin: string): string {
  return new URL(base, origin).href.replace(/\/+$/, '');
}

/** The bases to choose from: the status list when it has any, else the merchant's own host. */
export function cdnBases(statusList: readonly string[] | undefined, merchantDefault: string): readonly string[] {
  return statusList !== undefined && statusList.length > 0 ? statusList : [merchantDefault];
}

/** One base drawn at random (`random` returns [0, 1) like Math.random); undefined from an empty list (index -1). */
export function pickCdn(bases: readonly string[], random: () => number): string | undefined {
  return bases[Math.min(bases.length - 1, Math.floor(random() * bases.length))];
}

/** The next base after `current` (wrapping) that has not failed, or undefined when every one has. */
export function nextCdn(bases: readonly string[], failed: readonly string[], current: string, origin: string): string | undefined {
  const dead = new Set(failed.map((b) => normaliseBase(b, origin)));
  const at = bases.findIndex((b) => normaliseBase(b, origin) === normaliseBase(current, origin));
  // The bases after `current`, then the whole list again (the wrap; those after it are dead by then).
  return [...bases.slice(at + 1), ...bases].find((b) => !dead.has(normaliseBase(b, origin)));
}

/**
 * `url` moved onto `chosen` when it lies under one of `bases` (the platform names pictures on any of
 * its hosts); a URL already on `chosen`, or on no image host, is returned as it is. A moved URL is absolute.
 */
export function rebasePicture(url: string, bases: readonly string[], chosen: string, origin: string): string {
  let absolute: string;
  try {
    absolute = new URL(url, origin).href;
  } catch {
    return url;
  }
  if (absolute.startsWith(`${normaliseBase(chosen, origin)}/`)) return url;
  for (const base of bases) {
    const prefix = `${normaliseBase(base, origin)}/`;
    if (absolute.startsWith(prefix)) return `${normaliseBase(chosen, origin)}/${absolute.slice(prefix.length)}`;
  }
  return url;
}
