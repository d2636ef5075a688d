import { sql } from 'kysely';
import { listenChannel } from '../../platform/db/channel';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';

/** Every instance hears a saved change to a clinic's schedule or catalogue on this channel. */
export const SCHEDULE_CHANNEL = 'rb_schedule_changed';

/** Queued in the change's transaction: PostgreSQL delivers it to every listener on commit. */
export async function announceScheduleChange(trx: Db, clinicId: number | null): Promise<void> {
  await sql`select pg_notify(${SCHEDULE_CHANNEL}, ${String(clinicId ?? '')})`.execute(trx);
}

/**
 * Forgets this instance's cached schedules whenever any instance saved a change (issue 39: a saved
 * change shows in slot search at once on every instance). The writer also forgets its own at once.
 */
export async function listenForScheduleChanges(
  deps: Pick<AppDeps, 'database' | 'log'>,
  onChange: () => void,
): Promise<{ close(): Promise<void> }> {
  return listenChannel(deps.database, SCHEDULE_CHANNEL, () => onChange(), deps.log);
}
