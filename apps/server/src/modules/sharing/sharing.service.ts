import { resolveLocale, type ShareAccess, type ShareForm } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { newToken, tokenId } from '../patient-auth/patient-auth.crypto';
import { type ShareRow, type SharingRepository, toShareAccess } from './sharing.repository';
import { checkShareForm, normaliseContact } from './sharing.rules';

export interface SharingDeps {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  repository: SharingRepository;
  audit: AuditService;
  config: Pick<ConfigService, 'section'>;
  notifications: Pick<NotificationsService, 'queueEmail' | 'queueSms'>;
}

/**
 * The link a recipient opens: their own share key stands in for the booking key, the page asks for
 * proof. The patient's booking key is not in it (issue 12): once proven, /shared-results finds the
 * booking in the recipient's session by the share's id.
 */
export function shareLinkPath(shareKey: string, shareId: number): string {
  const query = new URLSearchParams({
    shared: 'true',
    bookingKey: shareKey,
    type: 'APPOINTMENT_RESULTS',
    returnUrl: `/shared-results?share=${shareId}`,
  });
  return `/authentication?${query.toString()}`;
}

/** A share as the recipient's authentication sees it (see patient-auth's SharedAccessPort). */
export interface ShareForRecipient {
  shareId: number;
  bookingKey: string;
  revoked: boolean;
  dateOfBirth: string;
  contactType: ShareRow['contactType'];
  contactDetails: string;
  contactName: string | null;
  shareType: ShareRow['shareType'];
  patientId: number;
}

const patientActor = (sessionId: string) => ({
  actorKind: 'PATIENT' as const,
  actorRef: sessionId.slice(0, 16),
});

/** Sharing of results (§3 Share form, §5): create, list, revoke; and the lookups a recipient's login needs. */
export function createSharingService(ctx: SharingDeps) {
  const { deps, repository, audit } = ctx;
  const booking = (ref: string) => ({ kind: 'APPOINTMENT' as const, ref });

  async function forRecipient(
    by: { keyHash: string } | { id: number },
    trx?: Db,
  ): Promise<ShareForRecipient | null> {
    const row = await repository.findWithPatient(by, trx);
    if (!row) return null;
    return {
      shareId: row.id,
      bookingKey: row.bookingKey,
      revoked: row.revokedAt !== null,
      dateOfBirth: row.dateOfBirth,
      contactType: row.contactType,
      contactDetails: row.contactDetails,
      contactName: row.contactName,
      shareType: row.shareType,
      patientId: row.patientId,
    };
  }

  return {
    async list(bookingKey: string): Promise<ShareAccess[]> {
      return (await repository.list(bookingKey)).map(toShareAccess);
    },

    /**
     * Creates the share with a fresh 128-bit key (only its hash is kept) and queues the invitation
     * to the contact in the same transaction.
     */
    async share(
      bookingKey: string,
      form: ShareForm,
      context: { origin: AuditOrigin; sessionId: string },
    ): Promise<ShareAccess> {
      const [application, features, radiology] = [
        await ctx.config.section('application'),
        await ctx.config.section('features'),
        await ctx.config.section('radiology'),
      ];
      checkShareForm(form, {
        smsSharingEnabled: features.smsSharingEnabled,
        noteMaxLength: application.shareNoteMaxLength,
      });
      const contactDetails = normaliseContact(form.contactDetails, form.contactDetailsType);
      return deps.db.transaction().execute(async (trx) => {
        const patient = await repository.findBookingPatient(bookingKey, trx);
        if (!patient) throw notFound();
        const shareKey = newToken();
        const row = await repository.insert(
          {
            keyHash: tokenId(shareKey),
            bookingKey,
            patientId: patient.patientId,
            shareType: form.type,
            contactType: form.contactDetailsType,
            contactDetails,
            contactName: form.contactName?.trim() || null,
            note: form.note?.trim() || null,
            createdAt: deps.clock.now(),
          },
          trx,
        );
        const message = {
          to: contactDetails,
          template: 'share_invitation' as const,
          locale: resolveLocale(form.lang ?? undefined).locale,
          referenceId: bookingKey,
          data: {
            contactName: row.contactName,
            senderName: `${patient.firstName} ${patient.lastName}`.trim() || radiology.name,
            note: row.note,
            sharePath: shareLinkPath(shareKey, row.id),
          },
        };
        if (form.contactDetailsType === 'EMAIL') await ctx.notifications.queueEmail(trx, message);
        else await ctx.notifications.queueSms(trx, message);
        await audit.record(trx, {
          ...patientActor(context.sessionId),
          booking: booking(bookingKey),
          action: 'sharing.share',
          outcome: 'SUCCESS',
          origin: context.origin,
          detail: { shareId: row.id, type: form.type, contactType: form.contactDetailsType },
        });
        return toShareAccess(row);
      });
    },

    async revoke(
      bookingKey: string,
      id: number,
      context: { origin: AuditOrigin; sessionId: string },
    ): Promise<ShareAccess> {
      return deps.db.transaction().execute(async (trx) => {
        const row = await repository.revoke(bookingKey, id, deps.clock.now(), trx);
        if (!row) throw notFound();
        await audit.record(trx, {
          ...patientActor(context.sessionId),
          booking: booking(bookingKey),
          action: 'sharing.revoke',
          outcome: 'SUCCESS',
          origin: context.origin,
          detail: { shareId: id },
        });
        return toShareAccess(row);
      });
    },

    /** The share a link's key names, or null (unknown keys and malformed keys look the same). */
    async findForRecipient(shareKey: string | null | undefined, trx?: Db): Promise<ShareForRecipient | null> {
      return shareKey ? forRecipient({ keyHash: tokenId(shareKey) }, trx) : null;
    },

    /** The share behind a recipient's login or session, or null when it is gone. */
    findShare: (shareId: number, trx?: Db) => forRecipient({ id: shareId }, trx),
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
