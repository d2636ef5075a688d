import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { callerHeaders, callers, staffAuditRows } from '../appointments/appointments.admin.test-support';
import { TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { bookXray, signIn } from '../portal/portal.test-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const at = (minutes: number) => new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minutes * 60_000).toISOString();

describe.each(databaseTargets)('report release by staff on %s', (target) => {
  const ctx = useTestApp(target, {
    clock: fixedClock(TEST_NOW),
    env: { OUTBOX_POLL_INTERVAL_MS: '0', BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'rb-w14s-reports-')) },
  });
  let nextSlot = 0;

  async function booked() {
    const { app, database } = ctx();
    const booking = await bookXray(app, database.db, at(15 * nextSlot++));
    const clinic = await database.db
      .selectFrom('appointment')
      .select('clinicId')
      .where('slug', '=', booking.slug)
      .executeTakeFirstOrThrow();
    return { ...booking, clinicId: clinic.clinicId };
  }
  const staffCall = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    clinicId: number,
    payload?: object,
  ) => {
    const { app, database } = ctx();
    return app.inject({
      method,
      url,
      headers: await callerHeaders(app, database.db, 'ownClinicStaff', clinicId),
      ...(payload ? { payload } : {}),
    });
  };
  const resultsReadyTo = async (to: string) =>
    (
      await ctx()
        .database.db.selectFrom('outbox')
        .select('template')
        .where('to', '=', to)
        .where('template', '=', 'results_ready')
        .execute()
    ).length;

  it('holds a report back, releases it now with results_ready, and withdraws it from the patient’s view', async () => {
    const { app } = ctx();
    const booking = await booked();
    const base = `/api/admin/appointments/${booking.slug}/reports`;
    const uploaded = await staffCall('POST', base, booking.clinicId, {
      fileName: 'report.pdf',
      pdfBase64: PDF,
      releaseDelayMinutes: 120,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const report = uploaded.json();
    expect(report).toMatchObject({
      released: false,
      releaseAt: '2026-03-02T02:00:00.000Z',
      withdrawnAt: null,
    });
    expect(await resultsReadyTo(booking.email)).toBe(0);

    const patient = await signIn(app, booking);
    const hidden = await patient.call('GET', `/api/secured/results/${booking.bookingKey}`);
    expect(hidden.json()).toMatchObject({ pending: true, reports: [] });

    const held = await staffCall('PUT', `${base}/${report.id}/release`, booking.clinicId, {
      releaseAt: null,
    });
    expect(held.json()).toMatchObject({ released: false, releaseAt: null });

    const released = await staffCall('POST', `${base}/${report.id}/release_now`, booking.clinicId);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ released: true, releaseAt: TEST_NOW });
    expect(await resultsReadyTo(booking.email)).toBe(1);
    const shown = await patient.call('GET', `/api/secured/results/${booking.bookingKey}`);
    expect(shown.json().reports.map((r: { id: number }) => r.id)).toEqual([report.id]);

    const unexplained = await staffCall('POST', `${base}/${report.id}/withdraw`, booking.clinicId, {});
    expect(unexplained.statusCode).toBe(400);
    const withdrawn = await staffCall('POST', `${base}/${report.id}/withdraw`, booking.clinicId, {
      reason: 'Issued for the wrong patient',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      released: false,
      withdrawnAt: TEST_NOW,
      withdrawReason: 'Issued for the wrong patient',
    });
    const gone = await patient.call('GET', `/api/secured/results/${booking.bookingKey}`);
    expect(gone.json().reports).toEqual([]);
    const file = await patient.call('GET', `/api/secured/results/${booking.bookingKey}/reports/${report.id}`);
    expect(file.statusCode).toBe(404);
    // Releasing a withdrawn report again is refused; the staff view still lists it as withdrawn.
    expect((await staffCall('POST', `${base}/${report.id}/release_now`, booking.clinicId)).statusCode).toBe(
      404,
    );
    const view = await staffCall('GET', `/api/admin/appointments/${booking.slug}`, booking.clinicId);
    expect(view.json().reports).toEqual([expect.objectContaining({ id: report.id, withdrawnAt: TEST_NOW })]);
    const audited = await staffAuditRows(
      ctx().database.db,
      'staff.results.write',
      `report.withdraw.${report.id}:${booking.id}`,
    );
    expect(audited).toHaveLength(1);
  });

  it('refuses a file that is not a PDF, and answers each caller by the results policy', async () => {
    const { app, database } = ctx();
    const booking = await booked();
    const url = `/api/admin/appointments/${booking.slug}/reports`;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    const refused = await staffCall('POST', url, booking.clinicId, { fileName: 'x.pdf', pdfBase64: png });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'message.invalid_file_type' });
    const expected = {
      admin: 201,
      ownClinicStaff: 201,
      otherClinicStaff: 404,
      radiologist: 201,
      referrer: 403,
      nobody: 401,
    };
    for (const caller of callers) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: await callerHeaders(app, database.db, caller, booking.clinicId),
        payload: { fileName: 'report.pdf', pdfBase64: PDF, releaseDelayMinutes: 60 },
      });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expected[caller]);
    }
  });
});
