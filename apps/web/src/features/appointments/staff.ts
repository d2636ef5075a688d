/** What other features' staff screens may use of appointments (lazy admin chunks only). */
export { FreeSlotChooser } from './admin/components/FreeSlotChooser';
