/**
 * The shape of an endpoint handler, typed by src/generated/api/endpoint-map.ts (generated from
 * schemas/api): it gets its endpoint's request, already checked against the request schema, and
 * must return its response's value (undefined for an envelope without one).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointName } from '../../src/api/endpoints.ts';
import type { EndpointMap } from '../../src/generated/api/endpoint-map.ts';
import type { Ctx, Member } from './context.ts';

/** The validated request of endpoint N; an endpoint without a request schema gets an empty object. */
export type InputOf<N extends EndpointName> = EndpointMap[N]['request'] extends undefined ? Readonly<Record<string, never>> : EndpointMap[N]['request'];

/** What endpoint N answers inside its success envelope. */
export type ValueOf<N extends EndpointName> = EndpointMap[N]['value'];

export interface HandlerArgs<N extends EndpointName> {
  ctx: Ctx;
  input: InputOf<N>;
  member: Member | null;
  ip: string;
  headers: IncomingHttpHeaders;
}

export type Handler<N extends EndpointName> = (args: HandlerArgs<N>) => ValueOf<N> | Promise<ValueOf<N>>;

/** One handler per endpoint, each typed by its own request and value. */
export type Handlers = { readonly [N in EndpointName]: Handler<N> };

/** How the server calls any handler: by then the request has passed the endpoint's schema. */
export type ValidatedHandler = (args: Omit<HandlerArgs<EndpointName>, 'input'> & { input: Readonly<Record<string, unknown>> }) => unknown;
