import type { ChangeRequestList } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../test/render';
import { renderRoutes, testConfig } from '../../../../test/support';
import AdminLayout from '../../../admin/pages/AdminLayout';
import { meOf } from '../../../identity/test/me';
import { storeStaffUser } from '../../../identity/test/stored-user';
import ChangeRequestsPage from './ChangeRequestsPage';

const routes = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [{ path: 'change-requests', element: <ChangeRequestsPage /> }],
  },
];

const list: ChangeRequestList = {
  items: [
    {
      id: 5,
      origin: 'APPOINTMENT_CONFIRMATION',
      status: 'DONE',
      bookingKey: 'k'.repeat(32),
      clinic: { id: 1, name: 'North Clinic' },
      patientName: 'Grace Hopper',
      fields: ['lastName', 'email'],
      createdAt: '2026-11-20T01:00:00.000Z',
    },
  ],
  total: 60,
  page: 1,
  pageSize: 25,
  counts: { OPEN: 4, DONE: 60, REJECTED: 2 },
};

let listCalls: URLSearchParams[];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  listCalls = [];
  const answers = {
    'GET /api/admin/me': () => ({ status: 200, body: meOf({ roles: ['clinic_staff'], clinicIds: [1] }) }),
    'GET /api/admin/patient_change_requests': () => ({ status: 200, body: list }),
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/patient_change_requests') listCalls.push(url.searchParams);
    return fakeFetch(answers)(input, init);
  });
  storeStaffUser(testConfig().signIn);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const last = () => Object.fromEntries(listCalls.at(-1) ?? []);

describe('/admin/change-requests', () => {
  it('asks the server for the status, sort and page of the address, and shows the counts', async () => {
    renderRoutes(routes, '/admin/change-requests?status=DONE&sort=patientName&direction=asc');
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
    expect(last()).toMatchObject({
      status: 'DONE',
      sort: 'patientName',
      direction: 'asc',
      page: '1',
      pageSize: '25',
    });
    const tabs = screen.getByRole('navigation', { name: 'admin.change_requests.states' });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe(
      'admin.change_request_status.DONE (60)',
    );
    expect(screen.getByText('admin.change_field.lastName, admin.change_field.email')).toBeTruthy();
    const sorted = screen.getByRole('columnheader', { name: /admin.appointment.patient/ });
    expect(sorted.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'admin.pager.next' }));
    expect(await screen.findByText('admin.pager.page')).toBeTruthy();
    await vi.waitFor(() => expect(last()).toMatchObject({ page: '2', status: 'DONE' }));
    fireEvent.click(within(sorted).getByRole('button'));
    await vi.waitFor(() =>
      expect(last()).toMatchObject({ sort: 'patientName', direction: 'desc', page: '1' }),
    );
  });
});
