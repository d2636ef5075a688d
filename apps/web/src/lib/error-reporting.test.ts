import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent: unknown[] = [];
const startSdk = vi.fn(() => (captured: unknown) => sent.push(captured));
vi.mock('./error-reporting-sdk', () => ({ startSdk }));

const settings = {
  dsn: 'http://key@127.0.0.1:9/1',
  environment: 'test',
  tracesSampleRate: 0,
  release: '1.2.3',
};

/** A fresh copy of the module: its queue is module state. */
const load = async () => {
  vi.resetModules();
  return import('./error-reporting');
};

describe('error reporting in the browser', () => {
  beforeEach(() => {
    sent.length = 0;
    startSdk.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('without a DSN the SDK is never loaded and errors are dropped', async () => {
    const reporting = await load();
    reporting.captureEarlyErrors();
    reporting.reportError(new Error('before the configuration'));
    reporting.startErrorReporting(null);
    reporting.reportError(new Error('after'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(startSdk).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('with a DSN, errors before the SDK arrives are sent once it loads, later ones at once', async () => {
    const reporting = await load();
    reporting.captureEarlyErrors();
    const early = new Error('early');
    reporting.reportError(early, { requestId: 'req-1' });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught') }));
    expect(startSdk).not.toHaveBeenCalled();

    reporting.startErrorReporting(settings);
    await vi.waitFor(() => expect(startSdk).toHaveBeenCalledWith(settings), { timeout: 8000 });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toEqual({ error: early, handled: true, requestId: 'req-1' });
    expect(sent[1]).toMatchObject({ handled: false, error: { message: 'uncaught' } });

    const late = new Error('late');
    reporting.reportError(late);
    expect(sent[2]).toEqual({ error: late, handled: true });
    // The SDK's own handlers take over uncaught errors: ours no longer queue them.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after the SDK') }));
    expect(sent).toHaveLength(3);
  });
});
