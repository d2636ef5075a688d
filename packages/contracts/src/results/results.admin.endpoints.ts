import { appointmentSlugParams } from '../appointments/appointment-slug-params';
import {
  adminAppointmentReport,
  adminReportParams,
  setReportRelease,
  uploadAppointmentReport,
  withdrawReport,
} from '../appointments/appointments.admin.schemas';
import { endpoint } from '../common/endpoint';

/** Staff release of an appointment's reports (issue 14): staff bearer token; clinic staff their clinics only. */
const tags = ['admin-operations', 'admin'];

export const adminReportEndpoints = {
  uploadReport: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/reports',
    summary: 'Staff: upload a report PDF; it is released after the delay given or configured',
    tags,
    params: appointmentSlugParams,
    body: uploadAppointmentReport,
    response: adminAppointmentReport,
    status: 201,
  }),
  setReportRelease: endpoint({
    method: 'PUT',
    path: '/api/admin/appointments/{slug}/reports/{reportId}/release',
    summary: 'Staff: set when a report is released, or null to hold it back',
    tags,
    params: adminReportParams,
    body: setReportRelease,
    response: adminAppointmentReport,
  }),
  releaseReportNow: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/reports/{reportId}/release_now',
    summary: 'Staff: release a report now; the patient (and the referrer) are told results are ready',
    tags,
    params: adminReportParams,
    response: adminAppointmentReport,
  }),
  withdrawReport: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/{slug}/reports/{reportId}/withdraw',
    summary: "Staff: withdraw a report with a reason: the patient's view and shares stop showing it",
    tags,
    params: adminReportParams,
    body: withdrawReport,
    response: adminAppointmentReport,
  }),
};
