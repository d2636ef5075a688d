import { ApiError } from '../../../lib/api-client';

/** The translation key to show for a failed call: the server's message.* key, or a general one. */
export function problemKey(error: unknown): string {
  return error instanceof ApiError ? error.problem.message : 'message.server_error_general';
}
