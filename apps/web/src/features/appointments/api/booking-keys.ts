import { appointmentEndpoints } from '@rb/contracts/appointments/routes';
import { call } from '../../../lib/api-client';

/** A new unguessable booking key from the server (holds, referrals and the booking use it). */
export const newBookingKey = async () => (await call(appointmentEndpoints.newBookingKey)).bookingKey;

/** §4 separate-booking error path: temporary documents and questionnaires move to a fresh key. */
export const rekeyTemporary = async (bookingKey: string) =>
  (await call(appointmentEndpoints.rekeyTemporary, { params: { bookingKey } })).bookingKey;
