import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { type Endpoint, ENDPOINTS, type EndpointName } from './endpoints.ts';
import { ApiError, NETWORK_ERROR } from './errors.ts';

/** What the client needs from the rest of the app, registered once at boot (api imports no state). */
export interface ClientHooks {
  token: () => string | undefined;
  language: () => string;
  /** OTHERS when running as a standalone home-screen app (SPEC 7), else MOBILE. */
  device: () => string;
  /** The one error path (issue 5, point 7): called for every failed call unless the caller opts out. */
  onError: (error: ApiError) => void;
}

let hooks: ClientHooks = {
  token: () => undefined,
  language: () => 'EN',
  device: () => 'MOBILE',
  onError: () => {},
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
    const body = error.response?.data as Envelope | undefined;
    if (body !== undefined && typeof body === 'object' && typeof body.code === 'string') {
      return new ApiError(body.code, body.message ?? body.code, error.response?.status, body.value as Record<string, unknown> | undefined);
    }
    if (error.response === undefined) return new ApiError(NETWORK_ERROR, 'network slow or offline');
    return new ApiError(`HTTP_${error.response.status}`, error.message, error.response.status);
  }
  return new ApiError('UNKNOWN', error instanceof Error ? error.message : String(error));
}

export interface CallOptions {
  /** Skip the general error path: the screen shows its own message. */
  quiet?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls one platform endpoint by name and returns its `value`. Query for GET/DELETE, body otherwise.
 * A refused call (success false or an HTTP error) throws ApiError after the general error path ran.
 */
export async function call<T>(name: EndpointName, data?: unknown, options: CallOptions = {}): Promise<T> {
  const endpoint: Endpoint = ENDPOINTS[name];
  const config: AxiosRequestConfig = { method: endpoint.method, url: endpoint.path, headers: options.headers ?? {} };
  if (options.signal !== undefined) config.signal = options.signal;
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') config.params = data;
  else config.data = data;
  try {
    const response = await http.request<Envelope>(config);
    const body = response.data;
    if (body.success === false) throw new ApiError(body.code ?? 'UNKNOWN', body.message ?? 'Unknown error', response.status, body.value as Record<string, unknown> | undefined);
    return body.value as T;
  } catch (error) {
    const apiError = toApiError(error);
    if (axios.isCancel(error)) throw apiError;
    if (options.quiet !== true) hooks.onError(apiError);
    throw apiError;
  }
}
