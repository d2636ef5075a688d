import { type QuestionnaireDocument, questionnaireDocument } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import '../catalog/catalog.tables';
import { createQuestionnairesRepository } from './questionnaires.repository';
import {
  bookingForm,
  cancelReasons,
  declineReasons,
  feedback,
  kneePainRouting,
  painScoreFinal,
  painScoreInitial,
} from './questionnaires.seed-journey';
import { ctContrast, mammographyHistory, mriSafety } from './questionnaires.seed-screening';
import { createQuestionnairesAdminRepository } from './questionnaires-admin.repository';
import { createQuestionnairesAdminService } from './questionnaires-admin.service';

type CatalogExam = { slug: string; name: string; modalityId: number; generalEnquiry: boolean };
type CatalogModality = { id: number; code: string; name: string };

const matches = (m: CatalogModality, pattern: RegExp) => pattern.test(m.code) || pattern.test(m.name);
const modalityPatterns = {
  mri: /^mri$|magnetic/i,
  ct: /^ct$|computed tomography/i,
  mammography: /mammo/i,
  xray: /x-?ray|^xr$|^dx$/i,
};

/**
 * The demo questionnaires, linked to whatever the catalog seed holds: modalities are found by code
 * or name (MRI, CT, Mammography, X-Ray) and the knee exams by slug, so this seeder runs after the
 * catalog seeder and never breaks on a renamed exam.
 */
export function demoQuestionnaires(
  modalities: CatalogModality[],
  exams: CatalogExam[],
): QuestionnaireDocument[] {
  const codes = (pattern: RegExp) => modalities.filter((m) => matches(m, pattern)).map((m) => m.code);
  const idsOf = (pattern: RegExp) => modalities.filter((m) => matches(m, pattern)).map((m) => m.id);
  const kneeExam = (pattern: RegExp) =>
    exams.find((e) => /knee/i.test(e.slug) && idsOf(pattern).includes(e.modalityId))?.slug;
  const kneeMri = kneeExam(modalityPatterns.mri);
  const kneeXray = kneeExam(modalityPatterns.xray);
  const documents = [
    mriSafety(codes(modalityPatterns.mri)),
    ctContrast(codes(modalityPatterns.ct)),
    mammographyHistory(codes(modalityPatterns.mammography)),
    bookingForm,
  ];
  if (kneeMri && kneeXray) {
    // Asked for the general enquiry exams; without one it is asked by type (types=MODALITY_ROUTING).
    const enquiryExams = exams.filter((e) => e.generalEnquiry).map((e) => e.slug);
    documents.push(kneePainRouting(enquiryExams, false, kneeMri, kneeXray));
  }
  documents.push(
    painScoreInitial,
    painScoreFinal,
    feedback,
    cancelReasons([...codes(modalityPatterns.mri), ...codes(modalityPatterns.ct)]),
    declineReasons,
  );
  return documents;
}

export async function seedQuestionnaires(trx: Db): Promise<void> {
  const modalities = await trx.selectFrom('modality').select(['id', 'code', 'name']).execute();
  const exams = await trx
    .selectFrom('exam')
    .select(['slug', 'name', 'modalityId', 'generalEnquiry'])
    .execute();
  const admin = createQuestionnairesAdminService(
    { db: trx },
    createQuestionnairesRepository(trx),
    createQuestionnairesAdminRepository(trx),
  );
  const documents = demoQuestionnaires(modalities, exams).map((doc) => questionnaireDocument.parse(doc));
  await admin.importAll(documents, { trx });
}
