import type { PatientChangeOrigin } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { PatientChangeRequestModal } from './PatientChangeRequestModal';

/** The portal's "change my details" button: the request form, then the §8 success modal by origin. */
export function PatientChangeRequest({
  bookingKey,
  origin,
}: {
  bookingKey: string;
  origin: PatientChangeOrigin;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('portal.change_request.open')}
      </Button>
      <PatientChangeRequestModal
        bookingKey={bookingKey}
        origin={origin}
        isOpen={open}
        onClose={() => setOpen(false)}
        onSent={() => {
          setOpen(false);
          setSent(true);
        }}
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
