import { contactRequestStatuses } from '@rb/contracts';
import { RequestQueuePage } from '../../../admin';
import { useContactRequests } from '../api/requests-api';
import { ContactRequestsTable } from '../components/ContactRequestsTable';

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
