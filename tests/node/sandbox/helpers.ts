/** Test helpers: an in-process sandbox on a temp database, and typed calls by endpoint name. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Endpoint, ENDPOINTS, SANDBOX_CONTROL_HEADER, type EndpointName } from '../../../src/api/endpoints.ts';
import { createSandbox, type SandboxInstance, type SandboxOptions } from '../../../scripts/sandbox/server.ts';
import { TEST_PASSWORD_COST } from '../../password-cost.ts';

export interface TestSandbox {
  app: SandboxInstance;
  dir: string;
  dbPath: string;
  close(remove?: boolean): Promise<void>;
}

export async function startSandbox(options: Partial<SandboxOptions> = {}, dir = mkdtempSync(join(tmpdir(), 'sandbox-'))): Promise<TestSandbox> {
  const dbPath = join(dir, 'sandbox.db');
  const app = await createSandbox({ merchant: 'ttslot', dbPath, passwordCost: TEST_PASSWORD_COST, ...options });
  return {
    app, dir, dbPath,
    close: async (remove = true) => {
      await app.close();
      if (remove) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CallResult {
  status: number;
   
  body: any;
}

/** A multipart form of `input`: each array item a part of its own, files as file parts. */
export function formOf(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item instanceof Blob ? item : String(item));
  }
  return form;
}

/** Calls an endpoint by name: GET/DELETE put `input` in the query, an upload endpoint in a multipart body, a form endpoint in a urlencoded one, POST/PUT in a JSON body. */
export async function call(app: SandboxInstance, name: EndpointName, input: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {}): Promise<CallResult> {
  const ep: Endpoint = ENDPOINTS[name];
  const h: Record<string, string> = { ...headers };
  if (token !== undefined) h['authorization'] = `Bearer ${token}`;
  if (ep.form === true) {
    h['content-type'] = 'application/x-www-form-urlencoded';
    const res = await app.inject({ method: ep.method, url: ep.path, headers: h, payload: new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString() });
    return { status: res.statusCode, body: res.body === '' ? undefined : JSON.parse(res.body) };
  }
  const query = ep.method === 'GET' || ep.method === 'DELETE'
    ? Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]))
    : undefined;
  const res = await app.inject({
    method: ep.method, url: ep.path, headers: h,
    ...(query !== undefined ? { query } : ep.multipart === true ? { payload: formOf(input) } : { payload: input as Record<string, string> }),
  });
  return { status: res.statusCode, body: res.body === '' ? undefined : JSON.parse(res.body) };
}

export async function login(app: SandboxInstance, username = 'demo01', password = 'Demo@1234'): Promise<string> {
  const res = await call(app, 'login', { username, password });
  if (res.body?.success !== true) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.value.token as string;
}

export async function trial(app: SandboxInstance): Promise<string> {
  const res = await call(app, 'trialAccount');
  return res.body.value.token as string;
}

export async function lastCaptcha(app: SandboxInstance): Promise<{ code: string; captchaId: string }> {
  await call(app, 'captcha');
  const res = await app.inject({ method: 'GET', url: '/__sandbox/captcha/last', headers: CONTROL_HEADERS });
  return JSON.parse(res.body) as { code: string; captchaId: string };
}

export async function smsCode(app: SandboxInstance, mobile: string): Promise<string> {
  await call(app, 'smsSend', { mobileNum: mobile, countryDialingCode: '63' });
  const res = await app.inject({ method: 'GET', url: `/__sandbox/sms/last?mobile=${mobile}`, headers: CONTROL_HEADERS });
  return (JSON.parse(res.body) as { code: string }).code;
}

/** The header every control call carries (a cross-site form cannot send it). */
export const CONTROL_HEADERS = { [SANDBOX_CONTROL_HEADER.name]: SANDBOX_CONTROL_HEADER.value };

/** Calls the control API with its header: GET without a body, POST with one. */
export const control = async (app: SandboxInstance, path: string, body?: unknown) => {
  const res = await app.inject({ method: body === undefined ? 'GET' : 'POST', url: path, headers: CONTROL_HEADERS, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
};

/** The signatures a picture's first bytes carry (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A), and a GIF's. */
export const PNG_BYTES = Buffer.from('\x89PNG\r\n\x1a\nfake-image-bytes', 'latin1');
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
export const GIF_BYTES = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

/** Asks the platform for an e-mail code (as `token`'s member) and reads it from the control API. */
export async function emailCode(app: SandboxInstance, email: string, token: string): Promise<string> {
  await call(app, 'securityEmailCode', { email }, token);
  const res = await app.inject({ method: 'GET', url: `/__sandbox/email/last?email=${encodeURIComponent(email)}`, headers: CONTROL_HEADERS });
  return (JSON.parse(res.body) as { code: string }).code;
}
