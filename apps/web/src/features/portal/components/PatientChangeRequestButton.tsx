import type { PatientChangeOrigin } from '@rb/contracts';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import { lazyComponent } from '../../../lib/lazy-component';

// The form (with react-hook-form) loads when the patient first opens it, not before the page's first paint (issue 16).
const PatientChangeRequestModal = lazyComponent(() =>
  import('./PatientChangeRequestModal').then((m) => m.PatientChangeRequestModal),
);

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
  // Stays mounted once opened: its refusal modal shows after the form has closed.
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
