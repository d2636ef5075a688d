import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import { fakeFetch, ok, todaysAppointment } from '../test/fake-server';
import { CheckInFormModal } from './CheckInFormModal';

const smith = { id: 7, firstName: 'Amelia', lastName: 'Smith', cityName: 'Sydney', postalCode: '2000' };

describe('check-in form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the chosen referrer with the other fields', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/secured/appointments/a-slug-1234/doctor_search/Smi': ok([smith]) }).fetch,
    );
    const onSubmit = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CheckInFormModal
              appointment={todaysAppointment()}
              onSubmit={onSubmit}
              onCancel={() => {}}
              onPatientChangeSent={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const doctor = await screen.findByRole('combobox', { name: 'check_in.referrer' });
    await userEvent.type(doctor, 'Smi');
    await screen.findByRole('option', { name: /Amelia Smith/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect((doctor as HTMLInputElement).value).toBe('Amelia Smith, Sydney 2000'));
    await userEvent.type(screen.getByLabelText('check_in.date_of_referral'), '2020-01-02');
    await userEvent.type(screen.getByLabelText('check_in.medicare_number'), '2123456701');
    await userEvent.type(screen.getByLabelText('check_in.reference_number'), '1');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'check_in.submit_form' }));
    });
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        referrer: 7,
        dateOfReferral: '2020-01-02',
        medicareNumber: '2123456701',
        referenceNumber: 1,
      }),
    );
  });

  it('sends a patient change request from the form and tells the machine once it is accepted', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/patient_details/options': ok({ ethnicities: [], insuranceTypes: [] }),
        'POST /api/secured/patient_change_requests': (_url, init) => {
          sent.push(JSON.parse(String(init?.body)));
          return { status: 201, body: { id: 5, origin: 'APPOINTMENT', status: 'OPEN' } };
        },
      }).fetch,
    );
    const onPatientChangeSent = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CheckInFormModal
              appointment={todaysAppointment()}
              onSubmit={() => {}}
              onCancel={() => {}}
              onPatientChangeSent={onPatientChangeSent}
            />
          ),
        },
      ],
      '/',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'check_in.change_details' }));
    await userEvent.type(await screen.findByLabelText('portal.change_request.lastName'), 'Nguyen');
    await userEvent.click(screen.getByRole('button', { name: 'portal.change_request.submit' }));
    await waitFor(() => expect(onPatientChangeSent).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { origin: 'APPOINTMENT', bookingKey: 'KEY-1', changes: { lastName: 'Nguyen' }, note: null },
    ]);
  });
});
