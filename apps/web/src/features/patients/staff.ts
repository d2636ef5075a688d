/** What the admin panel's home shows of patients' requests (lazy admin chunks only). */
export { RequestCounts } from './admin/components/RequestCounts';
