import type { Attachment, DocumentType } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import './attachments.tables';

export type AttachmentOwner = { appointmentId: number } | { bookingRequestId: number };

export interface NewAttachment {
  slug: string;
  tempBookingKey: string;
  fileName: string;
  contentType: string;
  size: number;
  blobKey: string;
  documentTypeId: number | null;
  description: string | null;
  createdAt: Date;
  uploadAddress?: string | null;
}

const ownerColumn = (owner: AttachmentOwner) =>
  'appointmentId' in owner
    ? ({ column: 'attachment.appointmentId', id: owner.appointmentId } as const)
    : ({ column: 'attachment.bookingRequestId', id: owner.bookingRequestId } as const);

export function createAttachmentsRepository(db: Db) {
  const selectAttachments = (trx: Db) =>
    trx
      .selectFrom('attachment')
      .leftJoin('documentType', 'documentType.id', 'attachment.documentTypeId')
      .select([
        'attachment.id',
        'attachment.slug',
        'attachment.fileName',
        'attachment.contentType',
        'attachment.size',
        'attachment.documentTypeId',
        'attachment.description',
        'attachment.createdAt',
        'attachment.blobKey',
        'documentType.title as documentTypeTitle',
        'documentType.description as documentTypeDescription',
      ])
      .orderBy('attachment.id');

  type Row = Awaited<ReturnType<ReturnType<typeof selectAttachments>['execute']>>[number];
  const toAttachment = (row: Row): Attachment => ({
    id: row.id,
    slug: row.slug,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    documentTypeId: row.documentTypeId,
    documentType: row.documentTypeTitle
      ? { title: row.documentTypeTitle, description: row.documentTypeDescription }
      : null,
    description: row.description,
    createdAt: new Date(row.createdAt).toISOString(),
    // The links depend on who asks (the portal names them by the owner's slug); none by default.
    document: null,
  });

  return {
    async listDocumentTypes(): Promise<DocumentType[]> {
      return db
        .selectFrom('documentType')
        .select(['id', 'code', 'title', 'description'])
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
    },

    async documentTypeExists(id: number, trx: Db = db): Promise<boolean> {
      const row = await trx.selectFrom('documentType').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: NewAttachment, trx: Db = db): Promise<Attachment> {
      const { id } = await trx
        .insertInto('attachment')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await selectAttachments(trx).where('attachment.id', '=', id).executeTakeFirstOrThrow();
      return toAttachment(row);
    },

    async countTemporary(bookingKey: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('attachment')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('tempBookingKey', '=', bookingKey)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Bytes parked under a booking key. */
    async temporaryBytesOfKey(bookingKey: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('attachment')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
        .where('tempBookingKey', '=', bookingKey)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    /** Bytes of temporary uploads an address made since `since` that are still waiting for a booking. */
    async temporaryBytesFromAddress(address: string, since: Date, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('attachment')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
        .where('tempBookingKey', 'is not', null)
        .where('uploadAddress', '=', address)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    async listTemporary(bookingKey: string, trx: Db = db): Promise<Attachment[]> {
      const rows = await selectAttachments(trx).where('attachment.tempBookingKey', '=', bookingKey).execute();
      return rows.map(toAttachment);
    },

    async listForOwner(owner: AttachmentOwner, trx: Db = db): Promise<Attachment[]> {
      const { column, id } = ownerColumn(owner);
      return (await selectAttachments(trx).where(column, '=', id).execute()).map(toAttachment);
    },

    /** The stored file of an attachment that belongs to the owner, or undefined. */
    async findBlobForOwner(owner: AttachmentOwner, attachmentId: number, trx: Db = db) {
      const { column, id } = ownerColumn(owner);
      return selectAttachments(trx)
        .where(column, '=', id)
        .where('attachment.id', '=', attachmentId)
        .executeTakeFirst()
        .then((row) => (row ? { attachment: toAttachment(row), blobKey: row.blobKey } : undefined));
    },

    /** Deletes a temporary attachment of the booking key; answers its blob key, or undefined when none. */
    async deleteTemporary(bookingKey: string, id: number, trx: Db = db): Promise<string | undefined> {
      const row = await trx
        .deleteFrom('attachment')
        .where('id', '=', id)
        .where('tempBookingKey', '=', bookingKey)
        .returning('blobKey')
        .executeTakeFirst();
      return row?.blobKey;
    },

    async moveTemporaryToOwner(bookingKey: string, owner: AttachmentOwner, trx: Db = db): Promise<number> {
      const result = await trx
        .updateTable('attachment')
        .set({
          tempBookingKey: null,
          appointmentId: 'appointmentId' in owner ? owner.appointmentId : null,
          bookingRequestId: 'bookingRequestId' in owner ? owner.bookingRequestId : null,
        })
        .where('tempBookingKey', '=', bookingKey)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async rekeyTemporary(fromKey: string, toKey: string, trx: Db = db): Promise<number> {
      const result = await trx
        .updateTable('attachment')
        .set({ tempBookingKey: toKey })
        .where('tempBookingKey', '=', fromKey)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A file uploaded straight to an appointment or booking request (the portal). */
    async insertForOwner(
      owner: AttachmentOwner,
      values: Omit<NewAttachment, 'tempBookingKey'>,
      trx: Db = db,
    ): Promise<Attachment> {
      const { id } = await trx
        .insertInto('attachment')
        .values({
          ...values,
          appointmentId: 'appointmentId' in owner ? owner.appointmentId : null,
          bookingRequestId: 'bookingRequestId' in owner ? owner.bookingRequestId : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await selectAttachments(trx).where('attachment.id', '=', id).executeTakeFirstOrThrow();
      return toAttachment(row);
    },

    async countForOwner(owner: AttachmentOwner, trx: Db = db): Promise<number> {
      const { column, id } = ownerColumn(owner);
      const row = await trx
        .selectFrom('attachment')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(column, '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Changes document type and description; false when the attachment is not the owner's. */
    async updateForOwner(
      owner: AttachmentOwner,
      attachmentId: number,
      values: { documentTypeId?: number | null; description?: string | null },
      trx: Db = db,
    ): Promise<boolean> {
      const { column, id } = ownerColumn(owner);
      const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length === 0) {
        // Nothing to change (an empty body): an UPDATE without SET is invalid SQL, so only look.
        const row = await trx
          .selectFrom('attachment')
          .select('id')
          .where(column.replace('attachment.', '') as 'appointmentId' | 'bookingRequestId', '=', id)
          .where('id', '=', attachmentId)
          .executeTakeFirst();
        return row !== undefined;
      }
      const result = await trx
        .updateTable('attachment')
        .set(changes)
        .where(column.replace('attachment.', '') as 'appointmentId' | 'bookingRequestId', '=', id)
        .where('id', '=', attachmentId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the owner's attachment; answers its blob key, or undefined when it is not the owner's. */
    async deleteForOwner(owner: AttachmentOwner, attachmentId: number, trx: Db = db) {
      const { column, id } = ownerColumn(owner);
      const row = await trx
        .deleteFrom('attachment')
        .where(column.replace('attachment.', '') as 'appointmentId' | 'bookingRequestId', '=', id)
        .where('id', '=', attachmentId)
        .returning(['blobKey', 'fileName'])
        .executeTakeFirst();
      return row;
    },

    /** Temporary uploads never attached to a booking, older than `before`: removed with their blob keys. */
    async deleteTemporaryOlderThan(before: Date, trx: Db = db): Promise<string[]> {
      const rows = await trx
        .deleteFrom('attachment')
        .where('tempBookingKey', 'is not', null)
        .where('createdAt', '<', before)
        .returning('blobKey')
        .execute();
      return rows.map((row) => row.blobKey);
    },
  };
}

export type AttachmentsRepository = ReturnType<typeof createAttachmentsRepository>;
