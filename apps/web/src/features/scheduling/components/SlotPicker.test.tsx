import type { Slot } from '@rb/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { useSlotConflict } from '../hooks/use-slot-conflict';
import { SlotConflictModal } from './SlotConflictModal';
import { SlotPicker, type SlotPickerProps } from './SlotPicker';

const tz = 'Australia/Brisbane';

/** Answers one slot at 10:00 Brisbane time on the first day asked for, and records the requests. */
function slotServer(requests: Record<string, unknown>[]) {
  return fakeFetch({
    'POST /api/clinic_appointments': (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown> & { start: string };
      requests.push(body);
      const start = `${body.start}T00:00:00Z`;
      return {
        status: 200,
        body: [
          {
            clinicId: 5,
            timeZone: tz,
            slots: [{ start, end: `${body.start}T00:30:00Z`, deviceId: 3 }],
            days: [{ date: body.start, slotCount: 1, firstStart: start }],
          },
        ],
      };
    },
  });
}

const baseProps = (overrides: Partial<SlotPickerProps> = {}): SlotPickerProps => ({
  idPrefix: 't',
  clinicId: 5,
  timeZone: tz,
  examSlug: 'mri-knee',
  bookingKey: 'abcdefghijklmnopqrstuv',
  view: 'WEEK',
  anchor: undefined,
  timeOfDay: [],
  selection: null,
  busy: false,
  onViewChange: vi.fn(),
  onNavigate: vi.fn(),
  onTimeOfDayChange: vi.fn(),
  onChooseDay: vi.fn(),
  onSelectSlot: vi.fn(),
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SlotPicker', () => {
  it('asks for the week with the caller’s key and filters, and hands the chosen slot back', async () => {
    const requests: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', slotServer(requests));
    const props = baseProps({ timeOfDay: ['morning', 'evening'] });
    await renderWithApp(<SlotPicker {...props} />);
    const button = await screen.findByRole('button', { name: /10:00/ });
    expect(requests[0]).toMatchObject({
      clinicIds: [5],
      examSlug: 'mri-knee',
      examBookingKey: 'abcdefghijklmnopqrstuv',
      timeOfDay: 'morning,evening',
      clinicAppointmentsView: 'WEEK',
    });
    fireEvent.click(button);
    expect((props.onSelectSlot as ReturnType<typeof vi.fn>).mock.calls[0]?.[0] as Slot).toMatchObject({
      deviceId: 3,
    });
  });

  it('opens at the earliest day a questionnaire outcome allows and says so', async () => {
    const requests: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', slotServer(requests));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
    const later = new Date(Date.parse(`${today}T12:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
    await renderWithApp(<SlotPicker {...baseProps({ minDate: later })} />);
    expect(await screen.findByTestId('slot-min-date')).toBeTruthy();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    const first = requests[0] as { start: string; end: string };
    expect(first.start <= later && later <= first.end).toBe(true);
    expect(first.start > today).toBe(true);
  });

  it('marks the selected slot and scrolls it into view after 100 ms', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const requests: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', slotServer(requests));
    const { rerender } = await renderWithApp(<SlotPicker {...baseProps()} />);
    await screen.findByRole('button', { name: /10:00/ });
    const day = String(requests[0]?.start);
    vi.useFakeTimers();
    rerender(
      <SlotPicker
        {...baseProps({ selection: { date: day, startTime: '10:00', endTime: '10:30', deviceId: 3 } })}
      />,
    );
    expect(screen.getByRole('button', { name: /10:00/ }).getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(99));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('shows a month of day buttons and asks for the chosen day’s times', async () => {
    const requests: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', slotServer(requests));
    const props = baseProps({ view: 'MONTH' });
    const { rerender } = await renderWithApp(<SlotPicker {...props} />);
    const dayButton = await screen.findByRole('button', { name: /booking\.slots\.day_available/ });
    expect(requests[0]).toMatchObject({ clinicAppointmentsView: 'MONTH' });
    fireEvent.click(dayButton);
    const day = String(requests[0]?.start);
    expect(props.onChooseDay).toHaveBeenCalledWith(day);
    rerender(
      <SlotPicker {...props} selection={{ date: day, startTime: null, endTime: null, deviceId: null }} />,
    );
    await screen.findByRole('button', { name: /10:00/ });
    expect(requests.at(-1)).toMatchObject({ start: day, end: day, clinicAppointmentsView: 'WEEK' });
  });
});

function ConflictHarness() {
  const conflict = useSlotConflict();
  const location = useLocation();
  return (
    <>
      <output>{location.search}</output>
      <button type="button" onClick={conflict.open}>
        open
      </button>
      <SlotConflictModal isOpen={conflict.isOpen} onClose={conflict.close} />
    </>
  );
}

describe('slot conflict', () => {
  it('clears the slot parameters when the patient closes the modal', async () => {
    await renderWithApp(<ConflictHarness />, {
      path: '/booking/mri?selectedClinic=5&date=2025-03-05&startTime=10:00&endTime=10:30&deviceId=3',
    });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('message.slot_conflict');
    fireEvent.click(screen.getByRole('button', { name: 'booking.slot_conflict.choose_another' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('?selectedClinic=5'));
  });
});
