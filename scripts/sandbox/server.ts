/**
 * The sandbox platform (issue 3, DESIGN 5): a Fastify server speaking the contract of schemas/api,
 * on SQLite, seeded per merchant. `createSandbox` builds it without listening, for tests and scripts.
 */
import type { ValidateFunction } from 'ajv';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { API_ERROR, type EndpointName } from '../../src/api/endpoints.ts';
import { type ContractEndpoint, errorsOf, readEndpointContract, readErrorCatalogue } from '../lib/endpoint-contract.ts';
import { ROOT } from '../lib/paths.ts';
import { ApiError, DEFAULT_RATE_LIMITS, fail, initialState, MSG, type Ctx, type Member, type RateLimits } from './context.ts';
import { decryptBody, loadKeyPair, setPasswordCost } from './crypto.ts';
import { openDb } from './db.ts';
import type { Handlers, ValidatedHandler } from './handler.ts';
import { authHandlers, bearer } from './handlers-auth.ts';
import { rememberHandlers } from './handlers-remember.ts';
import { contentHandlers } from './handlers-content.ts';
import { agentHandlers, registerAgentControl } from './handlers-agent.ts';
import { redRainHandlers, registerRedRainControl } from './handlers-red-rain.ts';
import { ensureRedRainTables } from './red-rain-seed.ts';
import { ensureTeamTables } from './team-seed.ts';
import { rebateHandlers } from './handlers-rebate.ts';
import { registerRebateControl } from './rebate-control.ts';
import { ensureRebateTables } from './rebate-seed.ts';
import { gameHandlers } from './handlers-games.ts';
import { inboxHandlers } from './handlers-inbox.ts';
import { rewardHandlers } from './handlers-reward.ts';
import { securityHandlers } from './handlers-security.ts';
import { ensureSecurityCentreTables } from './security-centre.ts';
import { ensureRewardTables, rewardsHandlers } from './handlers-rewards.ts';
import { readMultipart } from './multipart.ts';
import { homeHandlers } from './handlers-home.ts';
import { lobbyListHandlers } from './handlers-lobby-lists.ts';
import { memberExtraHandlers } from './member-extras.ts';
import { walletHandlers } from './handlers-wallet.ts';
import { ensureLedgerTables } from './ledger.ts';
import { ensureSecurityTables } from './wallet-security.ts';
import { ensureWalletTables } from './wallet-store.ts';
import { registerWalletControl } from './wallet-control.ts';
import { registerControl } from './control.ts';
import { registerQaPanel } from './qa-panel.ts';
import { registerCdn } from './cdn.ts';
import { registerRequestPolicy } from './request-policy.ts';
import { registerStatic } from './static.ts';
import { loadMerchant } from './merchant.ts';
import { seed } from './seed.ts';
import { createValidators, describeErrors } from './validation.ts';


/**
 * The largest JSON or text body (1 MiB; the biggest real one, the QA hostile corpus, is about 35 KB): a parsed body
 * costs many times its bytes, and 25 MB bodies took the server past a gigabyte. Uploads are multipart, streamed
 * under the merchant's picture limits (multipart.ts), which this limit does not touch.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;
export interface SandboxOptions {
  /** Merchant folder code (default ttslot). */
  merchant?: string;
  /** SQLite file; the key pair is kept beside it (`<dbPath>.key.pem`). Default .data/sandbox-<merchant>.db. */
  dbPath?: string;
  /** Clock; /__sandbox/clock shifts it. */
  now?: () => number;
  /** Folder of a production build (dist): serves dist/<merchant>/index.html and dist/assets. */
  staticDir?: string;
  /** Rate limits (false turns them off). */
  rateLimits?: Partial<RateLimits> | false;
  /** Refuse plain login, registration and password bodies (only JWE). */
  requireEncryption?: boolean;
  /** Fastify logger. */
  logger?: boolean;
  /** Folder of merchant folders (default merchants/). */
  merchantsDir?: string;
  /**
   * Validate every answer against its schema and every error code against its endpoint's list (default
   * true; a mismatch is a 500).
   */
  validateResponses?: boolean;
  /** The endpoint contract it routes and validates by (default schemas/api/endpoints.json). */
  endpointContractFile?: string;
  /**
   * Addresses or CIDRs of proxies whose X-Forwarded-For is believed (default none: the client is the
   * socket address, which rate limits key on and the system status reports).
   */
  trustedProxies?: readonly string[];
  /** scrypt cost of the password hashes it makes, for every sandbox of the process (default 2^14; tests lower it). */
  passwordCost?: number;
  /** The QA flag panel's bundled script: the served page loads it (preview only; issue 17 point 5). */
  qaPanelScript?: string;
}

export interface SandboxInstance extends FastifyInstance {
  sandbox: Ctx;
}

const REPLAY_WINDOW_MS = 5 * 60_000;
const NO_AUTH_IN_MAINTENANCE = new Set<EndpointName>(['systemStatus', 'customerService', 'helpCenter', 'setTemplate']);

export const defaultDbPath = (merchant: string): string => join(ROOT, '.data', `sandbox-${merchant}.db`);

/** Removes a database (and its WAL files) so the next start seeds it anew (SANDBOX_FRESH=1). */
export function removeDb(dbPath: string): void {
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) rmSync(file, { force: true });
}

export async function createSandbox(options: SandboxOptions = {}): Promise<SandboxInstance> {
  const started = performance.now();
  if (options.passwordCost !== undefined) setPasswordCost(options.passwordCost);
  const merchantCode = options.merchant ?? 'ttslot';
  const m = options.merchantsDir === undefined ? loadMerchant(merchantCode) : loadMerchant(merchantCode, options.merchantsDir);
  const dbPath = options.dbPath ?? defaultDbPath(merchantCode);
  const db = openDb(dbPath);
  // the wallet's, the team's and the rebate's tables are created by their modules
  ensureLedgerTables(db);
  ensureSecurityTables(db);
  ensureWalletTables(db);
  ensureSecurityCentreTables(db);
  ensureTeamTables(db);
  ensureRewardTables(db);
  ensureRedRainTables(db);
  ensureRebateTables(db);
  const keys = await loadKeyPair(`${dbPath}.key.pem`);
  const clock = options.now ?? Date.now;
  const ctx: Ctx = {
    db, m, keys, v: createValidators(),
    now: () => clock() + (ctx.state.clockOffset ?? 0),
    state: initialState(),
    captchas: new Map(), lastCaptchaByClient: new Map(), lastCaptcha: null, loginFailures: new Map(),
    limits: options.rateLimits === false ? false : { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    hits: new Map(),
    requireEncryption: options.requireEncryption ?? false,
    gameCache: new Map(),
    reseed: async () => {
      await seed(db, m, ctx.now());
      ctx.gameCache.clear();
      ctx.state = initialState();
      ctx.captchas.clear();
      ctx.lastCaptchaByClient.clear();
      ctx.lastCaptcha = null;
      ctx.loginFailures.clear();
      ctx.hits.clear();
    },
  };
  const seededFor = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'merchant'");
  if (seededFor?.value !== m.code) await seed(db, m, ctx.now());
  const seedMs = performance.now() - started;

  const trustedProxies = [...(options.trustedProxies ?? [])];
  const app = Fastify({
    logger: options.logger ?? false, bodyLimit: JSON_BODY_LIMIT, trustProxy: trustedProxies.length === 0 ? false : trustedProxies,
  }) as unknown as SandboxInstance;
  app.decorate('sandbox', ctx);
  app.addHook('onClose', () => db.close());
  await app.register(fastifyCompress, { threshold: 1024 });
  // The reward pictures' upload (multipart.ts); request-policy.ts admits multipart on that endpoint alone.
  await app.register(fastifyMultipart);

  // JSON bodies only (request-policy.ts): a simple cross-site form can send text/plain
  app.removeContentTypeParser('text/plain');
  // Urlencoded bodies: the chat page's form and the API's form endpoints alone (request-policy.ts refuses them elsewhere).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  registerRequestPolicy(app);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, code: API_ERROR.badRequest, message: error.message || 'Bad request' });
    }
    request.log.error(error);
    return reply.code(500).send({ success: false, code: API_ERROR.internal, message: 'Unknown error' });
  });

  const handlers: Handlers = { ...authHandlers, ...rememberHandlers, ...contentHandlers, ...agentHandlers, ...rebateHandlers, ...gameHandlers, ...inboxHandlers, ...rewardHandlers, ...homeHandlers, ...lobbyListHandlers, ...rewardsHandlers, ...walletHandlers, ...securityHandlers, ...redRainHandlers, ...memberExtraHandlers };
  const validateResponses = options.validateResponses ?? true;
  const errorValidator = ctx.v.strict('common', 'ErrorResponse');
  /** Cached answers (game lists) are checked once. */
  const checked = new WeakSet<object>();

  const sendError = (reply: FastifyReply, e: ApiError) =>
    reply.code(e.status).send({ success: false, code: e.code, message: e.message, ...(e.value === undefined ? {} : { value: e.value }) });

  const catalogue = readErrorCatalogue();
  for (const [name, ep] of Object.entries(readEndpointContract(options.endpointContractFile, catalogue)) as [EndpointName, ContractEndpoint][]) {
    const errors = errorsOf(ep, catalogue);
    // The request validator below is what makes the input the handler's request type.
    const handler = handlers[name] as unknown as ValidatedHandler;
    // Query strings and form fields arrive as text: their validators coerce. Compiled at an endpoint's first call
    // (ajv keeps them): compiling every endpoint at the start took 2.3 s of createSandbox's 2.5 s, and a run calls
    // a fraction of them. The contract step and tests/node/sandbox/schemas.test.ts compile every one, strictly.
    const requestValidator = (): ValidateFunction | undefined => ep.request === undefined ? undefined
      : ep.method === 'GET' || ep.method === 'DELETE' || ep.multipart === true || ep.form === true ? ctx.v.query(ep.family, ep.request) : ctx.v.strict(ep.family, ep.request);
    const responseValidator = (): ValidateFunction => ctx.v.strict(ep.family, ep.response);
    app.route({
      method: ep.method,
      url: ep.path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          if (ctx.state.maintenance && !NO_AUTH_IN_MAINTENANCE.has(name)) fail(503, API_ERROR.maintenance, MSG.maintenance);
          const query = { ...(request.query as Fields) };
          const token = bearer(request.headers);
          let member: Member | null = null;
          const authenticate = (): void => {
            if (ep.auth === 'none') return;
            member = token === '' ? null : (ctx.db.get<Member>(
              'SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ? AND s.expires_at > ?', token, ctx.now(),
            ) ?? null);
            if ((ep.auth === 'required' || ep.auth === 'agent') && member === null) {
              if (token === '') fail(401, API_ERROR.notLoggedIn, MSG.notLoggedIn);
              fail(401, API_ERROR.loggedOut, MSG.loggedOut);
            }
            // The one check of every agent call: the platform's agent flag, not the member type the front end reads (SPEC 6)
            if (ep.auth === 'agent' && member?.agent !== 1) fail(403, API_ERROR.noPermission, MSG.noPermission);
          };
          // Who calls before what they send: a guest or a non-agent learns nothing of a request's schema, and a
          // guest's upload is refused before its bytes are read
          authenticate();
          let input: Fields;
          if (ep.method === 'GET' || ep.method === 'DELETE') {
            input = Object.keys(query).length === 0 && isObject(request.body) ? { ...request.body } : query;
          } else if (ep.multipart === true) {
            input = await readMultipart(ctx, request);
          } else if (ep.form === true) {
            // parsed by the urlencoded parser (control.ts registers it); request-policy.ts let no other type through
            input = isObject(request.body) ? { ...request.body } : {};
          } else {
            input = await readBody(ctx, ep, request);
          }
          const validateRequest = requestValidator();
          if (validateRequest !== undefined && !validateRequest(input)) {
            const { message, field } = describeErrors(validateRequest.errors, ep.method === 'GET' || ep.method === 'DELETE' ? 'query' : 'body');
            fail(400, API_ERROR.badRequest, message, field === '' ? undefined : { field });
          }
          const value = await handler({ ctx, input: validateRequest === undefined ? {} : input, member, ip: request.ip, headers: request.headers });
          const body: Record<string, unknown> = { success: true };
          if (value !== undefined) body['value'] = value;
          const known = typeof value === 'object' && value !== null && checked.has(value);
          const validateResponse = validateResponses && !known ? responseValidator() : undefined;
          if (validateResponse !== undefined && !validateResponse(body)) {
            request.log.error({ errors: validateResponse.errors }, `response of ${name} breaks ${ep.response}`);
            return reply.code(500).send({ success: false, code: API_ERROR.internal, message: `response breaks ${ep.response}: ${describeErrors(validateResponse.errors, 'response').message}` });
          }
          if (validateResponses && !known && typeof value === 'object' && value !== null) checked.add(value);
          return reply.send(body);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (validateResponses && !errors.has(error.code)) {
            request.log.error(`${name} answered ${error.code}, which is not in its contract`);
            return reply.code(500).send({ success: false, code: API_ERROR.internal, message: `error ${error.code} is not in the contract of ${name} (schemas/api/endpoints.json, schemas/api/errors.json)` });
          }
          if (validateResponses && !errorValidator({ success: false, code: error.code, message: error.message, ...(error.value === undefined ? {} : { value: error.value }) })) {
            request.log.error({ errors: errorValidator.errors }, 'error response breaks ErrorResponse');
          }
          return sendError(reply, error);
        }
      },
    });
  }

  registerControl(app, ctx);
  registerWalletControl(app, ctx);
  registerAgentControl(app, ctx);
  registerRedRainControl(app, ctx);
  registerRebateControl(app, ctx);
  registerQaPanel(app, ctx, options.qaPanelScript);
  registerCdn(app, ctx);
  await registerStatic(app, ctx, options.staticDir, options.qaPanelScript !== undefined);
  app.decorate('seedMs', seedMs);
  return app;
}

/** Request fields before validation. */
type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The request body, decrypted when the `Encryption` header is set (DESIGN 4), replay-checked. */
async function readBody(ctx: Ctx, ep: ContractEndpoint, request: FastifyRequest): Promise<Fields> {
  const header = request.headers['encryption'];
  const encrypted = typeof header === 'string' && header !== '';
  if (!encrypted) {
    if (ep.encrypted === true && ctx.requireEncryption) fail(400, API_ERROR.decrypt, 'This call needs an encrypted body (Encryption header)');
    if (request.body === undefined || request.body === null) return {};
    if (!isObject(request.body)) fail(400, API_ERROR.badRequest, 'body must be a JSON object');
    return { ...(request.body as Fields) };
  }
  const raw = isObject(request.body) ? request.body['data'] : undefined;
  if (typeof raw !== 'string' || raw === '') return fail(400, API_ERROR.decrypt, 'Encrypted body must be { "data": "<compact JWE>" }');
  let payload: unknown;
  try {
    payload = await decryptBody(raw.trim(), ctx.keys.privateKey);
  } catch (error) {
    return fail(400, API_ERROR.decrypt, `Body could not be decrypted: ${(error as Error).message}`);
  }
  if (!isObject(payload)) return fail(400, API_ERROR.decrypt, 'Decrypted body must be a JSON object');
  const { ts, nonce, ...rest } = payload;
  const now = ctx.now();
  if (typeof ts !== 'number' || typeof nonce !== 'string' || nonce.length < 8) fail(400, API_ERROR.replayed, 'Encrypted body must carry ts (ms) and nonce');
  if (Math.abs(now - (ts as number)) > REPLAY_WINDOW_MS) fail(400, API_ERROR.replayed, 'Encrypted body is stale (ts outside 5 minutes)');
  try {
    ctx.db.run('INSERT INTO nonces (nonce, ts) VALUES (?, ?)', nonce as string, now);
  } catch {
    fail(400, API_ERROR.replayed, 'Encrypted body was already used (replayed nonce)');
  }
  if (Math.random() < 0.02) ctx.db.run('DELETE FROM nonces WHERE ts < ?', now - 2 * REPLAY_WINDOW_MS);
  return rest;
}
