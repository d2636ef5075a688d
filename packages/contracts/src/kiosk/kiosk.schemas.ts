import { z } from 'zod';
import { text } from '../common/text';

/** §3/§9 cookie names; both expire 31 Dec 2030. kioskIdentity is set by the server, readable by the page. */
export const KIOSK_IDENTITY_COOKIE = 'kioskIdentity';
export const PATIENT_KIOSK_IDENTITY_COOKIE = 'patientKioskIdentity';
export const KIOSK_COOKIE_EXPIRES = '2030-12-31T23:59:59.000Z';

/** Server-Sent Events stream of kiosk mode for the caller's kiosk (kioskIdentity cookie). */
export const KIOSK_STREAM_PATH = '/api/kiosk/stream';
/** Each `data:` line of the stream: sent on connect and on every change. */
export const kioskModeMessage = z.object({ kioskMode: z.boolean() });
export type KioskModeMessage = z.infer<typeof kioskModeMessage>;

/**
 * A registered kiosk. `id` is an unguessable key (≥128 random bits): it is the kiosk identity the
 * staff type once into the kiosk identity modal.
 */
export const kiosk = z.object({
  id: text(),
  clinicId: z.number().int(),
  clinicName: text(),
  name: text(),
  kioskMode: z.boolean(),
});
export type Kiosk = z.infer<typeof kiosk>;

export const identifyKioskRequest = z.object({ kioskId: text().trim().min(1).max(128) });
export type IdentifyKioskRequest = z.input<typeof identifyKioskRequest>;
export const currentKioskResponse = z.object({ kiosk: kiosk.nullable() });
export type CurrentKioskResponse = z.infer<typeof currentKioskResponse>;

export const registerKioskRequest = z.object({
  clinicId: z.number().int().positive(),
  name: text().trim().min(1).max(100),
  kioskMode: z.boolean().default(true),
});
export type RegisterKioskRequest = z.input<typeof registerKioskRequest>;
export const kioskIdParams = z.object({ id: text().min(1).max(128) });
export const kioskModeRequest = z.object({ kioskMode: z.boolean() });
