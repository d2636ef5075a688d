import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { lazyComponent } from '../../../lib/lazy-component';
import type { ContactForm, ContactOutcome } from './StaffContactModals';

// The forms (react-hook-form, zod) load when the patient first opens one, not before the page's first paint (issue 16).
const StaffContactModals = lazyComponent(() =>
  import('./StaffContactModals').then((m) => m.StaffContactModals),
);

/**
 * "Email the call centre" and "Request a call back" for a booking key. Success shows a
 * confirmation; a failure only a quiet note (§8: its failure UI is not shown as an error).
 */
export function StaffContactButtons({ bookingKey }: { bookingKey: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ContactForm | null>(null);
  // Stays mounted once opened, so a form keeps what the patient typed when closed unsent.
  const [opened, setOpened] = useState(false);
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);
  const start = (which: ContactForm) => {
    setOutcome(null);
    setOpened(true);
    setOpen(which);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => start('email')}>
        {t('portal.contact.email_open')}
      </Button>
      <Button variant="secondary" onClick={() => start('callback')}>
        {t('portal.contact.callback_open')}
      </Button>
      <p className={outcome === 'failed' ? 'portal-quiet' : 'portal-contact-status'} role="status">
        {outcome && t(`portal.contact.${outcome}`)}
      </p>
      {opened && (
        <Suspense fallback={null}>
          <StaffContactModals
            bookingKey={bookingKey}
            open={open}
            onClose={() => setOpen(null)}
            onOutcome={setOutcome}
          />
        </Suspense>
      )}
    </>
  );
}
