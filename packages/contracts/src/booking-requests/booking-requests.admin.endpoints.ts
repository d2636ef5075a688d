import { endpoint } from '../common/endpoint';
import {
  closeEnquiry,
  convertEnquiry,
  convertedEnquiry,
  enquiryDetail,
  enquiryList,
  enquiryListQuery,
  enquiryParams,
  logEnquiryCall,
} from './booking-requests.admin.schemas';

/** Staff triage of enquiries (issue 14): staff bearer token; clinic staff reach only their clinics' enquiries. */
const tags = ['admin-operations', 'admin'];

export const adminEnquiryEndpoints = {
  listEnquiries: endpoint({
    method: 'GET',
    path: '/api/admin/booking_requests',
    summary: 'Staff: enquiries (booking requests) by triage state, sorted and paged, with counts per state',
    tags,
    query: enquiryListQuery,
    response: enquiryList,
  }),
  getEnquiry: endpoint({
    method: 'GET',
    path: '/api/admin/booking_requests/{id}',
    summary: 'Staff: one enquiry with its exams, referral, answers and call log',
    tags,
    params: enquiryParams,
    response: enquiryDetail,
  }),
  markEnquiryWaitingForProtocol: endpoint({
    method: 'POST',
    path: '/api/admin/booking_requests/{id}/waiting_for_protocol',
    summary: 'Staff: put an enquiry ON_HOLD waiting for the protocol',
    tags,
    params: enquiryParams,
    response: enquiryDetail,
  }),
  logEnquiryCall: endpoint({
    method: 'POST',
    path: '/api/admin/booking_requests/{id}/contact',
    summary: 'Staff: log a call to the patient and its outcome',
    tags,
    params: enquiryParams,
    body: logEnquiryCall,
    response: enquiryDetail,
    status: 201,
  }),
  convertEnquiry: endpoint({
    method: 'POST',
    path: '/api/admin/booking_requests/{id}/convert',
    summary:
      'Staff: book the enquiry on a free slot (409 message.slot_conflict when taken); the patient is emailed the appointment',
    tags,
    params: enquiryParams,
    body: convertEnquiry,
    response: convertedEnquiry,
    status: 201,
  }),
  closeEnquiry: endpoint({
    method: 'POST',
    path: '/api/admin/booking_requests/{id}/close',
    summary: 'Staff: close an enquiry with a reason the patient reads on the deny page',
    tags,
    params: enquiryParams,
    body: closeEnquiry,
    response: enquiryDetail,
  }),
};
