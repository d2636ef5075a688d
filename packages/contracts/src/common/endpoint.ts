import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, named once and used by both sides: the server registers its route from it
 * and checks requests and answers against its schemas; the web calls it through its route (the
 * generated `routes.ts` beside each endpoint file: method and path), typed by these schemas.
 * Paths use `{name}` placeholders as the spec writes them.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: M;
  path: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of the success body; `status` says which success code it comes with. */
  response: R;
  status?: 200 | 201 | 202 | 204;
}

export const endpoint = <
  M extends HttpMethod,
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  e: Endpoint<M, P, Q, B, R>,
) => e;

/** Input type of an optional schema slot; `undefined` when the endpoint has no such schema. */
type SlotInput<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.input<NonNullable<T>>
    : undefined;

export type EndpointParams<E extends Endpoint> = SlotInput<E['params']>;
export type EndpointQuery<E extends Endpoint> = SlotInput<E['query']>;
export type EndpointBody<E extends Endpoint> = SlotInput<E['body']>;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** Fills `{name}` placeholders of an endpoint path, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * An endpoint as the web bundles it: its method and path, without the zod schemas (decision 0034).
 * The endpoint itself is only a type here, so `call` still knows its parameters and answer.
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  method: E['method'];
  path: string;
  /** Never set: carries the endpoint's type. */
  readonly endpoint?: E;
}

/** The routes of a group of endpoints (groups may nest), by the same names. */
export type RoutesOf<G> = { [K in keyof G]: G[K] extends Endpoint ? EndpointRoute<G[K]> : RoutesOf<G[K]> };

/** The endpoint a route stands for (its schemas' types). */
export type EndpointOf<R extends EndpointRoute> = NonNullable<R['endpoint']>;
