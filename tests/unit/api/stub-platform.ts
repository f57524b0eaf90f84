/**
 * A platform stand-in at axios's adapter: records each request as it would leave the browser and
 * answers with the envelope a test sets. For the api call tests (tests/unit/api).
 */
import type { AxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import type { ApiError } from '../../../src/api/errors.ts';

export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  /** The body: parsed JSON, or as sent (a FormData, a sealed JWE string). */
  data: unknown;
  headers: Record<string, unknown>;
}

export interface Envelope {
  success: boolean;
  value?: unknown;
  code?: string;
  message?: string;
}

export interface StubPlatform {
  /** Every request sent since install, in order. */
  sent: SentRequest[];
  /** Answers every later request with `{ success: true, value }`. */
  answer: (value: unknown) => void;
  /** Answers every later request with this envelope (a refusal: `{ success: false, code, message }`). */
  reply: (envelope: Envelope) => void;
  /** Answers every later request to this path with this envelope, whatever `answer` and `reply` set for the others. */
  replyAt: (url: string, envelope: Envelope) => void;
  /** The general error path: each error a call did not keep quiet. */
  onError: ReturnType<typeof vi.fn<(error: ApiError) => void>>;
  /** The last request; fails the test when none was sent. */
  last: () => SentRequest;
}

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** Puts the stub in place of the network and a spy on the general error path; call in beforeEach. */
export function installStubPlatform(token: () => string | undefined = () => undefined): StubPlatform {
  const sent: SentRequest[] = [];
  let envelope: Envelope = { success: true, value: undefined };
  const byUrl = new Map<string, Envelope>();
  const onError = vi.fn<(error: ApiError) => void>();
  configureClient({ token, device: () => 'MOBILE', language: () => 'EN', onError });
  http.defaults.adapter = async (config: AxiosRequestConfig) => {
    const headers = (config.headers as { toJSON?: () => Record<string, unknown> } | undefined)?.toJSON?.() ?? {};
    sent.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: config.params as Record<string, unknown> | undefined, data: parsed(config.data), headers });
    return { data: byUrl.get(config.url ?? '') ?? envelope, status: 200, statusText: 'OK', headers: {}, config: config as never };
  };
  return {
    sent,
    answer: (value) => { envelope = { success: true, value }; },
    reply: (next) => { envelope = next; },
    replyAt: (url, next) => { byUrl.set(url, next); },
    onError,
    last: () => {
      const request = sent.at(-1);
      if (request === undefined) throw new Error('no request was sent');
      return request;
    },
  };
}
