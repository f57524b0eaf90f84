// @vitest-environment node
/** The red rain calls as the front end sends them (SPEC 2.13 agent grid; schemas/api/redrain.schema.json). */
import type { AxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { fetchRedRainClaims, fetchRedRainSchedule, grabRedRain } from '../../../src/api/red-rain.ts';

interface Sent { method: string; url: string; params: unknown; data: unknown }

let sent: Sent[] = [];
let reply: { status: number; body: Record<string, unknown> } = { status: 200, body: { success: true, value: {} } };

beforeAll(() => {
  http.defaults.adapter = async (config: AxiosRequestConfig) => {
    const data: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    sent.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: config.params, data });
    if (reply.status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('refused', String(reply.status), config as never, null, { data: reply.body, status: reply.status, statusText: '', headers: {}, config: config as never });
    }
    return { data: reply.body, status: reply.status, statusText: 'OK', headers: {}, config: config as never };
  };
});
beforeEach(() => {
  sent = [];
  reply = { status: 200, body: { success: true, value: {} } };
});

describe('red rain calls', () => {
  it('asks the schedule and a page of grabs in the query, with the platform language code', async () => {
    reply.body = { success: true, value: { serverTime: 1, events: [] } };
    expect(await fetchRedRainSchedule('TY')).toEqual({ serverTime: 1, events: [] });
    await fetchRedRainClaims({ pageNo: 2, pageSize: 20, language: 'AR' });
    expect(sent).toEqual([
      { method: 'GET', url: '/wps/agent/red-rain', params: { language: 'TY' }, data: undefined },
      { method: 'GET', url: '/wps/agent/red-rain/claims', params: { pageNo: 2, pageSize: 20, language: 'AR' }, data: undefined },
    ]);
  });

  it('posts a grab as JSON with the key the screen made, and a refusal throws the platform\'s code and message', async () => {
    await grabRedRain(7, 'key-0123456789abcdef', 'EN');
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/agent/red-rain/grab', data: { eventId: 7, idempotencyKey: 'key-0123456789abcdef', language: 'EN' } });
    reply = { status: 409, body: { success: false, code: 'REWARD_ALREADY_CLAIMED', message: 'You have already grabbed an envelope in this red rain' } };
    const refused = await grabRedRain(7, 'key-fedcba9876543210', 'EN', { quiet: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'REWARD_ALREADY_CLAIMED', status: 409, message: 'You have already grabbed an envelope in this red rain' });
  });
});
