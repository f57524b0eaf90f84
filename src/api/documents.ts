/** The operator's documents (SPEC 2.14 Terms, Policy, Sponsor): GET with the kind and the language; English when the language has none. */
import type { DocumentQuery, PlatformDocument } from '../generated/api/system.ts';
import { call, type CallOptions } from './client.ts';

export type DocumentKind = DocumentQuery['kind'];
export type { PlatformDocument };

export function fetchDocument(kind: DocumentKind, language: string, options?: CallOptions): Promise<PlatformDocument> {
  return call('document', { kind, lang: language }, options);
}
