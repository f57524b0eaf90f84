/** System calls (SPEC 3, 4, 7): the system status. Customer service is in customer-service.ts. */
import type { SystemStatus } from '../generated/api/system.ts';
import { call, type CallOptions } from './client.ts';

export type { SystemStatus };

export function fetchSystemStatus(options?: CallOptions): Promise<SystemStatus> {
  return call('systemStatus', undefined, options);
}
