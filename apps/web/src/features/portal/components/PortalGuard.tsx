import type { BookingKind } from '@rb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { sessionAccess, useAuthentication } from '../../patient-auth';
import { authenticationHref, hasPortalAccess } from '../lib/portal-access';

/**
 * Shows the portal only to a session that proved this booking; anyone else goes to the
 * authentication page, which brings them back here (returnUrl) once they have proved it.
 */
export function PortalGuard({
  bookingKey,
  kind,
  children,
}: {
  bookingKey: string;
  kind: BookingKind;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useAuthentication();
  const access = sessionAccess(session, (status) => hasPortalAccess(status, bookingKey, kind));
  if (access === 'pending') return <Spinner label={t('message.loading')} />;
  if (access === 'denied') {
    const returnUrl = `${location.pathname}${location.search}`;
    const staffBooking = new URLSearchParams(location.search).get('staffBooking') === 'true';
    return <Navigate replace to={authenticationHref(bookingKey, kind, returnUrl, staffBooking)} />;
  }
  return <>{children}</>;
}
