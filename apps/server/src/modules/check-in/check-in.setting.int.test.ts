import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { useStaffAuthorization } from '../../test/staff-auth';
import { NOW, openKioskSession, pollUntil, seededClinic } from './check-in.test-support';

const env = { CHECK_IN_JOB_DELAY_MS: '0' };
const setting = {
  enabled: true,
  opensMinutes: 45,
  simpleMode: true,
  showGenderSelection: false,
  referralRequired: false,
  risFolioNumbers: false,
  simulateRisFailure: false,
};

describe.each(databaseTargets)('clinic check-in setting on %s', (target) => {
  const ctx = useTestApp(target, { env, clock: fixedClock(NOW) });
  const admin = useStaffAuthorization(ctx);
  const staff = () => ({ authorization: admin() });
  const url = (clinicId: number | string) => `/api/admin/check_in/clinics/${clinicId}/setting`;

  it('answers the defaults, then what staff saved', async () => {
    const { app, database } = ctx();
    const { clinicId } = await seededClinic(database.db);
    const before = await app.inject({ url: url(clinicId), headers: staff() });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      enabled: true,
      opensMinutes: null,
      simpleMode: false,
      showGenderSelection: false,
      referralRequired: true,
      risFolioNumbers: true,
      simulateRisFailure: false,
    });
    const saved = await app.inject({ method: 'PUT', url: url(clinicId), headers: staff(), payload: setting });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(setting);
    expect((await app.inject({ url: url(clinicId), headers: staff() })).json()).toEqual(setting);
  });

  it('refuses callers without the staff token, bad settings and unknown clinics', async () => {
    const { app, database } = ctx();
    const { clinicId } = await seededClinic(database.db);
    expect((await app.inject({ url: url(clinicId) })).statusCode).toBe(401);
    const anonymousSave = await app.inject({ method: 'PUT', url: url(clinicId), payload: setting });
    expect(anonymousSave.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'PUT',
      url: url(clinicId),
      headers: staff(),
      payload: { ...setting, opensMinutes: 5000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.body).toContain('opensMinutes');
    const unknown = await app.inject({ url: url(999_999), headers: staff() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'message.unknown_clinic' });
    expect((await app.inject({ url: url('abc'), headers: staff() })).statusCode).toBe(400);
  });

  it('checks in without a folio number where the clinic RIS gives none', async () => {
    const { app, database } = ctx();
    const { b, booking } = await openKioskSession(app, database.db, 20);
    const saved = await app.inject({
      method: 'PUT',
      url: url(booking.clinicId),
      headers: staff(),
      payload: setting,
    });
    expect(saved.statusCode).toBe(200);
    const base = `/api/secured/appointments/${booking.slug}/check_in`;
    expect((await b.request('POST', `${base}/enable`)).statusCode).toBe(200);
    expect((await b.request('POST', `${base}/prepare`, { appointmentSlug: booking.slug })).statusCode).toBe(
      202,
    );
    const prepared = await pollUntil(
      async () => (await b.request('GET', `${base}/preparation_sent`)).json(),
      (v) => v.sent || v.failed,
    );
    expect(prepared).toMatchObject({ sent: true });
    expect((await b.request('GET', `${base}/ready`)).json()).toMatchObject({ ready: true });
    expect((await b.request('POST', base)).statusCode).toBe(202);
    const done = await pollUntil(
      async () => (await b.request('GET', `${base}/check_in_sent`)).json(),
      (v) => v.sent || v.failed,
    );
    expect(done).toMatchObject({ sent: true, appointment: { checkInSent: true, patientFolioNumber: null } });
  });
});
