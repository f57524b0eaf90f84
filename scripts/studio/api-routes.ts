/**
 * The studio's JSON API under /studio/api. Every answer of a bad request is a 4xx with its reason; a config
 * with an error is never saved (422 with the errors, in `npm run validate`'s words).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { describeMissing, missingKeys } from '../lib/locale-texts.ts';
import { type BrandStore, StudioError } from './brand-store.ts';
import { createBrand } from './new-brand.ts';
import type { PreviewState } from './preview-state.ts';

type Body = Record<string, unknown> | undefined;

export interface LanguageTexts { code: string; name: string; complete: boolean; missing: string }

/** Each language of the table with whether its interface texts are complete (a brand may list only those). */
function languageTexts(): LanguageTexts[] {
  return LANGUAGES.map((language) => {
    const missing = missingKeys(language.locale);
    return { code: language.code, name: language.nativeName, complete: missing.length === 0, missing: missing.length === 0 ? '' : describeMissing(missing) };
  });
}

function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof StudioError) return reply.code(error.status).send({ error: error.message });
  throw error;
}

export function registerApi(app: FastifyInstance, store: BrandStore, state: PreviewState): void {
  let languages: LanguageTexts[] | undefined;
  app.get('/studio/api/brands', () => ({ brands: store.list(), current: state.current() ?? null }));
  app.get<{ Params: { code: string } }>('/studio/api/brands/:code', (req, reply) => {
    try {
      return store.read(req.params.code);
    } catch (error) {
      return refuse(reply, error);
    }
  });
  app.post('/studio/api/validate', (req, reply) => {
    const body = req.body as Body;
    try {
      if (typeof body?.['code'] !== 'string') throw new StudioError(400, 'body must be { "code": "<merchant code>", "config": { ... } }');
      return store.check(body['code'], body['config']);
    } catch (error) {
      return refuse(reply, error);
    }
  });
  app.put<{ Params: { code: string } }>('/studio/api/brands/:code', (req, reply) => {
    try {
      const saved = store.save(req.params.code, (req.body as Body)?.['config']);
      if (saved.errors.length > 0) return reply.code(422).send({ error: `not saved: ${saved.errors.length} error(s) stand`, errors: saved.errors });
      void state.show(req.params.code, (req.body as Body)?.['config']);
      return { saved: saved.file, own: saved.own, errors: [] };
    } catch (error) {
      return refuse(reply, error);
    }
  });
  app.post('/studio/api/brands', async (req, reply) => {
    const body = req.body as Body;
    try {
      const made = await createBrand(store.merchantsDir, body?.['code'], body?.['from']);
      return reply.code(201).send(made);
    } catch (error) {
      return refuse(reply, error);
    }
  });
  /** The page sends each edit here: its errors come back, and the preview shows it once it fits the schema. */
  app.put<{ Params: { code: string } }>('/studio/api/preview/:code', async (req, reply) => {
    try {
      const config = (req.body as Body)?.['config'];
      const { errors } = store.check(req.params.code, config);
      return { errors, previewing: await state.show(req.params.code, config) };
    } catch (error) {
      return refuse(reply, error);
    }
  });
  app.get('/studio/api/languages', () => {
    languages ??= languageTexts();
    return { languages };
  });
}
