import type { PatientChangeOrigin } from '@rb/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { PatientChangeRequestModal } from './PatientChangeRequestModal';

interface Props {
  bookingKey: string;
  origin: PatientChangeOrigin;
  /** The translated button text. */
  label: string;
  /** The request was accepted; the caller shows the §8 success modal its own way. */
  onSent: () => void;
  /** Open the form at once (the patient asked for it before signing in). */
  initiallyOpen?: boolean;
}

/** A button that opens the §4 patient change request form. */
export function PatientChangeRequestButton({
  bookingKey,
  origin,
  label,
  onSent,
  initiallyOpen = false,
}: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <PatientChangeRequestModal
        bookingKey={bookingKey}
        origin={origin}
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
