/** What other features may use of booking requests. */
export { CloseReason } from './components/CloseReason';
export { EnquiryForm } from './components/EnquiryForm';
