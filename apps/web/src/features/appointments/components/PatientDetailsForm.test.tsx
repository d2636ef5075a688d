import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { changeField } from '../../../test/support';
import { PatientDetailsForm } from './PatientDetailsForm';

const fill = (label: string, value: string) =>
  changeField(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

afterEach(cleanup);

describe('PatientDetailsForm', () => {
  it('does not submit empty details and says which fields are required', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(
      <PatientDetailsForm
        idPrefix="p"
        titles={['Mr', 'Ms']}
        submitLabel="go"
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(screen.getAllByText('message.field_required').length).toBe(5));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^booking.details.first_name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a contact number with letters, then submits valid details', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(
      <PatientDetailsForm
        idPrefix="p"
        titles={['Mr', 'Ms']}
        submitLabel="go"
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    fill('booking.details.first_name', 'Jane');
    fill('booking.details.last_name', 'Citizen');
    fill('booking.details.date_of_birth', '1980-05-01');
    fill('booking.details.email', 'jane@example.com');
    fill('booking.details.contact_number', '04abc');
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('booking.details.invalid_contact_number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fill('booking.details.contact_number', '0412345678');
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Jane',
      contactNumber: '0412345678',
      title: '',
    });
  });
});
