/** The shape of an endpoint handler: it gets the validated input and returns the envelope's value. */
import type { IncomingHttpHeaders } from 'node:http';
import type { Ctx, Member } from './context.ts';
import type { EndpointName } from '../../src/api/endpoints.ts';

/** Validated request fields (the schema has checked them; handlers read them by name). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Input = Record<string, any>;

export interface HandlerArgs {
  ctx: Ctx;
  input: Input;
  member: Member | null;
  ip: string;
  headers: IncomingHttpHeaders;
}

/** Returns the response `value` (undefined for envelopes without one). */
export type Handler = (args: HandlerArgs) => unknown;

export type Handlers = Record<EndpointName, Handler>;
