import type { EnquiryList } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../test/render';
import { changeField, renderRoutes, testConfig } from '../../../../test/support';
import AdminLayout from '../../../admin/pages/AdminLayout';
import { meOf } from '../../../identity/test/me';
import { storeStaffUser } from '../../../identity/test/stored-user';
import EnquiriesPage from './EnquiriesPage';

const routes = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [{ path: 'booking-requests', element: <EnquiriesPage /> }],
  },
];

const list = (total: number): EnquiryList => ({
  items: [
    {
      id: 7,
      bookingKey: 'k'.repeat(32),
      state: 'CONTACTED',
      status: 'PENDING',
      type: 'ENQUIRY',
      clinic: { id: 1, name: 'North Clinic' },
      patientName: 'Jane Citizen',
      exams: [{ slug: 'ct-colonography', name: 'Colonography', nameWithModality: 'CT Colonography' }],
      createdAt: '2026-11-20T01:00:00.000Z',
      updatedAt: '2026-11-20T01:00:00.000Z',
    },
  ],
  total,
  page: 1,
  pageSize: 25,
  counts: { NEW: 3, WAITING_FOR_PROTOCOL: 1, CONTACTED: total, BOOKED: 0, CLOSED: 2 },
});

/** The query of every enquiry list call, in order: sorting, filtering and paging are the server's. */
let listCalls: URLSearchParams[];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  listCalls = [];
  const answers = {
    'GET /api/admin/me': () => ({ status: 200, body: meOf({ roles: ['clinic_staff'], clinicIds: [1] }) }),
    'GET /api/admin/booking_requests': () => ({ status: 200, body: list(60) }),
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/booking_requests') listCalls.push(url.searchParams);
    return fakeFetch(answers)(input, init);
  });
  storeStaffUser(testConfig().signIn);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const last = () => Object.fromEntries(listCalls.at(-1) ?? []);

describe('/admin/booking-requests', () => {
  it('asks the server for the state in the address and shows the counts per state', async () => {
    renderRoutes(routes, '/admin/booking-requests?state=CONTACTED');
    expect(await screen.findByRole('link', { name: 'Jane Citizen' })).toBeTruthy();
    expect(last()).toMatchObject({
      state: 'CONTACTED',
      sort: 'createdAt',
      direction: 'desc',
      page: '1',
      pageSize: '25',
    });
    const tabs = screen.getByRole('navigation', { name: 'admin.enquiries.states' });
    const current = within(tabs).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('admin.enquiry_state.CONTACTED (60)');
    expect(within(tabs).getByText('(3)')).toBeTruthy();
  });

  it('sorts by a column on the server and says which column is sorted', async () => {
    renderRoutes(routes, '/admin/booking-requests');
    await screen.findByRole('link', { name: 'Jane Citizen' });
    expect(last()).toMatchObject({ state: 'NEW' });
    fireEvent.click(screen.getByRole('button', { name: 'admin.enquiries.patient' }));
    await vi.waitFor(() => expect(last()).toMatchObject({ sort: 'patientName', direction: 'asc' }));
    const header = screen.getByRole('columnheader', { name: /admin.enquiries.patient/ });
    await vi.waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(screen.getByRole('button', { name: 'admin.enquiries.patient' }));
    await vi.waitFor(() => expect(last()).toMatchObject({ sort: 'patientName', direction: 'desc' }));
  });

  it('pages and searches on the server', async () => {
    renderRoutes(routes, '/admin/booking-requests?state=CONTACTED');
    await screen.findByText('admin.pager.page');
    const previous = screen.getByRole('button', { name: 'admin.pager.previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'admin.pager.next' }));
    await vi.waitFor(() => expect(last()).toMatchObject({ page: '2', state: 'CONTACTED' }));
    changeField(screen.getByLabelText('admin.enquiries.search'), {
      target: { value: ' jane@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'admin.enquiries.search_submit' }));
    await vi.waitFor(() => expect(last()).toMatchObject({ search: 'jane@example.com', page: '1' }));
  });
});
