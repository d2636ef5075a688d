import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/database';
import { listenReconnecting } from '../../platform/db/listener';
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
    // Reconnects after the server drops the connection, so kiosks keep hearing mode changes.
    const listener = await listenReconnecting({
      connectionString: database.connectionString as string,
      channel: KIOSK_CHANNEL,
      onNotification: dispatch,
      log,
    });
    close = () => listener.close();
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
