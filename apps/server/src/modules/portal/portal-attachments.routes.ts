import multipart from '@fastify/multipart';
import { type Attachment, attachmentFileUrl, portalAttachmentsEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { securedBooking } from '../../platform/session';
import type { AttachmentOwner } from '../attachments/attachments.repository';
import type { AttachmentsService } from '../attachments/attachments.service';
import { readUpload } from '../attachments/attachments.upload';
import { examDocumentTypesOf } from '../attachments/exam-document-types';
import type { AuditService } from '../audit/audit.service';
import type { PortalRepository } from './portal.repository';
import { APPOINTMENT_ACCESS, BOOKING_REQUEST_ACCESS, originOf, sendFile } from './portal-http';

const UPLOADS_PER_MINUTE = 30;

type Base = 'appointments' | 'booking_requests';

/** §3 Attachment `document`: the file links of this owner's file, as the patient who listed it opens them. */
const documentOf = (base: Base, ownerSlug: string, attachmentId: number) => ({
  viewUrl: attachmentFileUrl(base, ownerSlug, attachmentId, 'view'),
  downloadUrl: attachmentFileUrl(base, ownerSlug, attachmentId, 'download'),
});

const withDocument =
  (base: Base, ownerSlug: string) =>
  (attachment: Attachment): Attachment => ({
    ...attachment,
    document: documentOf(base, ownerSlug, attachment.id),
  });

interface Collaborators {
  attachments: AttachmentsService;
  audit: AuditService;
  repository: Pick<PortalRepository, 'ownerIdBySlug'>;
  /** Booking request config `bookingRequestsDownloadReferralEnabled`, read per call so staff changes apply at once. */
  referralDownloadEnabled: () => Promise<boolean>;
}

/**
 * §7 attachment calls of the portal, for appointments and booking requests alike. `{id}` is the
 * owner's slug; the session guard runs first, so a foreign slug answers 404 before anything is read.
 */
export async function registerPortalAttachmentsRoutes(
  server: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'env'>,
  { attachments, audit, repository, referralDownloadEnabled }: Collaborators,
) {
  await server.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: deps.env.MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    for (const kind of ['appointment', 'bookingRequest'] as const) {
      const calls = portalAttachmentsEndpoints[kind];
      const base = kind === 'appointment' ? 'appointments' : 'booking_requests';
      const bookingKind = kind === 'appointment' ? 'APPOINTMENT' : 'BOOKING_REQUEST';
      const guard = securedBooking(
        (request) => {
          const slug = (request.params as { id: string }).id;
          return kind === 'appointment' ? { appointmentSlug: slug } : { bookingRequestSlug: slug };
        },
        kind === 'appointment' ? APPOINTMENT_ACCESS : BOOKING_REQUEST_ACCESS,
      );

      const kioskUploadGuard = securedBooking(
        (request) => ({ appointmentSlug: (request.params as { id: string }).id }),
        { ...APPOINTMENT_ACCESS, allowKiosk: true },
      );

      async function ownerOf(slug: string): Promise<AttachmentOwner> {
        const id = await repository.ownerIdBySlug(kind, slug);
        if (id === undefined) throw notFound();
        return kind === 'appointment' ? { appointmentId: id } : { bookingRequestId: id };
      }

      /** The audit row of one call, written in the transaction of the read or change it describes. */
      const auditOf =
        (request: FastifyRequest, action: string, detail: Record<string, unknown> = {}) =>
        (trx: Db) =>
          audit.record(trx, {
            actorKind: 'PATIENT',
            booking: { kind: bookingKind, ref: request.bookingAccess?.scope.bookingKey ?? '' },
            action: `portal.attachments.${action}`,
            outcome: 'SUCCESS',
            origin: originOf(request),
            detail,
          });

      if (kind === 'appointment') {
        app.route({
          ...routeOf(portalAttachmentsEndpoints.appointment.list),
          preHandler: guard,
          handler: async (request, reply) => {
            const owner = await ownerOf(request.params.id);
            reply.header('cache-control', 'no-store');
            return deps.db.transaction().execute(async (trx) => {
              await auditOf(request, 'list')(trx);
              return (await attachments.listForOwner(owner, trx)).map(withDocument(base, request.params.id));
            });
          },
        });
      } else {
        app.route({
          ...routeOf(portalAttachmentsEndpoints.bookingRequest.list),
          preHandler: guard,
          handler: async (request, reply) => {
            const owner = await ownerOf(request.params.id);
            reply.header('cache-control', 'no-store');
            return deps.db.transaction().execute(async (trx) => {
              await auditOf(request, 'list', request.query)(trx);
              const list = (await attachments.listForOwner(owner, trx)).map(
                withDocument(base, request.params.id),
              );
              const bookingRequestId = (owner as { bookingRequestId: number }).bookingRequestId;
              const examDocumentTypes = await examDocumentTypesOf(trx, bookingRequestId, request.query, list);
              return { attachments: list, examDocumentTypes };
            });
          },
        });
      }

      app.route({
        ...routeOf(calls.upload),
        // The kiosk check-in asks for the referral before the code-less kiosk session may finish;
        // uploading answers only the new file's own record.
        preHandler: kind === 'appointment' ? kioskUploadGuard : guard,
        config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
        handler: async (request, reply) => {
          const owner = await ownerOf(request.params.id);
          const { file, fields } = await readUpload(request, deps.env.MAX_UPLOAD_BYTES);
          const created = await attachments.uploadForOwner(owner, file, fields, auditOf(request, 'upload'));
          return reply.code(201).send(withDocument(base, request.params.id)(created));
        },
      });

      app.route({
        ...routeOf(calls.update),
        preHandler: guard,
        handler: async (request) => {
          const owner = await ownerOf(request.params.id);
          const { attachmentId } = request.params;
          const updated = await attachments.updateForOwner(
            owner,
            attachmentId,
            request.body,
            auditOf(request, 'update', { attachmentId }),
          );
          return withDocument(base, request.params.id)(updated);
        },
      });

      app.route({
        ...routeOf(calls.remove),
        preHandler: guard,
        handler: async (request, reply) => {
          const owner = await ownerOf(request.params.id);
          const { attachmentId } = request.params;
          await attachments.deleteForOwner(owner, attachmentId, auditOf(request, 'delete', { attachmentId }));
          return reply.code(204).send(null);
        },
      });

      for (const mode of ['download', 'view'] as const) {
        app.route({
          ...routeOf(calls[mode]),
          preHandler: guard,
          handler: async (request, reply) => {
            const owner = await ownerOf(request.params.id);
            const { attachmentId } = request.params;
            const { attachment, data } = await deps.db.transaction().execute(async (trx) => {
              const found = await attachments.readForOwner(owner, attachmentId, trx);
              await auditOf(request, mode, { attachmentId })(trx);
              return found;
            });
            return sendFile(reply, attachment, data, mode);
          },
        });
      }

      if (kind === 'bookingRequest') {
        app.route({
          ...routeOf(portalAttachmentsEndpoints.bookingRequest.referralLinks),
          preHandler: guard,
          handler: async (request, reply) => {
            // The §2 header button is the only caller; with the setting off the server refuses too,
            // so hiding the button is not the only thing standing between a patient and the call.
            if (!(await referralDownloadEnabled())) throw forbidden('message.referral_download_disabled');
            const slug = request.params.id;
            const owner = await ownerOf(slug);
            reply.header('cache-control', 'no-store');
            const list = await deps.db.transaction().execute(async (trx) => {
              await auditOf(request, 'referral_links')(trx);
              return attachments.listForOwner(owner, trx);
            });
            return list.map((a) => ({ id: a.id, fileName: a.fileName, ...documentOf(base, slug, a.id) }));
          },
        });
      }
    }
  });
}
