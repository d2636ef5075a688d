import { useTranslation } from 'react-i18next';
import { useBookingRequestConfirmation } from '../api/booking-request-confirmation';

/** Booking keys as the server issues them; anything else in the address is not worth a call. */
const BOOKING_KEY = /^[\w-]{8,128}$/;

/**
 * Why staff closed an enquiry (issue 14 §4), as the server keeps it: the deny page shows it under
 * "removed by operator". Read by the booking key, never taken from the address as text.
 */
export function CloseReason({ bookingKey }: { bookingKey: string }) {
  if (!BOOKING_KEY.test(bookingKey)) return null;
  return <KnownCloseReason bookingKey={bookingKey} />;
}

function KnownCloseReason({ bookingKey }: { bookingKey: string }) {
  const { t } = useTranslation();
  const confirmation = useBookingRequestConfirmation(bookingKey);
  const reason = confirmation.data?.closeReason;
  if (!reason) return null;
  return (
    <p className="deny-reason" data-testid="close-reason">
      <strong>{t('deny.close_reason')}</strong> {reason}
    </p>
  );
}
