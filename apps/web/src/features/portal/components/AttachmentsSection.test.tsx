import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeField, renderRoutes } from '../../../test/support';
import type { PortalMode } from '../lib/portal-mode';
import { AttachmentsSection } from './AttachmentsSection';

const SLUG = 's'.repeat(24);
const file = {
  id: 7,
  slug: 'f'.repeat(24),
  fileName: 'referral.pdf',
  contentType: 'application/pdf',
  size: 100,
  documentTypeId: null,
  documentType: null,
  description: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  // Not the addresses the web used to build itself: the page must follow the server's links.
  document: { viewUrl: '/files/7/inline', downloadUrl: '/files/7/save' },
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function server() {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/document_types') return json([{ id: 4, title: 'Referral', description: null }]);
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        writes.push({ method: 'PUT', url, body });
        return json({ ...file, ...body });
      }
      return json([file]);
    }),
  );
  return writes;
}

const render = (mode: PortalMode) =>
  renderRoutes(
    [{ path: '/', element: <AttachmentsSection kind="appointment" ownerSlug={SLUG} mode={mode} /> }],
    '/',
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AttachmentsSection modes', () => {
  it('patient mode has the patient labels and no update', async () => {
    server();
    render('patient');
    expect(await screen.findByText('referral.pdf', { selector: '.attachment-name' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'portal.attachments.title' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'portal.attachments.upload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /portal.attachments.admin.edit/ })).toBeNull();
  });

  it('admin portal mode has its own labels and updates the document type and description', async () => {
    const writes = server();
    render('adminPortal');
    expect(await screen.findByText('referral.pdf', { selector: '.attachment-name' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'portal.attachments.admin.title' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'portal.attachments.admin.upload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /portal.attachments.delete/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /portal.attachments.admin.edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'portal.attachments.admin.edit_title' });
    const inDialog = within(dialog);
    await inDialog.findByRole('option', { name: 'Referral' });
    changeField(inDialog.getByLabelText('portal.attachments.document_type'), { target: { value: '4' } });
    changeField(inDialog.getByLabelText('portal.attachments.admin.description'), {
      target: { value: ' GP letter ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'portal.attachments.admin.save' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: `/api/secured/appointments/${SLUG}/attachments/7`,
        body: { documentTypeId: 4, description: 'GP letter' },
      },
    ]);
  });

  it('shows the attachment info modal with the file name and description (§2)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/document_types'
          ? json([])
          : json([
              { ...file, description: 'GP letter', documentType: { title: 'Referral', description: null } },
            ]),
      ),
    );
    render('patient');
    fireEvent.click(await screen.findByRole('button', { name: 'portal.attachments.info referral.pdf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'portal.attachments.info_title' }));
    expect(dialog.getByText('portal.attachments.info_file_name').nextElementSibling?.textContent).toBe(
      'referral.pdf',
    );
    expect(dialog.getByText('portal.attachments.info_description').nextElementSibling?.textContent).toBe(
      'GP letter',
    );
    expect(dialog.getByText('Referral')).toBeTruthy();
    expect(
      dialog.getByRole('link', { name: 'portal.attachments.info_open referral.pdf' }).getAttribute('href'),
    ).toBe('/files/7/inline');
  });

  it('opens, shows and saves the file at the links of its document (§3 document)', async () => {
    server();
    render('patient');
    const save = await screen.findByRole('link', { name: 'portal.attachments.download referral.pdf' });
    expect(save.getAttribute('href')).toBe('/files/7/save');
    fireEvent.click(screen.getByRole('button', { name: 'portal.attachments.view referral.pdf' }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer.querySelector('iframe')?.getAttribute('src')).toBe('/files/7/inline');
    expect(
      within(viewer).getByRole('link', { name: 'portal.attachments.download' }).getAttribute('href'),
    ).toBe('/files/7/save');
  });
});

describe('AttachmentsSection of a booking request', () => {
  it('shows which documents the exams need and which are still missing', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === '/api/document_types') return json([]);
        return json({
          attachments: [
            { ...file, documentTypeId: 1, documentType: { title: 'Referral', description: null } },
          ],
          examDocumentTypes: [
            {
              documentTypeId: 1,
              documentType: { title: 'Referral', description: null },
              uploadedDocument: { id: 7, fileName: 'referral.pdf' },
            },
            {
              documentTypeId: 3,
              documentType: { title: 'Previous imaging report', description: null },
              uploadedDocument: null,
            },
          ],
        });
      }),
    );
    renderRoutes(
      [{ path: '/', element: <AttachmentsSection kind="bookingRequest" ownerSlug={SLUG} /> }],
      '/',
    );
    const required = await screen.findByRole('region', { name: 'portal.attachments.required_documents' });
    const items = within(required).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Referral portal.attachments.required_uploaded',
      'Previous imaging report portal.attachments.required_missing',
    ]);
    expect(screen.getByText('referral.pdf', { selector: '.attachment-name' })).toBeTruthy();
    expect(calls).toContain(`/api/secured/booking_requests/${SLUG}/attachments/response`);
  });

  it('shows no required documents for an appointment', async () => {
    server();
    render('patient');
    expect(await screen.findByText('referral.pdf', { selector: '.attachment-name' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'portal.attachments.required_documents' })).toBeNull();
  });
});
