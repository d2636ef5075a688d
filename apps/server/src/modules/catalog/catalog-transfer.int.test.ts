import type { CatalogFile } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { changedTables, rowCountsOf } from '../../test/row-counts';
import { staffHeaders } from '../../test/staff-auth';
import { TEST_NOW } from '../appointments/booking-test-helpers';

const EXPORT = '/api/admin/catalog/export';
const importUrl = (dryRun: boolean) => `/api/admin/catalog/import?dryRun=${dryRun}`;

async function exported(app: FastifyInstance, db: Db): Promise<CatalogFile> {
  const res = await app.inject({ url: EXPORT, headers: await staffHeaders(app, db, 'admin') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function importFile(app: FastifyInstance, db: Db, file: unknown, dryRun: boolean) {
  return app.inject({
    method: 'POST',
    url: importUrl(dryRun),
    headers: await staffHeaders(app, db, 'admin'),
    payload: file as object,
  });
}

const totals = (sections: Record<string, { created: number; updated: number; unchanged: number }>) =>
  Object.fromEntries(
    Object.entries(sections).map(([name, s]) => [name, [s.created, s.updated, s.unchanged]]),
  );

describe.each(databaseTargets)('catalogue export and import on %s', (target) => {
  const source = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  const bare = useTestApp(target, { clock: fixedClock(TEST_NOW), seed: false });

  it('exports the whole catalogue and schedule keyed by slugs, paths and codes, never ids', async () => {
    const { app, database } = source();
    const res = await app.inject({ url: EXPORT, headers: await staffHeaders(app, database.db, 'admin') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const file = res.json() as CatalogFile;
    expect(file.version).toBe(1);
    expect(file.regions.length).toBeGreaterThan(0);
    expect(file.postalCodes.length).toBeGreaterThan(0);
    expect(file.modalities.map((m) => m.code)).toContain('XR');
    const clinic = file.clinics.find((c) => c.clinicPath === 'brisbane-cbd');
    expect(clinic?.region).toEqual(expect.any(String));
    expect(clinic?.devices.some((d) => d.templates.some((t) => t.sessions.length > 0))).toBe(true);
    expect(file.exams.find((e) => e.slug === 'xray-chest')?.devices).toContainEqual(
      expect.objectContaining({ clinicPath: 'brisbane-cbd' }),
    );
    expect(res.body).not.toMatch(/"(id|regionId|modalityId|deviceIds|clinicId|deviceId)":/);
  });

  it('refuses clinic staff both calls (403)', async () => {
    const { app, database } = source();
    const headers = await staffHeaders(app, database.db, 'clinic_staff', [1]);
    expect((await app.inject({ url: EXPORT, headers })).statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url: importUrl(true), headers, payload: { version: 1 } });
    expect(res.statusCode).toBe(403);
  });

  it('round-trips into a bare database: the dry run writes nothing, the import writes it all once', async () => {
    const file = await exported(source().app, source().database.db);
    const { app, database } = bare();
    const db = database.db;
    const before = await rowCountsOf(db, ['oidc_payload', 'staff_account', 'service_client']);

    const dry = await importFile(app, db, file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json();
    expect(report).toMatchObject({ written: false, dryRun: true });
    for (const section of Object.values(report.sections) as { errors: unknown[] }[])
      expect(section.errors).toEqual([]);
    expect(report.sections.clinics.created).toBe(file.clinics.length);
    expect(report.sections.exams.created).toBe(file.exams.length);
    expect(
      changedTables(before, await rowCountsOf(db, ['oidc_payload', 'staff_account', 'service_client'])),
    ).toEqual([]);

    const done = await importFile(app, db, file, false);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ written: true, dryRun: false });
    expect(await exported(app, db)).toEqual(file);
    const audit = await db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', '=', 'catalog.imported')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({ counts: { clinics: { created: file.clinics.length } } });
    // The imported schedule is bookable at once: slot search reads it.
    const clinics = (await app.inject({ url: '/api/clinics?examSlug=xray-chest' })).json();
    expect(clinics.map((c: { slug: string }) => c.slug)).toContain('brisbane-cbd');

    const again = await importFile(app, db, file, false);
    const sections = again.json().sections;
    expect(
      Object.values(totals(sections)).every(([created, updated]) => created === 0 && updated === 0),
    ).toBe(true);
    expect(sections.clinics.unchanged).toBe(file.clinics.length);
  });

  it('lists every mistake by path and field and writes nothing', async () => {
    const { app, database } = source();
    const db = database.db;
    const file = structuredClone(await exported(app, db)) as CatalogFile;
    const [region] = file.regions;
    file.regions.push({ ...(region as CatalogFile['regions'][number]), name: 'Copy' });
    const clinic = file.clinics.findIndex((c) => c.clinicPath === 'brisbane-cbd');
    const zoneless = file.clinics.findIndex((_c, i) => i !== clinic);
    delete (file.clinics[zoneless] as Partial<CatalogFile['clinics'][number]>).timeZone;
    const devices = file.clinics[clinic]?.devices ?? [];
    (devices[0] as { modality: string }).modality = 'ZZ';
    const scheduled = devices.findIndex((d, i) => i > 0 && d.templates.some((t) => t.sessions.length > 0));
    const template = devices[scheduled]?.templates.find((t) => t.sessions.length > 0);
    const first = template?.sessions[0] as NonNullable<typeof template>['sessions'][number];
    template?.sessions.push({ ...first, startMinute: first.startMinute + 5, endMinute: first.endMinute + 5 });
    const before = await rowCountsOf(db, ['oidc_payload', 'service_client']);

    const res = await importFile(app, db, file, false);
    expect(res.statusCode, res.body).toBe(200);
    const { written, sections } = res.json();
    expect(written).toBe(false);
    expect(sections.regions.errors).toContainEqual({
      path: `regions.${file.regions.length - 1}`,
      field: 'slug',
      message: 'message.import_duplicate_row',
    });
    expect(sections.clinics.errors).toContainEqual({
      path: `clinics.${zoneless}`,
      field: 'timeZone',
      message: 'message.field_required',
    });
    expect(sections.devices.errors).toContainEqual({
      path: `clinics.${clinic}.devices.0`,
      field: 'modality',
      message: 'message.catalog_unknown_modality',
    });
    expect(sections.schedules.errors).toContainEqual(
      expect.objectContaining({ path: `clinics.${clinic}`, message: 'message.import_schedule_changed' }),
    );
    expect(changedTables(before, await rowCountsOf(db, ['oidc_payload', 'service_client']))).toEqual([]);
  });

  it('checks a new device schedule as the schedule screen does: overlapping sessions are named', async () => {
    const file = await exported(source().app, source().database.db);
    const { app, database } = bare();
    const copy = structuredClone(file);
    const clinic = copy.clinics.find((c) =>
      c.devices.some((d) => d.templates.some((t) => t.sessions.length)),
    );
    const index = copy.clinics.indexOf(clinic as CatalogFile['clinics'][number]);
    // A clinic of its own path, so the bare database has no schedule for it yet.
    const fresh = {
      ...structuredClone(clinic),
      clinicPath: 'fresh-clinic',
    } as CatalogFile['clinics'][number];
    const d = fresh.devices.findIndex((x) => x.templates.some((t) => t.sessions.length));
    const t = fresh.devices[d]?.templates.findIndex((x) => x.sessions.length) ?? 0;
    const sessions = fresh.devices[d]?.templates[t]?.sessions ?? [];
    const first = sessions[0] as (typeof sessions)[number];
    sessions.push({ ...first, startMinute: first.startMinute + 5, endMinute: first.endMinute + 5 });
    copy.clinics = [fresh];
    for (const exam of copy.exams)
      exam.devices = exam.devices
        .filter((x) => x.clinicPath === clinic?.clinicPath)
        .map((x) => ({ ...x, clinicPath: 'fresh-clinic' }));
    expect(index).toBeGreaterThanOrEqual(0);
    const res = await importFile(app, database.db, copy, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sections.schedules.errors).toContainEqual({
      path: 'clinics.0',
      field: `devices.${d}.templates.${t}.sessions.${sessions.length - 1}.startMinute`,
      message: 'message.schedule_sessions_overlap',
    });
  });

  it('answers 400 problem+json to a body that is not JSON or not a catalogue file', async () => {
    const { app, database } = source();
    const headers = {
      ...(await staffHeaders(app, database.db, 'admin')),
      'content-type': 'application/json',
    };
    const broken = await app.inject({
      method: 'POST',
      url: importUrl(true),
      headers,
      payload: '{"version": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toContain('application/problem+json');
    expect(broken.json().message).toMatch(/^message\./);
    const wrong = await app.inject({
      method: 'POST',
      url: importUrl(true),
      headers,
      payload: { version: 99 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('message.import_version_unknown');
  });
});
