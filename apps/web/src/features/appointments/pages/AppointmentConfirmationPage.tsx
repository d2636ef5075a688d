import { AppointmentConfirmationView } from '../components/AppointmentConfirmationView';

/** /{clinicPath}/appointments/{bookingKey} */
export default function AppointmentConfirmationPage() {
  return <AppointmentConfirmationView />;
}
