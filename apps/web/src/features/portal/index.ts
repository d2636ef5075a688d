/** What other features may use of the patient portal; everything else here is internal. */

export { usePortalAppointments, useRescheduleAppointment } from './api/portal-appointments';
export { useDocumentTypes } from './api/portal-attachments';
export { ConfirmationChangeRequest } from './components/ConfirmationChangeRequest';
export { PatientChangeRequestButton } from './components/PatientChangeRequestButton';
export { PortalGuard } from './components/PortalGuard';
export { ReschedulePanel } from './components/ReschedulePanel';
export { ZoomableImage } from './components/ZoomableImage';
