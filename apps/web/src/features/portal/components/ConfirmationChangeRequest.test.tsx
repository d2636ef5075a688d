import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeField, renderRoutes } from '../../../test/support';
import { ConfirmationChangeRequest } from './ConfirmationChangeRequest';

const KEY = 'k'.repeat(24);
const PAGE = `/sydney/appointments/${KEY}`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(signedIn: boolean) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/authentication')
        return json({
          authenticated: signedIn,
          scopes: signedIn
            ? [{ kind: 'APPOINTMENT', bookingKey: KEY, type: 'APPOINTMENT', shared: false }]
            : [],
          expiresAt: null,
          idleExpiresAt: null,
          contactNumberAuthEnabled: false,
          captchaAlwaysRequired: false,
        });
      if (url === '/api/patient_details/options') return json({ ethnicities: [], insuranceTypes: [] });
      if (url === '/api/secured/patient_change_requests') {
        sent.push(JSON.parse(String(init.body)));
        return json({ id: 1, origin: 'APPOINTMENT_CONFIRMATION', status: 'OPEN' }, 201);
      }
      return json({ status: 404, title: 'Not Found', message: 'message.not_found' }, 404);
    }),
  );
  return sent;
}

const routes = [
  { path: '/:clinicPath/appointments/:bookingKey', element: <ConfirmationChangeRequest bookingKey={KEY} /> },
  { path: '/authentication', element: <p>authentication page</p> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConfirmationChangeRequest', () => {
  it('sends a patient who has not proved the booking to sign in, coming back with the form asked for', async () => {
    server(false);
    const { location } = renderRoutes(routes, PAGE);
    fireEvent.click(await screen.findByRole('link', { name: 'portal.change_request.open' }));
    await screen.findByText('authentication page');
    const query = new URLSearchParams(location().search);
    expect(query.get('type')).toBe('APPOINTMENT');
    expect(query.get('returnUrl')).toBe(`${PAGE}?changeDetails=true`);
  });

  it('opens the form on return, sends origin APPOINTMENT_CONFIRMATION and stays on the confirmation page', async () => {
    const sent = server(true);
    const { location } = renderRoutes(routes, `${PAGE}?changeDetails=true`);
    const form = await screen.findByRole('dialog');
    await waitFor(() => expect(location().search).toBe(''));
    changeField(screen.getByLabelText('portal.change_request.lastName'), { target: { value: 'Tran' } });
    fireEvent.click(screen.getByRole('button', { name: 'portal.change_request.submit' }));
    expect(await screen.findByText('portal.change_request.success.APPOINTMENT_CONFIRMATION')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ origin: 'APPOINTMENT_CONFIRMATION', bookingKey: KEY })]);
    expect(form.isConnected).toBe(false);
    expect(location().pathname).toBe(PAGE);
  });
});
