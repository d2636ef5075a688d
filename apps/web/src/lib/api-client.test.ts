import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

async function failure(): Promise<ApiError> {
  try {
    await getJson('/api/x');
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('problem answers, read without the contract schema', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a 4xx problem with its message key, params and field errors', async () => {
    const problem = {
      status: 422,
      title: 'Invalid',
      message: 'message.validation_failed',
      params: { max: 3 },
      errors: [{ field: 'patient.email', message: 'message.invalid_email' }],
      requestId: 'req-12345678',
    };
    answer(422, problem);
    expect((await failure()).problem).toEqual(problem);
  });

  it('drops optional parts of the wrong type and answers message.bad_request for a body that is no problem', async () => {
    answer(400, { status: 400, title: 'Bad', message: 'message.x', errors: [{ field: 1 }], params: 'no' });
    expect((await failure()).problem).toEqual({ status: 400, title: 'Bad', message: 'message.x' });
    answer(400, { message: 'message.x' });
    expect((await failure()).problem.message).toBe('message.bad_request');
  });

  it('turns a 5xx into its status key, keeping the request id', async () => {
    answer(503, { status: 503, title: 'Down', message: 'message.whatever', requestId: 'req-abcdefgh' });
    const error = await failure();
    expect(error.problem.message).toBe('message.server_error_503');
    expect(error.problem.requestId).toBe('req-abcdefgh');
  });
});
