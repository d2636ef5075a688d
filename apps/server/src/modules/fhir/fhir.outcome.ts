import type { OperationOutcome } from '@medplum/fhirtypes';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorReporter } from '../../platform/error-reporting';
import { AppError } from '../../platform/errors';
import { isDatabaseInputRefusal, RETRY_AFTER_SECONDS, unavailableService } from '../../platform/problem';

export const FHIR_JSON = 'application/fhir+json';

/** An error of the FHIR interface: the HTTP status and the OperationOutcome issue it answers. */
export class FhirError extends Error {
  constructor(
    readonly status: number,
    readonly code: NonNullable<OperationOutcome['issue']>[number]['code'],
    readonly diagnostics: string,
  ) {
    super(diagnostics);
    this.name = 'FhirError';
  }
}

export const fhirNotFound = (what: string) => new FhirError(404, 'not-found', `${what} not found`);
export const fhirBadParam = (name: string, why = 'is not valid') =>
  new FhirError(400, 'invalid', `search parameter ${name} ${why}`);
/** A search whose answer would cost too much to compute (FHIR's `too-costly`), with how to narrow it. */
export const fhirTooCostly = (why: string) => new FhirError(400, 'too-costly', why);
export const fhirForbidden = (scope: string) =>
  new FhirError(403, 'forbidden', `the token's scopes do not allow ${scope}`);

export function operationOutcome(
  code: FhirError['code'],
  diagnostics: string,
  severity: 'error' | 'information' = 'error',
): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity, code, diagnostics }] };
}

/** The issue code of an HTTP status our services answer (AppError), for the OperationOutcome. */
function codeOf(status: number): FhirError['code'] {
  if (status === 401) return 'login';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'throttled';
  return status >= 500 ? 'exception' : 'invalid';
}

/**
 * Every error under /fhir answers an OperationOutcome with its HTTP status, never problem+json: the
 * services' AppErrors keep their status and put their message key in `diagnostics` (no patient data
 * is in a key). As on /api (decision 0058): an outage is 503 `transient` with retry-after and a value
 * the database refuses is 400, neither reported; anything else unexpected is logged, reported to the
 * error reporter (which scrubs it; the report names only the request id) and answers 500 without
 * detail.
 */
export function registerFhirErrors(fhir: FastifyInstance, errors: ErrorReporter) {
  fhir.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    let status = 500;
    let outcome: OperationOutcome;
    const outage = error instanceof FhirError || error instanceof AppError ? null : unavailableService(error);
    if (error instanceof FhirError) {
      status = error.status;
      outcome = operationOutcome(error.code, error.diagnostics);
    } else if (error instanceof AppError) {
      status = error.status;
      outcome = operationOutcome(codeOf(status), error.messageKey);
      const seconds = error.params?.seconds;
      if (status === 429 && typeof seconds === 'number') reply.header('retry-after', String(seconds));
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      status = error.statusCode;
      outcome = operationOutcome(codeOf(status), error.code ?? 'bad request');
    } else if (outage) {
      request.log.warn({ err: outage.detail }, `${outage.service} unavailable`);
      status = 503;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      outcome = operationOutcome('transient', `${outage.service} unavailable, retry shortly`);
    } else if (isDatabaseInputRefusal(error)) {
      request.log.info(
        { err: { code: (error as { code?: unknown }).code } },
        'value refused by the database',
      );
      status = 400;
      outcome = operationOutcome('invalid', 'a value is out of range');
    } else {
      request.log.error({ err: error }, 'fhir request failed');
      errors.report(error, { requestId: String(request.id) });
      outcome = operationOutcome('exception', 'internal error');
    }
    if (status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.status(status).type(FHIR_JSON).send(outcome);
  });
  fhir.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .type(FHIR_JSON)
      .send(
        operationOutcome('not-supported', `${request.method} ${request.url.split('?')[0]} is not supported`),
      ),
  );
}
