import type { Db } from '../../platform/db/database';
import type { BookingIdentity } from './patient-auth.repository';

/**
 * A share of results as a recipient's login sees it. The recipient proves the PATIENT's date of birth
 * and a code sent to the RECIPIENT's own contact (the sharing module implements the lookups).
 */
export interface SharedRecipient {
  shareId: number;
  bookingKey: string;
  revoked: boolean;
  dateOfBirth: string;
  contactType: 'EMAIL' | 'PHONE';
  contactDetails: string;
  contactName: string | null;
}

export interface SharedAccessPort {
  /** The share a link's key names (the key stands where a booking key would), or null. */
  findForRecipient(shareKey: string | null | undefined, trx?: Db): Promise<SharedRecipient | null>;
  findShare(shareId: number, trx?: Db): Promise<SharedRecipient | null>;
}

/** The identity a recipient proves: the patient's date of birth, the recipient's own contact. */
export const sharedIdentity = (share: SharedRecipient): BookingIdentity => ({
  kind: 'APPOINTMENT',
  bookingKey: share.bookingKey,
  patient: {
    dateOfBirth: share.dateOfBirth,
    email: share.contactType === 'EMAIL' ? share.contactDetails : null,
    contactNumber: share.contactType === 'PHONE' ? share.contactDetails : null,
    firstName: share.contactName ?? '',
  },
});

export const REVOKED_MESSAGE = 'message.share_revoked';
