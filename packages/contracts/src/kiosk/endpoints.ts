import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  currentKioskResponse,
  identifyKioskRequest,
  kiosk,
  kioskIdParams,
  kioskModeRequest,
  kioskView,
  registerKioskRequest,
} from './kiosk.schemas';

const tags = ['kiosk'];

/** Kiosk devices. The mode stream itself is `KIOSK_STREAM_PATH` (text/event-stream, not JSON). */
export const kioskEndpoints = {
  identify: endpoint({
    method: 'POST',
    path: '/api/kiosk/identify',
    summary:
      "Identify this browser as a registered kiosk: sets the signed HttpOnly kioskIdentity cookie (404 for unknown ids and for requests from outside the kiosk's allowed networks)",
    tags,
    body: identifyKioskRequest,
    response: kioskView,
  }),
  current: endpoint({
    method: 'GET',
    path: '/api/kiosk/current',
    summary:
      'The kiosk this browser is identified as (signed kioskIdentity cookie, from one of its allowed networks), or null',
    tags,
    response: currentKioskResponse,
  }),
  forget: endpoint({
    method: 'DELETE',
    path: '/api/kiosk/identify',
    summary: 'Stop identifying this browser as a kiosk (clears the cookie)',
    tags,
    response: z.null(),
    status: 204,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/kiosks',
    summary: 'Registered kiosks (staff: Authorization Bearer admin token)',
    tags,
    response: z.array(kiosk),
  }),
  adminRegister: endpoint({
    method: 'POST',
    path: '/api/admin/kiosks',
    summary: 'Register a kiosk at a clinic; the answer carries its unguessable id',
    tags,
    body: registerKioskRequest,
    response: kiosk,
    status: 201,
  }),
  adminSetMode: endpoint({
    method: 'PUT',
    path: '/api/admin/kiosks/{id}/mode',
    summary: 'Switch kiosk mode; every open kiosk stream of that kiosk (any server instance) gets the change',
    tags,
    params: kioskIdParams,
    body: kioskModeRequest,
    response: kiosk,
  }),
};
