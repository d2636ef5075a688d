import {
  type AdminClinic,
  type AdminDevice,
  type AdminExam,
  type AdminRegion,
  activeAppointmentStatuses,
  type ClinicInput,
  type DeviceInput,
  type ExamInput,
  type ExamTextInput,
  type Locale,
  type RegionInput,
} from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import '../attachments/attachments.tables';
import '../questionnaires/questionnaires.tables';
import './catalog.tables';

/** One postal code row as imported. */
export interface PostalCodeRow {
  code: string;
  suburb: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

/**
 * The catalogue's staff writes (issue 39): every function takes the caller's transaction, so a
 * change, its links and its audit row commit together.
 */
export function createCatalogAdminRepository() {
  async function devicesOf(trx: Db, clinicIds?: number[]): Promise<AdminDevice[]> {
    let query = trx
      .selectFrom('device')
      .innerJoin('modality', 'modality.id', 'device.modalityId')
      .select([
        'device.id',
        'device.clinicId',
        'device.name',
        'device.modalityId',
        'modality.code as modalityCode',
        'device.active',
        sql<string[]>`coalesce((select array_agg(e.slug order by e.slug) from clinic_exam ce
          join exam e on e.id = ce.exam_id where ce.device_id = device.id), '{}')`.as('examSlugs'),
      ])
      .orderBy('device.clinicId')
      .orderBy('device.id');
    if (clinicIds) {
      if (clinicIds.length === 0) return [];
      query = query.where('device.clinicId', 'in', clinicIds);
    }
    return query.execute();
  }

  async function clinics(trx: Db, ids?: number[]): Promise<AdminClinic[]> {
    let query = trx
      .selectFrom('clinic')
      .select([
        'clinic.id',
        'clinic.name',
        'clinic.slug as clinicPath',
        'clinic.regionId',
        'clinic.addressLine as address',
        'clinic.suburb',
        'clinic.state',
        'clinic.postcode',
        'clinic.latitude',
        'clinic.longitude',
        'clinic.timeZone',
        'clinic.phone',
        'clinic.email',
        'clinic.openingHours',
        'clinic.walkInEnabled',
        'clinic.mobile',
        'clinic.active',
        sql<boolean>`exists (select 1 from appointment a where a.clinic_id = clinic.id)`.as('hasBookings'),
      ])
      .orderBy('clinic.name');
    if (ids) query = query.where('clinic.id', 'in', ids);
    const rows = await query.execute();
    const devices = await devicesOf(
      trx,
      rows.map((r) => r.id),
    );
    return rows.map(({ active, openingHours, ...row }) => ({
      ...row,
      openingHours: openingHours as AdminClinic['openingHours'],
      archived: !active,
      devices: devices.filter((d) => d.clinicId === row.id),
    }));
  }

  async function exams(trx: Db, ids?: number[]): Promise<AdminExam[]> {
    let query = trx
      .selectFrom('exam')
      .selectAll('exam')
      .select([
        sql<string[]>`coalesce((select array_agg(bp.slug order by bp.slug) from exam_body_part ebp
          join body_part bp on bp.id = ebp.body_part_id where ebp.exam_id = exam.id), '{}')`.as(
          'bodyPartSlugs',
        ),
        sql<number[]>`coalesce((select array_agg(ce.device_id order by ce.device_id) from clinic_exam ce
          where ce.exam_id = exam.id), '{}')`.as('deviceIds'),
      ])
      .orderBy('exam.priority')
      .orderBy('exam.name');
    if (ids) query = query.where('exam.id', 'in', ids);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const examIds = rows.map((r) => r.id);
    const [texts, documents, questionnaires] = await Promise.all([
      trx
        .selectFrom('examText')
        .select(['examId', 'locale', 'name', 'examNotes', 'notes', 'preparationNotes'])
        .where('examId', 'in', examIds)
        .orderBy('locale')
        .execute(),
      trx
        .selectFrom('examDocumentType')
        .innerJoin('documentType', 'documentType.id', 'examDocumentType.documentTypeId')
        .select(['examDocumentType.examId', 'documentType.code'])
        .where('examDocumentType.examId', 'in', examIds)
        .orderBy('documentType.sortOrder')
        .orderBy('documentType.code')
        .execute(),
      trx
        .selectFrom('questionnaireExam')
        .innerJoin('questionnaire', 'questionnaire.id', 'questionnaireExam.questionnaireId')
        .select(['questionnaireExam.examId', 'questionnaire.key'])
        .where('questionnaireExam.examId', 'in', examIds)
        .orderBy('questionnaire.key')
        .execute(),
    ]);
    return rows.map((row) => ({
      ...row,
      texts: texts
        .filter((t) => t.examId === row.id)
        .map(({ examId: _e, locale, ...t }) => ({ locale: locale as Locale, ...t })),
      documentTypeCodes: documents.filter((d) => d.examId === row.id).map((d) => d.code),
      questionnaireKeys: questionnaires.filter((q) => q.examId === row.id).map((q) => q.key),
    }));
  }

  const clinicRow = (input: ClinicInput) => ({
    name: input.name,
    slug: input.clinicPath,
    regionId: input.regionId,
    addressLine: input.address,
    suburb: input.suburb,
    state: input.state,
    postcode: input.postcode,
    latitude: input.latitude,
    longitude: input.longitude,
    timeZone: input.timeZone,
    phone: input.phone,
    email: input.email,
    openingHours: JSON.stringify(input.openingHours),
    walkInEnabled: input.walkInEnabled,
    mobile: input.mobile,
  });

  const examRow = ({
    bodyPartSlugs: _b,
    deviceIds: _d,
    texts: _t,
    documentTypeCodes: _c,
    questionnaireKeys: _q,
    ...input
  }: ExamInput) => input;

  return {
    async readCatalog(trx: Db) {
      const [regions, modalities, bodyParts] = await Promise.all([
        trx
          .selectFrom('region')
          .select(['id', 'slug', 'name', 'latitude', 'longitude', 'sortOrder'])
          .orderBy('sortOrder')
          .orderBy('name')
          .execute(),
        trx.selectFrom('modality').select(['id', 'code', 'name']).orderBy('sortOrder').execute(),
        trx.selectFrom('bodyPart').select(['slug', 'name']).orderBy('name').execute(),
      ]);
      const [documentTypes, questionnaires] = await Promise.all([
        trx
          .selectFrom('documentType')
          .select(['code', 'title'])
          .orderBy('sortOrder')
          .orderBy('code')
          .execute(),
        trx
          .selectFrom('questionnaire')
          .select(['key', 'title', 'type'])
          .where('active', '=', true)
          .orderBy('sortOrder')
          .orderBy('key')
          .execute(),
      ]);
      return {
        regions,
        modalities,
        bodyParts,
        documentTypes,
        questionnaires,
        clinics: await clinics(trx),
        exams: await exams(trx),
      };
    },

    async staffClinics(trx: Db, only: number[] | null) {
      let query = trx
        .selectFrom('clinic')
        .select(['id', 'name', 'timeZone', 'active', 'mobile'])
        .orderBy('name');
      if (only) {
        if (only.length === 0) return [];
        query = query.where('id', 'in', only);
      }
      const rows = await query.execute();
      return rows.map(({ active, ...row }) => ({ ...row, archived: !active }));
    },

    readClinic: async (trx: Db, id: number) => (await clinics(trx, [id]))[0],
    readExam: async (trx: Db, id: number) => (await exams(trx, [id]))[0],
    readDevice: async (trx: Db, clinicId: number, id: number) =>
      (await devicesOf(trx, [clinicId])).find((d) => d.id === id),
    readRegion: (trx: Db, id: number): Promise<AdminRegion | undefined> =>
      trx
        .selectFrom('region')
        .select(['id', 'slug', 'name', 'latitude', 'longitude', 'sortOrder'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Locks the clinic row for the change (concurrent edits of one clinic take turns). */
    lockClinic: (trx: Db, id: number) =>
      trx.selectFrom('clinic').select(['id', 'timeZone']).where('id', '=', id).forUpdate().executeTakeFirst(),

    async insertRegion(trx: Db, input: RegionInput): Promise<number> {
      const row = await trx.insertInto('region').values(input).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async updateRegion(trx: Db, id: number, input: RegionInput) {
      await trx.updateTable('region').set(input).where('id', '=', id).execute();
    },
    async slugTaken(trx: Db, table: 'region' | 'clinic' | 'exam', slug: string, exceptId?: number) {
      let query = trx.selectFrom(table).select('id').where('slug', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    regionExists: async (trx: Db, id: number) =>
      (await trx.selectFrom('region').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

    async insertClinic(trx: Db, input: ClinicInput): Promise<number> {
      const row = await trx
        .insertInto('clinic')
        .values(clinicRow(input))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateClinic(trx: Db, id: number, input: ClinicInput) {
      await trx.updateTable('clinic').set(clinicRow(input)).where('id', '=', id).execute();
    },
    async setClinicActive(trx: Db, id: number, active: boolean) {
      await trx.updateTable('clinic').set({ active }).where('id', '=', id).execute();
    },

    /** Active appointments from now on: at a clinic, or of some exams on one device. */
    async futureBookings(
      trx: Db,
      where: { clinicId?: number; deviceId?: number; examIds?: number[] },
      now: Date,
    ): Promise<number> {
      if (where.examIds && where.examIds.length === 0) return 0;
      let query = trx
        .selectFrom('appointment')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('status', 'in', activeAppointmentStatuses)
        .where('endsAt', '>', now);
      if (where.clinicId !== undefined) query = query.where('clinicId', '=', where.clinicId);
      if (where.deviceId !== undefined) query = query.where('deviceId', '=', where.deviceId);
      if (where.examIds) query = query.where('examId', 'in', where.examIds);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    /** Active future appointments per (device, exam) pair among these devices. */
    async futureBookingPairs(trx: Db, deviceIds: number[], now: Date) {
      if (deviceIds.length === 0) return [];
      return trx
        .selectFrom('appointment')
        .select(['deviceId', 'examId'])
        .distinct()
        .where('status', 'in', activeAppointmentStatuses)
        .where('endsAt', '>', now)
        .where('deviceId', 'in', deviceIds)
        .execute();
    },

    modality: (trx: Db, id: number) =>
      trx.selectFrom('modality').select(['id', 'code']).where('id', '=', id).executeTakeFirst(),
    examsBySlugOrGroup: (trx: Db, slugs: string[], groups: string[]) =>
      trx
        .selectFrom('exam')
        .select(['id', 'slug', 'modalityId', 'groupName'])
        .where((eb) =>
          eb.or([
            ...(slugs.length ? [eb('slug', 'in', slugs)] : []),
            ...(groups.length ? [eb('groupName', 'in', groups)] : []),
            eb.val(false),
          ]),
        )
        .execute(),
    devicesByIds: (trx: Db, ids: number[]) =>
      ids.length
        ? trx.selectFrom('device').select(['id', 'clinicId', 'modalityId']).where('id', 'in', ids).execute()
        : Promise.resolve([]),
    bodyPartIds: (trx: Db, slugs: string[]) =>
      slugs.length
        ? trx.selectFrom('bodyPart').select(['id', 'slug']).where('slug', 'in', slugs).execute()
        : Promise.resolve([]),
    examLinks: (trx: Db, where: { deviceId?: number; examId?: number }) => {
      let query = trx.selectFrom('clinicExam').select(['clinicId', 'examId', 'deviceId']);
      if (where.deviceId !== undefined) query = query.where('deviceId', '=', where.deviceId);
      if (where.examId !== undefined) query = query.where('examId', '=', where.examId);
      return query.execute();
    },

    async insertDevice(trx: Db, clinicId: number, input: DeviceInput): Promise<number> {
      const row = await trx
        .insertInto('device')
        .values({ clinicId, name: input.name, modalityId: input.modalityId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateDevice(trx: Db, id: number, input: DeviceInput) {
      await trx
        .updateTable('device')
        .set({ name: input.name, modalityId: input.modalityId })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Makes the (clinic, exam, device) links of one device or one exam exactly these; links kept
     * keep their clinic's own duration.
     */
    async replaceLinks(
      trx: Db,
      where: { deviceId: number } | { examId: number },
      links: { clinicId: number; examId: number; deviceId: number }[],
    ) {
      const current = await this.examLinks(trx, where);
      const key = (l: { examId: number; deviceId: number }) => `${l.examId}|${l.deviceId}`;
      const wanted = new Set(links.map(key));
      const have = new Set(current.map(key));
      for (const gone of current.filter((l) => !wanted.has(key(l))))
        await trx
          .deleteFrom('clinicExam')
          .where('examId', '=', gone.examId)
          .where('deviceId', '=', gone.deviceId)
          .execute();
      const added = links.filter((l) => !have.has(key(l)));
      if (added.length) await trx.insertInto('clinicExam').values(added).execute();
    },

    async insertExam(trx: Db, input: ExamInput): Promise<number> {
      const row = await trx
        .insertInto('exam')
        .values(examRow(input))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateExam(trx: Db, id: number, input: ExamInput) {
      await trx.updateTable('exam').set(examRow(input)).where('id', '=', id).execute();
    },
    documentTypesByCode: (trx: Db, codes: string[]) =>
      codes.length
        ? trx.selectFrom('documentType').select(['id', 'code']).where('code', 'in', codes).execute()
        : Promise.resolve([]),
    questionnairesByKey: (trx: Db, keys: string[]) =>
      keys.length
        ? trx.selectFrom('questionnaire').select(['id', 'key']).where('key', 'in', keys).execute()
        : Promise.resolve([]),
    async replaceTexts(trx: Db, examId: number, texts: ExamTextInput[]) {
      await trx.deleteFrom('examText').where('examId', '=', examId).execute();
      const rows = texts
        .filter((t) => t.name || t.examNotes || t.notes || t.preparationNotes)
        .map((t) => ({ examId, ...t }));
      if (rows.length) await trx.insertInto('examText').values(rows).execute();
    },
    async replaceDocumentTypes(trx: Db, examId: number, documentTypeIds: number[]) {
      await trx.deleteFrom('examDocumentType').where('examId', '=', examId).execute();
      if (documentTypeIds.length)
        await trx
          .insertInto('examDocumentType')
          .values(documentTypeIds.map((documentTypeId) => ({ examId, documentTypeId })))
          .execute();
    },
    async replaceQuestionnaires(trx: Db, examId: number, questionnaireIds: number[]) {
      await trx.deleteFrom('questionnaireExam').where('examId', '=', examId).execute();
      if (questionnaireIds.length)
        await trx
          .insertInto('questionnaireExam')
          .values(questionnaireIds.map((questionnaireId) => ({ questionnaireId, examId })))
          .execute();
    },
    /** Every exam's slug and priority, most important first (the patients' order). */
    examPriorities: (trx: Db) =>
      trx
        .selectFrom('exam')
        .select(['id', 'slug', 'priority'])
        .orderBy('priority')
        .orderBy('slug')
        .forUpdate()
        .execute(),
    async setPriority(trx: Db, id: number, priority: number) {
      await trx.updateTable('exam').set({ priority }).where('id', '=', id).execute();
    },
    async replaceBodyParts(trx: Db, examId: number, bodyPartIds: number[]) {
      await trx.deleteFrom('examBodyPart').where('examId', '=', examId).execute();
      if (bodyPartIds.length)
        await trx
          .insertInto('examBodyPart')
          .values(bodyPartIds.map((bodyPartId) => ({ examId, bodyPartId })))
          .execute();
    },

    existingPostalCodes: (trx: Db) =>
      trx.selectFrom('postalCodeLocation').select(['id', 'code', 'suburb', 'country']).execute(),
    async insertPostalCodes(trx: Db, rows: PostalCodeRow[]) {
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto('postalCodeLocation')
          .values(rows.slice(i, i + 500))
          .execute();
    },
    async updatePostalCode(trx: Db, id: number, row: PostalCodeRow) {
      await trx.updateTable('postalCodeLocation').set(row).where('id', '=', id).execute();
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;
