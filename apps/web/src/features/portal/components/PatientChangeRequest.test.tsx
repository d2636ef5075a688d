import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeField, renderRoutes } from '../../../test/support';
import { PatientChangeRequest } from './PatientChangeRequest';

const KEY = 'k'.repeat(24);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(answer: Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === `/api/secured/patient_details/${KEY}`) {
        return json({
          title: null,
          firstName: 'Grace',
          lastName: 'Hopper',
          dateOfBirth: '1990-11-05',
          email: 'grace@example.com',
          contactNumber: null,
          postalCode: '2000',
          ethnicity: null,
          insuranceType: { id: 3, code: 'DVA', name: 'Veterans card' },
        });
      }
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
  it('shows the details the clinic holds for the patient', async () => {
    server(json({}));
    render();
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    // The insurance type on record by its name; an ethnicity not given shows as a dash.
    expect(screen.getByText('portal.change_request.insurance_type').nextElementSibling?.textContent).toBe(
      'Veterans card',
    );
    expect(screen.getByText('portal.change_request.ethnicity').nextElementSibling?.textContent).toBe('—');
    expect(screen.getByRole('heading', { name: 'portal.details.title' })).toBeTruthy();
  });

  it('sends only the changed fields and shows the success modal for its origin', async () => {
    const sent = server(json({ id: 1, origin: 'APPOINTMENT', status: 'OPEN' }, 201));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'portal.change_request.open' }));
    changeField(await screen.findByLabelText('portal.change_request.lastName'), {
      target: { value: ' Tran ' },
    });
    await screen.findByRole('option', { name: 'DVA' });
    changeField(screen.getByLabelText('portal.change_request.insurance_type'), {
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
