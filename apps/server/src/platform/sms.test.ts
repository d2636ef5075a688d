import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender, createSmsSender, SmsProviderError } from './sms';

describe('HTTP SMS provider adapter', () => {
  const received: { headers: http.IncomingHttpHeaders; body: string; url?: string }[] = [];
  let answer = 202;
  let url = '';
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, url: req.url });
      res.statusCode = answer;
      res.end('{"id":"abc"}');
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts {to, text} as JSON with the bearer token', async () => {
    answer = 202;
    await createHttpSmsSender({ url, token: 'secret-token' }).send({
      to: '+61400000000',
      text: 'Your code is 123456',
    });
    const last = received.at(-1);
    expect(last?.url).toBe('/messages');
    expect(last?.headers.authorization).toBe('Bearer secret-token');
    expect(last?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last?.body ?? '')).toEqual({ to: '+61400000000', text: 'Your code is 123456' });
  });

  it('rejects when the provider refuses, so the outbox retries', async () => {
    answer = 503;
    const sending = createHttpSmsSender({ url, token: 't' }).send({ to: '+61400000000', text: 'x' });
    await expect(sending).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sending).rejects.toMatchObject({ status: 503 });
  });

  it('is absent without a provider URL, so messages are held', () => {
    expect(createSmsSender({ SMS_PROVIDER_URL: undefined, SMS_PROVIDER_TOKEN: undefined })).toBeUndefined();
    expect(createSmsSender({ SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: 't' })).toBeDefined();
  });
});
