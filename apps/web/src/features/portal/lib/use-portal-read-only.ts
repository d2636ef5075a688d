import type { BookingKind, ReadOnlyReason } from '@rb/contracts';
import { useEffect } from 'react';
import { useReadOnly } from '../../../components/read-only';
import { useAuthentication } from '../../patient-auth';
import { readOnlyReason } from './read-only';

/** The read-only reason of this booking's page, shown as the §2 badge while the page is open. */
export function usePortalReadOnly(
  bookingKey: string,
  kind: BookingKind,
  server: ReadOnlyReason | null | undefined,
): ReadOnlyReason | null {
  const session = useAuthentication();
  const reason = readOnlyReason(session.data, bookingKey, kind, server);
  const { setReadOnly } = useReadOnly();
  useEffect(() => {
    setReadOnly(reason !== null);
    return () => setReadOnly(false);
  }, [reason, setReadOnly]);
  return reason;
}
