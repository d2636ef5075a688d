import { portalPatientEndpoints } from '@rb/contracts/portal/portal-patient.routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';

/**
 * The details the clinic holds for the patient of a booking (the session proved the date of birth),
 * shown beside "change my details": the patient sees what staff would correct, and that they did.
 * A failed load shows nothing rather than an error; the change request still works.
 */
export function PortalPatientDetails({ bookingKey }: { bookingKey: string }) {
  const { t } = useTranslation();
  const details = useQuery({
    queryKey: ['portal', 'patient-details', bookingKey],
    queryFn: ({ signal }) => call(portalPatientEndpoints.patientDetails, { params: { bookingKey }, signal }),
  });
  const data = details.data;
  if (!data) return null;
  const rows: [string, string | null][] = [
    [t('portal.details.name'), `${data.firstName} ${data.lastName}`],
    [t('portal.details.date_of_birth'), data.dateOfBirth],
    [t('portal.change_request.email'), data.email],
    [t('portal.change_request.contactNumber'), data.contactNumber],
    [t('portal.change_request.postalCode'), data.postalCode],
    // §3 Patient details: the names from the ethnicity and insurance type lists.
    [t('portal.change_request.ethnicity'), data.ethnicity?.name ?? null],
    [t('portal.change_request.insurance_type'), data.insuranceType?.name ?? null],
  ];
  return (
    <section className="portal-patient-details" aria-labelledby="portal-patient-details-title">
      <h2 id="portal-patient-details-title">{t('portal.details.title')}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
