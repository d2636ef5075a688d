import type { ChangeRequestDetail } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../test/render';
import { changeField, renderRoutes, testConfig } from '../../../../test/support';
import AdminLayout from '../../../admin/pages/AdminLayout';
import { meOf } from '../../../identity/test/me';
import { storeStaffUser } from '../../../identity/test/stored-user';
import ChangeRequestPage from './ChangeRequestPage';

const routes = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [{ path: 'change-requests/:id', element: <ChangeRequestPage /> }],
  },
];

const request = (status: ChangeRequestDetail['status']): ChangeRequestDetail => ({
  id: 5,
  origin: 'APPOINTMENT',
  status,
  bookingKey: 'k'.repeat(32),
  clinic: { id: 1, name: 'North Clinic' },
  patientName: 'Grace Hopper',
  fields: ['lastName'],
  createdAt: '2026-11-20T01:00:00.000Z',
  patientId: 9,
  booking: {
    kind: 'APPOINTMENT',
    bookingKey: 'k'.repeat(32),
    appointmentSlug: 's'.repeat(24),
    bookingRequestId: null,
  },
  note: 'I married last month',
  values: [{ field: 'lastName', current: 'Hopper', requested: 'Hopper-Smith' }],
  decidedAt: status === 'OPEN' ? null : '2026-11-21T01:00:00.000Z',
  decidedBy: status === 'OPEN' ? null : 'staff',
  declineMessage: status === 'REJECTED' ? 'Bring ID' : null,
});

let calls: { method: string; path: string; body: unknown }[];
let current: ChangeRequestDetail['status'];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  calls = [];
  current = 'OPEN';
  const answers = {
    'GET /api/admin/me': () => ({ status: 200, body: meOf({ roles: ['clinic_staff'], clinicIds: [1] }) }),
    'GET /api/admin/patient_change_requests/5': () => ({ status: 200, body: request(current) }),
    'POST /api/admin/patient_change_requests/5/apply': () => {
      current = 'DONE';
      return { status: 200, body: request('DONE') };
    },
    'POST /api/admin/patient_change_requests/5/decline': () => {
      current = 'REJECTED';
      return { status: 200, body: request('REJECTED') };
    },
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    return fakeFetch(answers)(input, init);
  });
  storeStaffUser(testConfig().signIn);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/change-requests/:id', () => {
  it('shows the record’s and the requested values side by side and applies the request', async () => {
    renderRoutes(routes, '/admin/change-requests/5');
    const table = await screen.findByRole('table', { name: 'admin.change_request.values_caption' });
    const row = within(table).getByRole('row', { name: /admin.change_field.lastName/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Hopper', 'Hopper-Smith']);
    fireEvent.click(screen.getByRole('button', { name: 'admin.change_request.apply' }));
    expect(await screen.findByText('admin.change_request_status.DONE')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'admin.change_request.apply' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/patient_change_requests/5/apply',
    ]);
  });

  it('declines only with a message, which it sends to the server', async () => {
    renderRoutes(routes, '/admin/change-requests/5');
    fireEvent.click(await screen.findByRole('button', { name: 'admin.change_request.decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'admin.change_request.decline' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'admin.change_request.decline_submit' }));
    expect(await within(dialog).findByText('message.field_required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    changeField(within(dialog).getByLabelText('admin.change_request.decline_label'), {
      target: { value: 'Bring ID' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'admin.change_request.decline_submit' }));
    expect(await screen.findByText('admin.change_request_status.REJECTED')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/patient_change_requests/5/decline',
      body: { message: 'Bring ID' },
    });
  });
});
