import { AppointmentConfirmationView } from '../components/AppointmentConfirmationView';

/** /{clinicPath}/appointments/pending/{bookingKey}: booked, waiting for the provider to confirm. */
export default function PendingConfirmationPage() {
  return <AppointmentConfirmationView />;
}
