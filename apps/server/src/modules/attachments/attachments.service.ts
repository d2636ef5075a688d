import { randomBytes } from 'node:crypto';
import type { Attachment, DocumentType } from '@rb/contracts';
import { type BlobStorage, createBlobStorage, newBlobKey } from '../../platform/blob-storage';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, badRequest, notFound, validationFailed } from '../../platform/errors';
import { createIssuedBookingKeys } from '../appointments/issued-booking-keys';
import { describeContentTypes, detectContentType, sanitizeFileName } from './attachments.files';
import { type AttachmentOwner, createAttachmentsRepository } from './attachments.repository';

/** At most this many files wait under one booking key (a referral, a Medicare card, previous reports…). */
export const MAX_TEMPORARY_ATTACHMENTS = 10;
/** At most this many files on one appointment or booking request. */
export const MAX_OWNER_ATTACHMENTS = 20;

/** The window of the per-address cap on waiting uploads, and the age at which they count as abandoned. */
export const TEMPORARY_UPLOAD_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Runs inside the caller's write transaction, e.g. to append the audit row of the change. */
export type InTransaction = (trx: Db) => Promise<void>;

export interface UploadedFile {
  /** The name the browser sent; only used, sanitised, as the display name. */
  fileName: string;
  data: Buffer;
}

export interface UploadOptions {
  documentTypeId?: number;
  description?: string;
}

export function createAttachmentsService(deps: AppDeps, blobs: BlobStorage = createBlobStorage(deps.env)) {
  const repository = createAttachmentsRepository(deps.db);
  const issuedKeys = createIssuedBookingKeys(deps.db, deps.clock);
  const allowed = deps.env.VALID_REFERRAL_CONTENT_TYPES;

  /** Only a key this server issued, and not expired, holds uploads before its booking exists. */
  async function requireIssued(bookingKey: string, trx: Db = deps.db) {
    if (!(await issuedKeys.isLive(bookingKey, trx))) throw notFound();
  }

  /** The bytes a key and an address may park are capped, so anonymous uploads cannot fill the disk. */
  async function checkQuota(bookingKey: string, address: string, size: number, trx: Db) {
    const perKey = deps.env.REFERRAL_BYTES_PER_KEY;
    if ((await repository.temporaryBytesOfKey(bookingKey, trx)) + size > perKey) {
      throw badRequest('message.attachment_limit_reached', {
        max: MAX_TEMPORARY_ATTACHMENTS,
        maxBytes: perKey,
      });
    }
    const since = new Date(deps.clock.now().getTime() - TEMPORARY_UPLOAD_WINDOW_MS);
    if (
      (await repository.temporaryBytesFromAddress(address, since, trx)) + size >
      deps.env.REFERRAL_BYTES_PER_ADDRESS
    ) {
      throw new AppError(429, 'message.too_many_requests', { seconds: 3600 });
    }
  }

  /** Size first (cheap), then the type from the bytes against the configured referral types. */
  async function checkFile(file: UploadedFile): Promise<{ contentType: string; ext: string }> {
    const maxBytes = deps.env.MAX_UPLOAD_BYTES;
    if (file.data.length > maxBytes) {
      throw new AppError(413, 'message.file_too_large', {
        maxBytes,
        maxMegabytes: Math.floor((maxBytes / 1024 / 1024) * 10) / 10,
      });
    }
    const detected = await detectContentType(file.data);
    if (!detected || !allowed.includes(detected.mime)) {
      throw new AppError(415, 'message.invalid_file_type', {
        allowed: describeContentTypes(allowed),
        contentTypes: allowed,
      });
    }
    return { contentType: detected.mime, ext: detected.ext };
  }

  async function checkOptions(options: UploadOptions, trx: Db) {
    if (
      options.documentTypeId !== undefined &&
      !(await repository.documentTypeExists(options.documentTypeId, trx))
    ) {
      throw validationFailed([{ field: 'documentTypeId', message: 'message.field_invalid' }]);
    }
  }

  async function checkRoom(bookingKey: string, trx: Db) {
    if ((await repository.countTemporary(bookingKey, trx)) >= MAX_TEMPORARY_ATTACHMENTS) {
      throw badRequest('message.attachment_limit_reached', { max: MAX_TEMPORARY_ATTACHMENTS });
    }
  }

  return {
    listDocumentTypes(): Promise<DocumentType[]> {
      return repository.listDocumentTypes();
    },

    /**
     * A referral uploaded while booking, kept under the booking key until the appointment or the
     * booking request is created. Knowing the (unguessable) booking key is the right to it.
     */
    async uploadTemporaryReferral(
      bookingKey: string,
      file: UploadedFile,
      options: UploadOptions = {},
      address = 'unknown',
    ): Promise<Attachment> {
      await requireIssued(bookingKey);
      const { contentType, ext } = await checkFile(file);
      await checkOptions(options, deps.db);
      await checkRoom(bookingKey, deps.db);
      await checkQuota(bookingKey, address, file.data.length, deps.db);
      const blobKey = newBlobKey('attachments');
      await blobs.put(blobKey, file.data);
      try {
        return await deps.db.transaction().execute(async (trx) => {
          // Checked again inside the transaction: parallel uploads may have filled the room meanwhile.
          await checkRoom(bookingKey, trx);
          await checkQuota(bookingKey, address, file.data.length, trx);
          return repository.insert(
            {
              slug: randomBytes(24).toString('base64url'),
              tempBookingKey: bookingKey,
              fileName: sanitizeFileName(file.fileName, ext),
              contentType,
              size: file.data.length,
              blobKey,
              documentTypeId: options.documentTypeId ?? null,
              description: options.description?.trim() || null,
              createdAt: deps.clock.now(),
              uploadAddress: address,
            },
            trx,
          );
        });
      } catch (error) {
        await blobs.delete(blobKey);
        throw error;
      }
    },

    async listTemporary(bookingKey: string): Promise<Attachment[]> {
      await requireIssued(bookingKey);
      return repository.listTemporary(bookingKey);
    },

    /** 404 unless the attachment is a temporary one of this booking key. */
    async deleteTemporary(bookingKey: string, id: number): Promise<void> {
      await requireIssued(bookingKey);
      const blobKey = await repository.deleteTemporary(bookingKey, id);
      if (!blobKey) throw notFound();
      await blobs.delete(blobKey);
    },

    /** Moves every temporary upload of the booking key to the new appointment or booking request, in the caller's transaction. */
    attachTemporaryReferrals(trx: Db, bookingKey: string, owner: AttachmentOwner): Promise<number> {
      return repository.moveTemporaryToOwner(bookingKey, owner, trx);
    },

    /** §4 separate-booking error path: the uploads follow the booking to its new key. */
    rekeyTemporary(trx: Db, fromKey: string, toKey: string): Promise<number> {
      return repository.rekeyTemporary(fromKey, toKey, trx);
    },

    listForOwner(owner: AttachmentOwner, trx?: Db): Promise<Attachment[]> {
      return repository.listForOwner(owner, trx);
    },

    /** The attachment and its bytes, for download and view links; 404 when it is not the owner's. */
    async readForOwner(
      owner: AttachmentOwner,
      attachmentId: number,
      trx?: Db,
    ): Promise<{ attachment: Attachment; data: Buffer }> {
      const found = await repository.findBlobForOwner(owner, attachmentId, trx);
      const data = found && (await blobs.get(found.blobKey));
      if (!found || !data) throw notFound();
      return { attachment: found.attachment, data };
    },

    /** A patient's upload in the portal: checked like a referral, stored on the appointment or booking request. */
    async uploadForOwner(
      owner: AttachmentOwner,
      file: UploadedFile,
      options: UploadOptions,
      inTransaction: InTransaction,
    ): Promise<Attachment> {
      const { contentType, ext } = await checkFile(file);
      await checkOptions(options, deps.db);
      const blobKey = newBlobKey('attachments');
      await blobs.put(blobKey, file.data);
      try {
        return await deps.db.transaction().execute(async (trx) => {
          if ((await repository.countForOwner(owner, trx)) >= MAX_OWNER_ATTACHMENTS) {
            throw badRequest('message.attachment_limit_reached', { max: MAX_OWNER_ATTACHMENTS });
          }
          const attachment = await repository.insertForOwner(
            owner,
            {
              slug: randomBytes(24).toString('base64url'),
              fileName: sanitizeFileName(file.fileName, ext),
              contentType,
              size: file.data.length,
              blobKey,
              documentTypeId: options.documentTypeId ?? null,
              description: options.description?.trim() || null,
              createdAt: deps.clock.now(),
            },
            trx,
          );
          await inTransaction(trx);
          return attachment;
        });
      } catch (error) {
        await blobs.delete(blobKey);
        throw error;
      }
    },

    /** 404 unless the attachment is the owner's; 400 for an unknown document type. */
    updateForOwner(
      owner: AttachmentOwner,
      attachmentId: number,
      values: { documentTypeId?: number | null; description?: string | null },
      inTransaction: InTransaction,
    ): Promise<Attachment> {
      return deps.db.transaction().execute(async (trx) => {
        if (values.documentTypeId) await checkOptions({ documentTypeId: values.documentTypeId }, trx);
        const changes = {
          ...(values.documentTypeId !== undefined && { documentTypeId: values.documentTypeId }),
          ...(values.description !== undefined && { description: values.description?.trim() || null }),
        };
        if (!(await repository.updateForOwner(owner, attachmentId, changes, trx))) throw notFound();
        const found = await repository.findBlobForOwner(owner, attachmentId, trx);
        if (!found) throw notFound();
        await inTransaction(trx);
        return found.attachment;
      });
    },

    /** 404 unless the attachment is the owner's; the blob goes once the row is gone. */
    async deleteForOwner(owner: AttachmentOwner, attachmentId: number, inTransaction: InTransaction) {
      const blobKey = await deps.db.transaction().execute(async (trx) => {
        const deleted = await repository.deleteForOwner(owner, attachmentId, trx);
        if (!deleted) throw notFound();
        await inTransaction(trx);
        return deleted.blobKey;
      });
      await blobs.delete(blobKey);
    },

    /**
     * Housekeeping (a scheduled job): uploads never attached to a booking within the window, and
     * the issued keys that expired, are deleted with their files. Answers how many files went.
     */
    async purgeAbandoned(): Promise<number> {
      const before = new Date(deps.clock.now().getTime() - TEMPORARY_UPLOAD_WINDOW_MS);
      const blobKeys = await repository.deleteTemporaryOlderThan(before);
      for (const key of blobKeys) await blobs.delete(key);
      await issuedKeys.purgeExpired();
      return blobKeys.length;
    },

    /** Removes uploads that were never attached to a booking and are older than `maxAgeMs`. */
    async purgeAbandonedTemporary(maxAgeMs: number): Promise<number> {
      const before = new Date(deps.clock.now().getTime() - maxAgeMs);
      const blobKeys = await repository.deleteTemporaryOlderThan(before);
      for (const key of blobKeys) await blobs.delete(key);
      return blobKeys.length;
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
