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
}
