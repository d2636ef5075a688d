import { conflict } from '../../platform/errors';

/** The device time a booking or a hold writes. */
export interface GatedSlot {
  deviceId: number;
  start: Date;
  end: Date;
}

/**
 * Coalesces concurrent writes of the same slot in this process. While one booking key's write of
 * a slot is under way, other keys wanting that slot wait for it: when it succeeds they lose at once
 * with 409 message.slot_conflict and never reach the database; when it fails the next one tries.
 * The exclusion constraint stays the guarantee (across instances, and for overlapping slots of
 * other lengths); this only spares the database the races it would refuse anyway.
 */
export function createSlotGate() {
  const inFlight = new Map<string, { bookingKey: string; done: Promise<boolean> }>();
  const keyOf = (slot: GatedSlot) => `${slot.deviceId}|${slot.start.getTime()}|${slot.end.getTime()}`;

  return {
    async run<T>(slots: GatedSlot[], bookingKey: string, write: () => Promise<T>): Promise<T> {
      const keys = slots.map(keyOf);
      for (;;) {
        const busy = keys.map((key) => inFlight.get(key)).find((e) => e && e.bookingKey !== bookingKey);
        if (!busy) break;
        if (await busy.done) throw conflict('message.slot_conflict');
      }
      let settle: (succeeded: boolean) => void = () => {};
      const entry = { bookingKey, done: new Promise<boolean>((resolve) => (settle = resolve)) };
      for (const key of keys) inFlight.set(key, entry);
      try {
        const result = await write();
        settle(true);
        return result;
      } catch (error) {
        settle(false);
        throw error;
      } finally {
        for (const key of keys) if (inFlight.get(key) === entry) inFlight.delete(key);
      }
    },
  };
}

export type SlotGate = ReturnType<typeof createSlotGate>;
