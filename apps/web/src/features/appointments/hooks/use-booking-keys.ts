import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { newBookingKey } from '../api/booking-keys';
import { type BookingRoute, keysNeeded } from '../lib/booking-route';

/**
 * The booking keys of this journey, kept in the `bookingKey` query parameter so a reload keeps the
 * same holds and uploaded referrals. Missing keys are asked from the server once.
 */
export function useBookingKeys(route: BookingRoute, enabled: boolean) {
  const [, setSearch] = useSearchParams();
  const needed = keysNeeded(route);
  const have = route.bookingKeys.length;
  const asking = useRef(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (!enabled || have >= needed || asking.current) return;
    asking.current = true;
    Promise.all(Array.from({ length: needed - have }, () => newBookingKey()))
      .then((extra) => {
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            const existing = (current.get('bookingKey') ?? '').split(',').filter(Boolean);
            next.set('bookingKey', [...existing, ...extra].slice(0, needed).join(','));
            return next;
          },
          { replace: true },
        );
      })
      .catch((e: unknown) =>
        setError(
          e instanceof ApiError
            ? e
            : new ApiError({ status: 0, title: 'Error', message: 'message.server_error_general' }),
        ),
      )
      .finally(() => {
        asking.current = false;
      });
  }, [enabled, have, needed, setSearch]);

  return { keys: have >= needed ? route.bookingKeys.slice(0, needed) : null, error };
}
