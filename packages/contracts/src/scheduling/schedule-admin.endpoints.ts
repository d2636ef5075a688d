import { endpoint } from '../common/endpoint';
import {
  blockRequest,
  clinicSchedule,
  clinicScheduleParams,
  closureRequest,
  deviceScheduleParams,
  deviceStatusRequest,
  extraSessionRequest,
  holidayImportOutcome,
  holidayImportRequest,
  removeRequest,
  saveTemplateRequest,
  scheduleChangeOutcome,
  scheduleItemParams,
} from './schedule-admin.schemas';

/**
 * A clinic's schedule for staff (issue 39). Admins change everything; clinic staff their own
 * clinics' closures, blocked time, extra sessions and device status. Every change answers what it
 * strands (decision 0040).
 */
const tags = ['scheduling', 'admin'];

export const scheduleAdminEndpoints = {
  getSchedule: endpoint({
    method: 'GET',
    path: '/api/admin/clinics/{clinicId}/schedule',
    summary:
      "Staff: a clinic's devices with their weekly templates, closures, blocked time and extra sessions",
    tags,
    params: clinicScheduleParams,
    response: clinicSchedule,
  }),
  saveTemplate: endpoint({
    method: 'PUT',
    path: '/api/admin/clinics/{clinicId}/devices/{deviceId}/template',
    summary: "Admin: a device's weekly template from a date on (today's and earlier days untouched)",
    tags,
    params: deviceScheduleParams,
    body: saveTemplateRequest,
    response: scheduleChangeOutcome,
  }),
  setDeviceStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/clinics/{clinicId}/devices/{deviceId}/status',
    summary: 'Staff: a device in service or out of service',
    tags,
    params: deviceScheduleParams,
    body: deviceStatusRequest,
    response: scheduleChangeOutcome,
  }),
  addClosure: endpoint({
    method: 'POST',
    path: '/api/admin/clinics/{clinicId}/closures',
    summary: 'Staff: close the clinic or one device for local days (inclusive)',
    tags,
    params: clinicScheduleParams,
    body: closureRequest,
    response: scheduleChangeOutcome,
  }),
  importHolidays: endpoint({
    method: 'POST',
    path: '/api/admin/clinics/{clinicId}/closures/import',
    summary: 'Staff: close the clinic on the public holidays of an iCalendar file',
    tags,
    params: clinicScheduleParams,
    body: holidayImportRequest,
    response: holidayImportOutcome,
  }),
  addBlock: endpoint({
    method: 'POST',
    path: '/api/admin/clinics/{clinicId}/blocks',
    summary: 'Staff: blocked time on a device (maintenance, a staff meeting)',
    tags,
    params: clinicScheduleParams,
    body: blockRequest,
    response: scheduleChangeOutcome,
  }),
  removeException: endpoint({
    method: 'POST',
    path: '/api/admin/clinics/{clinicId}/exceptions/{id}/remove',
    summary: 'Staff: reopen a closure or blocked time',
    tags,
    params: scheduleItemParams,
    body: removeRequest,
    response: scheduleChangeOutcome,
  }),
  addExtraSession: endpoint({
    method: 'POST',
    path: '/api/admin/clinics/{clinicId}/extra_sessions',
    summary: 'Staff: working time added to one day of a device',
    tags,
    params: clinicScheduleParams,
    body: extraSessionRequest,
    response: scheduleChangeOutcome,
  }),
  removeExtraSession: endpoint({
    method: 'POST',
    path: '/api/admin/clinics/{clinicId}/extra_sessions/{id}/remove',
    summary: 'Staff: take an extra session away again',
    tags,
    params: scheduleItemParams,
    body: removeRequest,
    response: scheduleChangeOutcome,
  }),
};
