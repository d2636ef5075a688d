/** What other features may use of appointments; everything else here is internal. */
export { useClinicsOfExam, useExamsOfModality, useModalities } from './api/advanced-lookups';
export { newBookingKey } from './api/booking-keys';
export { ClinicCard } from './components/ClinicCard';
export { PatientDetailsForm } from './components/PatientDetailsForm';
export { ReferralUpload } from './components/ReferralUpload';
export { confirmationPath, routePrefix } from './lib/booking-route';
export { bookingRequestWording } from './lib/confirmation-wording';
export { type PatientFormValues, toPatientDetails } from './lib/patient-form';
