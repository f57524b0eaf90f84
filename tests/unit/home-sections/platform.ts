/** A stand-in platform for the home sections' unit tests: answers by path, or refuses with the platform's message. */
import type { InternalAxiosRequestConfig } from 'axios';
import { configureClient, http } from '../../../src/api/client.ts';
import type { Notices } from '../../../src/api/announcements.ts';
import type { LotteryDraw, Partner, Winner } from '../../../src/api/home-sections.ts';
import { ENDPOINTS, type EndpointName } from '../../../src/api/endpoints.ts';

export type Answer = unknown | { refuse: string };
let answers: Partial<Record<EndpointName, Answer>> = {};
export const asked: InternalAxiosRequestConfig[] = [];

const byPath = new Map(Object.entries(ENDPOINTS).map(([name, e]) => [e.path, name as EndpointName]));

/** Answers each named endpoint's value; `{ refuse }` answers a refusal carrying that message. */
export function platform(next: Partial<Record<EndpointName, Answer>>): void {
  answers = next;
  asked.length = 0;
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const name = byPath.get(config.url ?? '');
    const answer = name === undefined ? undefined : answers[name];
    if (answer !== null && typeof answer === 'object' && 'refuse' in answer) {
      return { data: { success: false, code: 'SECTION_DOWN', message: String(answer.refuse) }, status: 200, statusText: 'OK', headers: {}, config };
    }
    return { data: { success: true, value: answer }, status: 200, statusText: 'OK', headers: {}, config };
  };
}

export const winner = (id: number, userName = `pl***${id % 10}`): Winner => ({
  id, userName, amount: 1000 * id + 0.5, currencySymbol: '₱', gameName: `Lucky Game ${id}`, nodeId: String(100000 + id), vassalage: 'PG',
  category: 'RNG', iconUrl: `/cdn/ttslot/game/${100000 + id}.png`, winTime: Date.UTC(2030, 0, 1) - id * 60_000,
});

export const draw = (nodeId: string, gameName: string, nextDrawTime: number, numbers: [string, ...string[]] = ['07', '12', '23']): LotteryDraw => ({
  nodeId, gameName, vassalage: 'TCG_SEA', category: 'LOTT', issue: '20300101-001', drawTime: nextDrawTime - 3_600_000, numbers, nextIssue: '20300101-002', nextDrawTime,
});

export const partner = (id: number, name: string): Partner => ({ id, name, logoUrl: `/cdn/ttslot/partner/P${id}.png`, kind: 'sponsor' });

export const notice = (id: number, title: string): Notices['list'][number] => ({
  id, announcementId: id, type: 'PL', title, content: '<p>x</p>', startDate: `2025-01-${String(id).padStart(2, '0')}`, endDate: null, groupName: 'm_home',
  read: false, url: '', action: { type: 'none', target: '' }, sequence: id,
});
