import { joinModality } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import './attachments.tables';

/** The kinds of documents patients upload (§3 Attachment documentType). */
export const documentTypes = [
  { code: 'REFERRAL', title: 'Referral', description: 'The request form from your doctor', sortOrder: 1 },
  { code: 'MEDICARE_CARD', title: 'Medicare card', description: 'Front of your Medicare card', sortOrder: 2 },
  {
    code: 'PREVIOUS_IMAGING_REPORT',
    title: 'Previous imaging report',
    description: 'A report of earlier imaging of the same area',
    sortOrder: 3,
  },
  { code: 'OTHER', title: 'Other', description: null, sortOrder: 4 },
];

export async function seedAttachments(trx: Db): Promise<void> {
  await trx
    .insertInto('documentType')
    .values(documentTypes)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await seedExamDocumentTypes(trx);
}

/**
 * Every exam needs a referral; CT and MRI also need the report of earlier imaging, which the
 * radiologist compares against. Runs after the catalog seeder, which creates the exams.
 */
async function seedExamDocumentTypes(trx: Db): Promise<void> {
  const rows = await trx
    .selectFrom('exam')
    .$call(joinModality)
    .innerJoin('documentType', (join) =>
      join.on((eb) =>
        eb.or([
          eb('documentType.code', '=', 'REFERRAL'),
          eb.and([
            eb('documentType.code', '=', 'PREVIOUS_IMAGING_REPORT'),
            eb('modality.code', 'in', ['CT', 'MRI']),
          ]),
        ]),
      ),
    )
    .select(['exam.id as examId', 'documentType.id as documentTypeId'])
    .execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('examDocumentType')
    .values(rows)
    .onConflict((oc) => oc.columns(['examId', 'documentTypeId']).doNothing())
    .execute();
}
