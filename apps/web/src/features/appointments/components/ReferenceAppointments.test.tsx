import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { ReferenceAppointments } from './ReferenceAppointments';

const KEY = 'r'.repeat(24);
const summary = {
  slug: 'apt-1',
  status: 'BOOKED',
  examSlug: 'us-thyroid',
  examName: 'Thyroid',
  nameWithModality: 'Ultrasound Thyroid',
  modalityName: 'Ultrasound',
  clinicId: 4,
  clinicName: 'Harbour Imaging',
  deviceId: 2,
  start: '2030-03-04T22:00:00Z',
  end: '2030-03-04T22:30:00Z',
  timeZone: 'Australia/Sydney',
  localDate: '2030-03-05',
  localStartTime: '09:00',
  localEndTime: '09:30',
  preparationNotes: null,
  preparationMinutes: 0,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reference appointments on the booking page (§7)', () => {
  it('lists what the booking key already holds, so the next exam is booked around it', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(input));
      return fakeFetch({ 'GET /api/reference_appointments': () => ({ status: 200, body: [summary] }) })(
        input,
        init,
      );
    });
    await renderWithApp(<ReferenceAppointments bookingKey={KEY} />);
    expect(await screen.findByRole('heading', { name: 'booking.reference.title' })).toBeTruthy();
    expect(screen.getByTestId('reference-appointments').children).toHaveLength(1);
    expect(asked).toEqual([`/api/reference_appointments?bookingKey=${KEY}`]);
  });

  it('shows nothing for a new booking, and asks nothing without a key', async () => {
    const fetchMock = vi.fn(
      fakeFetch({ 'GET /api/reference_appointments': () => ({ status: 200, body: [] }) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container, rerender } = await renderWithApp(<ReferenceAppointments bookingKey={undefined} />);
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(<ReferenceAppointments bookingKey={KEY} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(container.textContent).toBe('');
  });
});
