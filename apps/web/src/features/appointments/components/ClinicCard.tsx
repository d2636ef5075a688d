import type { BookingClinic } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { VanMovedNotice } from '../../catalog';
import { mapLink } from '../lib/map-link';
import './appointments.css';

/**
 * The reads the pages showing a ClinicCard take its clinic from (booking page, appointment and
 * booking request confirmations): fetched again when the clinic is an imaging van that moved.
 */
/** A fixed clinic does not move: nothing to watch, and no call. */
const NONE: number[] = [];

const CLINIC_READS = [
  ['appointments', 'booking-form-details'],
  ['appointments', 'confirmation'],
  ['booking-requests', 'confirmation'],
];

/**
 * Where: the clinic's name, address, phone and a link that opens a map site at it. An imaging van's
 * card says so when the van moved while the page was open, and shows its new address.
 */
export function ClinicCard({ clinic, headingLevel = 2 }: { clinic: BookingClinic; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="clinic-card">
      <VanMovedNotice clinicIds={clinic.mobile ? [clinic.id] : NONE} refresh={CLINIC_READS} />
      <Heading className="clinic-card-name">{clinic.name}</Heading>
      <p>
        {clinic.address}, {clinic.suburb} {clinic.state} {clinic.postcode}
      </p>
      <p>
        {t('booking.clinic.phone')}: <a href={`tel:${clinic.phone.replace(/\s+/g, '')}`}>{clinic.phone}</a>
      </p>
      <p>
        <a href={mapLink(clinic.latitude, clinic.longitude)} target="_blank" rel="noopener noreferrer">
          {t('booking.clinic.open_map', { name: clinic.name })}
        </a>
      </p>
    </div>
  );
}
