import { DEFAULT_LOCALE, examNameWithModality } from '@rb/contracts';
import { addDays } from 'date-fns';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import type { AuditService } from '../audit/audit.service';
import type { ImageSources } from '../imaging/image-sources';
import type { ImagingRepository } from '../imaging/imaging.repository';
import { IMAGING_LINK_DAYS } from '../imaging/imaging-links.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { newToken, tokenId } from '../patient-auth/patient-auth.crypto';
import type { ReferrerRepository } from './referrer.repository';

export interface ReferrerNoticeDeps {
  deps: Pick<AppDeps, 'clock' | 'log'>;
  referrers: ReferrerRepository;
  imaging: Pick<ImagingRepository, 'insertLink'>;
  sources: Pick<ImageSources, 'defaultName'>;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'queueEmail'>;
}

/** The quick-report page of an imsec (§2), with the repository when it is not the default one. */
export function quickReportPath(imsec: string, repositorySource: string, defaultSource: string) {
  const source =
    repositorySource === defaultSource ? '' : `&repositorySource=${encodeURIComponent(repositorySource)}`;
  return `/referrer/quick-report?imsec=${encodeURIComponent(imsec)}${source}`;
}

/**
 * Issue 15: when a report is released, its appointment's referrer gets an imsec link to the study
 * by email, both in the releasing transaction (a rolled-back release sends nothing). An appointment
 * without a known referrer or study has nobody to tell or nothing to show.
 */
export function createReferrerNotice(ctx: ReferrerNoticeDeps) {
  const { deps, referrers, imaging, sources, audit, notifications } = ctx;

  return {
    async reportReleased(trx: Db, reportId: number): Promise<void> {
      const subject = await referrers.releasedReportSubject(reportId, trx);
      if (!subject) return;
      const now = deps.clock.now();
      const imsec = newToken();
      const imsecHash = tokenId(imsec);
      await imaging.insertLink(
        {
          imsecHash,
          repositorySource: subject.repositorySource,
          studyInstanceUid: subject.studyInstanceUid,
          accessionNumber: subject.accessionNumber,
          bookingKey: subject.bookingKey,
          recipientKind: 'REFERRER',
          recipient: subject.email,
          createdBy: 'results-release',
          createdAt: now,
          expiresAt: addDays(now, IMAGING_LINK_DAYS),
        },
        trx,
      );
      await audit.record(trx, {
        actorKind: 'SYSTEM',
        actorRef: 'results-release',
        booking: { kind: 'APPOINTMENT', ref: subject.bookingKey },
        action: 'imaging.link_created',
        outcome: 'SUCCESS',
        origin: { ip: null, requestId: null },
        detail: { recipientKind: 'REFERRER', reportId, link: imsecHash.slice(0, 16) },
      });
      await notifications.queueEmail(trx, {
        template: 'referrer_images_ready',
        locale: DEFAULT_LOCALE,
        referenceId: subject.bookingKey,
        to: subject.email,
        data: {
          referrerName: subject.name,
          examName: examNameWithModality(subject.modalityName, subject.examName),
          clinicName: subject.clinicName,
          quickReportPath: quickReportPath(imsec, subject.repositorySource, sources.defaultName),
        },
      });
    },
  };
}

export type ReferrerNotice = ReturnType<typeof createReferrerNotice>;
