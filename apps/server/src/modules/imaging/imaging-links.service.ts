import type { ImageViewerGenerateResponse, ImageViewerResponse, ReferrerReferrals } from '@rb/contracts';
import { imageViewerPath } from '@rb/contracts';
import { addDays, addHours } from 'date-fns';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { StaffPrincipal } from '../identity/identity.claims';
import { newToken, tokenId } from '../patient-auth/patient-auth.crypto';
import { type ImageSources, pacsViewerUrl } from './image-sources';
import type { ImagingRepository } from './imaging.repository';
import type { ImagingRecipientKind } from './imaging.tables';
import { VIEWER_TOKEN_SECONDS, type ViewerTokens } from './viewer-token';

/** How long an imsec from `generate` (the referrer's emailed link) works. */
export const IMAGING_LINK_DAYS = 30;
/** How long a link made by `direct` for a signed-in user works (they sign in again after it). */
export const DIRECT_LINK_HOURS = 12;

export const noImageAccess = () => new AppError(403, 'message.user_not_have_access_to_images');
/** A study the caller may not open answers as one that does not exist: its existence is not told. */
const noSuchStudy = () => new AppError(404, 'message.user_not_have_access_to_images');

export interface ImagingLinkDeps {
  deps: Pick<AppDeps, 'env' | 'clock' | 'db'>;
  repository: ImagingRepository;
  audit: AuditService;
  sources: ImageSources;
  tokens: ViewerTokens;
}

/** A study found in a repository. */
interface StudyRef {
  repositorySource: string;
  studyInstanceUid: string;
  accessionNumber: string;
}

/** A patient's results link whose appointment has no study (yet): images not available. */
const NO_STUDY = 'NO_STUDY' as const;

const uidOf = (element: { Value?: unknown[] } | undefined) =>
  typeof element?.Value?.[0] === 'string' ? (element.Value[0] as string) : null;

/**
 * Where an inactive link sends its holder (§4): a revoked share's recipient to the revoked deny page,
 * a patient to the results-expired one, anyone else to sign in for the images.
 */
function expiredTarget(link: { recipientKind: ImagingRecipientKind }, imsec: string) {
  if (link.recipientKind === 'SHARE') return '/deny?revoked=true';
  if (link.recipientKind === 'PATIENT') return '/deny?resultsExpired=true';
  return `/image-viewer-access?imsec=${encodeURIComponent(imsec)}`;
}

/** imsec links (§4, §7): the §3 answer for a link, direct and generate, revocation. */
export function createImagingLinks(ctx: ImagingLinkDeps) {
  const { deps, repository, audit, sources, tokens } = ctx;
  const now = () => deps.clock.now();

  async function findStudy(accessionNumber: string, repositorySource?: string, studyUid?: string) {
    const source = sources.pick(repositorySource);
    if (!source) throw notFound('message.error_generating_images_url');
    const studies = (await source.json({ kind: 'studiesByAccession', accessionNumber })) ?? [];
    const uids = studies
      .map((study) => uidOf(study['0020000D']))
      .filter((uid): uid is string => uid !== null);
    const uid = studyUid ? uids.find((candidate) => candidate === studyUid) : uids[0];
    if (!uid) throw notFound('message.error_generating_images_url');
    return { repositorySource: source.name, studyInstanceUid: uid, accessionNumber };
  }

  async function createLink(
    study: StudyRef,
    recipient: {
      kind: ImagingRecipientKind;
      ref: string | null;
      bookingKey?: string | null;
      shareId?: number | null;
    },
    createdBy: string,
    expiresAt: Date,
    imsec = newToken(),
  ) {
    await repository.insertLink({
      imsecHash: tokenId(imsec),
      repositorySource: study.repositorySource,
      studyInstanceUid: study.studyInstanceUid,
      accessionNumber: study.accessionNumber,
      bookingKey: recipient.bookingKey ?? (await repository.bookingOfAccession(study.accessionNumber)),
      recipientKind: recipient.kind,
      recipient: recipient.ref,
      shareId: recipient.shareId ?? null,
      createdBy,
      createdAt: now(),
      expiresAt,
    });
    return imsec;
  }

  /** The link of an imsec: ours, or a patient's results link (issue 4) given its appointment's study. */
  async function linkOf(imsec: string) {
    const hash = tokenId(imsec);
    const link = await repository.findLink(hash);
    if (link) return link;
    const patientLink = await repository.findPatientLink(hash);
    if (!patientLink) return null;
    const study = await repository.studyOfBooking(patientLink.bookingKey);
    if (!study) return NO_STUDY;
    const shareId = patientLink.shareId ?? null;
    await createLink(
      study,
      {
        kind: shareId === null ? 'PATIENT' : 'SHARE',
        ref: shareId === null ? null : String(shareId),
        bookingKey: patientLink.bookingKey,
        shareId,
      },
      'patient',
      patientLink.expiresAt,
      imsec,
    );
    return repository.findLink(hash);
  }

  const isActive = (link: { expiresAt: Date; revokedAt: Date | null }) =>
    !link.revokedAt && link.expiresAt.getTime() > now().getTime();

  /** A viewer url for an active link whose study the repository has; null when it has no images. */
  async function viewerUrl(link: { imsecHash: string; repositorySource: string; studyInstanceUid: string }) {
    const source = sources.pick(link.repositorySource);
    const series = source ? await source.json({ kind: 'studySeries', study: link.studyInstanceUid }) : null;
    if (!series || series.length === 0) return null;
    const exp = Math.floor(Date.now() / 1000) + VIEWER_TOKEN_SECONDS;
    return imageViewerPath(tokens.issue({ link: link.imsecHash, exp }));
  }

  return {
    linkOf,
    isActive,

    /** §7 GET /api/image_viewer: §4 status, and a viewer url while the link is active. */
    async status(
      imsec: string,
      repositorySource: string | undefined,
      origin: AuditOrigin,
    ): Promise<ImageViewerResponse> {
      const link = await linkOf(imsec);
      if (!link) throw notFound();
      const viewer =
        link === NO_STUDY
          ? null
          : pacsViewerUrl(
              deps.env.PACS_VIEWER_URL,
              repositorySource ?? link.repositorySource,
              link.accessionNumber,
            );
      const base = { preference: viewer ? 'PACS' : 'VIEWER', pacsUrl: viewer };
      if (link === NO_STUDY) {
        return { ...base, url: null, imageViewerLinkStatus: 'ACTIVE', redirectUrl: null };
      }
      const active = isActive(link);
      await audit.record(deps.db, {
        actorKind: link.recipientKind === 'REFERRER' ? 'REFERRER' : 'ANONYMOUS',
        actorRef: link.imsecHash.slice(0, 16),
        booking: link.bookingKey ? { kind: 'APPOINTMENT', ref: link.bookingKey } : null,
        action: 'imaging.link_opened',
        outcome: active ? 'SUCCESS' : 'EXPIRED',
        origin,
        detail: { recipientKind: link.recipientKind },
      });
      if (!active) {
        return {
          ...base,
          url: null,
          imageViewerLinkStatus: 'EXPIRED',
          redirectUrl: expiredTarget(link, imsec),
        };
      }
      return { ...base, url: await viewerUrl(link), imageViewerLinkStatus: 'ACTIVE', redirectUrl: null };
    },

    /** §7 generate: a link for a study, by accession number, for the referrer (emailed by the caller). */
    async generate(
      query: { accessionNumber: string; repositorySource?: string; repositorySourceId?: string },
      principal: StaffPrincipal,
      origin: AuditOrigin,
    ): Promise<ImageViewerGenerateResponse> {
      const study = await findStudy(query.accessionNumber, query.repositorySource, query.repositorySourceId);
      const expiresAt = addDays(now(), IMAGING_LINK_DAYS);
      const imsec = await createLink(study, { kind: 'REFERRER', ref: null }, principal.subject, expiresAt);
      await audit.record(deps.db, {
        actorKind: 'STAFF',
        actorRef: principal.subject,
        action: 'imaging.link_created',
        outcome: 'SUCCESS',
        origin,
        detail: { accessionNumber: study.accessionNumber, repositorySource: study.repositorySource },
      });
      const source =
        study.repositorySource === sources.defaultName ? '' : `&repositorySource=${study.repositorySource}`;
      return {
        imsec,
        path: `/api/image_viewer?input=${encodeURIComponent(imsec)}${source}`,
        quickReportPath: `/referrer/quick-report?imsec=${encodeURIComponent(imsec)}${source}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * §7 direct: a signed-in referrer or radiologist opens a study by an imsec they hold, or by an
     * accession number (a referrer only when a link to it was issued to them).
     */
    async direct(
      input: string,
      repositorySource: string | undefined,
      principal: StaffPrincipal,
      origin: AuditOrigin,
    ) {
      const held = await linkOf(input);
      let study: StudyRef;
      if (held && held !== NO_STUDY) {
        if (held.revokedAt) throw noImageAccess();
        study = held;
      } else {
        const isReferrerOnly = !principal.roles.some((role) => role === 'admin' || role === 'radiologist');
        const recipients = [principal.email, principal.subject].filter((value): value is string =>
          Boolean(value),
        );
        if (isReferrerOnly && !(await repository.referrerMayOpen(input, recipients))) throw noSuchStudy();
        study = await findStudy(input, repositorySource).catch(() => {
          throw noSuchStudy();
        });
      }
      const isReferrer = principal.roles.includes('referrer') && principal.roles.length === 1;
      const expiresAt = addHours(now(), DIRECT_LINK_HOURS);
      const hash = tokenId(
        await createLink(
          study,
          { kind: isReferrer ? 'REFERRER' : 'STAFF', ref: principal.subject },
          principal.subject,
          expiresAt,
        ),
      );
      await audit.record(deps.db, {
        actorKind: isReferrer ? 'REFERRER' : 'STAFF',
        actorRef: principal.subject,
        action: 'imaging.direct',
        outcome: 'SUCCESS',
        origin,
        detail: { accessionNumber: study.accessionNumber },
      });
      const url = await viewerUrl({ imsecHash: hash, ...study });
      if (!url) throw noImageAccess();
      return { url };
    },

    /**
     * A signed-in referrer's referrals (§2 /referrer-access): the appointments they referred, with
     * their study and report state, then studies whose links were issued to them without such an
     * appointment (one per accession).
     */
    async referrals(principal: StaffPrincipal): Promise<ReferrerReferrals> {
      const recipients = [principal.email, principal.subject].filter((value): value is string =>
        Boolean(value),
      );
      const appointments = principal.email ? await repository.referredAppointments(principal.email) : [];
      const referrals: ReferrerReferrals['referrals'] = appointments.map((row) => ({
        accessionNumber: row.accessionNumber,
        patientName: `${row.firstName} ${row.lastName}`,
        studyDescription: row.examName,
        studyDate: null,
        startsAt: row.startsAt.toISOString(),
        appointmentStatus: row.status,
        clinicName: row.clinicName,
        modalities: [row.modalityName],
        reportReleased: row.reportReleased,
        linkExpiresAt: null,
      }));
      const seen = new Set(referrals.map((row) => row.accessionNumber));
      const links = (await repository.linksFor(recipients)).filter(
        (row) => !seen.has(row.accessionNumber) && Boolean(seen.add(row.accessionNumber)),
      );
      const reported = await repository.bookingsWithReports(
        links.map((row) => row.bookingKey).filter((key): key is string => key !== null),
      );
      // One PACS query per link-only study, asked together.
      const linked = await Promise.all(
        links.map(async (row) => {
          const study = (
            await sources
              .pick(row.repositorySource)
              ?.json({ kind: 'studiesByAccession', accessionNumber: row.accessionNumber })
          )?.find((item) => uidOf(item['0020000D']) === row.studyInstanceUid);
          const values = (tag: string) =>
            (study?.[tag]?.Value ?? []).filter((v): v is string => typeof v === 'string');
          return {
            accessionNumber: row.accessionNumber,
            patientName: null,
            studyDescription: values('00081030')[0] ?? null,
            studyDate: values('00080020')[0] ?? null,
            startsAt: null,
            appointmentStatus: null,
            clinicName: null,
            modalities: values('00080061'),
            reportReleased: row.bookingKey !== null && reported.has(row.bookingKey),
            linkExpiresAt: row.expiresAt.toISOString(),
          };
        }),
      );
      referrals.push(...linked);
      return { referrals };
    },

    async revoke(imsec: string, principal: StaffPrincipal, origin: AuditOrigin) {
      const revoked = await repository.revokeLink(tokenId(imsec), now());
      if (!revoked && !(await repository.findLink(tokenId(imsec)))) throw notFound();
      await audit.record(deps.db, {
        actorKind: 'STAFF',
        actorRef: principal.subject,
        action: 'imaging.link_revoked',
        outcome: revoked ? 'SUCCESS' : 'ALREADY_REVOKED',
        origin,
      });
      return { revoked };
    },
  };
}

export type ImagingLinks = ReturnType<typeof createImagingLinks>;
