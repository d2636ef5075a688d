import type { FieldError } from '@rb/contracts';

/**
 * An error the client caused or must know about. `messageKey` is the `message.*` translation key
 * the web shows; nothing else of the error reaches the client.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly params?: Record<string, unknown>,
    readonly errors?: FieldError[],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (messageKey = 'message.bad_request', params?: Record<string, unknown>) =>
  new AppError(400, messageKey, params);
export const validationFailed = (errors: FieldError[]) =>
  new AppError(400, 'message.validation_error', undefined, errors);
export const notFound = (messageKey = 'message.not_found') => new AppError(404, messageKey);
export const unauthorized = (messageKey = 'message.unauthorized') => new AppError(401, messageKey);
export const forbidden = (messageKey = 'message.forbidden') => new AppError(403, messageKey);
export const conflict = (messageKey = 'message.conflict', params?: Record<string, unknown>) =>
  new AppError(409, messageKey, params);
export const tooManyRequests = (messageKey = 'message.too_many_requests') => new AppError(429, messageKey);
