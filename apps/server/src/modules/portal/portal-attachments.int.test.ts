import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { attachment, attachmentList, bookingRequestAttachments, problem, referralLinks } from '@rb/contracts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { samples } from '../attachments/attachments.samples';
import { createConfigRepository } from '../config/config.repository';
import { insertBookingRequest } from '../patient-auth/patient-auth.test-support';
import { bookXray, DOB, multipart, signIn } from './portal.test-support';

const blobDir = path.join(os.tmpdir(), `rb-portal-${randomBytes(6).toString('hex')}`);
afterAll(() => fs.rm(blobDir, { recursive: true, force: true }));

describe.each(databaseTargets)('portal attachment calls on %s', (target) => {
  const ctx = useTestApp(target, {
    clock: fixedClock(TEST_NOW),
    env: { OUTBOX_POLL_INTERVAL_MS: '0', BLOB_DIR: blobDir, MAX_UPLOAD_BYTES: '65536' },
  });
  let minute = 0;

  async function appointmentPatient() {
    const { app, database } = ctx();
    minute += 15;
    const start = new Date(Date.parse(TUESDAY_9AM_SYDNEY) + minute * 60_000).toISOString();
    const booking = await bookXray(app, database.db, start);
    return { booking, patient: await signIn(app, booking) };
  }

  const upload = (fileName: string, data: Buffer, documentTypeId = '1') =>
    multipart([
      { name: 'documentTypeId', value: documentTypeId },
      { name: 'file', fileName, data },
    ]);

  it('lists, uploads (type by content), updates, views, downloads and deletes an appointment attachment', async () => {
    const { booking, patient } = await appointmentPatient();
    const base = `/api/secured/appointments/${booking.slug}/attachments`;
    const empty = await patient.call('GET', `${base}/response`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual([]);

    const form = upload('referral.pdf', samples.pdf());
    const created = await patient.call('POST', base, form.payload, form.headers);
    expect(created.statusCode, created.body).toBe(201);
    const file = attachment.parse(created.json());
    expect(file).toMatchObject({
      fileName: 'referral.pdf',
      contentType: 'application/pdf',
      documentTypeId: 1,
    });

    const list = attachmentList.parse((await patient.call('GET', `${base}/response`)).json());
    expect(list.map((a) => a.id)).toEqual([file.id]);
    // §3 `document`: the server names the links the patient opens the stored file with.
    const document = { viewUrl: `${base}/${file.id}/view`, downloadUrl: `${base}/${file.id}/download` };
    expect(file.document).toEqual(document);
    expect(list[0]?.document).toEqual(document);

    const updated = await patient.call('PUT', `${base}/${file.id}`, { description: 'From Dr Lee' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().description).toBe('From Dr Lee');
    expect(updated.json().document).toEqual(document);
    const badType = await patient.call('PUT', `${base}/${file.id}`, { documentTypeId: 999999 });
    expect(badType.statusCode).toBe(400);

    const view = await patient.call('GET', document.viewUrl);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="referral.pdf"/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.rawPayload.equals(samples.pdf())).toBe(true);
    const download = await patient.call('GET', document.downloadUrl);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="referral.pdf"/);

    const removed = await patient.call('DELETE', `${base}/${file.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await patient.call('GET', `${base}/${file.id}/view`)).statusCode).toBe(404);
    expect((await patient.call('DELETE', `${base}/${file.id}`)).statusCode).toBe(404);

    const audit = await sql<{ action: string }>`
      select action from audit_event where booking_ref = ${booking.bookingKey} and action like 'portal.attachments.%'
      order by id`.execute(ctx().database.db);
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'portal.attachments.list',
        'portal.attachments.upload',
        'portal.attachments.update',
        'portal.attachments.view',
        'portal.attachments.download',
        'portal.attachments.delete',
      ]),
    );
  });

  it('refuses a file by its content, a missing file, and an attachment of another appointment', async () => {
    const { booking, patient } = await appointmentPatient();
    const other = await appointmentPatient();
    const base = `/api/secured/appointments/${booking.slug}/attachments`;
    const exe = upload('scan.pdf', samples.exe());
    const refused = await patient.call('POST', base, exe.payload, exe.headers);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('message.invalid_file_type');
    const noFile = multipart([{ name: 'documentTypeId', value: '1' }]);
    expect((await patient.call('POST', base, noFile.payload, noFile.headers)).statusCode).toBe(400);
    const badTypeId = upload('a.png', samples.png(), 'abc');
    const badTypeRes = await patient.call('POST', base, badTypeId.payload, badTypeId.headers);
    expect(badTypeRes.statusCode).toBe(400);

    // The other patient's file, addressed through this patient's appointment: not found.
    const form = upload('theirs.png', samples.png());
    const theirs = await other.patient.call(
      'POST',
      `/api/secured/appointments/${other.booking.slug}/attachments`,
      form.payload,
      form.headers,
    );
    expect(theirs.statusCode).toBe(201);
    expect((await patient.call('GET', `${base}/${theirs.json().id}/download`)).statusCode).toBe(404);
    expect((await patient.call('DELETE', `${base}/${theirs.json().id}`)).statusCode).toBe(404);
  });

  it('serves booking request attachments and their referral links', async () => {
    const { app, database } = ctx();
    const request = await insertBookingRequest(database.db, { dateOfBirth: DOB });
    const patient = await signIn(
      app,
      { bookingKey: request.bookingKey, email: request.email as string },
      'BOOKING_REQUEST',
    );
    const base = `/api/secured/booking_requests/${request.slug}/attachments`;
    const form = upload('referral.png', samples.png());
    const created = await patient.call('POST', base, form.payload, form.headers);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const listed = bookingRequestAttachments.parse((await patient.call('GET', `${base}/response`)).json());
    expect(listed.attachments.map((a) => a.document)).toEqual([
      { viewUrl: `${base}/${id}/view`, downloadUrl: `${base}/${id}/download` },
    ]);
    const links = referralLinks.parse(
      (await patient.call('GET', `/api/secured/booking_requests/${request.slug}/download`)).json(),
    );
    expect(links).toEqual([
      {
        id,
        fileName: 'referral.png',
        downloadUrl: `${base}/${id}/download`,
        viewUrl: `${base}/${id}/view`,
      },
    ]);
    const view = await patient.call('GET', links[0]?.viewUrl as string);
    expect(view.headers['content-type']).toBe('image/png');
    expect((await patient.call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
  });

  it('refuses the referral download with 403 problem+json when bookingRequestsDownloadReferralEnabled is off', async () => {
    const { app, database } = ctx();
    const request = await insertBookingRequest(database.db, { dateOfBirth: DOB });
    const patient = await signIn(
      app,
      { bookingKey: request.bookingKey, email: request.email as string },
      'BOOKING_REQUEST',
    );
    const form = upload('referral.pdf', samples.pdf());
    const base = `/api/secured/booking_requests/${request.slug}/attachments`;
    expect((await patient.call('POST', base, form.payload, form.headers)).statusCode).toBe(201);
    const repository = createConfigRepository(database.db);
    await repository.writeSection('bookingRequest', { bookingRequestsDownloadReferralEnabled: false });
    try {
      const refused = await patient.call('GET', `/api/secured/booking_requests/${request.slug}/download`);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problem.parse(refused.json()).message).toBe('message.referral_download_disabled');
    } finally {
      await repository.writeSection('bookingRequest', { bookingRequestsDownloadReferralEnabled: true });
    }
    const allowed = await patient.call('GET', `/api/secured/booking_requests/${request.slug}/download`);
    expect(referralLinks.parse(allowed.json())).toHaveLength(1);
  });

  it('lists the document types the request exams need, narrowed by examGroupName or replaced by changedExamSlugs', async () => {
    const { app, database } = ctx();
    const db = database.db;
    const request = await insertBookingRequest(db, { dateOfBirth: DOB });
    const examOf = async (modality: string) =>
      db
        .selectFrom('exam')
        .innerJoin('modality', 'modality.id', 'exam.modalityId')
        .select(['exam.id', 'exam.slug'])
        .where('modality.code', '=', modality)
        .orderBy('exam.id')
        .executeTakeFirstOrThrow();
    const xray = await examOf('XR');
    const ct = await examOf('CT');
    await db.updateTable('exam').set({ groupName: 'Plain films' }).where('id', '=', xray.id).execute();
    await db.updateTable('exam').set({ groupName: 'Scans' }).where('id', '=', ct.id).execute();
    await db
      .insertInto('bookingRequestExam')
      .values([
        { bookingRequestId: request.id, examId: xray.id },
        { bookingRequestId: request.id, examId: ct.id },
      ])
      .execute();
    const types = await db.selectFrom('documentType').select(['id', 'code']).execute();
    const typeId = (code: string) => types.find((t) => t.code === code)?.id as number;
    const patient = await signIn(
      app,
      { bookingKey: request.bookingKey, email: request.email as string },
      'BOOKING_REQUEST',
    );
    const base = `/api/secured/booking_requests/${request.slug}/attachments`;
    const list = async (query = '') => {
      const res = await patient.call('GET', `${base}/response${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return bookingRequestAttachments.parse(res.json());
    };
    const needed = (answer: { examDocumentTypes: { documentTypeId: number; uploadedDocument: unknown }[] }) =>
      answer.examDocumentTypes.map((t) => [t.documentTypeId, t.uploadedDocument]);

    expect(needed(await list())).toEqual([
      [typeId('REFERRAL'), null],
      [typeId('PREVIOUS_IMAGING_REPORT'), null],
    ]);

    const form = upload('referral.pdf', samples.pdf(), String(typeId('REFERRAL')));
    const created = await patient.call('POST', base, form.payload, form.headers);
    expect(created.statusCode, created.body).toBe(201);
    const uploaded = { id: created.json().id as number, fileName: 'referral.pdf' };
    const all = await list();
    expect(all.attachments.map((a) => a.id)).toEqual([uploaded.id]);
    expect(needed(all)).toEqual([
      [typeId('REFERRAL'), uploaded],
      [typeId('PREVIOUS_IMAGING_REPORT'), null],
    ]);
    expect(all.examDocumentTypes[0]?.documentType.title).toBe('Referral');

    expect(needed(await list('?examGroupName=Plain%20films'))).toEqual([[typeId('REFERRAL'), uploaded]]);
    expect(needed(await list('?examGroupName=Nothing'))).toEqual([]);
    expect(needed(await list(`?changedExamSlugs=${xray.slug}`))).toEqual([[typeId('REFERRAL'), uploaded]]);
    expect(needed(await list(`?changedExamSlugs=${xray.slug},${ct.slug}&examGroupName=Scans`))).toEqual([
      [typeId('REFERRAL'), uploaded],
      [typeId('PREVIOUS_IMAGING_REPORT'), null],
    ]);

    const unknown = await patient.call('GET', `${base}/response?changedExamSlugs=${ct.slug},no-such-exam`);
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problem.parse(unknown.json()).message).toBe('message.unknown_exam_slugs');
  });
});
