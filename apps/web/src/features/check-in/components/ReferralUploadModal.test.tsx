import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import { ReferralUploadModal } from './ReferralUploadModal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReferralUploadModal', () => {
  it('imports the referral the clinic already holds instead of an upload (§7 attachments/imported)', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ imported: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onUploaded = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ReferralUploadModal
              appointmentId={42}
              slug="slug-42"
              documentTypeId={null}
              onUploaded={onUploaded}
              onCancel={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'check_in.referral_imported' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/secured/appointments/42/attachments/imported');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });
});
