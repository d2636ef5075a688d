import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { PatientChangeRequestModal } from '../../portal/components/PatientChangeRequestModal';

/**
 * §4 patient change request during check-in: the patient tells staff which of their details are
 * wrong; once sent, the machine shows the success modal and returns to where the patient was.
 */
export function ChangeDetailsButton({ bookingKey, onSent }: { bookingKey: string; onSent: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('check_in.change_details')}
      </Button>
      <PatientChangeRequestModal
        bookingKey={bookingKey}
        origin="APPOINTMENT"
        isOpen={open}
        onClose={() => setOpen(false)}
        onSent={() => {
          setOpen(false);
          onSent();
        }}
      />
    </>
  );
}
