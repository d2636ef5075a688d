import { ApiError } from '../../../lib/api-client';

/**
 * The server wants a solved captcha before it takes this submission (issue 12: an address that has
 * booked or enquired often), or the one sent did not hold.
 */
export const isCaptchaDemand = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.problem.message === 'message.captcha_required' ||
    error.problem.message === 'message.captcha_failed');
