import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { samples } from '../attachments/attachments.samples';
import { bookXray, multipart, signIn } from '../portal/portal.test-support';
import {
  bookChestXray,
  callerHeaders,
  callers,
  expectedStatus,
  staffAuditRows,
} from './appointments.admin.test-support';
import { clinicId, TEST_NOW, TUESDAY_9AM_SYDNEY } from './booking-test-helpers';

const at = (minutes: number) => new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minutes * 60_000).toISOString();

describe.each(databaseTargets)('appointment notes and answers on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  let nextSlot = 0;

  const book = () => {
    const { app, database } = ctx();
    return bookChestXray(app, database.db, nextSlot++);
  };

  it('adds and reads notes for the callers the policy allows, each audited', async () => {
    const { app, database } = ctx();
    const booking = await book();
    let expected = 0;
    for (const caller of callers) {
      const headers = await callerHeaders(app, database.db, caller, booking.sydney);
      const added = await app.inject({
        method: 'POST',
        url: `/api/admin/appointments/${booking.slug}/notes`,
        headers,
        payload: { text: `Called the patient (${caller}).\nWill bring films.` },
      });
      expect(added.statusCode, `${caller}: ${added.body}`).toBe(expectedStatus(caller, 201));
      const read = await app.inject({ url: `/api/admin/appointments/${booking.slug}/notes`, headers });
      expect(read.statusCode, caller).toBe(expectedStatus(caller, 200));
      if (added.statusCode !== 201) {
        expect(added.headers['content-type']).toContain('application/problem+json');
        continue;
      }
      expected++;
      expect(read.json().items).toHaveLength(expected);
      expect(read.json().items.at(-1)).toMatchObject({
        text: `Called the patient (${caller}).\nWill bring films.`,
        staffSubject: expect.stringMatching(/^test-/),
        createdAt: TEST_NOW,
      });
    }
    expect(expected).toBe(2);
    expect(
      await staffAuditRows(database.db, 'staff.appointments.manage', `appointment.note:${booking.id}`),
    ).toHaveLength(2);
    expect(
      await staffAuditRows(database.db, 'staff.appointments.manage', `appointment.notes:${booking.id}`),
    ).toHaveLength(2);
    const admin = await callerHeaders(app, database.db, 'admin', booking.sydney);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${booking.slug}/notes`,
      headers: admin,
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('message.validation_error');
    const unknown = await app.inject({ url: '/api/admin/appointments/nope/notes', headers: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows every questionnaire answer with its type and the definition of the version answered', async () => {
    const { app, database } = ctx();
    const booking = await book();
    const versions = await database.db
      .selectFrom('questionnaire')
      .innerJoin('questionnaireVersion', 'questionnaireVersion.questionnaireId', 'questionnaire.id')
      .select(['questionnaire.id', 'questionnaire.type', 'questionnaireVersion.id as versionId'])
      .execute();
    const painScore = versions.find((v) => v.type === 'PAIN_SCORE_INITIAL');
    expect(painScore, 'a seeded pain score questionnaire').toBeDefined();
    const bookingKey = (
      await database.db
        .selectFrom('appointment')
        .select('bookingKey')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow()
    ).bookingKey;
    await database.db
      .insertInto('questionnaireAnswer')
      .values({
        bookingKey,
        appointmentId: booking.id,
        bookingRequestId: null,
        temporary: false,
        questionnaireId: painScore?.id as number,
        questionnaireVersionId: painScore?.versionId as number,
        questionnaireType: 'PAIN_SCORE_INITIAL',
        result: JSON.stringify({ painScore: 6 }),
      })
      .execute();
    const view = await app.inject({
      url: `/api/admin/appointments/${booking.slug}`,
      headers: await callerHeaders(app, database.db, 'ownClinicStaff', booking.sydney),
    });
    expect(view.statusCode, view.body).toBe(200);
    const [answer] = view.json().answers;
    expect(answer).toMatchObject({ questionnaireType: 'PAIN_SCORE_INITIAL', answers: { painScore: 6 } });
    expect(JSON.stringify(answer.definition)).toContain('painScore');
  });

  it('opens an attachment the patient uploaded for staff of its clinic, inline and audited', async () => {
    const { app, database } = ctx();
    const booking = await bookXray(app, database.db, at(15 * nextSlot++));
    const session = await signIn(app, booking);
    const png = samples.png();
    const form = multipart([{ name: 'file', fileName: 'referral.png', data: png }]);
    const uploaded = await session.call(
      'POST',
      `/api/secured/appointments/${booking.slug}/attachments`,
      form.payload,
      form.headers,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachmentId = uploaded.json().id as number;
    const sydney = await clinicId(database.db, 'sydney-cbd');
    for (const caller of callers) {
      const res = await app.inject({
        url: `/api/admin/appointments/${booking.slug}/attachments/${attachmentId}`,
        headers: await callerHeaders(app, database.db, caller, sydney),
      });
      expect(res.statusCode, `${caller}: ${res.statusCode}`).toBe(expectedStatus(caller, 200));
      if (res.statusCode !== 200) continue;
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(png)).toBe(true);
    }
    expect(
      await staffAuditRows(
        database.db,
        'staff.appointments.manage',
        `appointment.attachment.${attachmentId}:${booking.id}`,
      ),
    ).toHaveLength(2);
    // Another appointment's file is not reachable through this one.
    const other = await book();
    const foreign = await app.inject({
      url: `/api/admin/appointments/${other.slug}/attachments/${attachmentId}`,
      headers: await callerHeaders(app, database.db, 'admin', sydney),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
