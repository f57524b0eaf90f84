/**
 * What the platform refuses before it reads an API request (issue 14 point 5), so that neither a
 * cross-site form nor a leaked link can call it: a body that is not JSON (a form can only send
 * urlencoded, multipart or text/plain bodies) and a session token in the URL (URLs end up in logs,
 * history and Referer headers). The one exception is an upload endpoint (`multipart` in
 * schemas/api/endpoints.json), which takes multipart/form-data and nothing else: it needs a session, whose
 * token only travels in the Authorization header, which a cross-site form cannot send. A `form` endpoint (the
 * head icon's save, SPEC 7: POST form-urlencoded) takes application/x-www-form-urlencoded and nothing else, for
 * the same reason: it needs a session, and the session is checked before the body is read (server.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_ERROR, ENDPOINTS } from '../../src/api/endpoints.ts';

const API_PREFIX = '/wps/';
const UPLOAD_PATHS = new Set<string>(Object.values(ENDPOINTS).filter((e) => 'multipart' in e && e.multipart).map((e) => e.path));
/** Method and path of every form endpoint: the path alone may be another method's (GET and POST of the head icon). */
const FORM_ROUTES = new Set<string>(Object.values(ENDPOINTS).filter((e) => 'form' in e && e.form).map((e) => `${e.method} ${e.path}`));

/** The one body type a request to `url` by `method` may carry. */
export function expectedBodyType(method: string, url: string): string {
  const path = url.split('?')[0] ?? '';
  if (UPLOAD_PATHS.has(path)) return 'multipart/form-data';
  return FORM_ROUTES.has(`${method} ${path}`) ? 'application/x-www-form-urlencoded' : 'application/json';
}

const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

export function registerRequestPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const expected = expectedBodyType(request.method, request.url);
    if (hasBody(request.headers) && type !== expected) {
      const got = type === '' ? 'no Content-Type' : type;
      return reply.code(415).send({ success: false, code: API_ERROR.unsupportedMediaType, message: `Request bodies must be ${expected} (got ${got})` });
    }
    if (Object.hasOwn(request.query as object, 'token')) {
      return reply.code(400).send({ success: false, code: API_ERROR.badRequest, message: 'The session token goes in the Authorization header, never in the URL', value: { field: 'token' } });
    }
    return undefined;
  });
}
