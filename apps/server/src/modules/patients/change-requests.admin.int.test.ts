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
import { sentTo } from '../patient-auth/patient-auth.test-support';
import { auditRows, portalPatient, sendChangeRequest } from './patients.admin.test-support';

describe.each(databaseTargets)('patient change requests on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  it('lists the portal’s requests with the record and the requested values side by side', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const ethnicity = await database.db
      .selectFrom('ethnicity')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    const id = await sendChangeRequest(who, {
      lastName: 'Married',
      ethnicityId: ethnicity.id,
    });
    const headers = await callerHeaders(app, database.db, 'ownClinicStaff', who.sydney);

    const list = await app.inject({ url: '/api/admin/patient_change_requests?pageSize=100', headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          status: 'OPEN',
          fields: ['lastName', 'ethnicityId'],
          origin: 'APPOINTMENT',
        }),
      ]),
    );
    expect(list.json().counts.OPEN).toBeGreaterThanOrEqual(1);
    const searched = await app.inject({
      url: `/api/admin/patient_change_requests?search=${who.booking.email}`,
      headers,
    });
    expect(searched.json().items.map((i: { id: number }) => i.id)).toEqual([id]);
    const done = await app.inject({ url: '/api/admin/patient_change_requests?status=DONE', headers });
    expect(done.json().items.map((i: { id: number }) => i.id)).not.toContain(id);

    const detail = await app.inject({ url: `/api/admin/patient_change_requests/${id}`, headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      note: 'I married last month',
      booking: { kind: 'APPOINTMENT', appointmentSlug: who.booking.slug },
      values: [
        { field: 'lastName', current: expect.any(String), requested: 'Married' },
        { field: 'ethnicityId', current: null, requested: ethnicity.name },
      ],
    });
  });

  it('answers each caller by the policy and audits every read', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const id = await sendChangeRequest(who, { firstName: 'Olive' });
    for (const caller of callers) {
      const headers = await callerHeaders(app, database.db, caller, who.sydney);
      const res = await app.inject({ url: `/api/admin/patient_change_requests/${id}`, headers });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expectedStatus(caller, 200));
      if (res.statusCode !== 200) expect(res.headers['content-type']).toContain('application/problem+json');
      const list = await app.inject({ url: '/api/admin/patient_change_requests?pageSize=100', headers });
      const listed = list.statusCode === 200 && list.json().items.some((i: { id: number }) => i.id === id);
      expect(listed, caller).toBe(caller === 'admin' || caller === 'ownClinicStaff');
      for (const action of ['apply', 'decline']) {
        // Nobody without the right gets as far as the request's state.
        if (caller === 'admin' || caller === 'ownClinicStaff') continue;
        const write = await app.inject({
          method: 'POST',
          url: `/api/admin/patient_change_requests/${id}/${action}`,
          headers,
          payload: action === 'decline' ? { message: 'No' } : undefined,
        });
        expect(write.statusCode, `${caller} ${action}`).toBe(expectedStatus(caller, 200));
      }
    }
    const audited = await staffAuditRows(
      database.db,
      'staff.appointments.manage',
      `patient_change_request:${id}`,
    );
    expect(audited).toHaveLength(2);
    expect(audited[0]?.bookingRef).toBe(who.booking.bookingKey);
    const still = await database.db
      .selectFrom('patientChangeRequest')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('OPEN');
    const unknown = await app.inject({
      url: '/api/admin/patient_change_requests/999999',
      headers: await callerHeaders(app, database.db, 'admin', 0),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('applies a request to the patient record with an audit row in the same transaction; the portal shows it', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const id = await sendChangeRequest(who, {
      lastName: 'Married',
      contactNumber: '0400111222',
    });
    const headers = await callerHeaders(app, database.db, 'ownClinicStaff', who.sydney);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/admin/patient_change_requests/${id}/apply`,
      headers,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'DONE', decidedBy: expect.any(String) });
    const portal = await who.session.call('GET', `/api/secured/patient_details/${who.booking.bookingKey}`);
    expect(portal.json()).toMatchObject({ lastName: 'Married', contactNumber: '0400111222' });
    const rows = await auditRows(
      database.db,
      'staff.patient_change_request.apply',
      `patient_change_request:${id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorKind: 'STAFF', bookingRef: who.booking.bookingKey });
    expect(JSON.stringify(rows[0]?.detail)).not.toContain('Married');
    // Applying again changes nothing; declining an applied request is refused.
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/patient_change_requests/${id}/apply`,
      headers,
    });
    expect(again.statusCode).toBe(200);
    expect(
      await auditRows(database.db, 'staff.patient_change_request.apply', `patient_change_request:${id}`),
    ).toHaveLength(1);
    const decline = await app.inject({
      method: 'POST',
      url: `/api/admin/patient_change_requests/${id}/decline`,
      headers,
      payload: { message: 'Too late' },
    });
    expect(decline.statusCode).toBe(409);
    expect(decline.json()).toMatchObject({ message: 'message.change_request_decided' });
  });

  it('declines with a message the patient is emailed, and leaves the record alone', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const id = await sendChangeRequest(who, { firstName: 'Olive' });
    const headers = await callerHeaders(app, database.db, 'admin', who.sydney);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/admin/patient_change_requests/${id}/decline`,
      headers,
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const declined = await app.inject({
      method: 'POST',
      url: `/api/admin/patient_change_requests/${id}/decline`,
      headers,
      payload: { message: 'Please bring ID so we can check the new name.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'REJECTED',
      declineMessage: 'Please bring ID so we can check the new name.',
    });
    const mail = (await sentTo(app, who.booking.email)).find(
      (m) => m.template === 'patient_change_request_declined',
    );
    expect(mail?.referenceId).toBe(who.booking.bookingKey);
    expect(mail?.text).toContain('Please bring ID so we can check the new name.');
    const portal = await who.session.call('GET', `/api/secured/patient_details/${who.booking.bookingKey}`);
    expect(portal.json().firstName).not.toBe('Olive');
    expect(
      await auditRows(database.db, 'staff.patient_change_request.decline', `patient_change_request:${id}`),
    ).toHaveLength(1);
    const apply = await app.inject({
      method: 'POST',
      url: `/api/admin/patient_change_requests/${id}/apply`,
      headers,
    });
    expect(apply.statusCode).toBe(409);
  });

  it('shows the appointment’s change requests on the admin appointment page', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const id = await sendChangeRequest(who, { postalCode: '2000' });
    const headers = await callerHeaders(app, database.db, 'ownClinicStaff', who.sydney);
    const res = await app.inject({ url: `/api/admin/appointments/${who.booking.slug}`, headers });
    expect(res.json().changeRequests).toEqual([expect.objectContaining({ id, status: 'OPEN' })]);
  });
});
