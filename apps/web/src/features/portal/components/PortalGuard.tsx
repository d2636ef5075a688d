import type { BookingKind } from '@rb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useAuthentication } from '../../patient-auth';
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
  const allowed = hasPortalAccess(session.data, bookingKey, kind);
  // A session cached before the patient proved this booking is being fetched again: wait for it.
  if (session.isPending || (!allowed && session.isFetching)) return <Spinner label={t('message.loading')} />;
  if (!allowed) {
    const returnUrl = `${location.pathname}${location.search}`;
    const staffBooking = new URLSearchParams(location.search).get('staffBooking') === 'true';
    return <Navigate replace to={authenticationHref(bookingKey, kind, returnUrl, staffBooking)} />;
  }
  return <>{children}</>;
}
