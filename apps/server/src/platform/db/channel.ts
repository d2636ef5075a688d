import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './database';
import { listenReconnecting } from './listener';

/**
 * Hears one NOTIFY channel from every instance on the database: on a real server through a
 * connection of its own that comes back after a drop; PGlite (one process) delivers in-process.
 * Notifications are sent with `pg_notify` inside the writing transaction, so they arrive on commit.
 */
export async function listenChannel(
  database: DatabaseHandle,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  log: FastifyBaseLogger,
  /** After every LISTEN that succeeds on a real server (a reconnect lost what was sent meanwhile). */
  onListening?: () => void,
): Promise<{ close(): Promise<void> }> {
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await pglite.listen(channel, onPayload);
    // A closed PGlite has dropped its listeners already; UNLISTEN on it would throw.
    return { close: async () => (pglite.closed ? undefined : unlisten()) };
  }
  const listener = await listenReconnecting({
    connectionString: database.connectionString as string,
    channel,
    onNotification: onPayload,
    onListening,
    log,
  });
  return { close: () => listener.close() };
}
