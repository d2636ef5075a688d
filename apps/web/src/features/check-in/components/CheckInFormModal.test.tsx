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
            <CheckInFormModal appointment={todaysAppointment()} onSubmit={onSubmit} onCancel={() => {}} />
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
});
