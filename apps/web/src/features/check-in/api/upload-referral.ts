import { portalAttachmentsEndpoints } from '@rb/contracts/portal/routes';
import { call } from '../../../lib/api-client';

/** The referral the readiness check asks for, uploaded to the appointment (type checked by content). */
export function uploadReferral(slug: string, file: File, documentTypeId: number | null) {
  const body = new FormData();
  body.append('file', file);
  if (documentTypeId !== null) body.append('documentTypeId', String(documentTypeId));
  return call(portalAttachmentsEndpoints.appointment.upload, { params: { id: slug }, body });
}
