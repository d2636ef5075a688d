import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

/**
 * LISTEN on a connection of its own that comes back when the server drops it (restart, failover,
 * a terminated backend): it reconnects every `retryMs` until it listens again. Notifications sent
 * while it is away are lost, as PostgreSQL keeps none for an absent listener. The first connection
 * must succeed; its error goes to the caller, as at start-up.
 */
export async function listenReconnecting(options: {
  connectionString: string;
  channel: string;
  onNotification: (payload: string | undefined) => void;
  /** After every LISTEN that succeeds, the first and each after a reconnect (what was missed is lost). */
  onListening?: () => void;
  log: FastifyBaseLogger;
  retryMs?: number;
}): Promise<Listener> {
  const { connectionString, channel, onNotification, log } = options;
  const retryMs = options.retryMs ?? 1000;
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    client.end().catch(() => {});
    if (closed) return;
    log.warn(
      { err: error && { code: (error as { code?: unknown }).code, message: error.message }, channel },
      'LISTEN connection lost; reconnecting',
    );
    retry = setTimeout(() => {
      retry = undefined;
      open().catch(() => {});
    }, retryMs);
  };

  async function open() {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      options.onListening?.();
    } catch (error) {
      lost(client, error as Error);
      throw error;
    }
  }

  try {
    await open();
  } catch (error) {
    closed = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
