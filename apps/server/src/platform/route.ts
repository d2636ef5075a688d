import type { Endpoint, HttpMethod } from '@rb/contracts';
import type { z } from 'zod';

/**
 * The success answer typed under every success code, so a handler may `reply.code(201)` or
 * `reply.code(204)` as its contract says; at run time only the contract's own code is registered.
 */
type SuccessResponses<R> = { 200: R; 201: R; 202: R; 204: R };

/** Fastify path from a contract path: `/api/x/{id}` becomes `/api/x/:id`. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The method, URL and schemas of a Fastify route, taken from its contract so nothing is written
 * twice. Spread it into `app.route({...routeOf(e), handler})` of a ZodTypeProvider instance and the
 * handler's request and reply are typed from the contract.
 */
export function routeOf<
  M extends HttpMethod,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(e: Endpoint<M, P, Q, B, R>) {
  return {
    method: e.method,
    url: toFastifyPath(e.path),
    // Keys without a schema are left out: Fastify warns about a key present but undefined.
    schema: {
      summary: e.summary,
      tags: e.tags,
      ...(e.params && { params: e.params }),
      ...(e.query && { querystring: e.query }),
      ...(e.body && { body: e.body }),
      response: { [e.status ?? 200]: e.response },
    } as {
      summary: string;
      tags: string[];
      params: P;
      querystring: Q;
      body: B;
      response: SuccessResponses<R>;
    },
  };
}

/**
 * For a route whose success answer the server assembles field by field from typed values, where
 * the answer is large: slot search writes thousands of slots per answer. The contract's schema
 * still types the handler, and the route's tests parse every answer with it; at run time the answer
 * is serialised without zod's encode, which on slot search cost a sixth of the server's CPU under
 * load (bench:mixed). Never for an answer that passes on a database row or any object whose fields
 * are not all written out in the handler: there the encode is what keeps other fields from leaking.
 */
export const answerAsBuilt = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
