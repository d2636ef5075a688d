import type { Db } from '../../platform/db/database';
import { formatMinute } from '../../platform/local-time';
import './catalog.tables';
import {
  bodyPartSeeds,
  clinicSeeds,
  modalitySeeds,
  regionSeeds,
  weeklyPeriodsFor,
} from './catalog.seed-data';
import { customDurationSeeds, examSeeds } from './exams.seed-data';
import { postalCodeSeeds } from './postal-codes.seed-data';

const idsBy = <K extends string>(rows: { id: number }[], keys: K[]) =>
  new Map(keys.map((key, i) => [key, (rows[i] as { id: number }).id]));

/** Opening hours shown on the clinic page: the widest day of its devices' weekly schedules. */
function openingHoursOf(clinic: (typeof clinicSeeds)[number]) {
  const periods = clinic.devices.flatMap((m) => weeklyPeriodsFor(m, clinic));
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => {
    const day = periods.filter((p) => p.weekday === weekday);
    if (day.length === 0) return [];
    const opens = Math.min(...day.map((p) => p.startMinute));
    const closes = Math.max(...day.map((p) => p.endMinute));
    return [{ weekday, opens: formatMinute(opens), closes: formatMinute(closes) }];
  });
}

/** Regions, clinics, modalities, body parts, exams, devices, clinic exams and postal codes; a few batch inserts. */
export async function seedCatalog(trx: Db): Promise<void> {
  const regions = await trx.insertInto('region').values(regionSeeds).returning('id').execute();
  const regionIds = idsBy(
    regions,
    regionSeeds.map((r) => r.slug),
  );

  const modalities = await trx
    .insertInto('modality')
    .values(modalitySeeds.map((m) => ({ ...m })))
    .returning('id')
    .execute();
  const modalityIds = idsBy(
    modalities,
    modalitySeeds.map((m) => m.code),
  );

  const bodyParts = await trx.insertInto('bodyPart').values(bodyPartSeeds).returning('id').execute();
  const bodyPartIds = idsBy(
    bodyParts,
    bodyPartSeeds.map((b) => b.slug),
  );

  const exams = await trx
    .insertInto('exam')
    .values(
      examSeeds.map(({ modality, bodyParts: _parts, ...exam }) => ({
        ...exam,
        modalityId: modalityIds.get(modality) as number,
        examNotes: exam.examNotes ?? null,
        preparationNotes: exam.preparationNotes ?? null,
        notes: exam.notes ?? null,
        groupName: exam.groupName,
      })),
    )
    .returning('id')
    .execute();
  const examIds = idsBy(
    exams,
    examSeeds.map((e) => e.slug),
  );
  const examBodyParts = examSeeds.flatMap((e) =>
    e.bodyParts.map((part) => ({
      examId: examIds.get(e.slug) as number,
      bodyPartId: bodyPartIds.get(part) as number,
    })),
  );
  await trx.insertInto('examBodyPart').values(examBodyParts).execute();

  const clinics = await trx
    .insertInto('clinic')
    .values(
      clinicSeeds.map(({ region, devices, saturday: _s, late: _l, ...clinic }, i) => ({
        ...clinic,
        regionId: regionIds.get(region) as number,
        email: `${clinic.slug}@bookings.example.com.au`,
        openingHours: JSON.stringify(openingHoursOf(clinicSeeds[i] as (typeof clinicSeeds)[number])),
        // A van takes booked patients only; it has no waiting room for walk-ins.
        walkInEnabled: devices.includes('XR') && !clinic.mobile,
      })),
    )
    .returning('id')
    .execute();
  const clinicIds = idsBy(
    clinics,
    clinicSeeds.map((c) => c.slug),
  );

  const deviceSeeds = clinicSeeds.flatMap((c) => c.devices.map((modality) => ({ clinic: c.slug, modality })));
  const devices = await trx
    .insertInto('device')
    .values(
      deviceSeeds.map((d) => ({
        clinicId: clinicIds.get(d.clinic) as number,
        modalityId: modalityIds.get(d.modality) as number,
        name: `${modalitySeeds.find((m) => m.code === d.modality)?.name} 1`,
      })),
    )
    .returning('id')
    .execute();

  const clinicExams = deviceSeeds.flatMap((d, i) =>
    examSeeds
      .filter((e) => e.modality === d.modality && !e.generalEnquiry)
      .map((e) => ({
        clinicId: clinicIds.get(d.clinic) as number,
        examId: examIds.get(e.slug) as number,
        deviceId: (devices[i] as { id: number }).id,
        customDurationMinutes:
          customDurationSeeds.find((c) => c.clinic === d.clinic && c.exam === e.slug)?.minutes ?? null,
      })),
  );
  await trx.insertInto('clinicExam').values(clinicExams).execute();
  await trx.insertInto('postalCodeLocation').values(postalCodeSeeds).execute();
}
