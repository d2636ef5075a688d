import { createHash } from 'node:crypto';
import type {
  Clinic,
  ClinicExamList,
  Exam,
  MobileLocations,
  PostalCodeLocation,
  VanStops,
} from '@rb/contracts';
import { notFound } from '../../platform/errors';
import { createReadCache } from '../../platform/read-cache';
import type { CatalogRepository, ExamRecord } from './catalog.repository';
import { boundingBox, distanceKm } from './geo';

export interface ExamFilter {
  locale?: string;
  enquiry?: boolean;
  walkIn?: boolean;
  group?: string;
  special?: boolean;
  generalEnquiry?: boolean;
  bodyPart?: string;
  search?: string;
  modalityId?: number;
}

const publicExam = ({ id: _id, ...exam }: ExamRecord): Exam => exam;

/** Exams matching every given filter; search matches name, modality, code and group, case-insensitively. */
export function filterExams(exams: ExamRecord[], filter: ExamFilter): ExamRecord[] {
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return exams.filter(
    (e) =>
      (filter.enquiry === undefined || e.enquiryOnly === filter.enquiry) &&
      (filter.walkIn === undefined || e.walkIn === filter.walkIn) &&
      (filter.special === undefined || e.specialEnquiry === filter.special) &&
      (filter.generalEnquiry === undefined || e.generalEnquiry === filter.generalEnquiry) &&
      (filter.group === undefined || e.groupName?.toLowerCase() === filter.group.toLowerCase()) &&
      (filter.bodyPart === undefined || e.bodyPartSlugs.includes(filter.bodyPart)) &&
      (filter.modalityId === undefined || e.modalityId === filter.modalityId) &&
      words.every((w) =>
        [e.name, e.modalityName, e.examCode, e.groupName ?? ''].some((field) =>
          field.toLowerCase().includes(w),
        ),
      ),
  );
}

/** Clinics change rarely and only through staff; a booking may show details this old. */
const CLINIC_TTL_MS = 30_000;

export function createCatalogService(
  repository: CatalogRepository,
  /** The provider's postal-code distance limit (booking policy). */
  postalCodeDistanceLimitKm: () => Promise<number>,
) {
  const cache = createReadCache();
  return {
    listRegions: () => repository.listRegions(),
    listModalities: () => repository.listModalities(),
    listBodyParts: () => repository.listBodyParts(),

    async listExams(filter: ExamFilter): Promise<Exam[]> {
      return filterExams(await repository.listExams(filter.locale), filter).map(publicExam);
    },

    async getExam(slug: string, locale?: string): Promise<Exam> {
      const exam = await repository.findExam(slug, undefined, locale);
      if (!exam) throw notFound();
      return publicExam(exam);
    },

    /** For other modules: the exam with its id, or undefined. */
    findExam: (slug: string, trx?: Parameters<CatalogRepository['findExam']>[1]) =>
      repository.findExam(slug, trx),
    findExams: (slugs: string[], trx?: Parameters<CatalogRepository['findExams']>[1]) =>
      repository.findExams(slugs, trx),
    /** For other modules: the clinic, remembered for a moment (every booking shows its clinic). */
    findClinic: (id: number) => cache.get(`clinic|${id}`, CLINIC_TTL_MS, () => repository.findClinic(id)),
    /** A staff change to the catalogue was saved (here or on another instance): read clinics afresh. */
    catalogChanged: () => cache.invalidate(),

    async listClinics(query: {
      examSlug?: string;
      regionSlug?: string;
      walkIn?: boolean;
      mobileLocationId?: number;
      mobileOnly?: boolean;
      lat?: number;
      lng?: number;
    }): Promise<Clinic[]> {
      const clinics = await repository.listClinics(query);
      const origin =
        query.lat !== undefined && query.lng !== undefined
          ? { latitude: query.lat, longitude: query.lng }
          : null;
      const withDistance = clinics.map((c) => ({
        ...c,
        distanceKm: origin ? Math.round(distanceKm(origin, c) * 10) / 10 : null,
      }));
      if (origin) withDistance.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
      return withDistance;
    },

    /** §7 mobile locations and token: the vans, and a digest of where they are parked as the token. */
    async listMobileLocations(query: { lat?: number; lng?: number }): Promise<MobileLocations> {
      const mobileLocations = await this.listClinics({ ...query, mobileOnly: true });
      const token = createHash('sha256')
        .update(
          JSON.stringify(
            [...mobileLocations]
              .sort((a, b) => a.id - b.id)
              .map((m) => [m.id, m.address, m.suburb, m.latitude, m.longitude, m.openingHours]),
          ),
        )
        .digest('base64url')
        .slice(0, 22);
      return { mobileLocations, token };
    },

    /** Where a van (an active clinic marked mobile) stands from `from` to `to`; anything else is 404. */
    async listVanStops(clinicId: number, from: string, to: string): Promise<VanStops> {
      const clinic = await repository.findClinic(clinicId);
      if (!clinic?.mobile) throw notFound();
      return { clinicId, stops: await repository.vanStops(clinicId, from, to) };
    },

    async clinicExamsOfRegion(regionSlug: string): Promise<ClinicExamList> {
      if (!(await repository.regionExists(regionSlug))) throw notFound();
      const rows = await repository.clinicExamsOfRegion(regionSlug);
      const byKey = new Map<string, ClinicExamList['clinicExams'][number]>();
      for (const row of rows) {
        const key = `${row.clinicId}|${row.examSlug}`;
        const entry = byKey.get(key) ?? {
          clinic: { id: row.clinicId, slug: row.clinicSlug, name: row.clinicName },
          examSlug: row.examSlug,
          examName: row.examName,
          deviceIds: [],
          customDurationMinutes: row.customDurationMinutes,
        };
        entry.deviceIds.push(row.deviceId);
        byKey.set(key, entry);
      }
      return { clinicExams: [...byKey.values()] };
    },

    searchPostalCodes: (search: string) => repository.searchPostalCodes(search),

    async getPostalCode(id: number): Promise<PostalCodeLocation> {
      const found = await repository.findPostalCode(id);
      if (!found) throw notFound();
      return found;
    },

    /** The nearest postal code within the provider's distance limit, or null. */
    async postalCodeFromLocation(latitude: number, longitude: number): Promise<PostalCodeLocation | null> {
      const limit = await postalCodeDistanceLimitKm();
      const centre = { latitude, longitude };
      const candidates = await repository.postalCodesInBox(boundingBox(centre, limit));
      let best: PostalCodeLocation | null = null;
      let bestDistance = limit;
      for (const candidate of candidates) {
        const d = distanceKm(centre, candidate);
        if (d <= bestDistance) {
          best = candidate;
          bestDistance = d;
        }
      }
      return best;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
