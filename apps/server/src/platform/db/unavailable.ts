/**
 * SQLSTATEs that mean the database, not the request, failed: class 08 (connection exception),
 * the server shutting down or restarting (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a server that is gone, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** A socket error of a server that is gone, restarting or unreachable (any server, not only the database). */
export function isUnreachableSocketError(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code);
}

/**
 * What node-postgres says when a connection dies under a query, or when a query is given to a
 * client whose connection already died (it sets no code on these).
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /timeout exceeded when trying to connect/,
  /is not currently accepting connections/,
];

/**
 * Whether an error means the database could not be reached or the connection was lost (restart,
 * failover, a terminated backend, a database closed to connections). The client should try again
 * shortly: the answer is 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || isUnreachableSocketError(error))
      return true;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // A driver may wrap the error it got (AggregateError of a failed connect, `cause`).
  const inner = (error as { cause?: unknown }).cause;
  if (inner && inner !== error && isDatabaseUnavailable(inner)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}
