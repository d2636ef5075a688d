import { changeRequestStatuses } from '@rb/contracts';
import { RequestQueuePage } from '../../../admin';
import { useChangeRequests } from '../api/requests-api';
import { ChangeRequestsTable } from '../components/ChangeRequestsTable';

/** /admin/change-requests: patients' requests to correct their details, by status; the server sorts and pages. */
export default function ChangeRequestsPage() {
  return (
    <RequestQueuePage
      kind="change_requests"
      states={changeRequestStatuses}
      useList={useChangeRequests}
      Table={ChangeRequestsTable}
    />
  );
}
