import { z } from 'zod';
import { text } from '../common/text';

/** A booking key: at least 128 random bits, base64url (22+ characters). */
export const bookingKey = text().regex(/^[A-Za-z0-9_-]{22,64}$/);
export const bookingKeyParams = z.object({ bookingKey });
export const bookingKeyResponse = z.object({ bookingKey });
export type BookingKeyResponse = z.infer<typeof bookingKeyResponse>;
