import { type EnquiryTriageState, enquirySortFields, enquiryTriageStates } from '@rb/contracts';
import { type RequestQuery, RequestQueue } from '../../../admin';
import { useEnquiries } from '../api/enquiries-api';
import { EnquiriesTable } from '../components/EnquiriesTable';

type EnquirySortField = (typeof enquirySortFields)[number];

/** The queue's state is the enquiry's triage state, asked for as `state`. */
const useEnquiryList = ({ status, ...query }: RequestQuery<EnquiryTriageState, EnquirySortField>) =>
  useEnquiries({ state: status, ...query });

/**
 * /admin/booking-requests: the enquiry queue by triage state with a count on each tab; sorting,
 * search and paging happen on the server and live in the address.
 */
export default function EnquiriesPage() {
  return (
    <RequestQueue
      section="booking_requests"
      name="enquiries"
      texts="admin.enquiries"
      stateTexts="admin.enquiry_state"
      searchId="enquiry-search"
      states={enquiryTriageStates}
      initial="NEW"
      statusParam="state"
      sortFields={enquirySortFields}
      useList={useEnquiryList}
      Table={EnquiriesTable}
    />
  );
}
