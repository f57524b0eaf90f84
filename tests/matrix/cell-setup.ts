/**
 * Puts one merchant's sandbox and a fresh browser context into a combination: reset,
 * then flags, modules, agent menu, templates and status through the control API (the same mapping the QA
 * flag panel applies), then the session: a guest, the seeded member of each type, a new trial account or
 * the seeded agent (docs/sandbox.md "Demo accounts").
 */
import type { APIRequestContext } from '@playwright/test';
import type { Row } from '../../scripts/matrix/constraints.ts';
import type { LinkName } from '../../scripts/matrix/oracle.ts';
import { cellRequests } from '../../scripts/qa-panel/combination.ts';
import { SANDBOX_CONTROL, SANDBOX_CONTROL_HEADER } from '../../src/api/endpoints.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

const ACCOUNTS: Readonly<Record<string, { username: string; password: string }>> = {
  type0: { username: 'demo00', password: 'Demo@1234' },
  type1: { username: 'demo01', password: 'Demo@1234' },
  type2: { username: 'demo02', password: 'Demo@1234' },
  agent: { username: 'agent01', password: 'Agent@1234' },
};

export interface CellSession {
  /** The session record the app keeps under MC_SESSION_INFO; undefined for a guest. */
  record: Record<string, unknown> | undefined;
  memberType: number | undefined;
  account: string | undefined;
}

async function control(request: APIRequestContext, path: string, body: unknown): Promise<void> {
  const response = await request.post(path, { data: body, headers: { [SANDBOX_CONTROL_HEADER.name]: SANDBOX_CONTROL_HEADER.value } });
  if (!response.ok()) throw new Error(`sandbox ${path}: ${response.status()} ${await response.text()}`);
}

/** Reset, then the combination's flags, modules, agent menu, templates and status. */
export async function applySandbox(request: APIRequestContext, merchant: Merchant, values: Row): Promise<void> {
  await control(request, SANDBOX_CONTROL.reset, {});
  const requests = cellRequests(values, merchant.agentMenu);
  if (Object.keys(requests.flags).length > 0) await control(request, SANDBOX_CONTROL.flags, requests.flags);
  await control(request, SANDBOX_CONTROL.platform, requests.platform);
  if (requests.status !== undefined) await control(request, SANDBOX_CONTROL.status, requests.status);
}

export async function openSession(request: APIRequestContext, session: string): Promise<CellSession> {
  if (session === 'guest') return { record: undefined, memberType: undefined, account: undefined };
  const account = ACCOUNTS[session];
  const response = account === undefined ? await request.get('/wps/session/trial') : await request.post('/wps/session/login', { data: { ...account, type: 'username' } });
  const body = (await response.json()) as { success: boolean; value?: Record<string, unknown>; message?: string };
  if (!body.success || body.value === undefined) throw new Error(`session ${session}: ${body.message ?? response.status()}`);
  const type = Number(body.value['type']);
  return { record: body.value, memberType: Number.isNaN(type) ? undefined : type, account: account?.username ?? String(body.value['userName'] ?? 'trial') };
}

/** The links the platform supplies at runtime (system status resources and customer service, SPEC 3). */
export async function platformLinks(request: APIRequestContext): Promise<Set<LinkName>> {
  const response = await request.get('/wps/system/status');
  const body = (await response.json()) as { value?: { info?: { resources?: { resourceType?: string; url?: string }[]; customerService?: unknown[] } } };
  const links = new Set<LinkName>();
  for (const { resourceType, url } of body.value?.info?.resources ?? []) {
    if (typeof url !== 'string' || url === '') continue;
    const type = resourceType?.toUpperCase();
    if (type === 'TELEGRAM') links.add('telegram');
    if (type === 'IOS' || type === 'ANDROID' || type === 'MOBILECONFIG') links.add('download');
  }
  if ((body.value?.info?.customerService ?? []).length > 0) links.add('customerService');
  return links;
}
