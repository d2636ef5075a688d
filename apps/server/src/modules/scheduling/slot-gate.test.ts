import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { createSlotGate } from './slot-gate';

const slot = (deviceId: number, hour: number) => ({
  deviceId,
  start: new Date(Date.UTC(2026, 11, 1, hour)),
});

/** A write that finishes when the test says so, and counts how often it ran. */
function controlledWrite() {
  let finish: (ok: boolean) => void = () => {};
  let runs = 0;
  const write = () => {
    runs += 1;
    return new Promise<string>((resolve, reject) => {
      finish = (ok) => (ok ? resolve('written') : reject(new Error('refused')));
    });
  };
  return { write, finish: (ok: boolean) => finish(ok), runs: () => runs };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('slot gate', () => {
  it('answers slot_conflict to every other key waiting on a slot whose write succeeded', async () => {
    const gate = createSlotGate();
    const first = controlledWrite();
    const winner = gate.run([slot(1, 9)], 'key-a', first.write);
    const losers = ['key-b', 'key-c'].map((key) => gate.run([slot(1, 9)], key, first.write));
    await flush();
    first.finish(true);
    await expect(winner).resolves.toBe('written');
    for (const loser of losers) {
      const error = await loser.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 409, messageKey: 'message.slot_conflict' });
    }
    expect(first.runs()).toBe(1);
  });

  it('lets the next waiter write when the first write failed, one at a time', async () => {
    const gate = createSlotGate();
    const writes = controlledWrite();
    const a = gate.run([slot(1, 9)], 'key-a', writes.write);
    const b = gate.run([slot(1, 9)], 'key-b', writes.write);
    const c = gate.run([slot(1, 9)], 'key-c', writes.write);
    await flush();
    writes.finish(false);
    await expect(a).rejects.toThrow('refused');
    await flush();
    expect(writes.runs()).toBe(2);
    writes.finish(true);
    await expect(b).resolves.toBe('written');
    await expect(c).rejects.toMatchObject({ status: 409 });
  });

  it('does not hold up other slots, the same key, or a later write once the slot is free', async () => {
    const gate = createSlotGate();
    const held = controlledWrite();
    const pending = gate.run([slot(1, 9)], 'key-a', held.write);
    await expect(gate.run([slot(2, 9)], 'key-b', async () => 'other device')).resolves.toBe('other device');
    await expect(gate.run([slot(1, 10)], 'key-b', async () => 'other time')).resolves.toBe('other time');
    const sameKey = gate.run([slot(1, 9)], 'key-a', async () => 'retry');
    await expect(sameKey).resolves.toBe('retry');
    held.finish(true);
    await pending;
    // Nothing is remembered after the write: the database decides for later requests.
    await expect(gate.run([slot(1, 9)], 'key-z', async () => 'later')).resolves.toBe('later');
  });

  it('makes bookings without a key of their own wait for each other, never pass as the same key', async () => {
    const gate = createSlotGate();
    const first = controlledWrite();
    const winner = gate.run([slot(1, 9)], null, first.write);
    const loser = gate.run([slot(1, 9)], null, first.write);
    await flush();
    first.finish(true);
    await expect(winner).resolves.toBe('written');
    await expect(loser).rejects.toMatchObject({ status: 409, messageKey: 'message.slot_conflict' });
    expect(first.runs()).toBe(1);
  });

  it('waits on any slot of a visit that another key is writing', async () => {
    const gate = createSlotGate();
    const first = controlledWrite();
    const winner = gate.run([slot(1, 9)], 'key-a', first.write);
    const visit = gate.run([slot(2, 9), slot(1, 9)], 'key-b', async () => 'visit');
    await flush();
    first.finish(false);
    await expect(winner).rejects.toThrow('refused');
    await expect(visit).resolves.toBe('visit');
  });
});
