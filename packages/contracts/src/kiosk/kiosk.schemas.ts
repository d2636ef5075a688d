import { z } from 'zod';
import { text } from '../common/text';

/**
 * §3/§9 cookie names; both expire 31 Dec 2030. Both are set by the server, HttpOnly and signed: the
 * page learns whether it is a kiosk from GET /api/kiosk/current, never from document.cookie.
 */
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
  /** Where the kiosk may be used from (addresses or CIDR networks). */
  allowedNetworks: z.array(text()),
});
export type Kiosk = z.infer<typeof kiosk>;

export const identifyKioskRequest = z.object({ kioskId: text().trim().min(1).max(128) });
export type IdentifyKioskRequest = z.input<typeof identifyKioskRequest>;
/** What a kiosk browser learns about itself: never its id (the cookie's secret) nor its networks. */
export const kioskView = kiosk.pick({ clinicId: true, clinicName: true, name: true, kioskMode: true });
export type KioskView = z.infer<typeof kioskView>;
export const currentKioskResponse = z.object({ kiosk: kioskView.nullable() });
export type CurrentKioskResponse = z.infer<typeof currentKioskResponse>;

/** One address (`10.1.2.3`, `::1`) or network (`10.1.2.0/24`, `2001:db8::/48`) a kiosk may be used from. */
export const kioskNetwork = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * A kiosk is bound to the network addresses staff give at enrolment (decision 0012): its cookie
 * counts only on requests from those addresses, so a copied cookie fails anywhere else.
 */
export const registerKioskRequest = z.object({
  clinicId: z.number().int().positive(),
  name: text().trim().min(1).max(100),
  kioskMode: z.boolean().default(true),
  allowedNetworks: z.array(kioskNetwork).min(1).max(20),
});
export type RegisterKioskRequest = z.input<typeof registerKioskRequest>;
export const kioskIdParams = z.object({ id: text().min(1).max(128) });
export const kioskModeRequest = z.object({ kioskMode: z.boolean() });
