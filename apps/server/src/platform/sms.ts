import type { Env } from './env';

export interface OutgoingSms {
  to: string;
  text: string;
}

/** Sends one SMS; rejects when the provider refuses it (the outbox worker retries). */
export interface SmsSender {
  send(message: OutgoingSms): Promise<void>;
}

export class SmsProviderError extends Error {
  constructor(readonly status: number) {
    super(`SMS provider answered ${status}`);
    this.name = 'SmsProviderError';
  }
}

/**
 * The HTTP SMS provider adapter: POST `{ to, text }` as JSON with a bearer token. Any provider (or a
 * small relay in front of one) that accepts this shape can be configured by URL and token.
 */
export function createHttpSmsSender(
  options: { url: string; token?: string; timeoutMs?: number },
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  return {
    async send(message) {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // The body is drained so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsProviderError(response.status);
    },
  };
}

/** The configured SMS provider, or undefined when none is (messages are then held). */
export function createSmsSender(
  env: Pick<Env, 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_TOKEN'>,
): SmsSender | undefined {
  if (!env.SMS_PROVIDER_URL) return undefined;
  return createHttpSmsSender({ url: env.SMS_PROVIDER_URL, token: env.SMS_PROVIDER_TOKEN });
}
