import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import ResultPage from './ResultPage';
import ResultPatientPage from './ResultPatientPage';

const routes = [
  { path: '/appointments/:bookingKey/result', element: <ResultPage /> },
  { path: '/appointments/:bookingKey/result/patient', element: <ResultPatientPage /> },
  { path: '/deny', element: <p>deny page</p> },
  { path: '/authentication', element: <p>authentication page</p> },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const report = {
  id: 7,
  bookingKey: 'KEY1',
  examName: 'Knee',
  nameWithModality: 'MRI Knee',
  appointmentStartsAt: '2030-01-05T01:00:00.000Z',
  fileName: 'report.pdf',
  releasedAt: '2030-01-06T00:00:00.000Z',
  expiresAt: null,
};

const session = (scopes: unknown[]) => ({
  authenticated: scopes.length > 0,
  scopes,
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
});
const patientScope = { kind: 'APPOINTMENT', bookingKey: 'KEY1', type: 'APPOINTMENT_RESULTS', shared: false };

function serve(results: Response, shares: unknown[] = [], scopes: unknown[] = [patientScope]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (String(url).endsWith('/api/authentication')) return json(session(scopes));
    return String(url).includes('/shares') ? json(shares) : results.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResultPage', () => {
  it('lists the reports with view and download, shares and the share button for the patient', async () => {
    serve(json({ shared: false, pending: false, reports: [report], hasImages: false }), [
      {
        id: 3,
        contactDetails: 'friend@example.com',
        contactDetailsType: 'EMAIL',
        contactName: 'Dan',
        type: 'RESULT',
        dateCreatedUTC: '2030-01-06T00:00:00.000Z',
        dateRevoked: null,
      },
    ]);
    renderRoutes(routes, '/appointments/KEY1/result');
    const download = await screen.findByText('results.download');
    expect(screen.getByRole('heading', { level: 2, name: /^MRI Knee on / })).toBeTruthy();
    expect(download.getAttribute('href')).toBe('/api/secured/results/KEY1/reports/7?download=true');
    expect(screen.getByText('results.view').getAttribute('href')).toBe('/api/secured/results/KEY1/reports/7');
    expect(await screen.findByText('Dan (friend@example.com)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'share.list.revoke' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'results.share' })).toBeTruthy();
  });

  it('gives a share recipient the shared wording and no sharing', async () => {
    const fetchMock = serve(json({ shared: true, pending: false, reports: [report], hasImages: false }));
    renderRoutes(routes, '/appointments/KEY1/result');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('results.heading_shared');
    expect(screen.queryByRole('button', { name: 'results.share' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/shares'))).toBe(false);
  });

  it('offers "View images" only when the booking has a study, to the patient and a recipient alike', async () => {
    serve(json({ shared: false, pending: false, reports: [report], hasImages: false }));
    renderRoutes(routes, '/appointments/KEY1/result');
    await screen.findByText('results.download');
    expect(screen.queryByRole('button', { name: 'results.images' })).toBeNull();
    cleanup();

    for (const shared of [false, true]) {
      serve(json({ shared, pending: false, reports: [report], hasImages: true }));
      renderRoutes(routes, '/appointments/KEY1/result');
      expect(await screen.findByRole('button', { name: 'results.images' })).toBeTruthy();
      cleanup();
    }
  });

  it.each([
    [410, 'message.results_expired', '/deny', '?resultsExpired=true'],
    [403, 'message.share_revoked', '/deny', '?revoked=true'],
    [401, 'message.unauthorized', '/authentication', '?bookingKey=KEY1&type=APPOINTMENT_RESULTS'],
  ])('answer %s goes to %s', async (status, message, path, search) => {
    serve(json({ type: 'about:blank', title: 'x', status, message }, status));
    const { location } = renderRoutes(routes, '/appointments/KEY1/result');
    await waitFor(() => expect(location().pathname).toBe(path));
    expect(location().search).toContain(search);
  });

  it('without a session for the booking goes to sign-in before asking for the results', async () => {
    const fetchMock = serve(
      json({ shared: false, pending: false, reports: [report], hasImages: false }),
      [],
      [{ ...patientScope, bookingKey: 'OTHER' }],
    );
    const { location } = renderRoutes(routes, '/appointments/KEY1/result');
    await waitFor(() => expect(location().pathname).toBe('/authentication'));
    expect(location().search).toContain('type=APPOINTMENT_RESULTS');
    expect(location().search).toContain('returnUrl=%2Fappointments%2FKEY1%2Fresult');
    const called = fetchMock.mock.calls.map(([url]) => String(url));
    expect(called.some((url) => url.endsWith('/api/authentication'))).toBe(true);
    expect(called.some((url) => url.includes('/api/secured/results'))).toBe(false);
  });

  it('the patient link starts the results authentication with its date of birth', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { location } = renderRoutes(
      routes,
      '/appointments/KEY1/result/patient?dateOfBirth=1970-03-04&otpType=SMS',
    );
    await waitFor(() => expect(location().pathname).toBe('/authentication'));
    expect(location().search).toContain('dateOfBirth=1970-03-04');
    expect(location().search).toContain('returnUrl=%2Fappointments%2FKEY1%2Fresult');
  });
});
