import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { HeaderActions } from '../../../components/header-actions';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { problemMessage } from '../../../lib/api-client';
import { useCancelBookingRequest, usePortalBookingRequest } from '../api/portal-booking-request';
import { AttachmentsSection } from '../components/AttachmentsSection';
import { BookingInfoButton } from '../components/BookingInfoButton';
import { PatientChangeRequest } from '../components/PatientChangeRequest';
import { PortalGuard } from '../components/PortalGuard';
import { StaffContactButtons } from '../components/StaffContactButtons';
import { ViewReferralButton } from '../components/ViewReferralButton';
import { usePortalBackground } from '../lib/portal-background';
import { portalMode } from '../lib/portal-mode';
import { mayActAfterVisit, mayChange } from '../lib/read-only';
import { usePortalReadOnly } from '../lib/use-portal-read-only';
import '../portal.css';

function BookingRequestPortal({ bookingKey }: { bookingKey: string }) {
  const { t } = useTranslation();
  const request = usePortalBookingRequest(bookingKey);
  const mode = portalMode(useSearchParams()[0]);
  const cancel = useCancelBookingRequest(bookingKey);
  const [confirming, setConfirming] = useState(false);
  const data = request.data;
  const readOnly = usePortalReadOnly(bookingKey, 'BOOKING_REQUEST', data?.readOnly);
  const background = usePortalBackground();
  const open = data && (data.status === 'PENDING' || data.status === 'ON_HOLD') && mayChange(readOnly);
  // Staff booked it: the appointment keeps the key, and its page (proven on its own) holds the rest.
  const location = useLocation();
  const appointmentPath = `${location.pathname.replace(
    /\/(booking-requests|br)\/[^/]+\/?$/,
    `/appointments/${bookingKey}`,
  )}${location.search}`;

  return (
    <section
      className={`page portal-page${background.className}`}
      style={background.style}
      aria-labelledby="portal-title"
    >
      <h1 id="portal-title">{t('portal.booking_request.title')}</h1>
      {request.isPending && <Spinner label={t('message.loading')} />}
      {request.isError && (
        <p className="alert alert-error" role="alert">
          {t(problemMessage(request.error))}
        </p>
      )}
      {data && (
        <div className="booking-section">
          <HeaderActions>
            <ViewReferralButton slug={data.slug} count={data.attachmentsCount} />
            <BookingInfoButton request={data} />
          </HeaderActions>
          {data.appointmentBooked ? (
            <div className="portal-actions">
              <p>{t('portal.booking_request.booked_lead')}</p>
              <Link className="button button-primary" to={appointmentPath}>
                {t('portal.booking_request.open_appointment')}
              </Link>
            </div>
          ) : (
            <div className="portal-actions">
              {mayChange(readOnly) && (
                <PatientChangeRequest bookingKey={bookingKey} origin="BOOKING_REQUEST" />
              )}
              {mayActAfterVisit(readOnly) && <StaffContactButtons bookingKey={bookingKey} />}
            </div>
          )}
          <dl>
            <dt>{t('portal.what')}</dt>
            <dd>{data.exams.join(', ')}</dd>
            {data.clinicName && (
              <>
                <dt>{t('portal.where')}</dt>
                <dd>{data.clinicName}</dd>
              </>
            )}
            <dt>{t('portal.status')}</dt>
            <dd data-testid="booking-request-status">{t(`portal.booking_request.status.${data.status}`)}</dd>
          </dl>
          {open && (
            <div className="portal-actions">
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('portal.booking_request.cancel')}
              </Button>
            </div>
          )}
          {open && <AttachmentsSection kind="bookingRequest" ownerSlug={data.slug} mode={mode} />}
          <Modal
            isOpen={confirming}
            onClose={() => setConfirming(false)}
            title={t('portal.booking_request.cancel')}
            size="sm"
            role="alertdialog"
            actions={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('portal.common.no')}
                </Button>
                <Button
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(data.slug, { onSuccess: () => setConfirming(false) })}
                >
                  {t('portal.common.yes')}
                </Button>
              </>
            }
          >
            <p>{t('portal.booking_request.cancel_confirm')}</p>
            {cancel.isError && (
              <p className="alert alert-error" role="alert">
                {t(problemMessage(cancel.error))}
              </p>
            )}
          </Modal>
        </div>
      )}
    </section>
  );
}

/** /booking-requests/{bookingKey} and /br/{bookingKey}: the requester's portal once proven. */
export default function BookingRequestPortalPage() {
  const { bookingKey = '' } = useParams();
  return (
    <PortalGuard bookingKey={bookingKey} kind="BOOKING_REQUEST">
      <BookingRequestPortal bookingKey={bookingKey} />
    </PortalGuard>
  );
}
