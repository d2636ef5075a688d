import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import {
  callerHeaders,
  callers,
  expectedStatus,
  staffAuditRows,
} from '../appointments/appointments.admin.test-support';
import {
  clinicId,
  deviceId,
  patient,
  TEST_NOW,
  TUESDAY_9AM_SYDNEY,
} from '../appointments/booking-test-helpers';

const at = (minutes: number) => new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minutes * 60_000).toISOString();

describe.each(databaseTargets)('enquiry triage on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  const admin = async () => callerHeaders(ctx().app, ctx().database.db, 'admin', 0);

  /** An enquiry sent from the public site for a chest X-ray at Sydney CBD, by a patient of its own. */
  async function sendEnquiry(lastName = 'Triage') {
    const { app, database } = ctx();
    const email = `enquirer-${randomBytes(4).toString('hex')}@example.com`;
    const sydney = await clinicId(database.db, 'sydney-cbd');
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking_requests',
      payload: {
        examSlugs: ['xray-chest'],
        clinicId: sydney,
        patient: patient({ email, lastName }),
        notes: 'Mornings',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await database.db
      .selectFrom('bookingRequest')
      .innerJoin('patient', 'patient.id', 'bookingRequest.patientId')
      .select(['bookingRequest.id', 'bookingRequest.bookingKey'])
      .where('patient.email', '=', email)
      .executeTakeFirstOrThrow();
    return { ...row, email, sydney, xray: await deviceId(database.db, 'sydney-cbd', 'XR') };
  }

  const outboxOf = (to: string) =>
    ctx()
      .database.db.selectFrom('outbox')
      .select(['template', 'data', 'referenceId'])
      .where('to', '=', to)
      .execute();

  it('lists enquiries by triage state with counts, sorting and paging on the server', async () => {
    const { app } = ctx();
    const first = await sendEnquiry('Aardvark');
    const second = await sendEnquiry('Zebra');
    const headers = await admin();
    const contact = await app.inject({
      method: 'POST',
      url: `/api/admin/booking_requests/${second.id}/contact`,
      headers,
      payload: { outcome: 'NO_ANSWER', note: 'Rang twice' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(contact.json()).toMatchObject({
      state: 'CONTACTED',
      calls: [{ outcome: 'NO_ANSWER', note: 'Rang twice' }],
    });

    const list = await app.inject({
      url: '/api/admin/booking_requests?state=NEW&sort=patientName&direction=asc&pageSize=100',
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    const ids = body.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(second.id);
    expect(body.items.every((i: { state: string }) => i.state === 'NEW')).toBe(true);
    const names = body.items.map((i: { patientName: string }) => i.patientName.split(' ')[1]?.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(body.counts.CONTACTED).toBeGreaterThanOrEqual(1);
    expect(body.total).toBe(body.counts.NEW);

    const paged = await app.inject({ url: '/api/admin/booking_requests?pageSize=1&page=2', headers });
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.json().items).toHaveLength(1);
    const searched = await app.inject({ url: `/api/admin/booking_requests?search=${first.email}`, headers });
    expect(searched.json().items.map((i: { id: number }) => i.id)).toEqual([first.id]);
  });

  it('answers each caller by the policy and audits the reads of an enquiry', async () => {
    const { app, database } = ctx();
    const enquiry = await sendEnquiry();
    const object = `booking_request:${enquiry.id}`;
    for (const caller of callers) {
      const headers = await callerHeaders(app, database.db, caller, enquiry.sydney);
      const res = await app.inject({ url: `/api/admin/booking_requests/${enquiry.id}`, headers });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expectedStatus(caller, 200));
      if (res.statusCode === 200) {
        expect(res.json()).toMatchObject({
          state: 'NEW',
          exams: [{ slug: 'xray-chest' }],
          patient: { email: enquiry.email },
          notes: 'Mornings',
        });
      } else {
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      // Foreign clinic staff do not see it in their list either.
      const list = await app.inject({ url: '/api/admin/booking_requests?pageSize=100', headers });
      const listed =
        list.statusCode === 200 && list.json().items.some((i: { id: number }) => i.id === enquiry.id);
      expect(listed, caller).toBe(caller === 'admin' || caller === 'ownClinicStaff');
    }
    const audited = await staffAuditRows(database.db, 'staff.booking_requests.manage', object);
    expect(audited).toHaveLength(2);
    expect(audited[0]?.bookingRef).toBe(enquiry.bookingKey);
    const unknown = await app.inject({ url: '/api/admin/booking_requests/999999', headers: await admin() });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets any clinic’s staff triage a general enquiry, and book it only into their own clinic', async () => {
    const { app, database } = ctx();
    const enquiry = await sendEnquiry();
    await database.db
      .updateTable('bookingRequest')
      .set({ clinicId: null })
      .where('id', '=', enquiry.id)
      .execute();
    const url = `/api/admin/booking_requests/${enquiry.id}`;
    const asStaff = await callerHeaders(app, database.db, 'ownClinicStaff', enquiry.sydney);
    const read = await app.inject({ url, headers: asStaff });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().clinic).toBeNull();
    const listed = await app.inject({ url: '/api/admin/booking_requests?pageSize=100', headers: asStaff });
    expect(listed.json().items.map((i: { id: number }) => i.id)).toContain(enquiry.id);
    // Staff of another clinic may not book it into Sydney CBD.
    const elsewhere = await callerHeaders(app, database.db, 'otherClinicStaff', enquiry.sydney);
    const foreign = await app.inject({
      method: 'POST',
      url: `${url}/convert`,
      headers: elsewhere,
      payload: { examSlug: 'xray-chest', deviceId: enquiry.xray, start: at(90) },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await app.inject({
      method: 'POST',
      url: `${url}/convert`,
      headers: asStaff,
      payload: { examSlug: 'xray-chest', deviceId: enquiry.xray, start: at(90) },
    });
    expect(own.statusCode, own.body).toBe(201);
    // The enquiry now names the clinic it was booked at (issue 36 item 1), as its page shows.
    expect(own.json().enquiry.clinic?.id).toBe(enquiry.sydney);
  });

  it('marks waiting for protocol, closes with a reason, and refuses to act on a closed enquiry', async () => {
    const { app } = ctx();
    const enquiry = await sendEnquiry();
    const headers = await admin();
    const url = (action: string) => `/api/admin/booking_requests/${enquiry.id}/${action}`;
    const waiting = await app.inject({ method: 'POST', url: url('waiting_for_protocol'), headers });
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toMatchObject({ state: 'WAITING_FOR_PROTOCOL', status: 'ON_HOLD' });
    const closed = await app.inject({
      method: 'POST',
      url: url('close'),
      headers,
      payload: { reason: 'We do not offer this exam for children.' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      state: 'CLOSED',
      status: 'REMOVED_BY_OPERATOR',
      closeReason: 'We do not offer this exam for children.',
    });
    // The patient reads the reason where the enquiry's status is shown (the deny page).
    const seen = await app.inject({ url: `/api/booking_requests/${enquiry.bookingKey}/confirmation` });
    expect(seen.json()).toMatchObject({
      status: 'REMOVED_BY_OPERATOR',
      closeReason: 'We do not offer this exam for children.',
    });
    const again = await app.inject({
      method: 'POST',
      url: url('contact'),
      headers,
      payload: { outcome: 'REACHED' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'message.enquiry_not_open' });
    const empty = await app.inject({ method: 'POST', url: url('close'), headers, payload: { reason: '  ' } });
    expect(empty.statusCode).toBe(400);
  });

  it('converts an enquiry to an appointment and emails the patient in the same transaction', async () => {
    const { app, database } = ctx();
    const enquiry = await sendEnquiry();
    const headers = await callerHeaders(app, database.db, 'ownClinicStaff', enquiry.sydney);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/booking_requests/${enquiry.id}/convert`,
      headers,
      payload: { examSlug: 'xray-chest', deviceId: enquiry.xray, start: at(30) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      enquiry: { state: 'BOOKED', status: 'BOOKED' },
      appointment: { bookingKey: enquiry.bookingKey, startsAt: at(30) },
    });
    const appointment = await database.db
      .selectFrom('appointment')
      .select(['status', 'createdBy'])
      .where('bookingKey', '=', enquiry.bookingKey)
      .executeTakeFirstOrThrow();
    expect(appointment).toEqual({ status: 'BOOKED', createdBy: 'STAFF' });
    const sent = await outboxOf(enquiry.email);
    const confirmation = sent.find((m) => m.template === 'appointment_confirmation');
    expect(confirmation?.referenceId).toBe(enquiry.bookingKey);
    expect(JSON.stringify(confirmation?.data)).toContain('staffBooking=true');
    const audited = await staffAuditRows(
      database.db,
      'staff.booking_requests.manage',
      `booking_request.convert:${enquiry.id}`,
    );
    expect(audited).toHaveLength(1);
  });

  it('a conversion racing a patient booking of the same slot: exactly one wins, the other 409, nothing half-written', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const enquiry = await sendEnquiry();
    const headers = await admin();
    const start = at(60);
    const rival = `rival-${randomBytes(4).toString('hex')}@example.com`;
    const [converted, booked] = await Promise.all([
      app.inject({
        method: 'POST',
        url: `/api/admin/booking_requests/${enquiry.id}/convert`,
        headers,
        payload: { examSlug: 'xray-chest', deviceId: enquiry.xray, start },
      }),
      app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: {
          examSlug: 'xray-chest',
          clinicId: enquiry.sydney,
          deviceId: enquiry.xray,
          start,
          patient: patient({ email: rival }),
        },
      }),
    ]);
    expect([converted.statusCode, booked.statusCode].sort()).toEqual([201, 409]);
    const atSlot = await db
      .selectFrom('appointment')
      .select('bookingKey')
      .where('deviceId', '=', enquiry.xray)
      .where('startsAt', '=', new Date(start))
      .execute();
    expect(atSlot).toHaveLength(1);
    const status = await db
      .selectFrom('bookingRequest')
      .select(['status', 'appointmentId'])
      .where('id', '=', enquiry.id)
      .executeTakeFirstOrThrow();
    const enquiryMails = (await outboxOf(enquiry.email)).filter(
      (m) => m.template === 'appointment_confirmation',
    );
    const rivalMails = (await outboxOf(rival)).filter((m) => m.template === 'appointment_confirmation');
    if (converted.statusCode === 201) {
      expect(atSlot[0]?.bookingKey).toBe(enquiry.bookingKey);
      expect(status.status).toBe('BOOKED');
      expect([enquiryMails.length, rivalMails.length]).toEqual([1, 0]);
    } else {
      expect(converted.json()).toMatchObject({ message: 'message.slot_conflict' });
      expect(status).toEqual({ status: 'PENDING', appointmentId: null });
      expect([enquiryMails.length, rivalMails.length]).toEqual([0, 1]);
      const enquiryAppointments = await db
        .selectFrom('appointment')
        .select('id')
        .where('bookingKey', '=', enquiry.bookingKey)
        .execute();
      expect(enquiryAppointments).toHaveLength(0);
    }
  });
});
