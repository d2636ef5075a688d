import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BlobStoreUnavailableError } from './blob-storage';
import { RETRY_AFTER_SECONDS, registerProblemHandlers } from './problem';

/** An app whose one route throws `error`, with the log lines it writes. */
async function appThrowing(error: Error) {
  const lines: { msg?: string; level?: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerProblemHandlers(app);
  app.get('/fails', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return { response, messages: lines.map((line) => line.msg) };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });

describe('outages answer 503 with Retry-After and say which service failed', () => {
  it('names the blob store when the store cannot be reached', async () => {
    const { response, messages } = await appThrowing(new BlobStoreUnavailableError(refused()));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({ message: 'message.service_unavailable' });
    expect(messages).toContain('blob store unavailable');
    expect(messages).not.toContain('database unavailable');
  });

  it('names the database when its connection is refused', async () => {
    const { response, messages } = await appThrowing(refused());
    expect(response.statusCode).toBe(503);
    expect(messages).toContain('database unavailable');
    expect(messages).not.toContain('blob store unavailable');
  });
});

describe('a request the schema refuses names each field and what is wrong with it', () => {
  it('says a missing field is required, and a field of the wrong kind is invalid, at every depth', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    registerProblemHandlers(app);
    const body = z.object({ name: z.string(), age: z.number(), patient: z.object({ email: z.string() }) });
    app.post('/people', { schema: { body } }, async () => ({}));
    const response = await app.inject({
      method: 'POST',
      url: '/people',
      payload: { age: 'ten', patient: {} },
    });
    await app.close();
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: 'message.field_required' },
        { field: 'body.age', message: 'message.field_invalid' },
        { field: 'body.patient.email', message: 'message.field_required' },
      ]),
    );
  });
});
