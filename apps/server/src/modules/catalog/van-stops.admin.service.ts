import type { AdminVanStops, FieldError, VanStop, VanStopInput } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { localParts, minuteOf } from '../../platform/local-time';
import { type CatalogActor, type CatalogWrite, refuse } from './catalog.admin.write';
import { vanStopsRepository as repo } from './van-stops';

/** The staff side of a mobile van's stops by date (§7 mobile locations, issue 39). */
export function createVanStopsAdminService(deps: Pick<AppDeps, 'db' | 'clock'>, write: CatalogWrite) {
  /** The van a stop names (404 when there is none, 400 when it is a fixed clinic) and its today. */
  async function vanOf(trx: Db, clinicId: number, lock = false) {
    const clinic = await repo.vanClinic(trx, clinicId, lock);
    if (!clinic) throw notFound();
    refuse(clinic.mobile ? [] : [{ field: 'clinicId', message: 'message.catalog_not_a_van' }]);
    return { ...clinic, today: localParts(clinic.timeZone, deps.clock.now().getTime()).date };
  }
  const notPast = (date: string, today: string): FieldError[] =>
    date < today ? [{ field: 'date', message: 'message.catalog_stop_in_past' }] : [];

  return {
    /** A mobile van's stops from its today on (§7 mobile locations). */
    async vanStops(clinicId: number): Promise<AdminVanStops> {
      const van = await vanOf(deps.db, clinicId);
      return {
        clinicId,
        name: van.name,
        timeZone: van.timeZone,
        today: van.today,
        stops: await repo.vanStops(deps.db, clinicId, van.today),
      };
    },

    /** Where the van stands on a date from its today on: added, or that date's stop changed. */
    saveVanStop: (
      actor: CatalogActor,
      clinicId: number,
      date: string,
      input: VanStopInput,
    ): Promise<VanStop> =>
      write(actor, 'van_stop_saved', async (trx) => {
        const van = await vanOf(trx, clinicId, true);
        const errors = notPast(date, van.today);
        if (minuteOf(input.closes) <= minuteOf(input.opens))
          errors.push({ field: 'closes', message: 'message.schedule_end_before_start' });
        refuse(errors);
        const before = (await repo.vanStopOn(trx, clinicId, date)) ?? null;
        await repo.saveVanStop(trx, clinicId, date, input);
        return {
          before,
          after: (await repo.vanStopOn(trx, clinicId, date)) as VanStop,
          clinicIds: [clinicId],
        };
      }),

    /** Removes the van's stop of a date from its today on; earlier stops stay as history. */
    removeVanStop: (actor: CatalogActor, clinicId: number, date: string): Promise<null> =>
      write(actor, 'van_stop_removed', async (trx) => {
        const van = await vanOf(trx, clinicId, true);
        refuse(notPast(date, van.today));
        const before = await repo.vanStopOn(trx, clinicId, date);
        if (!before) throw notFound();
        await repo.removeVanStop(trx, clinicId, date);
        return { before, after: null, clinicIds: [clinicId] };
      }),
  };
}

export type VanStopsAdminService = ReturnType<typeof createVanStopsAdminService>;
