import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../../test/render';
import { changeField } from '../../../../test/support';
import { adminAppointment } from '../../test/admin-appointment';
import { ReferrerForm } from './ReferrerForm';

let sent: unknown[];
beforeEach(() => {
  sent = [];
  const routes = {
    'PUT /api/admin/appointments/slug-1/referrer': (init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      return { status: 200, body: adminAppointment({ referrer: body }) };
    },
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => fakeFetch(routes)(input, init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the appointment’s referrer', () => {
  it('says when none is recorded, refuses a bad address, and saves an empty name as not given', async () => {
    await renderWithApp(<ReferrerForm slug="slug-1" referrer={null} />);
    expect(screen.getByText('admin.referrer.none')).toBeTruthy();
    const email = screen.getByLabelText('admin.referrer.email');
    changeField(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'admin.referrer.save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'admin.users.error.email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    changeField(email, { target: { value: 'gp@practice.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'admin.referrer.save' }));
    expect(await screen.findByText('admin.referrer.saved')).toBeTruthy();
    expect(sent).toEqual([{ email: 'gp@practice.example', name: null }]);
  });

  it('shows the recorded referrer in the form', async () => {
    await renderWithApp(<ReferrerForm slug="slug-1" referrer={{ email: 'a@b.example', name: 'Dr A' }} />);
    expect(screen.getByText('admin.referrer.current')).toBeTruthy();
    expect(screen.getByLabelText('admin.referrer.email')).toHaveProperty('value', 'a@b.example');
    expect(screen.getByLabelText('admin.referrer.name')).toHaveProperty('value', 'Dr A');
  });
});
