/**
 * What the platform refuses before it reads an API request (issue 14 point 5), so that neither a
 * cross-site form nor a leaked link can call it: a body that is not JSON (a form can only send
 * urlencoded, multipart or text/plain bodies) and a session token in the URL (URLs end up in logs,
 * history and Referer headers).
 */
import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../src/api/endpoints.ts';

const API_PREFIX = '/wps/';

const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

export function registerRequestPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (hasBody(request.headers) && type !== 'application/json') {
      const got = type === '' ? 'no Content-Type' : type;
      return reply.code(415).send({ success: false, code: API_ERROR.unsupportedMediaType, message: `Request bodies must be application/json (got ${got})` });
    }
    if (Object.hasOwn(request.query as object, 'token')) {
      return reply.code(400).send({ success: false, code: API_ERROR.badRequest, message: 'The session token goes in the Authorization header, never in the URL', value: { field: 'token' } });
    }
    return undefined;
  });
}
