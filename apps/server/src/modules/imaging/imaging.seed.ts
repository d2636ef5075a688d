import { addDays } from 'date-fns';
import { joinModality } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import { newRandomKey } from '../appointments/booking-keys';
import '../catalog/catalog.tables';
import { newToken, tokenId } from '../patient-auth/patient-auth.crypto';
import { demoStudies } from './demo-studies';
import './imaging.tables';

/** Demo study accession → the catalog modality code of its appointment. */
const MODALITY_OF: Record<string, string> = {
  'DEMO-CT-0001': 'CT',
  'DEMO-MR-0001': 'MRI',
  'DEMO-DX-0001': 'XR',
  'DEMO-MG-0001': 'MG',
};

/** The seeded referrer account's email (identity seed): the demo studies were referred by them. */
const DEMO_REFERRER = 'referrer@demo.example';
/** The demo patient's address: they sign in to their results and images with a code sent there. */
export const DEMO_PATIENT_EMAIL = 'patient@demo.example';
export const DEMO_PATIENT_DOB = '1970-01-01';

/**
 * Each demo study belongs to a past appointment of one synthetic demo patient (who signs in with the
 * emailed code like any patient), and a link to it was
 * issued to the demo referrer, so the referrer's list and the viewer show images from the start.
 * The imsec itself is thrown away: the referrer opens studies signed in (direct).
 */
export async function seedImaging(trx: Db): Promise<void> {
  const patient = await trx
    .insertInto('patient')
    .values({
      title: null,
      firstName: 'Demo',
      lastName: 'Synthetic',
      dateOfBirth: DEMO_PATIENT_DOB,
      email: DEMO_PATIENT_EMAIL,
      contactNumber: null,
      postalCode: null,
      gender: null,
      medicareNumber: null,
      medicareIrn: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date();
  for (const study of demoStudies) {
    const offer = await trx
      .selectFrom('clinicExam')
      .innerJoin('exam', 'exam.id', 'clinicExam.examId')
      .$call(joinModality)
      .select(['clinicExam.clinicId', 'clinicExam.examId', 'clinicExam.deviceId'])
      .where('modality.code', '=', MODALITY_OF[study.accessionNumber] ?? '')
      .orderBy('clinicExam.clinicId')
      .orderBy('clinicExam.examId')
      .executeTakeFirst();
    if (!offer) continue;
    const startsAt = new Date(
      `${study.studyDate.slice(0, 4)}-${study.studyDate.slice(4, 6)}-${study.studyDate.slice(6, 8)}T00:00:00Z`,
    );
    const appointment = await trx
      .insertInto('appointment')
      .values({
        slug: newRandomKey(),
        bookingKey: newRandomKey(),
        examId: offer.examId,
        clinicId: offer.clinicId,
        deviceId: offer.deviceId,
        patientId: patient.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: 'BOOKED',
        createdBy: 'REFERRER',
        notes: 'Demo appointment with synthetic images',
        rescheduledFromId: null,
      })
      .returning(['id', 'bookingKey'])
      .executeTakeFirstOrThrow();
    const ref = {
      repositorySource: 'default',
      studyInstanceUid: study.studyInstanceUid,
      accessionNumber: study.accessionNumber,
    };
    await trx
      .insertInto('appointmentStudy')
      .values({ appointmentId: appointment.id, ...ref })
      .execute();
    await trx
      .insertInto('appointmentReferrer')
      .values({ appointmentId: appointment.id, email: DEMO_REFERRER, name: 'Dr Demo Referrer' })
      .execute();
    await trx
      .insertInto('imagingLink')
      .values({
        imsecHash: tokenId(newToken()),
        ...ref,
        bookingKey: appointment.bookingKey,
        recipientKind: 'REFERRER',
        recipient: DEMO_REFERRER,
        createdBy: 'seed',
        createdAt: now,
        expiresAt: addDays(now, 365),
      })
      .execute();
  }
}
