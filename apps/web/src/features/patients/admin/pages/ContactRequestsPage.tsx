import { contactRequestStatuses } from '@rb/contracts';
import { useContactRequests } from '../api/requests-api';
import { ContactRequestsTable } from '../components/ContactRequestsTable';
import { RequestQueuePage } from '../../../admin/pages/RequestQueuePage';

/** /admin/contact-requests: patients who asked for a call-back or sent the call centre a message, by status; the server sorts and pages. */
export default function ContactRequestsPage() {
  return (
    <RequestQueuePage
      kind="contact_requests"
      states={contactRequestStatuses}
      useList={useContactRequests}
      Table={ContactRequestsTable}
    />
  );
}
