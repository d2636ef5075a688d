import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import { PatientChangeRequest } from './PatientChangeRequest';

const KEY = 'k'.repeat(24);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(answer: Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/patient_details/options') {
        return json({ ethnicities: [], insuranceTypes: [{ id: 3, code: 'DVA', name: 'DVA' }] });
      }
      sent.push(JSON.parse(String(init.body)));
      return answer;
    }),
  );
  return sent;
}

const render = () =>
  renderRoutes([{ path: '/', element: <PatientChangeRequest bookingKey={KEY} origin="APPOINTMENT" /> }], '/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PatientChangeRequest', () => {
  it('sends only the changed fields and shows the success modal for its origin', async () => {
    const sent = server(json({ id: 1, origin: 'APPOINTMENT', status: 'OPEN' }, 201));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'portal.change_request.open' }));
    fireEvent.change(await screen.findByLabelText('portal.change_request.lastName'), {
      target: { value: ' Tran ' },
    });
    await screen.findByRole('option', { name: 'DVA' });
    fireEvent.change(screen.getByLabelText('portal.change_request.insurance_type'), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'portal.change_request.submit' }));
    expect(await screen.findByText('portal.change_request.success.APPOINTMENT')).toBeTruthy();
    expect(sent).toEqual([
      {
        origin: 'APPOINTMENT',
        bookingKey: KEY,
        changes: { lastName: 'Tran', insuranceTypeId: 3 },
        note: null,
      },
    ]);
  });

  it('shows the error modal with the default message when validation fails', async () => {
    server(json({ status: 400, title: 'Bad Request', message: 'message.validation_error' }, 400));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'portal.change_request.open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'portal.change_request.submit' }));
    await waitFor(() => expect(screen.getByText('message.patient_request_error_title')).toBeTruthy());
    expect(screen.getByText('message.patient_request_error_message')).toBeTruthy();
  });
});
