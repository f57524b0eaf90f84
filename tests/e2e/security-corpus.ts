/** What of the hostile corpus (tests/fixtures) the security suite's browser specs send in this tier, and how. */
import { HOSTILE_SAMPLE, HOSTILE_STRINGS } from '../fixtures/hostile-strings.ts';
import { fullTier } from './tiers.ts';

/**
 * The corpus this tier sends: the whole of it in the full tier; in the fast one the sample of every family
 * of our own shapes (HOSTILE_SAMPLE), through every surface all the same.
 */
export const CORPUS = fullTier() ? HOSTILE_STRINGS : HOSTILE_SAMPLE;
/**
 * Strings that mean something to an HTML parser go through the popup, the platform-HTML surface;
 * <plaintext> swallows the rest of the page, so it comes last.
 */
export const HTML_PAYLOADS = CORPUS.filter((s) => /[<&]/.test(s)).sort((a, b) => Number(/<plaintext/i.test(a)) - Number(/<plaintext/i.test(b)));
/**
 * Payloads share a popup in batches (a page load each, about 4 s until the popup shows); after each
 * one this closes the attribute, raw-text, foreign and table contexts it may have left open, so the
 * next is parsed from the body as far as HTML allows.
 */
const CLOSE_CONTEXTS = '"\'></script></style></textarea></title></xmp></noscript></noembed></noframes></iframe></template></select></table></form></a></svg></math><!-- -->';
const BATCH = 82;

/** The HTML payloads in popup-sized batches: each batch's first index and its payloads as one string. */
export function popupBatches(): { first: number; last: number; html: string }[] {
  const batches: { first: number; last: number; html: string }[] = [];
  for (let i = 0; i < HTML_PAYLOADS.length; i += BATCH) {
    const batch = HTML_PAYLOADS.slice(i, i + BATCH);
    batches.push({ first: i, last: i + batch.length - 1, html: batch.join(CLOSE_CONTEXTS) });
  }
  return batches;
}
