import type { FastifyBaseLogger } from 'fastify';
import { listenChannel } from '../../platform/db/channel';
import type { DatabaseHandle } from '../../platform/db/database';
import { KIOSK_CHANNEL } from './kiosk.repository';

export type KioskModeListener = (kioskMode: boolean) => void;

/** Kiosk-mode changes from any server instance, through PostgreSQL LISTEN/NOTIFY (platform/db/channel.ts). */
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

  const channel = await listenChannel(database, KIOSK_CHANNEL, dispatch, log);

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
    close: () => channel.close(),
  };
}
