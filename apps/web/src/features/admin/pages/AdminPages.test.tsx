import type { StaffUser, StaffUserList } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/render';
import { changeField, renderRoutes, testConfig } from '../../../test/support';
import UsersPage from '../../identity/admin/pages/UsersPage';
import { staffSession } from '../../identity/lib/staff-session';
import { meOf } from '../../identity/test/me';
import { storeStaffUser } from '../../identity/test/stored-user';
import AdminHomePage from './AdminHomePage';
import AdminLayout from './AdminLayout';

const settings = testConfig().signIn;
const routes = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminHomePage /> },
      { path: 'users', element: <UsersPage /> },
    ],
  },
];

const staffUser: StaffUser = {
  id: 'u2',
  username: 'sam.staff',
  email: 'sam@example.test',
  firstName: 'Sam',
  lastName: 'Staff',
  organisation: null,
  roles: ['clinic_staff'],
  clinicIds: [1],
  disabled: false,
  invitationPending: false,
  secondFactorEnrolled: false,
  secondFactorRequired: false,
  signInLocked: false,
};
const userList = (patch: Partial<StaffUserList> = {}): StaffUserList => ({
  localAccounts: true,
  users: [staffUser],
  secondFactorRoles: [],
  roleMapping: null,
  ...patch,
});

let answers: Record<string, (init?: RequestInit) => { status: number; body: unknown }>;
const posted: unknown[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  posted.length = 0;
  answers = {
    'GET /api/admin/me': () => ({ status: 200, body: meOf() }),
    'GET /api/admin/users': () => ({ status: 200, body: userList() }),
    'GET /api/clinics': () => ({ status: 200, body: [] }),
    'POST /api/admin/users': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { ...staffUser, id: 'u3', email: 'new@example.test' } };
    },
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => fakeFetch(answers)(input, init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin', () => {
  it('sends a visitor who is not signed in to the provider, returning to the page asked for', async () => {
    const redirect = vi.spyOn(staffSession(settings).manager, 'signinRedirect').mockResolvedValue(undefined);
    renderRoutes(routes, '/admin/users?x=1');
    await vi.waitFor(() =>
      expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/admin/users?x=1' } }),
    );
    expect(screen.getByText('signin.redirecting')).toBeTruthy();
  });

  it('lists what an admin may do, users included', async () => {
    storeStaffUser(settings);
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'admin.title' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/admin/users');
    expect(links).toContain('/admin/configuration');
  });

  it('lists only the referrer’s own parts for a referrer', async () => {
    answers['GET /api/admin/me'] = () => ({ status: 200, body: meOf({ roles: ['referrer'] }) });
    storeStaffUser(settings);
    renderRoutes(routes, '/admin');
    await screen.findByRole('heading', { name: 'admin.title' });
    // Referrers give report feedback from their links; reading it is the radiologist's (issue 42).
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/referrals',
    ]);
  });

  it('shows a clear no-access page to a signed-in user without a role', async () => {
    answers['GET /api/admin/me'] = () => ({ status: 200, body: meOf({ roles: [] }) });
    storeStaffUser(settings);
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'admin.no_access.title' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'user_menu.logout' })).toBeTruthy();
  });

  it('shows the no-access page when the server refuses the user (403)', async () => {
    answers['GET /api/admin/me'] = () => ({
      status: 403,
      body: { status: 403, title: 'Forbidden', message: 'message.forbidden' },
    });
    storeStaffUser(settings);
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'admin.no_access.title' })).toBeTruthy();
  });

  it('keeps clinic staff out of the users page', async () => {
    answers['GET /api/admin/me'] = () => ({ status: 200, body: meOf({ roles: ['clinic_staff'] }) });
    storeStaffUser(settings);
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'admin.no_access.title' })).toBeTruthy();
  });
});

describe('/admin/users', () => {
  it('lists the accounts in a table', async () => {
    storeStaffUser(settings);
    renderRoutes(routes, '/admin/users');
    const table = await screen.findByRole('table');
    const row = within(table).getByText('sam.staff').closest('tr') as HTMLElement;
    expect(within(row).getByText('admin.role.clinic_staff')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'admin.users.disable_for' })).toBeTruthy();
    expect(within(row).queryByText(/admin.users.state.sign_in_locked/)).toBeNull();
  });

  it('says which account the sign-in lock holds', async () => {
    answers['GET /api/admin/users'] = () => ({
      status: 200,
      body: userList({ users: [{ ...staffUser, signInLocked: true }] }),
    });
    storeStaffUser(settings);
    renderRoutes(routes, '/admin/users');
    const table = await screen.findByRole('table');
    const row = within(table).getByText('sam.staff').closest('tr') as HTMLElement;
    expect(within(row).getByText(/admin.users.state.sign_in_locked/)).toBeTruthy();
  });

  it('checks the invitation with the contract and shows each field error', async () => {
    storeStaffUser(settings);
    renderRoutes(routes, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'admin.users.send_invitation' }));
    expect(await screen.findByText('admin.users.error.email')).toBeTruthy();
    expect(screen.getByText('admin.users.error.roles_required')).toBeTruthy();
    expect(screen.getByLabelText('admin.users.email').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it('invites a user by email with the chosen roles', async () => {
    storeStaffUser(settings);
    renderRoutes(routes, '/admin/users');
    const form = (await screen.findByRole('heading', { name: 'admin.users.invite' })).closest(
      'form',
    ) as HTMLElement;
    changeField(within(form).getByLabelText('admin.users.email'), {
      target: { value: 'new@example.test' },
    });
    fireEvent.click(within(form).getByLabelText('admin.role.radiologist'));
    fireEvent.click(within(form).getByRole('button', { name: 'admin.users.send_invitation' }));
    expect(await screen.findByText('admin.users.invited')).toBeTruthy();
    expect(posted).toEqual([
      {
        email: 'new@example.test',
        firstName: null,
        lastName: null,
        organisation: null,
        roles: ['radiologist'],
        clinicIds: [],
      },
    ]);
  });

  it('shows the role mapping instead of accounts with an external authority', async () => {
    answers['GET /api/admin/users'] = () => ({
      status: 200,
      body: userList({
        localAccounts: false,
        users: [],
        roleMapping: {
          issuer: 'https://login.example',
          claim: 'groups',
          map: { 'Radiology.Admin': 'admin' },
        },
      }),
    });
    storeStaffUser(settings);
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'admin.users.role_mapping_title' })).toBeTruthy();
    expect(screen.getByText('Radiology.Admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'admin.users.send_invitation' })).toBeNull();
  });
});
