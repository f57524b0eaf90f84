/** Help centre call (SPEC 7: GET with device=MOBILE and the language; the topics are data.value). */
import type { HelpResponse } from '../generated/api/system.ts';
import { call, type CallOptions } from './client.ts';

export type HelpTopic = HelpResponse['value'][number];

export function fetchHelpTopics(language: string, options?: CallOptions): Promise<HelpTopic[]> {
  return call('helpCenter', { device: 'MOBILE', lang: language }, options);
}
