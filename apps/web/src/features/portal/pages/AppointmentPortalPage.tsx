import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import { PortalGuard } from '../components/PortalGuard';
import '../portal.css';

/**
 * What the portal shows once the booking is proven. Before that the guard shows its sign-in step or
 * loader, so this code (the cards, documents, dates) loads beside the session check instead of
 * before the page's first paint (issue 40's 140 kB budget on React).
 */
const AppointmentPortal = lazyComponent(() =>
  import('../components/AppointmentPortal').then((m) => m.AppointmentPortal),
);

/** /appointments/{bookingKey} and /a/{bookingKey}: the patient portal once the booking is proven. */
export default function AppointmentPortalPage() {
  const { t } = useTranslation();
  const { bookingKey = '' } = useParams();
  useEffect(AppointmentPortal.preload, []);
  return (
    <PortalGuard bookingKey={bookingKey} kind="APPOINTMENT">
      <Suspense fallback={<Spinner label={t('message.loading')} />}>
        <AppointmentPortal bookingKey={bookingKey} />
      </Suspense>
    </PortalGuard>
  );
}
