import type { Attachment, ExamDocumentType } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import './attachments.tables';

/** Which exams a booking request's attachment list speaks about (§7 examGroupName, changedExamSlugs). */
export interface ExamScope {
  examGroupName?: string;
  changedExamSlugs?: string[];
}

/** The request's exams, narrowed to one group, or the changed exams in their place; 400 on an unknown slug. */
async function examIdsInScope(trx: Db, bookingRequestId: number, scope: ExamScope): Promise<number[]> {
  if (scope.changedExamSlugs !== undefined) {
    const slugs = scope.changedExamSlugs;
    if (slugs.length === 0) return [];
    const rows = await trx
      .selectFrom('exam')
      .select(['id', 'slug', 'groupName'])
      .where('slug', 'in', slugs)
      .execute();
    if (rows.length !== slugs.length) throw badRequest('message.unknown_exam_slugs');
    return rows
      .filter((r) => scope.examGroupName === undefined || r.groupName === scope.examGroupName)
      .map((r) => r.id);
  }
  let query = trx
    .selectFrom('bookingRequestExam')
    .innerJoin('exam', 'exam.id', 'bookingRequestExam.examId')
    .select('exam.id')
    .where('bookingRequestExam.bookingRequestId', '=', bookingRequestId);
  if (scope.examGroupName !== undefined) query = query.where('exam.groupName', '=', scope.examGroupName);
  return (await query.execute()).map((r) => r.id);
}

/**
 * §3 examDocumentTypes: each document type the exams in scope need, once, with the newest uploaded
 * file of that type as its uploadedDocument (null while it is still missing).
 */
export async function examDocumentTypesOf(
  trx: Db,
  bookingRequestId: number,
  scope: ExamScope,
  attachments: Attachment[],
): Promise<ExamDocumentType[]> {
  const examIds = await examIdsInScope(trx, bookingRequestId, scope);
  if (examIds.length === 0) return [];
  const types = await trx
    .selectFrom('examDocumentType')
    .innerJoin('documentType', 'documentType.id', 'examDocumentType.documentTypeId')
    .select(['documentType.id', 'documentType.title', 'documentType.description', 'documentType.sortOrder'])
    .where('examDocumentType.examId', 'in', examIds)
    .distinct()
    .orderBy('documentType.sortOrder')
    .orderBy('documentType.id')
    .execute();
  return types.map((t) => {
    const uploaded = attachments
      .filter((a) => a.documentTypeId === t.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    return {
      documentTypeId: t.id,
      documentType: { title: t.title, description: t.description },
      uploadedDocument: uploaded ? { id: uploaded.id, fileName: uploaded.fileName } : null,
    };
  });
}
