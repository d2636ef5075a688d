import { z } from 'zod';
import { multilineText, text } from '../common/text';
import { scheduleExceptionKind, scheduleSession } from '../scheduling/schedule-admin.schemas';
import { localDate } from '../scheduling/scheduling.schemas';
import { catalogSlug, clinicInput, examInput, regionInput } from './catalog-admin.schemas';

/**
 * The whole catalogue and schedule of a provider as one file (issue 39, decision 0056): keyed by
 * natural keys (slugs, paths, codes, a device's name in its clinic), never database ids, so it
 * imports into another provider's database. `version` names this shape.
 */
export const CATALOG_FILE_VERSION = 1;

const code = text().trim().min(1).max(20);
const name = text().trim().min(1).max(200);

export const transferException = z.object({
  kind: scheduleExceptionKind,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  reason: multilineText().trim().min(1).max(500),
});

export const transferTemplate = z.object({
  effectiveFrom: localDate,
  sessions: z.array(scheduleSession).max(200),
});

export const transferDevice = z.object({
  /** The device's key inside its clinic. */
  name,
  modality: code,
  active: z.boolean(),
  templates: z.array(transferTemplate).max(200),
  /** Closures and blocks of this device alone. */
  exceptions: z.array(transferException).max(5000),
});

export const transferClinic = clinicInput.omit({ regionId: true }).extend({
  region: catalogSlug,
  archived: z.boolean(),
  devices: z.array(transferDevice).max(200),
  /** Closures of the whole clinic. */
  closures: z.array(transferException).max(5000),
});

/**
 * Document types and questionnaires are the attachments' and questionnaires' own setup (a bare
 * database has none; a questionnaire file names its exams), so the exam does not name them here.
 */
export const transferExam = examInput
  .omit({ modalityId: true, deviceIds: true, questionnaireKeys: true })
  .extend({
    modality: code,
    /** The devices that perform it: the clinic's path and the device's name there. */
    devices: z.array(z.object({ clinicPath: catalogSlug, device: name })).max(500),
  });

export const catalogFile = z.object({
  version: z.literal(CATALOG_FILE_VERSION),
  modalities: z.array(z.object({ code, name, sortOrder: z.number().int().min(0).max(10_000) })).max(100),
  bodyParts: z
    .array(z.object({ slug: catalogSlug, name, figureRegion: text().trim().min(1).max(100) }))
    .max(500),
  regions: z.array(regionInput).max(1000),
  postalCodes: z
    .array(
      z.object({
        code: text().trim().min(2).max(10),
        suburb: text().trim().min(1).max(100),
        state: text().trim().min(1).max(50),
        country: text().regex(/^[A-Z]{2}$/),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
    )
    .max(100_000),
  clinics: z.array(transferClinic).max(1000),
  exams: z.array(transferExam).max(5000),
});
export type CatalogFile = z.infer<typeof catalogFile>;
export type TransferClinic = z.infer<typeof transferClinic>;
export type TransferDevice = z.infer<typeof transferDevice>;
export type TransferExam = z.infer<typeof transferExam>;
export type TransferException = z.infer<typeof transferException>;

export const catalogSections = [
  'modalities',
  'bodyParts',
  'regions',
  'postalCodes',
  'clinics',
  'devices',
  'exams',
  'schedules',
] as const;
export type CatalogSection = (typeof catalogSections)[number];

/** An import mistake: `path` is where in the file (`clinics.2.devices.0`), `field` the field there. */
export const importPathError = z.object({ path: text(), field: text(), message: text() });
export type ImportPathError = z.infer<typeof importPathError>;

const sectionReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importPathError),
});
export type SectionReport = z.infer<typeof sectionReport>;

/** Nothing is written on a dry run or while any section has an error; `written` says whether it was. */
export const catalogImportReport = z.object({
  written: z.boolean(),
  dryRun: z.boolean(),
  sections: z.object(
    Object.fromEntries(catalogSections.map((s) => [s, sectionReport])) as {
      [K in CatalogSection]: typeof sectionReport;
    },
  ),
});
export type CatalogImportReport = z.infer<typeof catalogImportReport>;

export const catalogImportQuery = z.object({ dryRun: z.enum(['true', 'false']).default('true') });
/** The file as sent: checked section by section by the import, so every mistake is listed. */
export const catalogImportBody = z.record(text(), z.unknown());

/** The sections a spreadsheet (CSV) can carry, a row per item; postal codes have their own import. */
export const catalogCsvSection = z.enum(['clinics', 'exams']);
export type CatalogCsvSection = z.infer<typeof catalogCsvSection>;
export const catalogCsvExportQuery = z.object({ section: catalogCsvSection });
export const catalogCsvImportQuery = catalogImportQuery.extend({ section: catalogCsvSection });
export const catalogCsvImportBody = z.object({
  /** A header row of the file's field names (any order, any subset but the key), a row per item. */
  csv: multilineText().min(1).max(5_000_000),
});
