import { conflict } from '../../platform/errors';

/**
 * SQLSTATEs that mean "someone else got this time first": the exclusion constraint on slot_claim
 * (23P01), and a serialization failure or deadlock between two racing bookings.
 */
const CONFLICT_CODES = new Set(['23P01', '40001', '40P01']);

export function isSlotConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICT_CODES.has(code);
}

/** Runs a booking write; a lost race becomes 409 message.slot_conflict (the transaction rolled back). */
export async function mapSlotConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlotConflict(error)) throw conflict('message.slot_conflict');
    throw error;
  }
}
