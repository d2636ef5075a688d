import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import {
  type Caller,
  callerHeaders,
  callers,
  staffAuditRows,
} from '../appointments/appointments.admin.test-support';
import { clinicId } from '../appointments/booking-test-helpers';
import { browser, insertAppointment, lastCodeSentTo } from '../patient-auth/patient-auth.test-support';

const NOW = '2030-07-01T08:00:00.000Z';
const DOB = '1971-02-03';

/** Only an admin reads the audit log (decision 0017). */
const expectedStatus = (caller: Caller) =>
  ({ admin: 200, ownClinicStaff: 403, otherClinicStaff: 403, radiologist: 403, referrer: 403, nobody: 401 })[
    caller
  ];

describe.each(databaseTargets)('audit log on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(NOW) });

  /** A booking whose patient signs in to the portal and whose appointment staff then open. */
  async function patientWithHistory(firstName: string) {
    const { app, database } = ctx();
    const booking = await insertAppointment(database.db, { dateOfBirth: DOB, firstName });
    const b = browser(app);
    await b.request('POST', '/api/authentication', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      dateOfBirth: DOB,
    });
    await b.request('POST', '/api/authentication/send_code', {
      bookingKey: booking.bookingKey,
      otpMethod: 'EMAIL',
    });
    const code = await lastCodeSentTo(app, booking.email as string);
    const login = await b.request('POST', '/api/authentication/validate_code', {
      bookingKey: booking.bookingKey,
      type: 'APPOINTMENT',
      code,
    });
    expect(login.json().success).toBe(true);
    const staff = await staffHeaders(app, database.db, 'admin');
    const read = await app.inject({ url: `/api/admin/appointments/${booking.slug}`, headers: staff });
    expect(read.statusCode, read.body).toBe(200);
    return booking;
  }

  const list = async (query: string, caller: Caller = 'admin') =>
    ctx().app.inject({
      url: `/api/admin/audit_events?${query}`,
      headers: await callerHeaders(
        ctx().app,
        ctx().database.db,
        caller,
        await clinicId(ctx().database.db, 'sydney-cbd'),
      ),
    });

  it('is the admin’s alone, and reading it is audited', async () => {
    const { app, database } = ctx();
    for (const caller of callers) {
      const headers = await callerHeaders(
        app,
        database.db,
        caller,
        await clinicId(database.db, 'sydney-cbd'),
      );
      for (const url of ['/api/admin/audit_events', '/api/admin/audit_events/export']) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, `${caller} ${url}`).toBe(expectedStatus(caller));
        if (res.statusCode !== 200) expect(res.headers['content-type']).toContain('application/problem+json');
      }
    }
    expect(await staffAuditRows(database.db, 'staff.audit.read', 'audit_events:list')).toHaveLength(1);
    expect(await staffAuditRows(database.db, 'staff.audit.read', 'audit_events:export')).toHaveLength(1);
  });

  it('shows staff reads and the patient’s own actions for one patient, filtered by user, kind, action and time', async () => {
    const name = `Audit${randomBytes(3).toString('hex')}`;
    const booking = await patientWithHistory(name);
    await patientWithHistory('Someone');

    const mine = await list(`patient=${name}&pageSize=200`);
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json().items as {
      actorKind: string;
      action: string;
      bookingRef: string;
      patient: { name: string } | null;
      object: string | null;
    }[];
    expect(items.length).toBe(mine.json().total);
    expect(items.every((e) => e.bookingRef === booking.bookingKey)).toBe(true);
    expect(items.every((e) => e.patient?.name === `${name} Tester`)).toBe(true);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorKind: 'PATIENT', action: 'patient_auth.login' }),
        expect.objectContaining({
          actorKind: 'STAFF',
          action: 'staff.appointments.manage',
          object: `appointment:${booking.id}`,
        }),
      ]),
    );
    const byKey = await list(`patient=${booking.bookingKey}&pageSize=200`);
    expect(byKey.json().total).toBe(mine.json().total);

    const staffOnly = await list(`patient=${name}&actorKind=STAFF`);
    expect(staffOnly.json().items.map((e: { actorKind: string }) => e.actorKind)).toEqual(['STAFF']);
    const logins = await list(`action=patient_auth.log&pageSize=200`);
    expect(logins.json().items.length).toBeGreaterThanOrEqual(2);
    expect(
      logins.json().items.every((e: { action: string }) => e.action.startsWith('patient_auth.log')),
    ).toBe(true);
    const byUser = await list('user=test-admin&actorKind=STAFF&pageSize=200');
    expect(byUser.json().total).toBeGreaterThanOrEqual(2);
    expect(byUser.json().items.every((e: { actorRef: string }) => e.actorRef.startsWith('test-admin'))).toBe(
      true,
    );
    expect((await list('from=2030-07-01T08:00:01Z')).json().total).toBe(0);
    expect((await list(`to=2030-07-01T08:00:01Z&patient=${name}`)).json().total).toBe(mine.json().total);

    // Each read of the log adds a STAFF row; the patients' rows stand still while paging.
    const first = await list('actorKind=PATIENT&pageSize=1&page=1');
    const second = await list('actorKind=PATIENT&pageSize=1&page=2');
    expect(first.json().total).toBe(second.json().total);
    expect(first.json().items[0].id).toBeGreaterThan(second.json().items[0].id);
    expect((await list('pageSize=1000')).statusCode).toBe(400);
    expect((await list('from=yesterday')).json()).toMatchObject({ message: 'message.validation_error' });
  });

  it('exports the filtered events as a CSV stream with escaped fields and no live formulas', async () => {
    const { app, database } = ctx();
    const name = `=HYPERLINK("http://evil","x${randomBytes(2).toString('hex')}")`;
    const booking = await patientWithHistory(name);
    const headers = await staffHeaders(app, database.db, 'admin');
    const page = await list(`patient=${booking.bookingKey}&pageSize=200`);
    const res = await app.inject({
      url: `/api/admin/audit_events/export?patient=${booking.bookingKey}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-events-.*\.csv"$/);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'id,at,actor_kind,actor_ref,actor_name,action,outcome,booking_kind,booking_ref,patient_id,patient_name,object,ip',
    );
    expect(lines).toHaveLength(page.json().total + 1);
    const quotedName = `"'${`${name} Tester`.replace(/"/g, '""')}"`;
    expect(lines.slice(1).every((line) => line.includes(`,${quotedName},`))).toBe(true);
    expect(res.body).not.toContain(',=HYPERLINK');
  });
});
