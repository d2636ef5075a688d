/** What other features may use of booking requests; the enquiry form loads through `lazy.ts`. */
export { CloseReason } from './components/CloseReason';
