import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeField, renderRoutes } from '../../../test/support';
import { StaffContactButtons } from './StaffContactButtons';

const KEY = 'k'.repeat(24);

function server(status: number) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      const body =
        status === 202
          ? { queued: true }
          : { status, title: 'Error', message: 'message.server_error_general' };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
      });
    }),
  );
  return calls;
}

const render = () => renderRoutes([{ path: '/', element: <StaffContactButtons bookingKey={KEY} /> }], '/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffContactButtons', () => {
  it('emails the call centre a required message and confirms it was sent', async () => {
    const calls = server(202);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.email_open' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.email_submit' }));
    expect(await screen.findByText('message.field_required')).toBeTruthy();
    expect(calls).toEqual([]);
    changeField(screen.getByLabelText('portal.contact.message'), { target: { value: ' Please call ' } });
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.email_submit' }));
    expect(await screen.findByText('portal.contact.email_sent')).toBeTruthy();
    expect(calls).toEqual([
      { url: `/api/secured/call_centre_email/${KEY}`, body: { message: 'Please call' } },
    ]);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('requests a call back with an optional number that must be valid when given', async () => {
    const calls = server(202);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.callback_open' }));
    await screen.findByRole('dialog');
    changeField(screen.getByLabelText('portal.contact.contact_number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.callback_submit' }));
    expect(await screen.findByText('message.field_invalid')).toBeTruthy();
    changeField(screen.getByLabelText('portal.contact.contact_number'), {
      target: { value: '0412 345 678' },
    });
    changeField(screen.getByLabelText('portal.contact.preferred_time'), {
      target: { value: 'After 3 pm' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.callback_submit' }));
    expect(await screen.findByText('portal.contact.callback_sent')).toBeTruthy();
    expect(calls).toEqual([
      {
        url: `/api/secured/callback_request/${KEY}`,
        body: { contactNumber: '0412345678', preferredTime: 'After 3 pm' },
      },
    ]);
  });

  it('shows no error modal or alert when the call fails, only a quiet note', async () => {
    server(500);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.callback_open' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.callback_submit' }));
    expect(await screen.findByText('portal.contact.failed')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps what the patient typed when a form is closed unsent and opened again', async () => {
    const calls = server(202);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.email_open' }));
    const dialog = await screen.findByRole('dialog');
    changeField(screen.getByLabelText('portal.contact.message'), {
      target: { value: 'Half a thought' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'common.close' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'portal.contact.email_open' }));
    await screen.findByRole('dialog');
    expect((screen.getByLabelText('portal.contact.message') as HTMLTextAreaElement).value).toBe(
      'Half a thought',
    );
    expect(calls).toEqual([]);
  });
});
