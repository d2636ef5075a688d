import type { AdminCatalog, CurrentUser } from '@rb/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../../test/render';
import { changeField } from '../../../../test/support';
import CatalogAdminPage from './CatalogAdminPage';

const catalog: AdminCatalog = {
  regions: [{ id: 1, slug: 'brisbane', name: 'Brisbane', latitude: -27.4, longitude: 153, sortOrder: 1 }],
  modalities: [{ id: 1, code: 'XR', name: 'X-Ray' }],
  bodyParts: [],
  documentTypes: [],
  questionnaires: [],
  clinics: [],
  exams: [],
};

let sent: Record<string, unknown>[];
beforeEach(() => {
  sent = [];
  const routes = {
    'GET /api/admin/catalog': () => ({ status: 200, body: catalog }),
    'POST /api/admin/clinics': (init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return {
        status: 400,
        body: {
          status: 400,
          title: 'Bad Request',
          message: 'message.validation_error',
          errors: [
            { field: 'body.timeZone', message: 'message.field_required' },
            { field: 'clinicPath', message: 'message.catalog_path_taken' },
          ],
        },
      };
    },
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => fakeFetch(routes)(input, init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { roles: ['admin'], allowedActions: ['catalog.manage'], clinicIds: [] } as unknown as CurrentUser;

describe('the catalogue for admins', () => {
  it('shows each of the server’s refusals beside its own field', async () => {
    await renderWithApp(
      <Routes>
        <Route element={<Outlet context={{ me }} />}>
          <Route path="/admin/catalog" element={<CatalogAdminPage />} />
        </Route>
      </Routes>,
      { path: '/admin/catalog' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'admin.catalog.clinic.add' }));
    changeField(screen.getByLabelText('admin.catalog.clinic.name'), { target: { value: 'Toowong' } });
    changeField(screen.getByLabelText('admin.catalog.clinic.clinicPath'), {
      target: { value: 'sydney-cbd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'admin.catalog.save' }));
    const zone = screen.getByLabelText('admin.catalog.clinic.timeZone');
    await vi.waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'message.field_required',
    );
    const path = screen.getByLabelText('admin.catalog.clinic.clinicPath');
    expect(document.getElementById(path.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'message.catalog_path_taken',
    );
    expect(screen.getByLabelText('admin.catalog.clinic.name').getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Toowong', clinicPath: 'sydney-cbd', timeZone: '' }),
    ]);
  });
});
