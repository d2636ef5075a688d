import { randomBytes } from 'node:crypto';
import { beforeAll } from 'vitest';
import { fixedClock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { useTestApp } from '../../test/app';
import type { DatabaseTarget } from '../../test/databases';
import { useStaffAuthorization } from '../../test/staff-auth';
import { demoQuestionnaires } from './questionnaires.seed';
import '../appointments/appointments.tables';
import '../booking-requests/booking-requests.tables';
import '../catalog/catalog.tables';
import '../patients/patients.tables';

export const newKey = () => randomBytes(16).toString('base64url');

/**
 * A small catalog written straight into the tables, so questionnaire tests don't depend on the
 * catalog seed: MRI, CT, X-Ray and Mammography with a knee MRI, a knee X-ray, a contrast CT, a
 * mammogram and a general enquiry exam, and one clinic with one device.
 */
export async function insertTestCatalog(db: Db) {
  const region = await db
    .insertInto('region')
    .values({ slug: 'qt-region', name: 'Test region', latitude: -33.87, longitude: 151.21 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clinic = await db
    .insertInto('clinic')
    .values({
      slug: 'qt-clinic',
      name: 'Test clinic',
      regionId: region.id,
      addressLine: '1 George Street',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      latitude: -33.87,
      longitude: 151.21,
      timeZone: 'Australia/Sydney',
      phone: '02 9000 0000',
      email: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const modalities = await db
    .insertInto('modality')
    .values([
      { code: 'MRI', name: 'MRI' },
      { code: 'CT', name: 'CT' },
      { code: 'XR', name: 'X-Ray' },
      { code: 'MAMMO', name: 'Mammography' },
    ])
    .returning(['id', 'code', 'name'])
    .execute();
  const modalityId = (code: string) => modalities.find((m) => m.code === code)?.id as number;
  const exam = (slug: string, name: string, code: string, generalEnquiry = false) => ({
    slug,
    name,
    modalityId: modalityId(code),
    examCode: slug.toUpperCase(),
    durationMinutes: 30,
    generalEnquiry,
  });
  const exams = await db
    .insertInto('exam')
    .values([
      exam('mri-knee', 'MRI Knee', 'MRI'),
      exam('xray-knee', 'X-Ray Knee', 'XR'),
      exam('ct-abdomen-contrast', 'CT Abdomen with contrast', 'CT'),
      exam('mammogram', 'Mammogram', 'MAMMO'),
      exam('general-enquiry', 'Not sure which scan', 'XR', true),
    ])
    .returning(['id', 'slug', 'name', 'modalityId', 'generalEnquiry'])
    .execute();
  const device = await db
    .insertInto('device')
    .values({ clinicId: clinic.id, modalityId: modalityId('MRI'), name: 'MRI 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clinicId: clinic.id, deviceId: device.id, modalities, exams };
}

/** An appointment for the exam under a fresh booking key (what the booking module would create). */
export async function insertAppointment(
  db: Db,
  catalog: Awaited<ReturnType<typeof insertTestCatalog>>,
  examSlug: string,
  bookingKey = newKey(),
) {
  const patient = await db
    .insertInto('patient')
    .values({ firstName: 'Ada', lastName: 'Test', dateOfBirth: '1980-05-04', email: 'ada@example.org' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const examId = catalog.exams.find((e) => e.slug === examSlug)?.id as number;
  const appointment = await db
    .insertInto('appointment')
    .values({
      slug: newKey(),
      bookingKey,
      examId,
      clinicId: catalog.clinicId,
      deviceId: catalog.deviceId,
      patientId: patient.id,
      startsAt: '2030-01-07T00:00:00Z',
      endsAt: '2030-01-07T00:30:00Z',
      status: 'BOOKED',
      createdBy: 'PATIENT',
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  return { bookingKey, appointmentId: appointment.id, appointmentSlug: appointment.slug };
}

/**
 * The app on a fresh database of the target with the test catalog and the demo questionnaires
 * imported through the admin call; the clock is fixed at 2026-03-02 12:00 in Sydney.
 */
export function useQuestionnaireApp(target: DatabaseTarget) {
  const clock = fixedClock('2026-03-02T01:00:00Z');
  const ctx = useTestApp(target, { seed: false, clock });
  const bearer = useStaffAuthorization(ctx);
  const admin = () => ({ authorization: bearer() });
  let catalog: Awaited<ReturnType<typeof insertTestCatalog>> | undefined;
  const ids: Record<string, number> = {};
  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers?: Record<string, string>) =>
    ctx().app.inject({ method, url, payload: payload as object, headers });

  beforeAll(async () => {
    catalog = await insertTestCatalog(ctx().database.db);
    const res = await inject(
      'POST',
      '/api/admin/questionnaires',
      { questionnaires: demoQuestionnaires(catalog.modalities, catalog.exams) },
      admin(),
    );
    if (res.statusCode !== 200) throw new Error(`demo questionnaires not imported: ${res.body}`);
    for (const result of res.json().results) ids[result.key] = result.id;
  });

  return {
    ctx,
    clock,
    ids,
    /** Headers of an admin signed by the app's own provider. */
    admin,
    catalog: () => {
      if (!catalog) throw new Error('test catalog not ready');
      return catalog;
    },
    inject,
    get: (query: string) => inject('GET', `/api/questionnaires?${query}`),
    answer: (body: Record<string, unknown>) => inject('POST', '/api/questionnaires/answers', body),
  };
}
