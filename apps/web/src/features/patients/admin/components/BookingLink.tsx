import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The booking a request is about, opened in the admin panel: its appointment, else its enquiry. */
export function BookingLink({
  booking,
}: {
  booking: { appointmentSlug: string | null; bookingRequestId: number | null; bookingKey: string };
}) {
  const { t } = useTranslation();
  if (booking.appointmentSlug) {
    return (
      <Link to={`/admin/appointments/${booking.appointmentSlug}`}>
        {t('admin.change_request.open_appointment')}
      </Link>
    );
  }
  if (booking.bookingRequestId !== null) {
    return (
      <Link to={`/admin/booking-requests/${booking.bookingRequestId}`}>
        {t('admin.change_request.open_enquiry')}
      </Link>
    );
  }
  return <>{booking.bookingKey}</>;
}
