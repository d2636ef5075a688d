import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeField, renderRoutes, testConfig } from '../../../test/support';
import { ShareModal } from './ShareModal';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function open(config = testConfig(), onClose = vi.fn()) {
  renderRoutes(
    [{ path: '/', element: <ShareModal bookingKey="KEY1" isOpen onClose={onClose} /> }],
    '/',
    config,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareModal', () => {
  it('refuses an invalid contact and a phone when SMS sharing is off', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    open(testConfig((c) => (c.features.smsSharingEnabled = false)));
    expect(screen.queryByText('share.contact_type.phone')).toBeNull();
    changeField(await screen.findByLabelText('share.contact_details'), {
      target: { value: '0412345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'share.submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('message.invalid_contact_details');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the note against the configured maximum', async () => {
    vi.stubGlobal('fetch', vi.fn());
    open(testConfig((c) => (c.application.shareNoteMaxLength = 10)));
    changeField(await screen.findByLabelText('share.note'), { target: { value: 'x'.repeat(11) } });
    expect(screen.getByText('share.note_counter')).toBeTruthy();
    changeField(screen.getByLabelText('share.contact_details'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'share.submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('message.share_note_too_long');
  });

  it('sends a valid share by phone and closes', async () => {
    const fetchMock = vi.fn(async () =>
      json(
        {
          id: 1,
          contactDetails: '+61412345678',
          contactDetailsType: 'PHONE',
          contactName: null,
          type: 'RESULT',
          dateCreatedUTC: '2030-01-01T00:00:00.000Z',
          dateRevoked: null,
        },
        201,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = open(testConfig((c) => (c.features.smsSharingEnabled = true)));
    fireEvent.click(await screen.findByLabelText('share.contact_type.phone'));
    changeField(screen.getByLabelText('share.contact_details'), { target: { value: '+61412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'share.submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/secured/appointments/KEY1/shares');
    expect(JSON.parse(String(init.body))).toMatchObject({ contactDetailsType: 'PHONE', type: 'RESULT' });
  });
});
