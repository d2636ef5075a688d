import type { ClinicSchedule, CurrentUser } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../../test/render';
import { changeField } from '../../../../test/support';
import ClinicSchedulePage from './ClinicSchedulePage';

const schedule = (version: number): ClinicSchedule => ({
  clinic: { id: 7, name: 'Toowong', timeZone: 'Australia/Brisbane', today: '2026-03-02' },
  version,
  devices: [
    {
      id: 3,
      name: 'X-ray 1',
      modalityCode: 'XR',
      modalityName: 'X-Ray',
      status: 'ACTIVE',
      exams: [],
      templates: [
        {
          id: 1,
          effectiveFrom: '2026-03-03',
          effectiveTo: null,
          sessions: [
            { weekday: 2, startMinute: 480, endMinute: 720, slotMinutes: 20, examSlugs: [], examGroups: [] },
          ],
        },
      ],
    },
  ],
  exceptions: [],
  extraSessions: [],
});

const stranded = {
  appointmentId: 41,
  slug: 's41',
  deviceId: 3,
  start: '2026-03-02T22:00:00.000Z',
  end: '2026-03-02T22:20:00.000Z',
  examSlug: 'xray-finger',
  examName: 'Finger',
  patientName: 'Olivia Nguyen',
  offers: [{ deviceId: 3, start: '2026-03-09T22:00:00.000Z', end: '2026-03-09T22:20:00.000Z' }],
};

let sent: { url: string; body: Record<string, unknown> }[];
beforeEach(() => {
  sent = [];
  const routes = {
    'GET /api/admin/clinics/7/schedule': () => ({ status: 200, body: schedule(4) }),
    'POST /api/admin/clinics/7/closures': (init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push({ url: 'closures', body });
      const saved = Array.isArray(body.decisions);
      return {
        status: 200,
        body: {
          saved,
          version: saved ? 5 : 4,
          checked: 1,
          stranded: [stranded],
          strandedHolds: [],
          schedule: schedule(saved ? 5 : 4),
        },
      };
    },
    'POST /api/admin/clinics/7/closures/import': (init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push({ url: 'closures/import', body });
      if (!String(body.calendar).startsWith('BEGIN:VCALENDAR'))
        return {
          status: 400,
          body: {
            status: 400,
            title: 'Bad Request',
            message: 'message.validation_error',
            errors: [
              { field: 'calendar', message: 'message.calendar_event_not_all_day', params: { event: 2 } },
              { field: 'calendar', message: 'message.calendar_event_unnamed', params: { event: 3 } },
            ],
          },
        };
      const saved = Array.isArray(body.decisions);
      return {
        status: 200,
        body: {
          saved,
          version: saved ? 5 : 4,
          checked: 1,
          stranded: [stranded],
          strandedHolds: [],
          schedule: schedule(saved ? 5 : 4),
          holidays: [
            { fromDate: '2026-03-03', toDate: '2026-03-03', reason: 'Show day' },
            { fromDate: '2026-04-03', toDate: '2026-04-06', reason: 'Easter' },
          ],
          alreadyClosed: 1,
        },
      };
    },
    'PUT /api/admin/clinics/7/devices/3/template': () => ({
      status: 400,
      body: {
        status: 400,
        title: 'Bad Request',
        message: 'message.validation_error',
        errors: [
          {
            field: 'sessions.1.slotMinutes',
            message: 'message.schedule_slot_length_uneven',
            params: { minutes: 25 },
          },
        ],
      },
    }),
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => fakeFetch(routes)(input, init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { roles: ['admin'], allowedActions: [], clinicIds: [] } as unknown as CurrentUser;

async function open() {
  await renderWithApp(
    <Routes>
      <Route element={<Outlet context={{ me }} />}>
        <Route path="/admin/clinics/:clinicId/schedule" element={<ClinicSchedulePage />} />
      </Route>
    </Routes>,
    { path: '/admin/clinics/7/schedule' },
  );
  await screen.findByRole('heading', { name: 'admin.schedule.title' });
}

describe('a clinic’s schedule for staff', () => {
  it('adds a session with focus moved into it, and shows the server’s error beside that session’s field', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'admin.schedule.template.add' }));
    const rows = screen.getAllByLabelText('admin.schedule.template.weekday_of');
    expect(rows).toHaveLength(2);
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.click(screen.getByRole('button', { name: 'admin.schedule.template.save' }));
    const slots = screen.getAllByLabelText('admin.schedule.template.slot_minutes_of');
    await vi.waitFor(() => expect(slots[1]?.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(slots[1]?.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('message.schedule_slot_length_uneven');
    expect(slots[0]?.getAttribute('aria-invalid')).toBeNull();
  });

  it('lists the bookings a closure strands and saves only with a decision for each', async () => {
    await open();
    changeField(screen.getByLabelText('admin.schedule.closure.reason'), {
      target: { value: 'Public holiday' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'admin.schedule.closure.save' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent).toHaveLength(1);
    const save = within(dialog).getByRole('button', { name: 'admin.schedule.stranded.save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByLabelText('admin.schedule.stranded.move'));
    expect(save).toHaveProperty('disabled', true);
    const to = within(dialog).getByLabelText('admin.schedule.stranded.move_to');
    changeField(to, { target: { value: '3|2026-03-09T22:00:00.000Z' } });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'admin.schedule.saved');
    expect(sent[1]?.body).toMatchObject({
      expectedVersion: 4,
      deviceId: null,
      reason: 'Public holiday',
      decisions: [{ appointmentId: 41, action: 'MOVE', deviceId: 3, start: '2026-03-09T22:00:00.000Z' }],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks a holiday calendar file at once, lists its holidays, and imports it with the stranded bookings decided', async () => {
    await open();
    const input = screen.getByLabelText('admin.schedule.holidays.file');
    const file = new File(['BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'], 'holidays.ics', {
      type: 'text/calendar',
    });
    fireEvent.change(input, { target: { files: [file] } });
    const section = screen.getByRole('region', { name: 'admin.schedule.holidays.title' });
    await within(section).findByRole('status');
    expect(sent).toEqual([
      {
        url: 'closures/import',
        body: { calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', expectedVersion: 4, dryRun: true },
      },
    ]);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['admin.schedule.holidays.day', 'admin.schedule.holidays.days']);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'admin.schedule.holidays.import' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent[1]?.body).toEqual({ calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', expectedVersion: 4 });
    fireEvent.click(within(dialog).getByLabelText('admin.schedule.stranded.keep'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'admin.schedule.stranded.save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.body).toMatchObject({
      expectedVersion: 4,
      decisions: [{ appointmentId: 41, action: 'KEEP' }],
    });
    // Saved: the form starts afresh on the new version, with no file checked.
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'admin.schedule.holidays.title' })).queryByRole('status'),
      ).toBeNull(),
    );
  });

  it('lists every mistake of a refused calendar file beside the file field', async () => {
    await open();
    const input = screen.getByLabelText('admin.schedule.holidays.file');
    fireEvent.change(input, { target: { files: [new File(['nonsense'], 'x.ics')] } });
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent)).toEqual([
      'admin.schedule.holidays.hint',
      'message.calendar_event_not_all_day',
      'message.calendar_event_unnamed',
    ]);
    expect(screen.queryByRole('button', { name: 'admin.schedule.holidays.import' })).toBeNull();
  });
});
