import type { PatientChangeOrigin } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { PatientChangeRequestButton } from './PatientChangeRequestButton';
import { PortalPatientDetails } from './PortalPatientDetails';

/** The patient's details and the portal's "change my details" button: the request form, then the §8 success modal by origin. */
export function PatientChangeRequest({
  bookingKey,
  origin,
}: {
  bookingKey: string;
  origin: PatientChangeOrigin;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <>
      <PortalPatientDetails bookingKey={bookingKey} />
      <PatientChangeRequestButton
        bookingKey={bookingKey}
        origin={origin}
        label={t('portal.change_request.open')}
        onSent={() => setSent(true)}
      />
      <Modal
        isOpen={sent}
        onClose={() => setSent(false)}
        title={t('message.patient_request_success_title')}
        size="sm"
      >
        <p>{t(`portal.change_request.success.${origin}`)}</p>
      </Modal>
    </>
  );
}
