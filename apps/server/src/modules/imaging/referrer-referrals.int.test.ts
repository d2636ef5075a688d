import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { passwordSignIn } from '../../test/staff-auth';
import { demoStudies } from './demo-studies';

const REFERRER = 'referrer@demo.example';
const dx = demoStudies[2] as (typeof demoStudies)[0];

interface Referral {
  accessionNumber: string | null;
  patientName: string | null;
  studyDescription: string | null;
  startsAt: string | null;
  appointmentStatus: string | null;
  clinicName: string | null;
  reportReleased: boolean;
}

/**
 * §2 /referrer-access: a signed-in referrer lists the appointments they referred (with or without
 * images yet), and opens the images of one through `direct` without an emailed link.
 */
describe.each(databaseTargets)('referrer referrals on %s', (target) => {
  const ctx = useTestApp(target);

  async function referrer() {
    const { tokens } = await passwordSignIn(ctx().app, 'referrer', 'DemoReferrer!2026');
    return { authorization: `Bearer ${tokens.access_token}` };
  }
  const referrals = async (headers: { authorization: string }) => {
    const answer = await ctx().app.inject({ method: 'GET', url: '/api/admin/referrer/referrals', headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().referrals as Referral[];
  };
  const direct = async (headers: { authorization: string }, input: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/image_viewer/direct', headers, payload: { input } });

  /** A new upcoming appointment without a study (a copy of a seeded visit's patient and exam), referred by `email`. */
  async function referUpcoming(email: string, daysAhead: number) {
    const db = ctx().database.db;
    const visit = await db.selectFrom('appointment').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const startsAt = new Date(Date.now() + daysAhead * 86_400_000);
    startsAt.setUTCSeconds(0, 0);
    const appointment = await db
      .insertInto('appointment')
      .values({
        slug: randomUUID(),
        bookingKey: randomUUID(),
        examId: visit.examId,
        clinicId: visit.clinicId,
        deviceId: visit.deviceId,
        patientId: visit.patientId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: 'BOOKED',
        createdBy: 'REFERRER',
        notes: null,
        rescheduledFromId: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const patient = await db
      .selectFrom('patient')
      .select(['firstName', 'lastName'])
      .where('id', '=', visit.patientId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('appointmentReferrer')
      .values({ appointmentId: appointment.id, email, name: null })
      .execute();
    return { id: appointment.id, startsAt, ...patient };
  }

  it('lists the appointments the referrer referred, with and without images, and leaves out replaced ones', async () => {
    const headers = await referrer();
    const upcoming = await referUpcoming(REFERRER, 7);
    const elsewhere = await referUpcoming('someone.else@demo.example', 8);
    const listed = await referrals(headers);
    // The list names patients: reading it leaves an audit row.
    expect(
      await ctx()
        .database.db.selectFrom('auditEvent')
        .select(['action', 'actorKind'])
        .where('action', '=', 'staff.referrals.read')
        .execute(),
    ).toEqual([{ action: 'staff.referrals.read', actorKind: 'REFERRER' }]);

    expect(listed).toContainEqual(
      expect.objectContaining({
        accessionNumber: null,
        patientName: `${upcoming.firstName} ${upcoming.lastName}`,
        startsAt: upcoming.startsAt.toISOString(),
        appointmentStatus: 'BOOKED',
        reportReleased: false,
      }),
    );
    // The seeded imaging visits are referred by the demo referrer: each is listed once, with its accession.
    for (const study of demoStudies)
      expect(listed.filter((row) => row.accessionNumber === study.accessionNumber)).toHaveLength(1);
    expect(listed.every((row) => row.clinicName !== null && row.studyDescription !== null)).toBe(true);
    expect(listed.some((row) => row.startsAt === elsewhere.startsAt.toISOString())).toBe(false);

    // A version replaced by a reschedule is not listed twice.
    await ctx()
      .database.db.updateTable('appointment')
      .set({ status: 'RESCHEDULED' })
      .where('id', '=', upcoming.id)
      .execute();
    expect((await referrals(headers)).some((row) => row.startsAt === upcoming.startsAt.toISOString())).toBe(
      false,
    );
  });

  it('opens the images of a referred appointment without an emailed link, and not once another referrer is named', async () => {
    const headers = await referrer();
    const db = ctx().database.db;
    // Without the link the seed emailed them: the referral itself lets the referrer open the images.
    const dropReferrerLinks = () =>
      db
        .deleteFrom('imagingLink')
        .where('accessionNumber', '=', dx.accessionNumber)
        .where('recipientKind', '=', 'REFERRER')
        .execute();
    await dropReferrerLinks();

    const opened = await direct(headers, dx.accessionNumber);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().url).toMatch(/^\/imaging\/viewer\//);

    // Direct made a link of its own for the referrer: remove it, and name another referrer.
    await dropReferrerLinks();
    const appointment = await db
      .selectFrom('appointmentStudy')
      .select('appointmentId')
      .where('accessionNumber', '=', dx.accessionNumber)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('appointmentReferrer')
      .set({ email: 'another.referrer@demo.example' })
      .where('appointmentId', '=', appointment.appointmentId)
      .execute();
    // Another referrer's study: 404, as for a study that does not exist (issue 37 finding 7b).
    expect((await direct(headers, dx.accessionNumber)).statusCode).toBe(404);
    expect((await referrals(headers)).some((row) => row.accessionNumber === dx.accessionNumber)).toBe(false);
  });
});
