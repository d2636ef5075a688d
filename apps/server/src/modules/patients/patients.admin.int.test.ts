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
import { TEST_NOW } from '../appointments/booking-test-helpers';
import { auditRows, portalPatient, sendCallback, sendChangeRequest } from './patients.admin.test-support';

describe.each(databaseTargets)('patients on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  const patientIdOf = async (bookingKey: string) =>
    (
      await ctx()
        .database.db.selectFrom('appointment')
        .select('patientId')
        .where('bookingKey', '=', bookingKey)
        .executeTakeFirstOrThrow()
    ).patientId;

  it('finds a patient by name, date of birth, email, phone or booking key', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const id = await patientIdOf(who.booking.bookingKey);
    await database.db
      .updateTable('patient')
      .set({ lastName: 'Quixotic', contactNumber: '0411 222 333' })
      .where('id', '=', id)
      .execute();
    const headers = await callerHeaders(app, database.db, 'ownClinicStaff', who.sydney);
    const find = (query: string) => app.inject({ url: `/api/admin/patients?${query}`, headers });
    for (const query of [
      'name=quixotic',
      `email=${encodeURIComponent(who.booking.email.toUpperCase())}`,
      'phone=0411222333&name=Quix',
      `bookingKey=${who.booking.bookingKey}`,
      'dateOfBirth=1984-07-21&name=quixotic',
    ]) {
      const res = await find(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      expect(
        res.json().items.map((p: { id: number }) => p.id),
        query,
      ).toEqual([id]);
    }
    expect((await find('name=quixotic')).json().items[0]).toMatchObject({
      lastName: 'Quixotic',
      bookings: 1,
    });
    // No criterion: every patient of the caller's clinics, paged.
    const all = await find('pageSize=100');
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((p: { id: number }) => p.id)).toContain(id);
    // Staff of another clinic do not find this clinic's patient.
    const elsewhere = await callerHeaders(app, database.db, 'otherClinicStaff', who.sydney);
    const foreign = await app.inject({ url: '/api/admin/patients?name=quixotic', headers: elsewhere });
    expect(foreign.json().items).toEqual([]);
    expect(
      await staffAuditRows(database.db, 'staff.appointments.manage', 'patients:search'),
    ).not.toHaveLength(0);
  });

  it('shows a patient’s bookings and requests to each caller by the policy, audited', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const change = await sendChangeRequest(who, { firstName: 'Olive' });
    const callback = await sendCallback(database.db, who);
    const id = await patientIdOf(who.booking.bookingKey);
    for (const caller of callers) {
      const headers = await callerHeaders(app, database.db, caller, who.sydney);
      const res = await app.inject({ url: `/api/admin/patients/${id}`, headers });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expectedStatus(caller, 200));
      if (res.statusCode === 200) {
        expect(res.json()).toMatchObject({
          id,
          appointments: [{ slug: who.booking.slug, clinic: { id: who.sydney } }],
          changeRequests: [{ id: change, status: 'OPEN' }],
          contactRequests: [{ id: callback, kind: 'CALLBACK' }],
        });
      }
    }
    expect(await staffAuditRows(database.db, 'staff.appointments.manage', `patient:${id}`)).toHaveLength(2);
  });

  it('merges a duplicate record: every booking and request moves, the duplicate goes, one audit row', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const kept = await portalPatient(app, db);
    const duplicate = await portalPatient(app, db);
    await sendChangeRequest(duplicate, { firstName: 'Dup' });
    await sendCallback(db, duplicate);
    const keepId = await patientIdOf(kept.booking.bookingKey);
    const duplicateId = await patientIdOf(duplicate.booking.bookingKey);
    const url = `/api/admin/patients/${keepId}/merge`;
    // Radiologists and foreign clinic staff get nowhere; the records stay apart.
    for (const caller of callers.filter((c) => c !== 'admin' && c !== 'ownClinicStaff')) {
      const headers = await callerHeaders(app, db, caller, kept.sydney);
      const res = await app.inject({ method: 'POST', url, headers, payload: { duplicateId } });
      expect(res.statusCode, caller).toBe(expectedStatus(caller, 200));
    }
    const headers = await callerHeaders(app, db, 'ownClinicStaff', kept.sydney);
    const self = await app.inject({ method: 'POST', url, headers, payload: { duplicateId: keepId } });
    expect(self.statusCode).toBe(409);
    const merged = await app.inject({ method: 'POST', url, headers, payload: { duplicateId } });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().moved).toEqual({ appointments: 1, bookingRequests: 0, other: 2 });
    expect(
      merged
        .json()
        .patient.appointments.map((a: { slug: string }) => a.slug)
        .sort(),
    ).toEqual([kept.booking.slug, duplicate.booking.slug].sort());
    expect(await patientIdOf(duplicate.booking.bookingKey)).toBe(keepId);
    const gone = await db.selectFrom('patient').select('id').where('id', '=', duplicateId).execute();
    expect(gone).toEqual([]);
    const rows = await auditRows(db, 'staff.patient.merge', `patient:${keepId}`);
    expect(rows).toHaveLength(1);
    const again = await app.inject({ method: 'POST', url, headers, payload: { duplicateId } });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to merge two people with different dates of birth, and writes nothing', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const kept = await portalPatient(app, db);
    const other = await portalPatient(app, db);
    const keepId = await patientIdOf(kept.booking.bookingKey);
    const otherId = await patientIdOf(other.booking.bookingKey);
    await db.updateTable('patient').set({ dateOfBirth: '1990-01-01' }).where('id', '=', otherId).execute();
    const headers = await callerHeaders(app, db, 'admin', kept.sydney);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/patients/${keepId}/merge`,
      headers,
      payload: { duplicateId: otherId },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'message.patient_merge_mismatch' });
    expect(await patientIdOf(other.booking.bookingKey)).toBe(otherId);
  });

  it('writes no SUCCESS audit row for a merge that answers 404 (issue 37 finding 7a)', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const kept = await portalPatient(app, db);
    const keepId = await patientIdOf(kept.booking.bookingKey);
    const successes = async () =>
      Number(
        (
          await db
            .selectFrom('auditEvent')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('outcome', '=', 'SUCCESS')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const headers = await callerHeaders(app, db, 'admin', kept.sydney);
    const before = await successes();
    // An unknown duplicate, and an unknown record to keep: both 404, neither audited as done.
    for (const [id, duplicateId] of [
      [keepId, 2_000_000_001],
      [2_000_000_002, keepId],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/patients/${id}/merge`,
        headers,
        payload: { duplicateId },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'message.not_found' });
    }
    expect(await successes()).toBe(before);
  });
});
