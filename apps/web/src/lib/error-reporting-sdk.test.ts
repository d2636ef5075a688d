import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';

const init = vi.fn();
vi.mock('@sentry/react', () => ({
  init,
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  withScope: vi.fn(),
  captureException: vi.fn(),
}));

const { startSdk } = await import('./error-reporting-sdk');

type Options = {
  beforeSend: (event: object, hint: { originalException?: unknown }) => Record<string, unknown>;
  integrations: (defaults: { name: string }[]) => { name: string }[];
  dataCollection: Record<string, unknown>;
};
const optionsOf = (tracesSampleRate: number): Options => {
  init.mockClear();
  startSdk({ dsn: 'http://key@127.0.0.1:9/1', environment: 'test', tracesSampleRate, release: '1.2.3' });
  return init.mock.calls[0]?.[0] as Options;
};

describe('the web SDK start', () => {
  it("tags a failed API call's report with its request id and scrubs it", () => {
    const options = optionsOf(0);
    const error = new ApiError({
      status: 500,
      title: 'Error',
      message: 'message.server_error_500',
      requestId: 'req-42',
    });
    const event = options.beforeSend(
      {
        exception: { values: [{ type: 'ApiError', value: 'message.server_error_500' }] },
        request: { url: 'https://p.example/appointments/Xq3kP9_vT2mWbLr8sYz1Ab?dateOfBirth=1980-02-03' },
      },
      { originalException: error },
    );
    expect(event).toMatchObject({
      tags: { request_id: 'req-42' },
      request: { url: 'https://p.example/appointments/[key]' },
    });
  });

  it('collects no user data and traces only when sampling is configured', () => {
    const off = optionsOf(0);
    expect(off.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
    });
    expect(off.integrations([{ name: 'GlobalHandlers' }]).map((i) => i.name)).toEqual(['GlobalHandlers']);
    const on = optionsOf(0.2);
    expect(on.integrations([{ name: 'GlobalHandlers' }]).map((i) => i.name)).toEqual([
      'GlobalHandlers',
      'BrowserTracing',
    ]);
  });
});
