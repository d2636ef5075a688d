import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  attachment,
  attachmentList,
  documentTypeList,
  temporaryReferralItemParams,
  temporaryReferralParams,
} from './attachments.schemas';

export const attachmentsEndpoints = {
  listDocumentTypes: endpoint({
    method: 'GET',
    path: '/api/document_types',
    summary: 'Kinds of documents a patient may upload (referral, Medicare card, ...)',
    tags: ['attachments'],
    response: documentTypeList,
  }),
  /**
   * multipart/form-data with one file field `file` and optional `documentTypeId` and `description`.
   * The type is detected from the bytes: 415 `message.invalid_file_type` (params.allowed) when it
   * is not an accepted referral type, 413 `message.file_too_large` (params.maxBytes) when too big.
   */
  uploadTemporaryReferral: endpoint({
    method: 'POST',
    path: '/api/booking_keys/{bookingKey}/referrals',
    summary: 'Upload a referral while booking, kept under the booking key until the booking is made',
    tags: ['attachments'],
    params: temporaryReferralParams,
    response: attachment,
    status: 201,
  }),
  listTemporaryReferrals: endpoint({
    method: 'GET',
    path: '/api/booking_keys/{bookingKey}/referrals',
    summary: 'Referrals uploaded under a booking key that is not booked yet',
    tags: ['attachments'],
    params: temporaryReferralParams,
    response: attachmentList,
  }),
  deleteTemporaryReferral: endpoint({
    method: 'DELETE',
    path: '/api/booking_keys/{bookingKey}/referrals/{id}',
    summary: 'Remove a referral uploaded under a booking key',
    tags: ['attachments'],
    params: temporaryReferralItemParams,
    response: z.null(),
    status: 204,
  }),
};
