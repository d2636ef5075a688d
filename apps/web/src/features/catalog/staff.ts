/** The catalogue feature's surface for other features' staff screens (lazy chunks only). */
export { useStaffClinics } from './admin/api/catalog-admin-api';
