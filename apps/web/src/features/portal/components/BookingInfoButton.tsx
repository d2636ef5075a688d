import type { PortalBookingRequest } from '@rb/contracts';
import { pageKind } from '@rb/contracts/common/page-kind';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { formatDate } from '../../../lib/date-format';

/**
 * §2 header button "booking info": only on home-kind pages of a booking request without an exam;
 * it opens the booking request's summary.
 */
export function BookingInfoButton({ request }: { request: PortalBookingRequest }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (!pageKind(pathname).isHome || request.exams.length > 0) return null;
  const created = formatDate(request.createdAt, i18n.language, 'long');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('portal.booking_info.open')}
      </Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={t('portal.booking_info.title')} size="md">
        <dl>
          <dt>{t('portal.booking_info.reference')}</dt>
          <dd>{request.bookingKey}</dd>
          <dt>{t('portal.booking_info.created')}</dt>
          <dd>{created}</dd>
          <dt>{t('portal.status')}</dt>
          <dd>{t(`portal.booking_request.status.${request.status}`)}</dd>
          {request.clinicName && (
            <>
              <dt>{t('portal.where')}</dt>
              <dd>{request.clinicName}</dd>
            </>
          )}
          <dt>{t('portal.booking_info.referrals')}</dt>
          <dd>{request.attachmentsCount}</dd>
        </dl>
      </Modal>
    </>
  );
}
