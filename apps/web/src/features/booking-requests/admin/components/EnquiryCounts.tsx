import { enquiryTriageStates } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useEnquiries } from '../api/enquiries-api';

/** The admin home's enquiry counts per triage state, each a link to that queue. */
export function EnquiryCounts() {
  const { t } = useTranslation();
  const enquiries = useEnquiries({ pageSize: 1 });
  return (
    <section aria-labelledby="enquiry-counts-title">
      <h2 id="enquiry-counts-title">{t('admin.enquiries.counts_title')}</h2>
      <ErrorAlert error={enquiries.error} />
      {enquiries.data && (
        <ul className="admin-counts">
          {enquiryTriageStates.map((state) => (
            <li key={state}>
              <Link to={`/admin/booking-requests?state=${state}`}>
                {t(`admin.enquiry_state.${state}`)}: <strong>{enquiries.data.counts[state]}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
