/** What the admin panel's home shows of booking requests (lazy admin chunks only). */
export { EnquiryCounts } from './admin/components/EnquiryCounts';
