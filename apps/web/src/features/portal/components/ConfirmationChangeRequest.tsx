import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Modal } from '../../../components/Modal';
import { useAuthentication } from '../../patient-auth';
import { authenticationHref, hasPortalAccess } from '../lib/portal-access';
import { readOnlyReason } from '../lib/read-only';
import { PatientChangeRequestButton } from './PatientChangeRequestButton';

/** Set on the way back from signing in: the patient asked to change their details. */
const ASKED = 'changeDetails';

/**
 * §4 patient change request from the appointment confirmation page (origin APPOINTMENT_CONFIRMATION).
 * A patient who has not proved the booking signs in first and comes back with the form open; the
 * success modal closes onto the confirmation page they came from.
 */
export function ConfirmationChangeRequest({ bookingKey }: { bookingKey: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const session = useAuthentication();
  const [sent, setSent] = useState(false);
  const [asked] = useState(search.get(ASKED) === 'true');
  const proven = hasPortalAccess(session.data, bookingKey, 'APPOINTMENT');

  // The request is taken: a reload must not open the form again.
  useEffect(() => {
    if (!proven || !search.has(ASKED)) return;
    const rest = new URLSearchParams(search);
    rest.delete(ASKED);
    setSearch(rest, { replace: true });
  }, [proven, search, setSearch]);

  if (session.isPending) return null;
  if (!proven) {
    const back = new URLSearchParams(search);
    back.set(ASKED, 'true');
    return (
      <Link
        className="button button-secondary"
        to={authenticationHref(bookingKey, 'APPOINTMENT', `${location.pathname}?${back.toString()}`)}
      >
        {t('portal.change_request.open')}
      </Link>
    );
  }
  // A staff member viewing as the patient may not ask for changes (§6 read-only).
  if (readOnlyReason(session.data, bookingKey, 'APPOINTMENT', null) !== null) return null;
  return (
    <>
      <PatientChangeRequestButton
        bookingKey={bookingKey}
        origin="APPOINTMENT_CONFIRMATION"
        label={t('portal.change_request.open')}
        initiallyOpen={asked}
        onSent={() => setSent(true)}
      />
      <Modal
        isOpen={sent}
        onClose={() => setSent(false)}
        title={t('message.patient_request_success_title')}
        size="sm"
      >
        <p>{t('portal.change_request.success.APPOINTMENT_CONFIRMATION')}</p>
      </Modal>
    </>
  );
}
