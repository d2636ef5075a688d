import { useTranslation } from 'react-i18next';
import { formatLongDate, formatTime } from '../../../lib/date-format';
import { useReferenceAppointments } from '../api/reference-appointments';

/**
 * A booking that continues an earlier one (its booking key in the address) shows the appointments
 * already booked under it, so the patient picks the next exam's time around them (§7 reference
 * appointments). Nothing shows for a new booking.
 */
export function ReferenceAppointments({ bookingKey }: { bookingKey: string | undefined }) {
  const { t, i18n } = useTranslation();
  const reference = useReferenceAppointments(bookingKey);
  const appointments = reference.data ?? [];
  if (appointments.length === 0) return null;
  return (
    <section className="booking-section" aria-labelledby="reference-appointments-title">
      <h2 id="reference-appointments-title">{t('booking.reference.title')}</h2>
      <ul data-testid="reference-appointments">
        {appointments.map((appointment) => (
          <li key={appointment.slug}>
            {t('booking.reference.item', {
              exam: appointment.nameWithModality,
              clinic: appointment.clinicName,
              date: formatLongDate(appointment.start, appointment.timeZone, i18n.language),
              time: formatTime(appointment.start, appointment.timeZone, i18n.language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
