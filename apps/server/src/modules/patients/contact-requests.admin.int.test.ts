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
import { auditRows, portalPatient, sendCallback } from './patients.admin.test-support';

describe.each(databaseTargets)('call-back and call-centre requests on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW), env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  it('queues the portal’s requests for staff by status, with the number to call', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const id = await sendCallback(database.db, who);
    const message = await who.session.call(
      'POST',
      `/api/secured/call_centre_email/${who.booking.bookingKey}`,
      {
        message: 'Can I bring my own films?',
      },
    );
    expect(message.statusCode).toBe(202);
    const headers = await callerHeaders(app, database.db, 'ownClinicStaff', who.sydney);
    const list = await app.inject({
      url: `/api/admin/contact_requests?search=${who.booking.email}&sort=createdAt&direction=asc`,
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toMatchObject([
      { id, kind: 'CALLBACK', status: 'OPEN', contactNumber: '0400999888', message: 'After 3 pm' },
      { kind: 'CALL_CENTRE', message: 'Can I bring my own films?' },
    ]);
    const callbacks = await app.inject({
      url: `/api/admin/contact_requests?search=${who.booking.email}&kind=CALLBACK`,
      headers,
    });
    expect(callbacks.json().items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(list.json().counts.OPEN).toBeGreaterThanOrEqual(2);
  });

  it('pages the queue on the server in the asked direction, the id breaking ties', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const first = await sendCallback(database.db, who);
    const second = await sendCallback(database.db, who);
    const headers = await callerHeaders(app, database.db, 'admin', who.sydney);
    const ids = async (query: string) => {
      const res = await app.inject({
        url: `/api/admin/contact_requests?search=${who.booking.email}&sort=createdAt&pageSize=1&${query}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ total: 2, pageSize: 1, counts: { OPEN: 2 } });
      return res.json().items.map((i: { id: number }) => i.id);
    };
    expect(await ids('direction=desc&page=1')).toEqual([second]);
    expect(await ids('direction=desc&page=2')).toEqual([first]);
    expect(await ids('direction=asc&page=1')).toEqual([first]);
  });

  it('answers each caller by the policy and audits every read', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const id = await sendCallback(database.db, who);
    for (const caller of callers) {
      const headers = await callerHeaders(app, database.db, caller, who.sydney);
      const res = await app.inject({ url: `/api/admin/contact_requests/${id}`, headers });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expectedStatus(caller, 200));
      const list = await app.inject({ url: '/api/admin/contact_requests?pageSize=100', headers });
      const listed = list.statusCode === 200 && list.json().items.some((i: { id: number }) => i.id === id);
      expect(listed, caller).toBe(caller === 'admin' || caller === 'ownClinicStaff');
      if (caller === 'admin' || caller === 'ownClinicStaff') continue;
      for (const action of ['claim', 'done']) {
        const write = await app.inject({
          method: 'POST',
          url: `/api/admin/contact_requests/${id}/${action}`,
          headers,
        });
        expect(write.statusCode, `${caller} ${action}`).toBe(expectedStatus(caller, 200));
      }
      const note = await app.inject({
        method: 'POST',
        url: `/api/admin/contact_requests/${id}/notes`,
        headers,
        payload: { note: 'x' },
      });
      expect(note.statusCode).toBe(expectedStatus(caller, 201));
    }
    expect(
      await staffAuditRows(database.db, 'staff.appointments.manage', `contact_request:${id}`),
    ).toHaveLength(2);
    const row = await database.db
      .selectFrom('staffContactRequest')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('OPEN');
  });

  it('is claimed, noted and done, each audited in its transaction; a done request cannot be claimed', async () => {
    const { app, database } = ctx();
    const who = await portalPatient(app, database.db);
    const id = await sendCallback(database.db, who);
    const headers = await callerHeaders(app, database.db, 'ownClinicStaff', who.sydney);
    const url = (action: string) => `/api/admin/contact_requests/${id}/${action}`;
    const claimed = await app.inject({ method: 'POST', url: url('claim'), headers });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'CLAIMED', claimedBy: expect.any(String) });
    const noted = await app.inject({
      method: 'POST',
      url: url('notes'),
      headers,
      payload: { note: 'Rang, no answer; will try at 3.' },
    });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(noted.json().notes).toMatchObject([{ note: 'Rang, no answer; will try at 3.' }]);
    const empty = await app.inject({ method: 'POST', url: url('notes'), headers, payload: { note: ' ' } });
    expect(empty.statusCode).toBe(400);
    const done = await app.inject({ method: 'POST', url: url('done'), headers });
    expect(done.json()).toMatchObject({ status: 'DONE', doneAt: TEST_NOW });
    const again = await app.inject({ method: 'POST', url: url('done'), headers });
    expect(again.statusCode).toBe(200);
    const reclaim = await app.inject({ method: 'POST', url: url('claim'), headers });
    expect(reclaim.statusCode).toBe(409);
    expect(reclaim.json()).toMatchObject({ message: 'message.contact_request_done' });
    for (const action of ['claim', 'note', 'done']) {
      const rows = await auditRows(database.db, `staff.contact_request.${action}`, `contact_request:${id}`);
      expect(rows.length, action).toBeGreaterThanOrEqual(1);
      expect(rows[0]?.bookingRef).toBe(who.booking.bookingKey);
    }
  });
});
