import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import {
  type Caller,
  callerHeaders,
  callers,
  expectedStatus,
  staffAuditRows,
} from './appointments.admin.test-support';
import { clinicId, countRows, deviceId, patient, TEST_NOW, TUESDAY_9AM_SYDNEY } from './booking-test-helpers';

const at = (minutes: number) => new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minutes * 60_000).toISOString();
const uniqueEmail = (label: string) => `${label.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;

describe.each(databaseTargets)('booking on a patient’s behalf on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  let nextSlot = 0;

  async function fixtures() {
    const db = ctx().database.db;
    return {
      sydney: await clinicId(db, 'sydney-cbd'),
      xray: await deviceId(db, 'sydney-cbd', 'XR'),
      ct: await deviceId(db, 'sydney-cbd', 'CT'),
      parramatta: await clinicId(db, 'parramatta'),
      parramattaXray: await deviceId(db, 'parramatta', 'XR'),
    };
  }

  const as = async (caller: Caller, clinic: number) =>
    callerHeaders(ctx().app, ctx().database.db, caller, clinic);

  const bookAs = async (caller: Caller, payload: object, clinic: number) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/admin/staff_booking',
      headers: await as(caller, clinic),
      payload,
    });

  const outboxOf = (to: string) =>
    ctx()
      .database.db.selectFrom('outbox')
      .select(['template', 'data', 'referenceId'])
      .where('to', '=', to)
      .execute();

  it('books a new caller for each caller the policy allows, with the staffBooking email and an audit row', async () => {
    const { database } = ctx();
    const f = await fixtures();
    for (const caller of callers) {
      const email = uniqueEmail(caller);
      const appointmentsBefore = await countRows(database.db, 'appointment');
      const res = await bookAs(
        caller,
        {
          items: [
            { examSlug: 'xray-chest', clinicId: f.sydney, deviceId: f.xray, start: at(15 * nextSlot++) },
          ],
          patient: patient({ email }),
          notes: 'Booked by phone',
        },
        f.sydney,
      );
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expectedStatus(caller, 201));
      if (res.statusCode !== 201) {
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(await countRows(database.db, 'appointment')).toBe(appointmentsBefore);
        expect(await outboxOf(email)).toEqual([]);
        continue;
      }
      const visit = res.json();
      expect(visit.appointments).toEqual([
        expect.objectContaining({ status: 'BOOKED', examSlug: 'xray-chest' }),
      ]);
      const row = await database.db
        .selectFrom('appointment')
        .select(['createdBy', 'status', 'notes'])
        .where('bookingKey', '=', visit.bookingKey)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ createdBy: 'STAFF', status: 'BOOKED', notes: 'Booked by phone' });
      const mails = await outboxOf(email);
      expect(mails.map((m) => m.template)).toEqual(['appointment_confirmation']);
      expect(mails[0]?.referenceId).toBe(visit.bookingKey);
      expect(JSON.stringify(mails[0]?.data)).toContain(`/appointments/${visit.bookingKey}?staffBooking=true`);
      const audited = await staffAuditRows(
        database.db,
        'staff.appointments.manage',
        `appointment.staff_booking:${visit.appointments[0].id}`,
      );
      expect(audited).toEqual([
        expect.objectContaining({ actorKind: 'STAFF', bookingRef: visit.bookingKey }),
      ]);
    }
  });

  it('finds a patient of the own clinic, books them again as PENDING on their record, and hides them from other clinics', async () => {
    const { app, database } = ctx();
    const f = await fixtures();
    const email = uniqueEmail('caller');
    const first = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        examSlug: 'xray-chest',
        clinicId: f.sydney,
        deviceId: f.xray,
        start: at(15 * nextSlot++),
        patient: patient({ email, lastName: 'Caller-Lookup' }),
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    const lookup = async (caller: Caller, search: string) =>
      app.inject({
        url: `/api/admin/staff_booking/patients?search=${encodeURIComponent(search)}`,
        headers: await as(caller, f.sydney),
      });
    const found = await lookup('ownClinicStaff', 'caller-lookup');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items).toEqual([
      expect.objectContaining({ lastName: 'Caller-Lookup', email, lastBookingKey: first.json().bookingKey }),
    ]);
    const patientId = found.json().items[0].id as number;
    expect((await lookup('ownClinicStaff', email)).json().items.map((p: { id: number }) => p.id)).toEqual([
      patientId,
    ]);
    expect((await lookup('otherClinicStaff', 'caller-lookup')).json().items).toEqual([]);
    expect((await lookup('admin', 'caller-lookup')).json().items).toHaveLength(1);
    expect((await lookup('radiologist', 'caller-lookup')).statusCode).toBe(403);
    expect((await lookup('nobody', 'caller-lookup')).statusCode).toBe(401);
    expect(await staffAuditRows(database.db, 'staff.appointments.manage', 'patients:lookup')).toHaveLength(4);

    const patientsBefore = await countRows(database.db, 'patient');
    const booked = await bookAs(
      'ownClinicStaff',
      {
        items: [{ examSlug: 'xray-chest', clinicId: f.sydney, deviceId: f.xray, start: at(15 * nextSlot++) }],
        patientId,
        pending: true,
      },
      f.sydney,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().appointments[0].status).toBe('PENDING');
    expect(await countRows(database.db, 'patient')).toBe(patientsBefore);
    const row = await database.db
      .selectFrom('appointment')
      .select(['patientId', 'status'])
      .where('bookingKey', '=', booked.json().bookingKey)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ patientId, status: 'PENDING' });
    const mails = await outboxOf(email);
    expect(mails.map((m) => m.template)).toEqual(['appointment_confirmation', 'appointment_pending']);
    expect(JSON.stringify(mails[1]?.data)).toContain('/appointments/pending/');
    expect(JSON.stringify(mails[1]?.data)).toContain('staffBooking=true');

    // Staff of another clinic cannot book a patient they cannot see, even into their own clinic.
    const foreign = await bookAs(
      'otherClinicStaff',
      {
        items: [
          {
            examSlug: 'xray-chest',
            clinicId: f.parramatta,
            deviceId: f.parramattaXray,
            start: at(15 * nextSlot++),
          },
        ],
        patientId,
      },
      f.sydney,
    );
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(await outboxOf(email)).toHaveLength(2);
  });

  it('lists and books enquiry-only exams for staff, which patients cannot', async () => {
    const { app } = ctx();
    const f = await fixtures();
    const window = {
      clinicIds: [f.sydney],
      examSlug: 'ct-coronary-angiogram',
      start: '2026-03-03',
      end: '2026-03-03',
    };
    const publicSlots = await app.inject({
      method: 'POST',
      url: '/api/clinic_appointments',
      payload: window,
    });
    expect(publicSlots.json()[0].slots).toEqual([]);
    const staffSlots = await app.inject({
      method: 'POST',
      url: '/api/admin/clinic_appointments',
      headers: await as('ownClinicStaff', f.sydney),
      payload: window,
    });
    expect(staffSlots.statusCode, staffSlots.body).toBe(200);
    const slots = staffSlots.json()[0].slots as { start: string; deviceId: number }[];
    expect(slots.length).toBeGreaterThan(0);
    for (const caller of ['otherClinicStaff', 'radiologist', 'nobody'] as const) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/admin/clinic_appointments',
        headers: await as(caller, f.sydney),
        payload: window,
      });
      expect(refused.statusCode, caller).toBe(expectedStatus(caller, 200));
    }
    const slot = slots[slots.length - 1] as { start: string; deviceId: number };
    // A new caller each time, for the slot staff were shown last.
    const bookSlot = () =>
      bookAs(
        'ownClinicStaff',
        {
          items: [
            {
              examSlug: 'ct-coronary-angiogram',
              clinicId: f.sydney,
              deviceId: slot.deviceId,
              start: slot.start,
            },
          ],
          patient: patient({ email: uniqueEmail('angio') }),
        },
        f.sydney,
      );
    const booked = await bookSlot();
    expect(booked.statusCode, booked.body).toBe(201);
    // The same slot again loses: 409, nothing half-written.
    const again = await bookSlot();
    expect(again.statusCode, again.body).toBe(409);
  });

  it('needs exactly one of a found patient or new details', async () => {
    const f = await fixtures();
    const items = [
      { examSlug: 'xray-chest', clinicId: f.sydney, deviceId: f.xray, start: at(15 * nextSlot++) },
    ];
    for (const payload of [{ items }, { items, patientId: 1, patient: patient() }]) {
      const res = await bookAs('ownClinicStaff', payload, f.sydney);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        message: 'message.validation_error',
        errors: [{ field: 'patient' }],
      });
    }
    const unknown = await bookAs('admin', { items, patientId: 2_000_000_000 }, f.sydney);
    expect(unknown.statusCode).toBe(404);
  });
  describe('the exam questionnaires asked while booking for a caller', () => {
    /** Answers the exam's questionnaire through the patient journey's own calls, under a fresh key. */
    async function answerQuestionnaire(examSlug: string, title: string, result: Record<string, unknown>) {
      const bookingKey = (await ctx().app.inject({ method: 'POST', url: '/api/booking_keys' })).json()
        .bookingKey as string;
      const list = await ctx().app.inject({
        method: 'GET',
        url: `/api/questionnaires?bookingKey=${bookingKey}&examSlug=${examSlug}`,
      });
      const questionnaire = list.json().questionnaires.find((q: { title: string }) => q.title === title);
      expect(questionnaire, list.body).toBeDefined();
      const saved = await ctx().app.inject({
        method: 'POST',
        url: '/api/questionnaires/answers',
        payload: {
          bookingKey,
          questionnaireId: questionnaire.id,
          questionnaireType: questionnaire.type,
          questionnaireResult: result,
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return bookingKey;
    }

    const answerMriSafety = (pacemaker: boolean) =>
      answerQuestionnaire('mri-knee', 'MRI safety questionnaire', {
        pacemaker,
        implants: false,
        pregnant: 'no',
        claustrophobia: false,
        weight: 70,
      });

    const answersOf = (bookingKey: string) =>
      ctx()
        .database.db.selectFrom('questionnaireAnswer')
        .select(['temporary', 'appointmentId'])
        .where('bookingKey', '=', bookingKey)
        .execute();

    const mriItem = async (minutes: number) => {
      const db = ctx().database.db;
      return {
        examSlug: 'mri-knee',
        clinicId: await clinicId(db, 'sydney-cbd'),
        deviceId: await deviceId(db, 'sydney-cbd', 'MRI'),
        start: at(minutes),
      };
    };

    it('limits the staff slot search to the earliest date the answers allow', async () => {
      const f = await fixtures();
      const bookingKey = await answerQuestionnaire('ct-chest', 'CT contrast questionnaire', {
        contrastAllergy: 'no',
        kidneyDisease: 'yes',
        diabetesMedication: false,
      });
      const search = { clinicIds: [f.sydney], examSlug: 'ct-chest', start: '2026-03-09', end: '2026-03-20' };
      const slotsOf = async (payload: object) => {
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/admin/clinic_appointments',
          headers: await as('ownClinicStaff', f.sydney),
          payload,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json()[0].days as { date: string; slotCount: number }[];
      };
      const countOn = (days: { date: string; slotCount: number }[], date: string) =>
        days.find((d) => d.date === date)?.slotCount;
      const open = await slotsOf(search);
      const restricted = await slotsOf({ ...search, examBookingKey: bookingKey });
      expect(countOn(open, '2026-03-10')).toBeGreaterThan(0);
      expect(countOn(restricted, '2026-03-10')).toBe(0);
      expect(countOn(restricted, '2026-03-17')).toBe(countOn(open, '2026-03-17'));
    });

    it('stores the answers against the staff booking', async () => {
      const f = await fixtures();
      const bookingKey = await answerMriSafety(false);
      const res = await bookAs(
        'ownClinicStaff',
        { items: [await mriItem(0)], bookingKey, patient: patient({ email: uniqueEmail('mri') }) },
        f.sydney,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().bookingKey).toBe(bookingKey);
      expect(await answersOf(bookingKey)).toEqual([
        { temporary: false, appointmentId: res.json().appointments[0].id },
      ]);
    });

    it('refuses a BOOKED booking the outcome stops online, and books it as PENDING with the answers', async () => {
      const f = await fixtures();
      const bookingKey = await answerMriSafety(true);
      const payload = {
        items: [await mriItem(60)],
        bookingKey,
        patient: patient({ email: uniqueEmail('pm') }),
      };
      const booked = await bookAs('ownClinicStaff', payload, f.sydney);
      expect(booked.statusCode, booked.body).toBe(409);
      expect(booked.json().message).toBe('message.booking_request_required');
      expect(await answersOf(bookingKey)).toEqual([{ temporary: true, appointmentId: null }]);

      const pending = await bookAs('ownClinicStaff', { ...payload, pending: true }, f.sydney);
      expect(pending.statusCode, pending.body).toBe(201);
      expect(pending.json().appointments[0].status).toBe('PENDING');
      expect(await answersOf(bookingKey)).toEqual([
        { temporary: false, appointmentId: pending.json().appointments[0].id },
      ]);
    });
  });
});
