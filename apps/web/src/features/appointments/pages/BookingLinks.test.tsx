import type { AuthenticationStatus } from '@rb/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../test/support';
import SelectClinicPage from '../../catalog/pages/SelectClinicPage';

const KEY = 'k'.repeat(24);
const SLUG = 'apt-one';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
const session = (signedIn: boolean): AuthenticationStatus => ({
  authenticated: signedIn,
  scopes: signedIn ? [{ kind: 'APPOINTMENT', bookingKey: KEY, type: 'APPOINTMENT', shared: false }] : [],
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
});
const appointment = {
  id: 1,
  slug: SLUG,
  status: 'BOOKED',
  examSlug: 'mri-brain',
  examName: 'Brain',
  nameWithModality: 'MRI Brain',
  modalityName: 'MRI',
  clinic: {
    id: 4,
    slug: 'c',
    name: 'Sydney CBD',
    address: '1 George St',
    phone: '02',
    timeZone: 'Australia/Sydney',
  },
  deviceId: 1,
  start: '2030-03-03T22:00:00.000Z',
  end: '2030-03-03T22:30:00.000Z',
  preparationNotes: null,
  walkIn: false,
  confirmed: false,
  change: { canChange: false, reason: 'PRIOR_MINUTES', priorMinutes: 120 },
  attachmentsCount: 0,
};

/** The embedded route table without its shell, so the page under test is the routed one. */
const embeddedRoutes = (): RouteObject[] => [
  { path: '/iframe', children: routes.find((r) => r.path === '/iframe')?.children ?? [] },
];

function server(signedIn: boolean) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = String(input);
    if (url === '/api/authentication') return json(session(signedIn));
    if (url.startsWith('/api/secured/appointments/booking_key/'))
      return json({ bookingKey: KEY, appointments: [appointment] });
    return json({ status: 404, title: 'Not Found', message: 'message.not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('booking flow query parameters (§2)', () => {
  it('navigateFromClinic with selectedClinic skips the clinic finder for that clinic', async () => {
    server(false);
    // The finder page itself, imported up front: its lazy chunk (the map) is not what is tested here.
    const { location } = renderRoutes(
      [
        { path: '/iframe/select-clinic/:examSlug?', Component: SelectClinicPage },
        { path: '/iframe/booking/:examSlug', element: <p>booking</p> },
      ],
      '/iframe/select-clinic/mri-brain?selectedClinic=4&navigateFromClinic=true&regionSlug=sydney',
    );
    await waitFor(() => expect(location().pathname).toBe('/iframe/booking/mri-brain'));
    const search = new URLSearchParams(location().search);
    expect(search.get('selectedClinic')).toBe('4');
    expect(search.get('regionSlug')).toBe('sydney');
    expect(search.get('navigateFromClinic')).toBe('true');
  });

  it('shows why the patient came when a link carries a status', async () => {
    server(false);
    renderRoutes(embeddedRoutes(), '/iframe/booking/mri-brain?selectedClinic=4&status=CANCELED');
    // The page loader is a status too while the lazy booking page loads.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'booking.status_notice.CANCELED',
      ),
    );
  });

  it('appointmentSlug sends a session that has not proved the booking to authentication, back here after', async () => {
    server(false);
    const path = `/iframe/booking/mri-brain?bookingKey=${KEY}&appointmentSlug=${SLUG}`;
    const { location } = renderRoutes(embeddedRoutes(), path);
    await waitFor(() => expect(location().pathname).toBe('/authentication'));
    const search = new URLSearchParams(location().search);
    expect(search.get('bookingKey')).toBe(KEY);
    expect(search.get('type')).toBe('APPOINTMENT');
    expect(search.get('returnUrl')).toBe(path);
  });

  it('appointmentSlug shows that appointment to reschedule, and why it cannot be moved when it cannot', async () => {
    server(true);
    renderRoutes(embeddedRoutes(), `/iframe/booking/mri-brain?bookingKey=${KEY}&appointmentSlug=${SLUG}`);
    expect(await screen.findByRole('heading', { name: 'booking.reschedule.title' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('message.reschedule_not_allowed');
    expect(screen.getByRole('alert').textContent).toContain('portal.reason.PRIOR_MINUTES');
    expect(screen.getByRole('link', { name: 'booking.reschedule.to_portal' }).getAttribute('href')).toBe(
      `/iframe/appointments/${KEY}`,
    );
  });
});
