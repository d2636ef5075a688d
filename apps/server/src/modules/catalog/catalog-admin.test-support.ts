import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { staffHeaders } from '../../test/staff-auth';

/** Shared steps of the catalogue admin integration tests (not a test file itself). */

export const clinicBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Toowong Imaging',
  clinicPath: 'toowong',
  regionId: 1,
  address: '9 Sherwood Road',
  suburb: 'Toowong',
  state: 'QLD',
  postcode: '4066',
  latitude: -27.4848,
  longitude: 152.9924,
  timeZone: 'Australia/Brisbane',
  phone: '07 3000 0000',
  email: 'toowong@example.com',
  openingHours: [{ weekday: 2, opens: '08:00', closes: '12:00' }],
  walkInEnabled: false,
  mobile: false,
  ...overrides,
});

export const examBody = (
  modalityId: number,
  deviceIds: number[],
  overrides: Record<string, unknown> = {},
) => ({
  slug: 'xray-finger',
  name: 'Finger',
  modalityId,
  examCode: 'XFIN',
  priority: 50,
  durationMinutes: 20,
  preparationMinutes: 0,
  minutesPrior: 60,
  enquiryOnly: false,
  walkIn: false,
  specialEnquiry: false,
  generalEnquiry: false,
  groupName: null,
  examNotes: null,
  notes: null,
  preparationNotes: null,
  showBookingRequestInfoModal: false,
  active: true,
  bodyPartSlugs: [],
  deviceIds,
  ...overrides,
});

/** A staff call with a JSON body, as the admin unless other headers are given. */
export async function adminCall(
  app: FastifyInstance,
  db: Db,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers?: { authorization: string },
) {
  return app.inject({
    method,
    url,
    headers: headers ?? (await staffHeaders(app, db, 'admin')),
    ...(payload && { payload }),
  });
}

export async function modalityId(app: FastifyInstance, code: string): Promise<number> {
  const modalities = (await app.inject({ url: '/api/modalities' })).json() as { id: number; code: string }[];
  const found = modalities.find((m) => m.code === code);
  if (!found) throw new Error(`no modality ${code}`);
  return found.id;
}
