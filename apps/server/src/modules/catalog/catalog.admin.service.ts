import {
  type AdminCatalog,
  type AdminClinic,
  type AdminDevice,
  type AdminExam,
  type AdminRegion,
  type ClinicInput,
  DEFAULT_LOCALE,
  type DeviceInput,
  type ExamInput,
  type ExamOrder,
  type ExamOrderInput,
  type FieldError,
  type PostalCodeImportOutcome,
  type RegionInput,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { minuteOf } from '../../platform/local-time';
import type { AuditService } from '../audit/audit.service';
import { postalCodesFromCsv } from './catalog.admin.csv';
import type { CatalogAdminRepository } from './catalog.admin.repository';
import { type CatalogActor, createCatalogWrite, duplicateAs, refuse } from './catalog.admin.write';

export type { CatalogActor } from './catalog.admin.write';

/** A zone the runtime knows (`Australia/Sydney`, `UTC`); anything else would break slot times. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The catalogue's staff writes (issue 39), each one through the catalogue's audited write. */
export function createCatalogAdminService(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  collaborators: {
    repository: CatalogAdminRepository;
    audit: AuditService;
    /** Queues the cross-instance notice in the transaction (scheduling's channel). */
    announce: (trx: Db, clinicId: number | null) => Promise<void>;
    /** This instance's caches of clinics, exams and slots. */
    changed: () => void;
  },
) {
  const { repository: repo } = collaborators;
  const write = createCatalogWrite(deps, collaborators);

  async function checkClinic(trx: Db, input: ClinicInput, id?: number) {
    const errors: FieldError[] = [];
    if (!isKnownTimeZone(input.timeZone))
      errors.push({ field: 'timeZone', message: 'message.catalog_time_zone_unknown' });
    if (await repo.slugTaken(trx, 'clinic', input.clinicPath, id))
      errors.push({ field: 'clinicPath', message: 'message.catalog_path_taken' });
    if (!(await repo.regionExists(trx, input.regionId)))
      errors.push({ field: 'regionId', message: 'message.catalog_unknown_region' });
    input.openingHours.forEach((line, index) => {
      if (minuteOf(line.closes) <= minuteOf(line.opens))
        errors.push({ field: `openingHours.${index}.closes`, message: 'message.schedule_end_before_start' });
    });
    return errors;
  }

  /** The exams a device performs from its slugs and groups, all of its modality. */
  async function deviceExams(trx: Db, input: DeviceInput) {
    const errors: FieldError[] = [];
    const modality = await repo.modality(trx, input.modalityId);
    if (!modality) errors.push({ field: 'modalityId', message: 'message.catalog_unknown_modality' });
    const found = await repo.examsBySlugOrGroup(trx, input.examSlugs, input.examGroups);
    const examIds = new Set<number>();
    input.examSlugs.forEach((slug, index) => {
      const exam = found.find((e) => e.slug === slug);
      const field = `examSlugs.${index}`;
      if (!exam) errors.push({ field, message: 'message.schedule_unknown_exam', params: { slug } });
      else if (modality && exam.modalityId !== modality.id)
        errors.push({ field, message: 'message.catalog_device_wrong_modality', params: { slug } });
      else examIds.add(exam.id);
    });
    input.examGroups.forEach((group, index) => {
      const members = found.filter((e) => e.groupName === group && e.modalityId === input.modalityId);
      if (!members.length)
        errors.push({
          field: `examGroups.${index}`,
          message: 'message.schedule_unknown_group',
          params: { group },
        });
      for (const member of members) examIds.add(member.id);
    });
    return { errors, examIds: [...examIds] };
  }

  /** Links that would go while future bookings use them: a field error each, nothing stranded. */
  async function keepBooked(
    trx: Db,
    removed: { examId: number; deviceId: number }[],
    field: string,
  ): Promise<FieldError[]> {
    const pairs = await repo.futureBookingPairs(
      trx,
      [...new Set(removed.map((r) => r.deviceId))],
      deps.clock.now(),
    );
    const booked = removed.filter((r) =>
      pairs.some((p) => p.deviceId === r.deviceId && p.examId === r.examId),
    );
    return booked.length
      ? [{ field, message: 'message.catalog_link_has_bookings', params: { count: booked.length } }]
      : [];
  }

  return {
    readCatalog: (): Promise<AdminCatalog> => repo.readCatalog(deps.db),

    async staffClinics(only: number[] | null) {
      return { clinics: await repo.staffClinics(deps.db, only) };
    },

    createRegion: (actor: CatalogActor, input: RegionInput): Promise<AdminRegion> =>
      write(actor, 'region_created', async (trx) => {
        if (await repo.slugTaken(trx, 'region', input.slug))
          refuse([{ field: 'slug', message: 'message.catalog_path_taken' }]);
        const id = await repo.insertRegion(trx, input).catch(duplicateAs('slug'));
        return { before: null, after: (await repo.readRegion(trx, id)) as AdminRegion };
      }),

    updateRegion: (actor: CatalogActor, id: number, input: RegionInput): Promise<AdminRegion> =>
      write(actor, 'region_updated', async (trx) => {
        const before = await repo.readRegion(trx, id);
        if (!before) throw notFound();
        if (await repo.slugTaken(trx, 'region', input.slug, id))
          refuse([{ field: 'slug', message: 'message.catalog_path_taken' }]);
        await repo.updateRegion(trx, id, input).catch(duplicateAs('slug'));
        return { before, after: (await repo.readRegion(trx, id)) as AdminRegion };
      }),

    createClinic: (actor: CatalogActor, input: ClinicInput): Promise<AdminClinic> =>
      write(actor, 'clinic_created', async (trx) => {
        refuse(await checkClinic(trx, input));
        const id = await repo.insertClinic(trx, input).catch(duplicateAs('clinicPath'));
        return { before: null, after: (await repo.readClinic(trx, id)) as AdminClinic, clinicIds: [id] };
      }),

    updateClinic: (actor: CatalogActor, id: number, input: ClinicInput): Promise<AdminClinic> =>
      write(actor, 'clinic_updated', async (trx) => {
        if (!(await repo.lockClinic(trx, id))) throw notFound();
        const before = (await repo.readClinic(trx, id)) as AdminClinic;
        const errors = await checkClinic(trx, input, id);
        // Booked times are instants; read in another zone they would leave their sessions.
        if (
          before.timeZone !== input.timeZone &&
          (await repo.futureBookings(trx, { clinicId: id }, deps.clock.now())) > 0
        )
          errors.push({ field: 'timeZone', message: 'message.catalog_time_zone_has_bookings' });
        refuse(errors);
        await repo.updateClinic(trx, id, input).catch(duplicateAs('clinicPath'));
        return { before, after: (await repo.readClinic(trx, id)) as AdminClinic, clinicIds: [id] };
      }),

    setArchived: (actor: CatalogActor, id: number, archived: boolean): Promise<AdminClinic> =>
      write(actor, archived ? 'clinic_archived' : 'clinic_restored', async (trx) => {
        if (!(await repo.lockClinic(trx, id))) throw notFound();
        const before = (await repo.readClinic(trx, id)) as AdminClinic;
        if (archived) {
          // Its patients would keep appointments at a clinic nobody is offered: move or cancel them first.
          const count = await repo.futureBookings(trx, { clinicId: id }, deps.clock.now());
          if (count > 0) throw conflict('message.catalog_clinic_has_future_bookings', { count });
        }
        await repo.setClinicActive(trx, id, !archived);
        return { before, after: (await repo.readClinic(trx, id)) as AdminClinic, clinicIds: [id] };
      }),

    createDevice: (actor: CatalogActor, clinicId: number, input: DeviceInput): Promise<AdminDevice> =>
      write(actor, 'device_created', async (trx) => {
        if (!(await repo.lockClinic(trx, clinicId))) throw notFound();
        const { errors, examIds } = await deviceExams(trx, input);
        refuse(errors);
        const id = await repo.insertDevice(trx, clinicId, input);
        await repo.replaceLinks(
          trx,
          { deviceId: id },
          examIds.map((examId) => ({ clinicId, examId, deviceId: id })),
        );
        return {
          before: null,
          after: (await repo.readDevice(trx, clinicId, id)) as AdminDevice,
          clinicIds: [clinicId],
        };
      }),

    updateDevice: (
      actor: CatalogActor,
      clinicId: number,
      id: number,
      input: DeviceInput,
    ): Promise<AdminDevice> =>
      write(actor, 'device_updated', async (trx) => {
        if (!(await repo.lockClinic(trx, clinicId))) throw notFound();
        const before = await repo.readDevice(trx, clinicId, id);
        if (!before) throw notFound();
        const { errors, examIds } = await deviceExams(trx, input);
        const current = await repo.examLinks(trx, { deviceId: id });
        const removed = current.filter((l) => !examIds.includes(l.examId));
        errors.push(...(await keepBooked(trx, removed, 'examSlugs')));
        refuse(errors);
        await repo.updateDevice(trx, id, input);
        await repo.replaceLinks(
          trx,
          { deviceId: id },
          examIds.map((examId) => ({ clinicId, examId, deviceId: id })),
        );
        return {
          before,
          after: (await repo.readDevice(trx, clinicId, id)) as AdminDevice,
          clinicIds: [clinicId],
        };
      }),

    createExam: (actor: CatalogActor, input: ExamInput): Promise<AdminExam> =>
      write(actor, 'exam_created', async (trx) => {
        const { errors, links, bodyPartIds, ...checked } = await checkExam(trx, input);
        refuse(errors);
        const id = await repo.insertExam(trx, input).catch(duplicateAs('slug'));
        await repo.replaceBodyParts(trx, id, bodyPartIds);
        await writeExamParts(trx, id, input, checked);
        await repo.replaceLinks(
          trx,
          { examId: id },
          links.map((l) => ({ ...l, examId: id })),
        );
        return {
          before: null,
          after: (await repo.readExam(trx, id)) as AdminExam,
          clinicIds: [...new Set(links.map((l) => l.clinicId))],
        };
      }),

    updateExam: (actor: CatalogActor, id: number, input: ExamInput): Promise<AdminExam> =>
      write(actor, 'exam_updated', async (trx) => {
        const before = await repo.readExam(trx, id);
        if (!before) throw notFound();
        const { errors, links, bodyPartIds, ...checked } = await checkExam(trx, input, id);
        const current = await repo.examLinks(trx, { examId: id });
        const removed = current.filter((l) => !input.deviceIds.includes(l.deviceId));
        errors.push(...(await keepBooked(trx, removed, 'deviceIds')));
        refuse(errors);
        await repo.updateExam(trx, id, input).catch(duplicateAs('slug'));
        await repo.replaceBodyParts(trx, id, bodyPartIds);
        await writeExamParts(trx, id, input, checked);
        await repo.replaceLinks(
          trx,
          { examId: id },
          links.map((l) => ({ ...l, examId: id })),
        );
        return {
          before,
          after: (await repo.readExam(trx, id)) as AdminExam,
          // Every clinic that offered it or offers it now: its slots change either way.
          clinicIds: [...new Set([...current, ...links].map((l) => l.clinicId))],
        };
      }),

    /**
     * The order patients see the exams in, most important first: the listed exams take the first
     * places (priorities 10, 20, 30…), any not listed (one added meanwhile) follow in their current
     * order. One transaction, one audit row.
     */
    orderExams: (actor: CatalogActor, input: ExamOrderInput): Promise<ExamOrder> =>
      write(actor, 'exams_ordered', async (trx) => {
        const current = await repo.examPriorities(trx);
        const errors: FieldError[] = [];
        const seen = new Set<string>();
        input.slugs.forEach((slug, index) => {
          if (seen.has(slug) || !current.some((e) => e.slug === slug))
            errors.push({
              field: `slugs.${index}`,
              message: 'message.schedule_unknown_exam',
              params: { slug },
            });
          seen.add(slug);
        });
        refuse(errors);
        const bySlug = new Map(current.map((e) => [e.slug, e]));
        const after = [...input.slugs, ...current.map((e) => e.slug).filter((slug) => !seen.has(slug))].map(
          (slug, index) => ({ slug, priority: (index + 1) * 10 }),
        );
        for (const { slug, priority } of after) {
          const exam = bySlug.get(slug);
          if (exam && exam.priority !== priority) await repo.setPriority(trx, exam.id, priority);
        }
        return {
          before: { exams: current.map(({ slug, priority }) => ({ slug, priority })) },
          after: { exams: after },
        };
      }),

    /**
     * Postal codes from CSV: every row is checked first and nothing is written while any has an
     * error (a dry run only checks). A code and suburb already known is updated, else added.
     */
    async importPostalCodes(
      actor: CatalogActor,
      request: { csv: string; dryRun: boolean },
    ): Promise<PostalCodeImportOutcome> {
      const { rows, errors } = postalCodesFromCsv(request.csv);
      const existing = await repo.existingPostalCodes(deps.db);
      const byKey = new Map(
        existing.map((p) => [`${p.code.toUpperCase()}|${p.suburb.toLowerCase()}|${p.country}`, p.id]),
      );
      const known = (r: (typeof rows)[number]) =>
        byKey.get(`${r.code.toUpperCase()}|${r.suburb.toLowerCase()}|${r.country}`);
      const updated = rows.filter((r) => known(r) !== undefined).length;
      const outcome = {
        rows: rows.length + new Set(errors.map((e) => e.row)).size,
        added: rows.length - updated,
        updated,
        errors,
      };
      if (errors.length || request.dryRun) return { ...outcome, written: false };
      await write(actor, 'postal_codes_imported', async (trx) => {
        const fresh = rows.filter((r) => known(r) === undefined).map(({ line: _line, ...r }) => r);
        await repo.insertPostalCodes(trx, fresh);
        for (const row of rows) {
          const id = known(row);
          if (id !== undefined) {
            const { line: _line, ...values } = row;
            await repo.updatePostalCode(trx, id, values);
          }
        }
        return { before: { count: existing.length }, after: { added: fresh.length, updated } };
      });
      return { ...outcome, written: true };
    },
  };

  /** An exam's body parts and device links, or what is wrong with them. */
  async function checkExam(trx: Db, input: ExamInput, id?: number) {
    const errors: FieldError[] = [];
    if (await repo.slugTaken(trx, 'exam', input.slug, id))
      errors.push({ field: 'slug', message: 'message.catalog_path_taken' });
    const modality = await repo.modality(trx, input.modalityId);
    if (!modality) errors.push({ field: 'modalityId', message: 'message.catalog_unknown_modality' });
    const parts = await repo.bodyPartIds(trx, input.bodyPartSlugs);
    input.bodyPartSlugs.forEach((slug, index) => {
      if (!parts.some((p) => p.slug === slug))
        errors.push({ field: `bodyPartSlugs.${index}`, message: 'message.catalog_unknown_body_part' });
    });
    const devices = await repo.devicesByIds(trx, input.deviceIds);
    input.deviceIds.forEach((deviceId, index) => {
      const device = devices.find((d) => d.id === deviceId);
      const field = `deviceIds.${index}`;
      if (!device) errors.push({ field, message: 'message.catalog_unknown_device' });
      else if (modality && device.modalityId !== modality.id)
        errors.push({ field, message: 'message.catalog_device_wrong_modality' });
    });
    // A bookable exam nobody can perform would be offered with no slot anywhere.
    if (input.active && !input.enquiryOnly && input.deviceIds.length === 0)
      errors.push({ field: 'deviceIds', message: 'message.catalog_exam_without_device' });
    const seen = new Set<string>();
    input.texts?.forEach((entry, index) => {
      // The exam's own fields are the default locale's: a second default would be ignored somewhere.
      if (entry.locale === DEFAULT_LOCALE || seen.has(entry.locale))
        errors.push({ field: `texts.${index}.locale`, message: 'message.catalog_exam_locale_twice' });
      seen.add(entry.locale);
    });
    const documentTypes = await repo.documentTypesByCode(trx, input.documentTypeCodes ?? []);
    input.documentTypeCodes?.forEach((code, index) => {
      if (!documentTypes.some((d) => d.code === code))
        errors.push({
          field: `documentTypeCodes.${index}`,
          message: 'message.catalog_unknown_document_type',
        });
    });
    const questionnaires = await repo.questionnairesByKey(trx, input.questionnaireKeys ?? []);
    input.questionnaireKeys?.forEach((key, index) => {
      if (!questionnaires.some((q) => q.key === key))
        errors.push({
          field: `questionnaireKeys.${index}`,
          message: 'message.catalog_unknown_questionnaire',
        });
    });
    return {
      errors,
      bodyPartIds: parts.map((p) => p.id),
      links: devices.map((d) => ({ clinicId: d.clinicId, deviceId: d.id })),
      documentTypeIds: input.documentTypeCodes && [...new Set(documentTypes.map((d) => d.id))],
      questionnaireIds: input.questionnaireKeys && [...new Set(questionnaires.map((q) => q.id))],
    };
  }

  /** The exam's texts, documents and questionnaires as the input says; an absent list stays as it is. */
  async function writeExamParts(
    trx: Db,
    id: number,
    input: ExamInput,
    checked: { documentTypeIds?: number[]; questionnaireIds?: number[] },
  ) {
    if (input.texts) await repo.replaceTexts(trx, id, input.texts);
    if (checked.documentTypeIds) await repo.replaceDocumentTypes(trx, id, checked.documentTypeIds);
    if (checked.questionnaireIds) await repo.replaceQuestionnaires(trx, id, checked.questionnaireIds);
  }
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
