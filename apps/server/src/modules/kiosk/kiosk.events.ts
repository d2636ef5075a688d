import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../../platform/db/database';
import { KIOSK_CHANNEL } from './kiosk.repository';

export type KioskModeListener = (kioskMode: boolean) => void;

/**
 * Kiosk-mode changes from any server instance, through PostgreSQL LISTEN/NOTIFY: a dedicated
 * connection LISTENs on a real server; PGlite delivers NOTIFY in-process.
 */
export interface KioskEvents {
  subscribe(kioskId: string, listener: KioskModeListener): () => void;
  close(): Promise<void>;
}

export async function startKioskEvents(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<KioskEvents> {
  const listeners = new Map<string, Set<KioskModeListener>>();
  const dispatch = (payload: string | undefined) => {
    try {
      const { kioskId, kioskMode } = JSON.parse(payload ?? '') as { kioskId: string; kioskMode: boolean };
      for (const listener of listeners.get(kioskId) ?? []) listener(kioskMode);
    } catch (error) {
      log.warn({ err: error }, 'unreadable kiosk notification');
    }
  };

  let close: () => Promise<void>;
  if (database.pglite) {
    const unlisten = await database.pglite.listen(KIOSK_CHANNEL, dispatch);
    close = unlisten;
  } else {
    const client = new pg.Client({ connectionString: database.connectionString });
    client.on('error', (error) => log.error({ err: error }, 'kiosk LISTEN connection failed'));
    client.on('notification', (message) => dispatch(message.payload));
    await client.connect();
    await client.query(`listen ${KIOSK_CHANNEL}`);
    close = () => client.end();
  }

  return {
    subscribe(kioskId, listener) {
      const set = listeners.get(kioskId) ?? new Set();
      set.add(listener);
      listeners.set(kioskId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(kioskId);
      };
    },
    close: () => close(),
  };
}
