import {
  type BodyPart,
  type Exam,
  examNameWithModality,
  type Modality,
  type PostalCodeLocation,
  type Region,
} from '@rb/contracts';
import { sql } from 'kysely';
import { joinModality } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import './catalog.tables';
import { readVanStops } from './van-stops';

/** An exam as the rules need it: the contract's fields plus its id. */
export type ExamRecord = Exam & { id: number };

/**
 * The exam list as patients read it: most important first (lower priority number), then by name in
 * alphabetical order. Sorted here rather than by the database, whose collation (C on PGlite, whatever
 * the cluster was made with on PostgreSQL) puts "MRI" before "Mammogram" and accents after "z"; the
 * web shows the list in this order without sorting it again.
 */
const examNames = new Intl.Collator('und');
function examListOrder(a: Exam, b: Exam): number {
  return a.priority - b.priority || examNames.compare(a.name, b.name);
}

/** A clinic row in contract shape without distance. */
export interface ClinicRecord {
  id: number;
  slug: string;
  name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  phone: string;
  email: string | null;
  regionSlug: string;
  regionName: string;
  walkInEnabled: boolean;
  mobile: boolean;
  openingHours: { weekday: number; opens: string; closes: string }[];
}

export function createCatalogRepository(db: Db) {
  const examQuery = (trx: Db) =>
    trx
      .selectFrom('exam')
      .$call(joinModality)
      .select([
        'exam.id',
        'exam.slug',
        'exam.name',
        'exam.modalityId',
        'modality.name as modalityName',
        'exam.priority',
        'exam.examCode',
        'exam.examNotes',
        'exam.notes',
        'exam.showBookingRequestInfoModal',
        'exam.durationMinutes',
        'exam.enquiryOnly',
        'exam.walkIn',
        'exam.specialEnquiry',
        'exam.generalEnquiry',
        'exam.groupName',
        'exam.preparationNotes',
        'exam.preparationMinutes',
        'exam.minutesPrior',
        sql<string[]>`coalesce((select array_agg(bp.slug order by bp.slug) from exam_body_part ebp
          join body_part bp on bp.id = ebp.body_part_id where ebp.exam_id = exam.id), '{}')`.as(
          'bodyPartSlugs',
        ),
      ])
      .where('exam.active', '=', true);

  /**
   * The exams as a patient reading `locale` sees them: each text the provider wrote in that locale
   * replaces the default locale's (issue 39); the rest stays the default's.
   */
  async function inLocale<
    T extends {
      id: number;
      name: string;
      examNotes: string | null;
      notes: string | null;
      preparationNotes: string | null;
    },
  >(trx: Db, rows: T[], locale: string | undefined): Promise<T[]> {
    if (!locale || rows.length === 0) return rows;
    const texts = await trx
      .selectFrom('examText')
      .select(['examId', 'name', 'examNotes', 'notes', 'preparationNotes'])
      .where('locale', '=', locale)
      .where(
        'examId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    if (texts.length === 0) return rows;
    const byExam = new Map(texts.map((t) => [t.examId, t]));
    return rows.map((row) => {
      const text = byExam.get(row.id);
      return text
        ? {
            ...row,
            name: text.name ?? row.name,
            examNotes: text.examNotes ?? row.examNotes,
            notes: text.notes ?? row.notes,
            preparationNotes: text.preparationNotes ?? row.preparationNotes,
          }
        : row;
    });
  }

  const toExam = <T extends Omit<ExamRecord, 'nameWithModality'>>(row: T): ExamRecord => ({
    ...row,
    nameWithModality: examNameWithModality(row.modalityName, row.name),
  });

  const clinicQuery = (trx: Db) =>
    trx
      .selectFrom('clinic')
      .innerJoin('region', 'region.id', 'clinic.regionId')
      .select([
        'clinic.id',
        'clinic.slug',
        'clinic.name',
        'clinic.addressLine as address',
        'clinic.suburb',
        'clinic.state',
        'clinic.postcode',
        'clinic.latitude',
        'clinic.longitude',
        'clinic.timeZone',
        'clinic.phone',
        'clinic.email',
        'region.slug as regionSlug',
        'region.name as regionName',
        'clinic.walkInEnabled',
        'clinic.mobile',
        'clinic.openingHours',
      ])
      .where('clinic.active', '=', true);

  return {
    async listRegions(): Promise<Region[]> {
      const rows = await db
        .selectFrom('region')
        .select(['id', 'slug', 'name', 'latitude', 'longitude'])
        .orderBy('sortOrder')
        .orderBy('name')
        .execute();
      return rows.map(({ latitude, longitude, ...r }) => ({ ...r, location: { latitude, longitude } }));
    },

    async listModalities(): Promise<Modality[]> {
      return db.selectFrom('modality').select(['id', 'code', 'name']).orderBy('sortOrder').execute();
    },

    async listExams(locale?: string): Promise<ExamRecord[]> {
      const rows = await inLocale(db, await examQuery(db).execute(), locale);
      return rows.map(toExam).sort(examListOrder);
    },

    async findExam(slug: string, trx: Db = db, locale?: string): Promise<ExamRecord | undefined> {
      const row = await examQuery(trx).where('exam.slug', '=', slug).executeTakeFirst();
      return row && toExam((await inLocale(trx, [row], locale))[0] ?? row);
    },

    async findExams(slugs: string[], trx: Db = db): Promise<ExamRecord[]> {
      if (slugs.length === 0) return [];
      const rows = await examQuery(trx).where('exam.slug', 'in', slugs).execute();
      return rows.map(toExam);
    },

    async listBodyParts(): Promise<BodyPart[]> {
      return db
        .selectFrom('bodyPart')
        .select(['id', 'slug', 'name', 'figureRegion'])
        .orderBy('name')
        .execute();
    },

    async listClinics(filter: {
      examSlug?: string;
      regionSlug?: string;
      walkIn?: boolean;
      mobileLocationId?: number;
      mobileOnly?: boolean;
    }): Promise<ClinicRecord[]> {
      let query = clinicQuery(db);
      if (filter.mobileLocationId !== undefined)
        query = query.where('clinic.id', '=', filter.mobileLocationId).where('clinic.mobile', '=', true);
      if (filter.mobileOnly) query = query.where('clinic.mobile', '=', true);
      if (filter.regionSlug) query = query.where('region.slug', '=', filter.regionSlug);
      if (filter.walkIn !== undefined) query = query.where('clinic.walkInEnabled', '=', filter.walkIn);
      if (filter.examSlug) {
        const slug = filter.examSlug;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('clinicExam')
              .innerJoin('exam', 'exam.id', 'clinicExam.examId')
              .innerJoin('device', 'device.id', 'clinicExam.deviceId')
              .select(sql`1`.as('one'))
              .whereRef('clinicExam.clinicId', '=', 'clinic.id')
              .where('exam.slug', '=', slug)
              .where('device.active', '=', true),
          ),
        );
      }
      const rows = await query.orderBy('clinic.name').execute();
      return rows as ClinicRecord[];
    },

    async findClinic(id: number, trx: Db = db): Promise<ClinicRecord | undefined> {
      return (await clinicQuery(trx).where('clinic.id', '=', id).executeTakeFirst()) as
        | ClinicRecord
        | undefined;
    },

    vanStops: (clinicId: number, from: string, to: string) => readVanStops(db, clinicId, from, to),

    async regionExists(slug: string): Promise<boolean> {
      return !!(await db.selectFrom('region').select('id').where('slug', '=', slug).executeTakeFirst());
    },

    async clinicExamsOfRegion(regionSlug: string) {
      return db
        .selectFrom('clinicExam')
        .innerJoin('clinic', 'clinic.id', 'clinicExam.clinicId')
        .innerJoin('region', 'region.id', 'clinic.regionId')
        .innerJoin('exam', 'exam.id', 'clinicExam.examId')
        .innerJoin('device', 'device.id', 'clinicExam.deviceId')
        .select([
          'clinic.id as clinicId',
          'clinic.slug as clinicSlug',
          'clinic.name as clinicName',
          'exam.slug as examSlug',
          'exam.name as examName',
          'clinicExam.deviceId',
          'clinicExam.customDurationMinutes',
        ])
        .where('region.slug', '=', regionSlug)
        .where('clinic.active', '=', true)
        .where('exam.active', '=', true)
        .where('device.active', '=', true)
        .orderBy('clinic.name')
        .orderBy('exam.name')
        .orderBy('clinicExam.deviceId')
        .execute();
    },

    async searchPostalCodes(search: string): Promise<PostalCodeLocation[]> {
      const prefix = `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .selectFrom('postalCodeLocation')
        .select(['id', 'code', 'country', 'suburb', 'state', 'latitude', 'longitude'])
        .where((eb) => eb.or([eb('code', 'like', prefix), eb('suburb', 'ilike', prefix)]))
        .orderBy('code')
        .orderBy('suburb')
        .limit(20)
        .execute();
    },

    async findPostalCode(id: number): Promise<PostalCodeLocation | undefined> {
      return db
        .selectFrom('postalCodeLocation')
        .select(['id', 'code', 'country', 'suburb', 'state', 'latitude', 'longitude'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Postal codes inside a lat/lng box (the service picks the nearest by real distance). */
    async postalCodesInBox(box: { minLat: number; maxLat: number; minLng: number; maxLng: number }) {
      return db
        .selectFrom('postalCodeLocation')
        .select(['id', 'code', 'country', 'suburb', 'state', 'latitude', 'longitude'])
        .where('latitude', '>=', box.minLat)
        .where('latitude', '<=', box.maxLat)
        .where('longitude', '>=', box.minLng)
        .where('longitude', '<=', box.maxLng)
        .execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
