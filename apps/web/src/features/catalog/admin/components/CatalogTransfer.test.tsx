import { type CatalogImportReport, catalogSections } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../../test/render';
import { CatalogTransfer } from './CatalogTransfer';

const empty = () => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  errors: [] as CatalogImportReport['sections']['regions']['errors'],
});
function reportOf(written: boolean, dryRun: boolean, mistakes = false): CatalogImportReport {
  const sections = Object.fromEntries(
    catalogSections.map((s) => [s, empty()]),
  ) as CatalogImportReport['sections'];
  sections.clinics.created = 2;
  if (mistakes)
    sections.clinics.errors.push({ path: 'clinics.1', field: 'timeZone', message: 'message.field_required' });
  return { written, dryRun, sections };
}

let asked: string[];
let mistakes: boolean;
beforeEach(() => {
  asked = [];
  mistakes = false;
  const routes = fakeFetch({
    'POST /api/admin/catalog/import': () => {
      const dryRun = asked.at(-1)?.endsWith('dryRun=true') ?? true;
      return { status: 200, body: reportOf(!dryRun, dryRun, mistakes) };
    },
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(`${init?.method} ${String(input)}`);
    return routes(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const choose = (content: string) =>
  fireEvent.change(screen.getByLabelText('admin.catalog.transfer.file'), {
    target: { files: [new File([content], 'catalogue.json', { type: 'application/json' })] },
  });

describe('catalogue export and import on the catalogue screen', () => {
  it('checks a chosen file at once, lists its mistakes by place and field, and offers no import', async () => {
    mistakes = true;
    await renderWithApp(<CatalogTransfer />);
    choose('{"version":1}');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('admin.catalog.transfer.has_errors');
    expect(asked).toEqual(['POST /api/admin/catalog/import?dryRun=true']);
    const list = screen.getByRole('table', { name: 'admin.catalog.transfer.mistakes' });
    expect(within(list).getByText('clinics.1')).toBeTruthy();
    expect(within(list).getByText('timeZone')).toBeTruthy();
    expect(within(list).getByText('message.field_required')).toBeTruthy();
    const summary = screen.getByRole('table', { name: 'admin.catalog.transfer.report' });
    const clinics = within(summary).getByRole('rowheader', {
      name: 'admin.catalog.transfer.sections.clinics',
    });
    expect(clinics.parentElement?.textContent).toContain('2');
    expect(
      screen.getByRole('button', { name: 'admin.catalog.transfer.import_now' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('imports a clean file only when asked, after its dry run', async () => {
    await renderWithApp(<CatalogTransfer />);
    choose('{"version":1}');
    expect((await screen.findByRole('status')).textContent).toBe('admin.catalog.transfer.checked');
    fireEvent.click(screen.getByRole('button', { name: 'admin.catalog.transfer.import_now' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('admin.catalog.transfer.written'),
    );
    expect(asked).toEqual([
      'POST /api/admin/catalog/import?dryRun=true',
      'POST /api/admin/catalog/import?dryRun=false',
    ]);
    expect(screen.queryByRole('button', { name: 'admin.catalog.transfer.import_now' })).toBeNull();
  });

  it('says so when the file is not JSON, and sends nothing', async () => {
    await renderWithApp(<CatalogTransfer />);
    choose('{ not json');
    expect((await screen.findByRole('alert')).textContent).toBe('admin.catalog.transfer.unreadable');
    expect(asked).toEqual([]);
  });
});
