import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { databaseTargets } from '../../test/databases';
import { useStaffAuthorization } from '../../test/staff-auth';
import { useAuthTestApp } from '../patient-auth/patient-auth.int-support';
import { insertAppointment, sentTo } from '../patient-auth/patient-auth.test-support';

const DOB = '1970-03-04';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

/**
 * §4 results release: the patient is told by email (and by SMS to a mobile when SMS is configured)
 * when a report becomes visible: at once without a release delay, or when the delay passes (a
 * pg-boss job); once per report; never when they unsubscribed from the booking's messages.
 */
describe.each(databaseTargets)('results ready notices on %s', (target) => {
  const clock = fixedClock('2030-07-01T08:00:00Z');
  const ctx = useAuthTestApp(target, {
    clock,
    env: {
      BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'rb-release-')),
      SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
    },
  });
  const bearer = useStaffAuthorization(ctx);
  const admin = () => ({ authorization: bearer() });

  const attachReport = (bookingKey: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/admin/results/reports',
      headers: admin(),
      payload: { bookingKey, fileName: 'report.pdf', pdfBase64: PDF },
    });
  const setDelay = async (releaseDelayMinutes: number) => {
    const res = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/results/settings',
      headers: admin(),
      payload: { releaseDelayMinutes },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const resultsReady = async (to: string) =>
    (await sentTo(ctx().app, to)).filter((m) => m.template === 'results_ready');

  it('a report released at once queues results_ready by email and SMS, linking to the results', async () => {
    await setDelay(0);
    const booking = await insertAppointment(ctx().database.db, { dateOfBirth: DOB, firstName: 'Grace' });
    expect((await attachReport(booking.bookingKey)).statusCode).toBe(201);

    const [email, ...more] = await resultsReady(booking.email as string);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ channel: 'EMAIL', referenceId: booking.bookingKey });
    // §3 nameWithModality in the subject; the link opens the results page of the booking.
    expect(email?.subject).toBe('Your X-ray Chest X-ray results are ready');
    expect(email?.text).toContain('Hello Grace,');
    expect(email?.text).toMatch(new RegExp(`/appointments/${booking.bookingKey}/result\\n`));
    const [sms] = await resultsReady('0412345678');
    expect(sms?.channel).toBe('SMS');
    expect(sms?.text).toContain(`/appointments/${booking.bookingKey}/result`);
  });

  it('sends no SMS to a landline, and nothing to a patient who unsubscribed from the booking', async () => {
    await setDelay(0);
    const landline = await insertAppointment(ctx().database.db, {
      dateOfBirth: DOB,
      contactNumber: '0290001111',
    });
    expect((await attachReport(landline.bookingKey)).statusCode).toBe(201);
    expect(await resultsReady(landline.email as string)).toHaveLength(1);
    expect(await resultsReady('0290001111')).toEqual([]);

    const quiet = await insertAppointment(ctx().database.db, {
      dateOfBirth: DOB,
      contactNumber: '0498765432',
    });
    const unsubscribe = await ctx().app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe/${quiet.bookingKey}`,
    });
    expect(unsubscribe.statusCode).toBeLessThan(300);
    expect((await attachReport(quiet.bookingKey)).statusCode).toBe(201);
    expect(await resultsReady(quiet.email as string)).toEqual([]);
    expect(await resultsReady('0498765432')).toEqual([]);
  });

  it('a report held back by a release delay is announced by its job once the delay has passed, once', async () => {
    await setDelay(60);
    const booking = await insertAppointment(ctx().database.db, { dateOfBirth: DOB, contactNumber: null });
    expect((await attachReport(booking.bookingKey)).statusCode).toBe(201);
    expect(await resultsReady(booking.email as string)).toEqual([]);

    clock.advance(61 * 60_000);
    // Saving the settings checks every waiting notice again: its job now finds the report released.
    await setDelay(60);
    await expect.poll(async () => (await resultsReady(booking.email as string)).length).toBe(1);
    await setDelay(60);
    expect((await attachReport(booking.bookingKey)).statusCode).toBe(201);
    // The second report is announced on its own (after its delay); the first is never told twice.
    clock.advance(61 * 60_000);
    await setDelay(60);
    await expect.poll(async () => (await resultsReady(booking.email as string)).length).toBe(2);
    await setDelay(0);
    expect(await resultsReady(booking.email as string)).toHaveLength(2);
  });
});
