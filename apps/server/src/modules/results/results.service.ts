import type {
  AttachReportRequest,
  ImageViewerResponse,
  ResultReport,
  ResultsAccessRequirements,
  ResultsSettings,
  ResultsView,
  SessionScope,
} from '@rb/contracts';
import { examNameWithModality } from '@rb/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { type BlobStorage, newBlobKey } from '../../platform/blob-storage';
import type { AppDeps } from '../../platform/deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { StaffPrincipal } from '../identity/identity.claims';
import { newToken, tokenId } from '../patient-auth/patient-auth.crypto';
import type { SharingService } from '../sharing/sharing.service';
import type { ResultsRelease } from './results.release';
import type { ReportRow, ResultsRepository } from './results.repository';
import {
  effectiveReleaseAt,
  imageViewerLinkExpiry,
  partitionReports,
  releasedAt,
  reportAuthorOf,
  reportExpiry,
} from './results.rules';

export interface ResultsDeps {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  repository: ResultsRepository;
  audit: AuditService;
  blobs: BlobStorage;
  sharing: Pick<SharingService, 'findShare'>;
  release: Pick<ResultsRelease, 'notifyIfReleased' | 'schedule' | 'sweep'>;
}

/** Who asks: the session's proven scope of the booking, and the session for the audit. */
export interface ResultsViewer {
  scope: SessionScope;
  sessionId: string;
  origin: AuditOrigin;
}

export const resultsExpired = () => new AppError(410, 'message.results_expired');
export const shareRevoked = () => new AppError(403, 'message.share_revoked');

/** Results (reports, image-viewer links) and what a patient or a share recipient may see of them. */
export function createResultsService(ctx: ResultsDeps) {
  const { deps, repository, audit } = ctx;

  const toReport = (row: ReportRow, delay: number): ResultReport => ({
    id: row.id,
    bookingKey: row.bookingKey,
    examName: row.examName,
    nameWithModality: examNameWithModality(row.modalityName, row.examName),
    appointmentStartsAt: row.appointmentStartsAt.toISOString(),
    fileName: row.fileName,
    releasedAt: (effectiveReleaseAt(row, delay) ?? releasedAt(row.createdAt, delay)).toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  });

  /** The reports the viewer may see: a revoked share sees nothing, HISTORY every report of the patient. */
  async function reportsFor(bookingKey: string, viewer: ResultsViewer) {
    let rows: ReportRow[];
    if (viewer.scope.shared) {
      const share = viewer.scope.shareId ? await ctx.sharing.findShare(viewer.scope.shareId) : null;
      if (!share || share.revoked || share.bookingKey !== bookingKey) throw shareRevoked();
      rows = await repository.listReports(
        share.shareType === 'HISTORY' ? { patientId: share.patientId } : { bookingKey },
      );
    } else {
      rows = await repository.listReports({ bookingKey });
    }
    const { releaseDelayMinutes } = await repository.readSettings();
    return { ...partitionReports(rows, releaseDelayMinutes, deps.clock.now()), releaseDelayMinutes };
  }

  const auditAccess = (
    bookingKey: string,
    viewer: ResultsViewer,
    action: string,
    outcome: string,
    detail?: Record<string, unknown>,
  ) =>
    audit.record(deps.db, {
      actorKind: 'PATIENT',
      actorRef: viewer.sessionId.slice(0, 16),
      booking: { kind: 'APPOINTMENT', ref: bookingKey },
      action,
      outcome,
      origin: viewer.origin,
      detail: { shared: viewer.scope.shared, shareId: viewer.scope.shareId, ...detail },
    });

  return {
    /** The same answer for every key, so it tells nothing about which bookings exist. */
    accessRequirements(): ResultsAccessRequirements {
      return {
        authenticationType: 'APPOINTMENT_RESULTS',
        dateOfBirthRequired: true,
        otpMethods: ['EMAIL', 'SMS'],
      };
    },

    async view(bookingKey: string, viewer: ResultsViewer): Promise<ResultsView> {
      const found = await reportsFor(bookingKey, viewer).catch(async (error) => {
        await auditAccess(bookingKey, viewer, 'results.view', 'REVOKED');
        throw error;
      });
      if (found.allExpired) {
        await auditAccess(bookingKey, viewer, 'results.view', 'EXPIRED');
        throw resultsExpired();
      }
      await auditAccess(bookingKey, viewer, 'results.view', 'SUCCESS', { reports: found.visible.length });
      return {
        shared: viewer.scope.shared,
        pending: found.pending,
        reports: found.visible.map((row) => toReport(row, found.releaseDelayMinutes)),
        hasImages: await repository.hasStudy(bookingKey),
      };
    },

    async reportFile(bookingKey: string, id: number, viewer: ResultsViewer) {
      const found = await reportsFor(bookingKey, viewer);
      const row = found.visible.find((r) => r.id === id);
      if (!row) {
        await auditAccess(bookingKey, viewer, 'results.download', found.allExpired ? 'EXPIRED' : 'NOT_FOUND');
        throw found.allExpired ? resultsExpired() : notFound();
      }
      const data = await ctx.blobs.get(row.blobKey);
      if (!data) throw notFound();
      await auditAccess(bookingKey, viewer, 'results.download', 'SUCCESS', { reportId: id });
      return { data, fileName: row.fileName };
    },

    async createImageViewerLink(bookingKey: string, viewer: ResultsViewer) {
      await reportsFor(bookingKey, viewer);
      const imsec = newToken();
      const now = deps.clock.now();
      await deps.db.transaction().execute(async (trx) => {
        await repository.insertImageViewerLink(
          {
            imsecHash: tokenId(imsec),
            bookingKey,
            createdAt: now,
            expiresAt: imageViewerLinkExpiry(now),
            // A recipient's images go with their share: revoking it stops them (imaging's findLink).
            shareId: viewer.scope.shared ? (viewer.scope.shareId ?? null) : null,
          },
          trx,
        );
        await audit.record(trx, {
          actorKind: 'PATIENT',
          actorRef: viewer.sessionId.slice(0, 16),
          booking: { kind: 'APPOINTMENT', ref: bookingKey },
          action: 'results.image_viewer_link',
          outcome: 'SUCCESS',
          origin: viewer.origin,
        });
      });
      return { imsec, path: `/api/image_viewer?input=${encodeURIComponent(imsec)}` };
    },

    /** §3 Image viewer response; images arrive with the referrer work, so an active link has no url yet. */
    async imageViewer(imsec: string): Promise<ImageViewerResponse> {
      const link = await repository.findImageViewerLink(tokenId(imsec));
      if (!link) throw notFound();
      const expired = link.expiresAt.getTime() <= deps.clock.now().getTime();
      return {
        url: null,
        imageViewerLinkStatus: expired ? 'EXPIRED' : 'ACTIVE',
        redirectUrl: expired ? '/deny?resultsExpired=true' : null,
        preference: null,
        pacsUrl: null,
      };
    },

    /** Staff: a report PDF for a booking, checked by its bytes, stored in blob storage. */
    async attachReport(
      input: AttachReportRequest,
      origin: AuditOrigin,
      uploader: StaffPrincipal,
    ): Promise<ResultReport> {
      const data = Buffer.from(input.pdfBase64, 'base64');
      const type = await fileTypeFromBuffer(data);
      if (type?.mime !== 'application/pdf') throw badRequest('message.invalid_file_type', { allowed: 'PDF' });
      const appointmentId = await repository.findAppointmentId(input.bookingKey);
      if (!appointmentId) throw notFound();
      const blobKey = newBlobKey('reports');
      await ctx.blobs.put(blobKey, data);
      const now = deps.clock.now();
      const fileName = input.fileName.replace(/[^\w .-]/g, '_');
      const { id, releaseAt } = await deps.db.transaction().execute(async (trx) => {
        const reportId = await repository.insertReport(
          {
            appointmentId,
            blobKey,
            fileName,
            createdAt: now,
            expiresAt: reportExpiry(now, input.expiresInDays),
            reportedBy: reportAuthorOf(input.reportedBy, uploader),
          },
          trx,
        );
        await audit.record(trx, {
          actorKind: 'STAFF',
          booking: { kind: 'APPOINTMENT', ref: input.bookingKey },
          action: 'results.attach_report',
          outcome: 'SUCCESS',
          origin,
          detail: { reportId },
        });
        // Visible at once (no release delay): the patient is told in this same transaction.
        return { id: reportId, releaseAt: await ctx.release.notifyIfReleased(trx, reportId) };
      });
      if (releaseAt) await ctx.release.schedule(id, releaseAt);
      const { releaseDelayMinutes } = await repository.readSettings();
      const rows = await repository.listReports({ bookingKey: input.bookingKey });
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound();
      return toReport(row, releaseDelayMinutes);
    },

    async putSettings(settings: ResultsSettings): Promise<ResultsSettings> {
      await repository.writeSettings(settings);
      // A shorter delay may release waiting reports now: their notices are checked again.
      await ctx.release.sweep();
      return repository.readSettings();
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
