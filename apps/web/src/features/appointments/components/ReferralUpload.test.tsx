import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { changeField } from '../../../test/support';
import { ReferralUpload } from './ReferralUpload';

const KEY = 'abcdefghijklmnopqrstuv';
const uploaded = {
  id: 1,
  slug: 's',
  fileName: 'referral.pdf',
  contentType: 'application/pdf',
  size: 10,
  documentTypeId: null,
  documentType: null,
  description: null,
  createdAt: '2025-03-04T00:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReferralUpload', () => {
  it('refuses a file of another type before uploading, shows the file-types message and clears the file', async () => {
    const fetchMock = vi.fn(
      fakeFetch({ [`GET /api/booking_keys/${KEY}/referrals`]: () => ({ status: 200, body: [] }) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithApp(<ReferralUpload idPrefix="t" bookingKey={KEY} />);
    const input = screen.getByLabelText('booking.referral.choose_file') as HTMLInputElement;
    changeField(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain('booking.referral.file_types');
    expect(input.value).toBe('');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('uploads an accepted file as multipart field "file" and lists it', async () => {
    let listed: unknown[] = [];
    const fetchMock = vi.fn(
      fakeFetch({
        [`GET /api/booking_keys/${KEY}/referrals`]: () => ({ status: 200, body: listed }),
        [`POST /api/booking_keys/${KEY}/referrals`]: (init) => {
          const body = (init as RequestInit).body as FormData;
          expect(body.get('file')).toBeInstanceOf(File);
          listed = [uploaded];
          return { status: 201, body: uploaded };
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithApp(<ReferralUpload idPrefix="t" bookingKey={KEY} />);
    changeField(screen.getByLabelText('booking.referral.choose_file'), {
      target: { files: [new File(['%PDF-1.4'], 'referral.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByText(/referral\.pdf/)).textContent).toContain('referral.pdf');
  });

  it('shows the file-types message when the server refuses the bytes', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`GET /api/booking_keys/${KEY}/referrals`]: () => ({ status: 200, body: [] }),
        [`POST /api/booking_keys/${KEY}/referrals`]: () => ({
          status: 415,
          body: { status: 415, title: 'Unsupported', message: 'message.invalid_file_type' },
        }),
      }),
    );
    await renderWithApp(<ReferralUpload idPrefix="t" bookingKey={KEY} />);
    const input = screen.getByLabelText('booking.referral.choose_file') as HTMLInputElement;
    changeField(input, {
      target: { files: [new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('booking.referral.file_types'),
    );
    expect(input.value).toBe('');
  });
});
