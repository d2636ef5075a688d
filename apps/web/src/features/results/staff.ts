/** What the staff appointment view uses of results (lazy admin chunks only). */
export { ReportsPanel } from './admin/components/ReportsPanel';
