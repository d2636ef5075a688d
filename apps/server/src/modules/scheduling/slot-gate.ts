import { conflict } from '../../platform/errors';

/** The device and start a booking or a hold asks for, as the request names them. */
export interface GatedSlot {
  deviceId: number;
  start: Date;
}

/**
 * Coalesces concurrent writes of the same slot (device and start) in this process. While one
 * booking key's check and write of a slot are under way, other keys wanting that slot wait for
 * them: when the write succeeds they lose at once with 409 message.slot_conflict, without their own
 * checks or any database work; when it fails (any error) the next one tries. The exclusion
 * constraint stays the guarantee (across instances, and for overlapping slots that start at other
 * times); this only spares the server and the database the races they would refuse anyway.
 */
export function createSlotGate() {
  const inFlight = new Map<string, { bookingKey: string | null; done: Promise<boolean> }>();
  const keyOf = (slot: GatedSlot) => `${slot.deviceId}|${slot.start.getTime()}`;

  return {
    /** `bookingKey` null: a booking that brings no key of its own, so it shares no write with anyone. */
    async run<T>(slots: GatedSlot[], bookingKey: string | null, write: () => Promise<T>): Promise<T> {
      const keys = slots.map(keyOf);
      for (;;) {
        const busy = keys
          .map((key) => inFlight.get(key))
          .find((e) => e && (bookingKey === null || e.bookingKey !== bookingKey));
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
