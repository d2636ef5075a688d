import { STATUS_CODES } from 'node:http';
import { type FieldError, PROBLEM_CONTENT_TYPE, type Problem } from '@rb/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BlobStoreUnavailableError } from './blob-storage';
import { isDatabaseUnavailable } from './db/unavailable';
import type { ErrorReporter } from './error-reporting';
import { AppError } from './errors';

/** How long a client should wait before retrying after the database or the blob store was unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The service an error says is down, with what to log of it (no message of a store error, which
 * names the object). The blob store first: its error carries the refused connection as its cause,
 * which the database check would take for its own.
 */
export function unavailableService(
  error: Error,
): { service: string; detail: Record<string, unknown> } | null {
  if (error instanceof BlobStoreUnavailableError) {
    const cause = error.cause as { name?: unknown; code?: unknown } | undefined;
    return { service: 'blob store', detail: { name: cause?.name, code: cause?.code } };
  }
  if (isDatabaseUnavailable(error))
    return {
      service: 'database',
      detail: { code: (error as { code?: unknown }).code, message: error.message },
    };
  return null;
}

/**
 * Maps a zod issue to the field-level message key the web translates. Zod 4's issues no longer say
 * what they received, so a field is missing when the request has nothing at its path.
 */
export function fieldMessageKey(keyword: string, missing: boolean): string {
  if (keyword === 'invalid_type' && missing) return 'message.field_required';
  if (keyword === 'too_big') return 'message.field_too_long';
  if (keyword === 'too_small') return 'message.field_too_short';
  return 'message.field_invalid';
}

/** The part of the request a validation context names (body, querystring, params, headers). */
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/** The value at an issue's path in what was validated; undefined where the path leads nowhere. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function toFieldErrors(
  validation: { instancePath: string; keyword: string }[],
  context: string | undefined,
  data: unknown,
): FieldError[] {
  return validation.map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    return {
      field: [context, path.join('.')].filter(Boolean).join('.') || (context ?? 'request'),
      message: fieldMessageKey(v.keyword, valueAt(data, path) === undefined),
    };
  });
}

/** Keys for the 4xx errors Fastify raises itself, before any handler runs. */
function frameworkMessageKey(status: number): string {
  switch (status) {
    case 401:
      return 'message.unauthorized';
    case 403:
      return 'message.forbidden';
    case 404:
      return 'message.not_found';
    case 409:
      return 'message.conflict';
    case 413:
      return 'message.payload_too_large';
    case 415:
      return 'message.unsupported_media_type';
    case 429:
      return 'message.too_many_requests';
    default:
      return 'message.bad_request';
  }
}

export function sendProblem(reply: FastifyReply, body: Omit<Problem, 'title'> & { title?: string }) {
  const problem: Problem = {
    ...body,
    title: body.title ?? STATUS_CODES[body.status] ?? 'Error',
    requestId: String(reply.request.id),
  };
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/**
 * SQLSTATEs of a value the contract let through but PostgreSQL cannot hold: a number past its column
 * (an id of 2^31), text it cannot represent or encode, a value too large for an index. The client's
 * input, not a fault of ours: 400, and nothing was written (the statement failed).
 */
const DATABASE_INPUT_REFUSALS = new Set(['22003', '22P02', '22P05', '22021', '22007', '22008', '54000']);
export const isDatabaseInputRefusal = (error: unknown) =>
  DATABASE_INPUT_REFUSALS.has(String((error as { code?: unknown }).code ?? ''));

/** Turns any error into `application/problem+json`; only a 500 is logged with its stack, never sent. */
export function problemErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  errors?: ErrorReporter,
) {
  if (error instanceof AppError) {
    // A limit that knows when it lifts says so in the standard header, as @fastify/rate-limit does.
    const seconds = error.params?.seconds;
    if (error.status === 429 && typeof seconds === 'number') reply.header('retry-after', String(seconds));
    return sendProblem(reply, {
      status: error.status,
      message: error.messageKey,
      params: error.params,
      errors: error.errors,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendProblem(reply, {
      status: 400,
      message: 'message.validation_error',
      errors: toFieldErrors(
        error.validation,
        (error as FastifyError).validationContext,
        validatedPart(request, (error as FastifyError).validationContext),
      ),
    });
  }
  const outage = unavailableService(error);
  if (outage) {
    // A lost or refused connection (restart, failover): nothing was committed or stored; retry shortly.
    request.log.warn({ err: outage.detail }, `${outage.service} unavailable`);
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendProblem(reply, { status: 503, message: 'message.service_unavailable' });
  }
  if (isDatabaseInputRefusal(error)) {
    request.log.info({ err: { code: (error as { code?: unknown }).code } }, 'value refused by the database');
    return sendProblem(reply, { status: 400, message: 'message.validation_error' });
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    request.log.info({ err: { code: (error as FastifyError).code, message: error.message } }, 'client error');
    return sendProblem(reply, { status, message: frameworkMessageKey(status) });
  }
  request.log.error({ err: error }, 'unhandled error');
  // Only our own faults are reported: a refusal (4xx) or an outage (503) is no bug to fix.
  errors?.report(error, { requestId: String(request.id) });
  return sendProblem(reply, { status: 500, message: 'message.server_error' });
}

/**
 * Errors of the router, raised before any route runs (a malformed %-escape, a path parameter over
 * the length limit): the same problem+json as every other refusal.
 */
export function frameworkProblem(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendProblem(reply, { status, message: frameworkMessageKey(status) });
}

export function registerProblemHandlers(app: FastifyInstance, errors?: ErrorReporter) {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    problemErrorHandler(error, request, reply, errors),
  );
}
