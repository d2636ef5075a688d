import { changeRequestStatuses, contactRequestStatuses } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useChangeRequests, useContactRequests } from '../api/requests-api';

/** The admin home's counts of the change-request and call-back queues, beside the enquiry counts. */
export function RequestCounts() {
  const { t } = useTranslation();
  const changes = useChangeRequests({ pageSize: 1 });
  const contacts = useContactRequests({ pageSize: 1 });
  return (
    <>
      <section aria-labelledby="change-request-counts-title">
        <h2 id="change-request-counts-title">{t('admin.change_requests.counts_title')}</h2>
        <ErrorAlert error={changes.error} />
        {changes.data && (
          <ul className="admin-counts">
            {changeRequestStatuses.map((status) => (
              <li key={status}>
                <Link to={`/admin/change-requests?status=${status}`}>
                  {t(`admin.change_request_status.${status}`)}: <strong>{changes.data.counts[status]}</strong>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="contact-request-counts-title">
        <h2 id="contact-request-counts-title">{t('admin.contact_requests.counts_title')}</h2>
        <ErrorAlert error={contacts.error} />
        {contacts.data && (
          <ul className="admin-counts">
            {contactRequestStatuses.map((status) => (
              <li key={status}>
                <Link to={`/admin/contact-requests?status=${status}`}>
                  {t(`admin.contact_request_status.${status}`)}:{' '}
                  <strong>{contacts.data.counts[status]}</strong>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
