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
});
