import type { BookingClinic } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { mapLink } from '../lib/map-link';
import './appointments.css';

/** Where: the clinic's name, address, phone and a link that opens a map site at it. */
export function ClinicCard({ clinic, headingLevel = 2 }: { clinic: BookingClinic; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="clinic-card">
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
