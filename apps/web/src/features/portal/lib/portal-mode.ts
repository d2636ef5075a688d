/**
 * §6 modes of the portal's attachments: the patient's own, or the admin portal (staff uploading
 * referrals for a booking), which also offers update and uses its own labels. Staff links open the
 * portal with `adminPortal=true`.
 */
export type PortalMode = 'patient' | 'adminPortal';

export const portalMode = (search: URLSearchParams): PortalMode =>
  search.get('adminPortal') === 'true' ? 'adminPortal' : 'patient';
