import { KIOSK_COOKIE_EXPIRES } from '@rb/contracts';
import type { FastifyRequest } from 'fastify';
import { type Env, isHttps } from '../../platform/env';
import { readKioskId } from './kiosk.binding';
import type { KioskService } from './kiosk.service';

/**
 * §3/§9 kiosk cookies: until 31 Dec 2030, HttpOnly (no script reads them; the page asks
 * GET /api/kiosk/current) and signed with the server secret, so a hand-made value is refused.
 */
export const kioskCookieOptions = (env: Env) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: isHttps(env),
  httpOnly: true,
  signed: true,
  expires: new Date(KIOSK_COOKIE_EXPIRES),
});

/** The kiosk the request comes from (signed cookie and an allowed address), or null. */
export const kioskOf = (kiosks: KioskService, request: FastifyRequest) =>
  kiosks.recognise(readKioskId(request), request.ip);
