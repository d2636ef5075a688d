import type { AuthenticationStatus, PortalAppointments } from '@rb/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badges } from '../../../app/layout/Badges';
import { ReadOnlyProvider } from '../../../components/read-only';
import { changeField, renderRoutes, testConfig } from '../../../test/support';
import AppointmentPortalPage from './AppointmentPortalPage';

const KEY = 'k'.repeat(24);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

const session = (bookingKey: string | null, staffView = false): AuthenticationStatus => ({
  authenticated: bookingKey !== null,
  scopes: bookingKey
    ? [
        {
          kind: 'APPOINTMENT',
          bookingKey,
          type: 'APPOINTMENT',
          shared: false,
          ...(staffView ? { staffView } : {}),
        },
      ]
    : [],
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
});

const appointment = (overrides: Partial<PortalAppointments['appointments'][number]> = {}) => ({
  id: 1,
  slug: 's'.repeat(24),
  status: 'BOOKED' as const,
  examSlug: 'xray-chest',
  examName: 'Chest',
  nameWithModality: 'X-Ray Chest',
  modalityName: 'X-Ray',
  clinic: {
    id: 1,
    slug: 'c',
    name: 'Sydney CBD',
    address: '1 George St',
    phone: '02',
    timeZone: 'Australia/Sydney',
  },
  deviceId: 1,
  start: '2030-03-03T22:00:00.000Z',
  end: '2030-03-03T22:15:00.000Z',
  preparationNotes: null,
  walkIn: false,
  confirmed: false,
  change: { canChange: true, reason: null, priorMinutes: 120 },
  attachmentsCount: 0,
  ...overrides,
});

/** A tiny fake server: the session, the portal list, attachments, document types and a cancel. */
function server(
  signedInTo: string | null,
  appointments = [appointment()],
  access: { readOnly?: 'CLOSED' | null; staffView?: boolean } = {},
) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url === '/api/authentication') return json(session(signedInTo, access.staffView));
    if (url.startsWith('/api/secured/appointments/booking_key/'))
      return json({ bookingKey: KEY, appointments, readOnly: access.readOnly ?? null });
    if (url.endsWith('/attachments/response')) return json([]);
    if (url === '/api/document_types') return json([]);
    if (url.endsWith('/cancel')) {
      return json(
        {
          status: 409,
          title: 'Conflict',
          message: 'message.cancel_not_allowed',
          params: { priorMinutes: 120 },
        },
        409,
      );
    }
    return json({ status: 404, title: 'Not Found', message: 'message.not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const routes = [
  {
    path: '/appointments/:bookingKey',
    element: (
      <ReadOnlyProvider>
        <Badges />
        <AppointmentPortalPage />
      </ReadOnlyProvider>
    ),
  },
  { path: '/authentication', element: <p>authentication page</p> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppointmentPortalPage', () => {
  it('sends a session without this booking to authentication with the way back', async () => {
    const calls = server('another-booking-key-xxxxx');
    const { location } = renderRoutes(routes, `/appointments/${KEY}`);
    expect(await screen.findByText('authentication page')).toBeTruthy();
    const search = new URLSearchParams(location().search);
    expect(Object.fromEntries(search)).toEqual({
      bookingKey: KEY,
      type: 'APPOINTMENT',
      returnUrl: `/appointments/${KEY}`,
    });
    expect(calls.some((c) => c.url.startsWith('/api/secured/'))).toBe(false);
  });

  it('shows the appointment and sends the cancel reason; a refusal shows the server message', async () => {
    const calls = server(KEY);
    renderRoutes(routes, `/appointments/${KEY}`);
    // §3 nameWithModality: "Chest" alone could be any scan of the chest.
    expect(await screen.findByRole('heading', { level: 2, name: 'X-Ray Chest' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'portal.cancel.open' }));
    const dialog = await screen.findByRole('dialog');
    const submit = screen
      .getAllByRole('button', { name: 'portal.cancel.submit' })
      .at(-1) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    changeField(screen.getByLabelText('portal.cancel.reason_label'), { target: { value: 'other' } });
    changeField(screen.getByLabelText('portal.cancel.note_label'), { target: { value: ' Moving ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/cancel'))).toBeTruthy());
    expect(calls.find((c) => c.url.endsWith('/cancel'))?.body).toEqual({
      reason: 'portal.cancel.reason.other',
      note: 'Moving',
    });
    expect(await screen.findByText('message.cancel_not_allowed')).toBeTruthy();
    expect(dialog).toBeTruthy();
  });

  it('disables reschedule and cancel with the reason when the change limit has passed', async () => {
    server(KEY, [appointment({ change: { canChange: false, reason: 'PRIOR_MINUTES', priorMinutes: 120 } })]);
    renderRoutes(routes, `/appointments/${KEY}`);
    expect(await screen.findByText('portal.reason.PRIOR_MINUTES')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'portal.reschedule.open' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'portal.cancel.open' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it.each([
    ['a staff member viewing as the patient', { staffView: true }],
    ['a booking the server calls closed', { readOnly: 'CLOSED' as const }],
  ])('shows %s with the read-only badge and without change actions', async (_, access) => {
    server(KEY, [appointment()], access);
    renderRoutes(routes, `/appointments/${KEY}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'X-Ray Chest' })).toBeTruthy();
    expect(await screen.findByText('message.access_read_only')).toBeTruthy();
    for (const action of [
      'portal.cancel.open',
      'portal.reschedule.open',
      'portal.confirm',
      'portal.decline.open',
    ])
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    expect(screen.queryByLabelText('portal.attachments.file')).toBeNull();
    expect(screen.queryByRole('button', { name: 'portal.consent.submit' })).toBeNull();
  });

  it('shows no badge and the change actions to the patient who may change the booking', async () => {
    server(KEY);
    renderRoutes(routes, `/appointments/${KEY}`);
    expect(await screen.findByRole('button', { name: 'portal.cancel.open' })).toBeTruthy();
    expect(screen.queryByText('message.access_read_only')).toBeNull();
  });

  it('shows the patient_portal_background image only when patientPortalBackgroundImageEnabled is on', async () => {
    server(KEY);
    const enabled = testConfig((config) => {
      config.features.patientPortalBackgroundImageEnabled = true;
    });
    renderRoutes(routes, `/appointments/${KEY}`, enabled);
    const page = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    expect(page.style.backgroundImage).toBe('url("/api/assets/application/patient_portal_background")');
    cleanup();
    server(KEY);
    renderRoutes(routes, `/appointments/${KEY}`);
    const plain = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    expect(plain.style.backgroundImage).toBe('');
  });
});
