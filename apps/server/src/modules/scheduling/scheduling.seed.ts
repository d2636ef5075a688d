import type { Db } from '../../platform/db/database';
import '../catalog/catalog.tables';
import { clinicSeeds, modalitySeeds, weeklyPeriodsFor } from '../catalog/catalog.seed-data';
import './scheduling.tables';
import { closureSeeds, publicHolidaySeeds } from './scheduling.seed-data';

const FIRST_TEMPLATE_FROM = '2000-01-01';

/** Weekly schedules of every seeded device, public holidays and one clinic closure (after the catalog). */
export async function seedScheduling(trx: Db): Promise<void> {
  const devices = await trx
    .selectFrom('device')
    .innerJoin('clinic', 'clinic.id', 'device.clinicId')
    .innerJoin('modality', 'modality.id', 'device.modalityId')
    .select(['device.id', 'clinic.slug as clinicSlug', 'modality.code'])
    .execute();
  // Every device's first template, effective from the first day any test or demo booking uses.
  const templates = devices.length
    ? await trx
        .insertInto('scheduleTemplate')
        .values(devices.map((d) => ({ deviceId: d.id, effectiveFrom: FIRST_TEMPLATE_FROM })))
        .returning(['id', 'deviceId'])
        .execute()
    : [];
  const schedules = devices.flatMap((device) => {
    const clinic = clinicSeeds.find((c) => c.slug === device.clinicSlug);
    const modality = modalitySeeds.find((m) => m.code === device.code)?.code;
    const template = templates.find((t) => t.deviceId === device.id);
    if (!clinic || !modality || !template) return [];
    return weeklyPeriodsFor(modality, clinic).map((p) => ({
      ...p,
      deviceId: device.id,
      templateId: template.id,
      validFrom: FIRST_TEMPLATE_FROM,
      validTo: null,
    }));
  });
  if (schedules.length) await trx.insertInto('deviceSchedule').values(schedules).execute();

  await trx
    .insertInto('publicHoliday')
    .values(publicHolidaySeeds.map((h) => ({ holidayDate: h.date, name: h.name, state: h.state })))
    .execute();

  for (const closure of closureSeeds) {
    const clinic = await trx
      .selectFrom('clinic')
      .select('id')
      .where('slug', '=', closure.clinic)
      .executeTakeFirst();
    if (!clinic) continue;
    await trx
      .insertInto('scheduleException')
      .values({
        clinicId: clinic.id,
        deviceId: null,
        startsAt: closure.startsAt,
        endsAt: closure.endsAt,
        reason: closure.reason,
      })
      .execute();
  }
}
