import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import type { EndpointMap } from '../generated/api/endpoint-map.ts';
import { type Endpoint, ENDPOINTS, type EndpointName } from './endpoints.ts';
import type { PublicKey } from './encryption.ts';
import { ApiError, NETWORK_ERROR } from './errors.ts';

/** What the client needs from the rest of the app, registered once at boot (api imports no state). */
export interface ClientHooks {
  token: () => string | undefined;
  language: () => string;
  /** OTHERS when running as a standalone home-screen app (SPEC 7), else MOBILE. */
  device: () => string;
  /** The one error path: called for every failed call unless the caller opts out. */
  onError: (error: ApiError) => void;
  /** A call the user waits for started (+1) or settled (-1): the frame's progress bar counts them (SPEC 7 loading indicators). */
  inFlight: (change: 1 | -1) => void;
}

let hooks: ClientHooks = {
  token: () => undefined,
  language: () => 'EN',
  device: () => 'MOBILE',
  onError: () => {},
  inFlight: () => {},
};

export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export const http = axios.create({ timeout: 15_000 });

http.interceptors.request.use((config) => {
  const token = hooks.token();
  if (token !== undefined) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Device', hooks.device());
  config.headers.set('Accept-Language', hooks.language());
  return config;
});

interface Envelope {
  success?: boolean;
  code?: string;
  message?: string;
  value?: unknown;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const response = error.response;
    if (response === undefined) return new ApiError(NETWORK_ERROR, 'network slow or offline');
    const body = response.data as Envelope | null;
    if (typeof body?.code === 'string') return new ApiError(body.code, body.message ?? body.code, response.status, body.value as Record<string, unknown> | undefined);
    return new ApiError(`HTTP_${response.status}`, error.message, response.status);
  }
  return new ApiError('UNKNOWN', error instanceof Error ? error.message : String(error));
}

/** What an endpoint takes (schemas/api): its query for GET and DELETE, else its body; undefined for none. */
export type RequestOf<N extends EndpointName> = EndpointMap[N]['request'];

/** What a successful call of an endpoint answers: the `value` of its envelope (schemas/api). */
export type ValueOf<N extends EndpointName> = EndpointMap[N]['value'];

export interface CallOptions {
  /** Skip the general error path: the screen shows its own message. */
  quiet?: boolean;
  /** A background call (polling, counts, fire-and-forget): the user is not waiting, so no loading indicator counts it. */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The key an encrypted endpoint's body is sealed for (the system status carries it); fetched when absent. */
  publicKey?: PublicKey | undefined;
}

/** The data argument is required exactly when the endpoint takes a request. */
export type CallArgs<N extends EndpointName> = RequestOf<N> extends undefined
  ? [data?: undefined, options?: CallOptions]
  : [data: RequestOf<N>, options?: CallOptions];

async function platformKey(): Promise<PublicKey> {
  return (await call('systemStatus', undefined, { quiet: true, silent: true })).info.publicKey;
}

/** A multipart form of a request: each array item a part of its own, files as file parts under their names. */
function formOf(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof File) form.append(key, item, item.name);
      else if (item !== undefined) form.append(key, String(item));
    }
  }
  return form;
}

/** A form-urlencoded body of a request: each array item a field of its own, undefined fields left out. */
function urlencodedOf(data: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) form.append(key, String(item));
  }
  return form;
}

/**
 * The wire form of a request: JSON, sealed as a JWE for encrypted endpoints (DESIGN 4), a multipart form for uploads,
 * form-urlencoded for a `form` endpoint (SPEC 7: the head icon's save).
 */
async function encode(name: EndpointName, data: unknown, options: CallOptions): Promise<{ data: unknown; headers: Record<string, string> }> {
  const endpoint: Endpoint = ENDPOINTS[name];
  const headers = { ...options.headers };
  if (endpoint.multipart === true) return { data: formOf(data as Record<string, unknown>), headers };
  if (endpoint.form === true) return { data: urlencodedOf(data as Record<string, unknown>), headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } };
  if (endpoint.encrypted === true) {
    // Loaded with the first encrypted call: the first page never pays for body encryption.
    const { seal } = await import('./encryption.ts');
    const sealed = await seal(data as Record<string, unknown>, options.publicKey ?? (await platformKey()));
    return { data: sealed.body, headers: { ...headers, ...sealed.headers } };
  }
  return { data, headers };
}

/**
 * Calls one platform endpoint by name with the request its schema defines and returns the `value` its
 * schema defines (types from src/generated/api/endpoint-map.ts). Query for GET/DELETE, body otherwise.
 * A refused call (success false or an HTTP error) throws ApiError after the general error path ran.
 */
export async function call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ValueOf<N>> {
  const [data, options = {}] = args as [unknown, CallOptions?];
  const endpoint: Endpoint = ENDPOINTS[name];
  const counted = options.silent !== true;
  if (counted) hooks.inFlight(1);
  try {
    // inside the try: a key that cannot be fetched or a body that cannot be sealed takes the error path too
    const wire = await encode(name, data, options);
    const config: AxiosRequestConfig = { method: endpoint.method, url: endpoint.path, headers: wire.headers };
    // Stryker disable next-line ConditionalExpression: axios's config merge drops a signal set to undefined, as if none was set
    if (options.signal !== undefined) config.signal = options.signal;
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') config.params = wire.data;
    else config.data = wire.data;
    const response = await http.request<Envelope>(config);
    const body = response.data;
    if (body.success === false) throw new ApiError(body.code ?? 'UNKNOWN', body.message ?? 'Unknown error', response.status, body.value as Record<string, unknown> | undefined);
    return body.value as ValueOf<N>;
  } catch (error) {
    const apiError = toApiError(error);
    if (axios.isCancel(error)) throw apiError;
    if (options.quiet !== true) hooks.onError(apiError);
    throw apiError;
  } finally {
    if (counted) hooks.inFlight(-1);
  }
}
