/** What other features may use of booking requests. */
export { EnquiryForm } from './components/EnquiryForm';
