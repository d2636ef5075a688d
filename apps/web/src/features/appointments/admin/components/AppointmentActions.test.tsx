import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../../test/render';
import { changeField } from '../../../../test/support';
import { adminAppointment as appointment } from '../../test/admin-appointment';
import { AppointmentActions } from './AppointmentActions';

let calls: { path: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  const answer = (path: string) => (init?: RequestInit) => {
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return { status: 200, body: appointment({ status: 'CANCELED' }) };
  };
  const routes = {
    'POST /api/admin/appointments/slug-1/confirm': answer('confirm'),
    'POST /api/admin/appointments/slug-1/arrived': answer('arrived'),
    'POST /api/admin/appointments/slug-1/attendance/undo': answer('attendance/undo'),
    'POST /api/admin/appointments/slug-1/cancel': answer('cancel'),
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => fakeFetch(routes)(input, init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('appointment actions', () => {
  it('offers confirm only while the appointment is pending, and no actions once it is cancelled', async () => {
    const view = await renderWithApp(<AppointmentActions appointment={appointment({ status: 'PENDING' })} />);
    expect(buttons()).toContain('admin.appointment.confirm');
    view.rerender(<AppointmentActions appointment={appointment()} />);
    expect(buttons()).not.toContain('admin.appointment.confirm');
    expect(buttons()).toContain('admin.appointment.mark_arrived');
    view.rerender(<AppointmentActions appointment={appointment({ status: 'CANCELED' })} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('marks the patient arrived through the server', async () => {
    await renderWithApp(<AppointmentActions appointment={appointment()} />);
    fireEvent.click(screen.getByRole('button', { name: 'admin.appointment.mark_arrived' }));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual(['arrived']));
  });

  it('offers arrival only within the check-in window, and the undo of the last mark', async () => {
    const view = await renderWithApp(
      <AppointmentActions appointment={appointment({ arrivalOpen: false })} />,
    );
    expect(buttons()).not.toContain('admin.appointment.mark_arrived');
    expect(screen.getByText('message.arrival_outside_window')).toBeTruthy();
    const marked = { arrivalOpen: false, attendanceUndoOpen: true, arrivedAt: '2026-11-23T23:40:00.000Z' };
    view.rerender(<AppointmentActions appointment={appointment(marked)} />);
    expect(screen.queryByText('message.arrival_outside_window')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'admin.appointment.undo_arrived' }));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual(['attendance/undo']));
    view.rerender(
      <AppointmentActions appointment={appointment({ ...marked, noShowAt: '2026-11-23T23:50:00.000Z' })} />,
    );
    expect(buttons()).toContain('admin.appointment.undo_no_show');
  });

  it('offers the no-show mark only once the appointment has started and the patient has not arrived', async () => {
    const view = await renderWithApp(<AppointmentActions appointment={appointment({ noShowOpen: false })} />);
    expect(buttons()).not.toContain('admin.appointment.mark_no_show');
    view.rerender(<AppointmentActions appointment={appointment({ noShowOpen: true, arrivalOpen: false })} />);
    expect(buttons()).toContain('admin.appointment.mark_no_show');
  });

  it('asks for a reason before cancelling, then sends it with the notify choice', async () => {
    await renderWithApp(<AppointmentActions appointment={appointment()} />);
    fireEvent.click(screen.getByRole('button', { name: 'admin.appointment.cancel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'admin.appointment.cancel_submit' }));
    expect(await within(dialog).findByText('message.field_required')).toBeTruthy();
    expect(calls).toEqual([]);
    changeField(within(dialog).getByLabelText('admin.appointment.cancel_reason'), {
      target: { value: 'Device out of service' },
    });
    fireEvent.click(within(dialog).getByLabelText('admin.appointment.cancel_notify'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'admin.appointment.cancel_submit' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([{ path: 'cancel', body: { reason: 'Device out of service', notify: false } }]),
    );
  });
});
