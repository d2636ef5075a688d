import type { CatalogFile } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { csvLine } from '../../platform/csv';
import type { Db } from '../../platform/db/database';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { changedTables, rowCountsOf } from '../../test/row-counts';
import { staffHeaders } from '../../test/staff-auth';
import { TEST_NOW } from '../appointments/booking-test-helpers';

/** Tables a staff sign-in writes, which are not the catalogue's. */
const NOT_CATALOG = ['oidc_payload', 'staff_account', 'service_client'];
const exportUrl = (section: string) => `/api/admin/catalog/export/csv?section=${section}`;
const importUrl = (section: string, dryRun: boolean) =>
  `/api/admin/catalog/import/csv?section=${section}&dryRun=${dryRun}`;

async function importCsv(app: FastifyInstance, db: Db, section: string, csv: string, dryRun: boolean) {
  const res = await app.inject({
    method: 'POST',
    url: importUrl(section, dryRun),
    headers: await staffHeaders(app, db, 'admin'),
    payload: { csv },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const counts = (
  report: { sections: Record<string, { created: number; updated: number; unchanged: number }> },
  s: string,
) => {
  const { created, updated, unchanged } = report.sections[s] ?? { created: -1, updated: -1, unchanged: -1 };
  return { created, updated, unchanged };
};

describe.each(databaseTargets)('clinics and exams as spreadsheets on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });

  it('exports clinics as a sheet that imports unchanged, and an edited cell updates that clinic only', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const res = await app.inject({
      url: exportUrl('clinics'),
      headers: await staffHeaders(app, db, 'admin'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('clinics.csv');
    const [header, ...rows] = res.body.trimEnd().split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['clinicPath', 'name', 'region']);
    const brisbane = rows.find((row) => row.startsWith('brisbane-cbd,'));
    expect(brisbane).toMatch(/,Australia\/Brisbane,/);
    expect(brisbane).toMatch(/,-27\.\d+,153\.\d+,/);

    const same = await importCsv(app, db, 'clinics', res.body, true);
    expect(same.sections.clinics.errors).toEqual([]);
    expect(counts(same, 'clinics')).toEqual({ created: 0, updated: 0, unchanged: rows.length });

    const renamed = res.body.replace(/^brisbane-cbd,[^,]+,/m, 'brisbane-cbd,Brisbane City Imaging,');
    const before = await rowCountsOf(db, NOT_CATALOG);
    const dry = await importCsv(app, db, 'clinics', renamed, true);
    expect(dry).toMatchObject({ written: false, dryRun: true });
    expect(counts(dry, 'clinics')).toEqual({ created: 0, updated: 1, unchanged: rows.length - 1 });
    expect(changedTables(before, await rowCountsOf(db, NOT_CATALOG))).toEqual([]);
    const done = await importCsv(app, db, 'clinics', renamed, false);
    expect(done).toMatchObject({ written: true });
    const clinic = await db
      .selectFrom('clinic')
      .select('name')
      .where('slug', '=', 'brisbane-cbd')
      .executeTakeFirst();
    expect(clinic?.name).toBe('Brisbane City Imaging');
    // The clinic's devices and schedule, which a row does not carry, are as they were.
    expect(counts(done, 'devices').updated).toBe(0);
    expect(counts(done, 'schedules').updated).toBe(0);
  });

  it('names every mistake of a sheet by its row and column, and writes nothing', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const sheet = [
      csvLine(['clinicPath', 'name', 'latitude', 'walkInEnabled']),
      csvLine(['sydney-cbd', '', 'north', 'maybe']),
      csvLine(['new-clinic', 'New Clinic', -33.8, 'no']),
      csvLine(['sydney-cbd', 'Again', -33.8, 'yes']),
      csvLine(['', 'No key', 1, 'yes']),
    ].join('');
    const before = await rowCountsOf(db, NOT_CATALOG);
    const report = await importCsv(app, db, 'clinics', sheet, false);
    expect(report).toMatchObject({ written: false });
    expect(report.sections.clinics.errors).toEqual(
      expect.arrayContaining([
        { path: 'rows.4', field: 'clinicPath', message: 'message.import_duplicate_row' },
        { path: 'rows.5', field: 'clinicPath', message: 'message.field_required' },
        { path: 'rows.2', field: 'name', message: 'message.field_required' },
        { path: 'rows.2', field: 'latitude', message: 'message.field_invalid' },
        { path: 'rows.2', field: 'walkInEnabled', message: 'message.field_invalid' },
        { path: 'rows.3', field: 'region', message: 'message.field_required' },
        { path: 'rows.3', field: 'timeZone', message: 'message.field_required' },
      ]),
    );
    expect(report.sections.clinics.errors.every((e: { path: string }) => /^rows\.\d+$/.test(e.path))).toBe(
      true,
    );
    expect(changedTables(before, await rowCountsOf(db, NOT_CATALOG))).toEqual([]);

    const unreadable = await importCsv(app, db, 'clinics', 'clinicPath,name\n"unclosed,x\n', true);
    expect(unreadable.sections.clinics.errors).toEqual([
      { path: 'rows.1', field: 'file', message: 'message.import_csv_unreadable' },
    ]);
    const keyless = await importCsv(app, db, 'exams', 'name,modality\nWrist,XR\n', true);
    expect(keyless.sections.exams.errors).toEqual([
      { path: 'rows.1', field: 'slug', message: 'message.import_column_missing' },
    ]);
  });

  it('adds an exam from a row with its body parts and devices, and exports it as written', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const headers = await staffHeaders(app, db, 'admin');
    const file = (await app.inject({ url: '/api/admin/catalog/export', headers })).json() as CatalogFile;
    const xray = file.clinics
      .find((c) => c.clinicPath === 'brisbane-cbd')
      ?.devices.find((d) => d.modality === 'XR');
    expect(xray).toBeDefined();
    const sheet = [
      csvLine(['slug', 'name', 'modality', 'examCode', 'priority', 'durationMinutes', 'preparationMinutes']),
      csvLine(['xray-wrist-sheet', 'Wrist X-ray (sheet)', 'XR', 'XWS', 5, 15, 0]),
    ]
      .join('')
      .replace(/\r\n$/, '');
    // The rest of the columns, as a spreadsheet saves them: in another order, booleans as yes/no.
    const [head, row] = sheet.split('\r\n');
    const full = [
      `${head},minutesPrior,enquiryOnly,walkIn,specialEnquiry,generalEnquiry,groupName,examNotes,notes,preparationNotes,showBookingRequestInfoModal,active,bodyPartSlugs,devices`,
      `${row},0,no,yes,no,no,,,,,no,yes,hand; arm,brisbane-cbd/${xray?.name}`,
      '',
    ].join('\r\n');
    const report = await importCsv(app, db, 'exams', full, false);
    expect(report.sections.exams.errors).toEqual([]);
    expect(report).toMatchObject({ written: true });
    expect(counts(report, 'exams')).toMatchObject({ created: 1, updated: 0 });
    const exam = await db
      .selectFrom('exam')
      .select(['id', 'name', 'walkIn', 'durationMinutes'])
      .where('slug', '=', 'xray-wrist-sheet')
      .executeTakeFirstOrThrow();
    expect(exam).toMatchObject({ name: 'Wrist X-ray (sheet)', walkIn: true, durationMinutes: 15 });
    const exported = await app.inject({ url: exportUrl('exams'), headers });
    expect(exported.body).toContain(
      `xray-wrist-sheet,Wrist X-ray (sheet),XR,XWS,5,15,0,0,false,true,false,false,,,,,false,true,arm; hand,brisbane-cbd/${xray?.name}`,
    );
  });

  it('refuses clinic staff both calls (403)', async () => {
    const { app, database } = ctx();
    const headers = await staffHeaders(app, database.db, 'clinic_staff', [1]);
    expect((await app.inject({ url: exportUrl('clinics'), headers })).statusCode).toBe(403);
    const res = await app.inject({
      method: 'POST',
      url: importUrl('clinics', true),
      headers,
      payload: { csv: 'clinicPath\nsydney-cbd\n' },
    });
    expect(res.statusCode).toBe(403);
  });
});
