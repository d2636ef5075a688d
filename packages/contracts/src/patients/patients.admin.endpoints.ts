import { endpoint } from '../common/endpoint';
import {
  adminPatientDetail,
  adminPatientParams,
  mergedPatients,
  mergePatients,
  patientSearchQuery,
  patientSearchResult,
} from './patients.admin.schemas';
import {
  addContactRequestNote,
  adminRequestParams,
  changeRequestDetail,
  changeRequestList,
  changeRequestListQuery,
  contactRequestDetail,
  contactRequestList,
  contactRequestListQuery,
  declineChangeRequest,
} from './requests.admin.schemas';

/**
 * Issue 14 §5, §6 and §8. Every call takes the staff bearer token; clinic staff reach only the
 * requests and patients of their clinics (404 otherwise), and every read or write is audited.
 */
const tags = ['admin-operations', 'admin'];

export const adminRequestsEndpoints = {
  listChangeRequests: endpoint({
    method: 'GET',
    path: '/api/admin/patient_change_requests',
    summary: 'Staff: patient change requests by status, sorted and paged, with counts per status',
    tags,
    query: changeRequestListQuery,
    response: changeRequestList,
  }),
  getChangeRequest: endpoint({
    method: 'GET',
    path: '/api/admin/patient_change_requests/{id}',
    summary: "Staff: one change request with the record's and the requested values side by side",
    tags,
    params: adminRequestParams,
    response: changeRequestDetail,
  }),
  applyChangeRequest: endpoint({
    method: 'POST',
    path: '/api/admin/patient_change_requests/{id}/apply',
    summary:
      'Staff: write the requested values to the patient record (already applied: no change; declined: 409)',
    tags,
    params: adminRequestParams,
    response: changeRequestDetail,
  }),
  declineChangeRequest: endpoint({
    method: 'POST',
    path: '/api/admin/patient_change_requests/{id}/decline',
    summary: 'Staff: decline an open change request; the patient is emailed the message',
    tags,
    params: adminRequestParams,
    body: declineChangeRequest,
    response: changeRequestDetail,
  }),
  listContactRequests: endpoint({
    method: 'GET',
    path: '/api/admin/contact_requests',
    summary: 'Staff: call-back and call-centre requests by status, sorted and paged, with counts',
    tags,
    query: contactRequestListQuery,
    response: contactRequestList,
  }),
  getContactRequest: endpoint({
    method: 'GET',
    path: '/api/admin/contact_requests/{id}',
    summary: 'Staff: one call-back or call-centre request with its notes',
    tags,
    params: adminRequestParams,
    response: contactRequestDetail,
  }),
  claimContactRequest: endpoint({
    method: 'POST',
    path: '/api/admin/contact_requests/{id}/claim',
    summary: 'Staff: take a request on (a claimed one moves to the caller; a done one is 409)',
    tags,
    params: adminRequestParams,
    response: contactRequestDetail,
  }),
  completeContactRequest: endpoint({
    method: 'POST',
    path: '/api/admin/contact_requests/{id}/done',
    summary: 'Staff: mark a request done (already done: no change)',
    tags,
    params: adminRequestParams,
    response: contactRequestDetail,
  }),
  addContactRequestNote: endpoint({
    method: 'POST',
    path: '/api/admin/contact_requests/{id}/notes',
    summary: 'Staff: keep a note on a request',
    tags,
    params: adminRequestParams,
    body: addContactRequestNote,
    response: contactRequestDetail,
    status: 201,
  }),
  searchPatients: endpoint({
    method: 'GET',
    path: '/api/admin/patients',
    summary: 'Staff: patients by name, date of birth, email, phone or booking key',
    tags,
    query: patientSearchQuery,
    response: patientSearchResult,
  }),
  getPatient: endpoint({
    method: 'GET',
    path: '/api/admin/patients/{id}',
    summary: "Staff: a patient's details, bookings and requests across the caller's clinics",
    tags,
    params: adminPatientParams,
    response: adminPatientDetail,
  }),
  mergePatients: endpoint({
    method: 'POST',
    path: '/api/admin/patients/{id}/merge',
    summary: 'Staff: merge a duplicate record of the same person into this one; every booking moves',
    tags,
    params: adminPatientParams,
    body: mergePatients,
    response: mergedPatients,
  }),
};
