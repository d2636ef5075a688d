import { endpoint } from '../common/endpoint';
import {
  shareAccess,
  shareAccessList,
  shareBookingParams,
  shareForm,
  shareItemParams,
} from './sharing.schemas';

const tags = ['sharing'];

export const sharingEndpoints = {
  listShares: endpoint({
    method: 'GET',
    path: '/api/secured/appointments/{bookingKey}/shares',
    summary: 'The shares the patient made of this booking, revoked ones included',
    tags,
    params: shareBookingParams,
    response: shareAccessList,
  }),
  /**
   * 400 `message.invalid_contact_details` (field body.contactDetails) when the contact is not a valid
   * email, or phone with SMS sharing on; 400 `message.share_note_too_long` (params.max) for a long note.
   */
  share: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{bookingKey}/shares',
    summary: 'Share results with a contact: an unguessable link goes to their email or phone',
    tags,
    params: shareBookingParams,
    body: shareForm,
    response: shareAccess,
    status: 201,
  }),
  revokeShare: endpoint({
    method: 'POST',
    path: '/api/secured/appointments/{bookingKey}/shares/{id}/revoke',
    summary: 'Revoke a share; the recipient loses access at once',
    tags,
    params: shareItemParams,
    response: shareAccess,
  }),
};
