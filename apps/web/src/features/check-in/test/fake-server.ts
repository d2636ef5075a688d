import type { CheckInAppointment } from '@rb/contracts';

type Handler = (url: URL, init?: RequestInit) => { status: number; body: unknown };

/** A fetch that answers by "METHOD /path" and records every call, for page tests. */
export function fakeFetch(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const name = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(name);
    const handler = routes[name];
    const { status, body } = handler
      ? handler(url, init)
      : { status: 404, body: { status: 404, title: 'Not Found', message: 'message.not_found' } };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  };
  return { fetch, calls };
}

export const ok = (body: unknown) => () => ({ status: 200, body });

export const todaysAppointment = (over: Partial<CheckInAppointment> = {}): CheckInAppointment => ({
  id: 11,
  slug: 'a-slug-1234',
  examSlug: 'ct-brain',
  examName: 'Brain',
  nameWithModality: 'CT Brain',
  clinicId: 4,
  clinicName: 'City Clinic',
  bookingKey: 'KEY-1',
  startsAt: '2026-11-21T10:00:00.000Z',
  endsAt: '2026-11-21T10:30:00.000Z',
  showGenderSelection: false,
  patientMedicareNumber: null,
  checkInSent: false,
  checkInPreparedSent: false,
  patientFolioNumber: null,
  status: 'NOT_STARTED',
  simpleMode: true,
  withinWindow: true,
  ...over,
});
