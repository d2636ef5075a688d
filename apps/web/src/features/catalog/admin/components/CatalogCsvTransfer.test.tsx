import { type CatalogImportReport, catalogSections } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../../test/render';
import { changeField } from '../../../../test/support';
import { CatalogCsvTransfer } from './CatalogCsvTransfer';

function reportOf(written: boolean, dryRun: boolean, mistakes: boolean): CatalogImportReport {
  const sections = Object.fromEntries(
    catalogSections.map((s) => [s, { created: 0, updated: 0, unchanged: 0, errors: [] }]),
  ) as unknown as CatalogImportReport['sections'];
  sections.exams.updated = 1;
  if (mistakes)
    sections.exams.errors.push({
      path: 'rows.3',
      field: 'durationMinutes',
      message: 'message.field_invalid',
    });
  return { written, dryRun, sections };
}

let asked: { call: string; body?: unknown }[];
let mistakes: boolean;
beforeEach(() => {
  asked = [];
  mistakes = false;
  const routes = fakeFetch({
    'POST /api/admin/catalog/import/csv': () => {
      const dryRun = asked.at(-1)?.call.endsWith('dryRun=true') ?? true;
      return { status: 200, body: reportOf(!dryRun, dryRun, mistakes) };
    },
    'GET /api/admin/catalog/export/csv': () => ({ status: 200, body: 'clinicPath,name\r\n' }),
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({
      call: `${init?.method ?? 'GET'} ${String(input)}`,
      body: init?.body && JSON.parse(String(init.body)),
    });
    return routes(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const choose = (content: string) =>
  fireEvent.change(screen.getByLabelText('admin.catalog.csv.file'), {
    target: { files: [new File([content], 'exams.csv', { type: 'text/csv' })] },
  });

describe('clinics and exams as spreadsheets on the catalogue screen', () => {
  it('checks a chosen sheet of the chosen section at once and lists its mistakes by row, offering no import', async () => {
    mistakes = true;
    await renderWithApp(<CatalogCsvTransfer />);
    changeField(screen.getByLabelText('admin.catalog.csv.section'), { target: { value: 'exams' } });
    choose('slug,durationMinutes\nmri-knee,30\nmri-hip,long\n');
    expect((await screen.findByRole('status')).textContent).toBe('admin.catalog.transfer.has_errors');
    expect(asked).toEqual([
      {
        call: 'POST /api/admin/catalog/import/csv?section=exams&dryRun=true',
        body: { csv: 'slug,durationMinutes\nmri-knee,30\nmri-hip,long\n' },
      },
    ]);
    const list = screen.getByRole('table', { name: 'admin.catalog.transfer.mistakes' });
    expect(within(list).getByText('rows.3')).toBeTruthy();
    expect(within(list).getByText('durationMinutes')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'admin.catalog.transfer.import_now' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('imports a clean sheet only when asked, after its dry run', async () => {
    await renderWithApp(<CatalogCsvTransfer />);
    choose('clinicPath,name\nsydney-cbd,Sydney City\n');
    expect((await screen.findByRole('status')).textContent).toBe('admin.catalog.transfer.checked');
    fireEvent.click(screen.getByRole('button', { name: 'admin.catalog.transfer.import_now' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('admin.catalog.transfer.written'),
    );
    expect(asked.map((a) => a.call)).toEqual([
      'POST /api/admin/catalog/import/csv?section=clinics&dryRun=true',
      'POST /api/admin/catalog/import/csv?section=clinics&dryRun=false',
    ]);
  });

  it('downloads the chosen section’s sheet', async () => {
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:sheet');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderWithApp(<CatalogCsvTransfer />);
    fireEvent.click(screen.getByRole('button', { name: 'admin.catalog.csv.download' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(asked.map((a) => a.call)).toEqual(['GET /api/admin/catalog/export/csv?section=clinics']);
    // The fake answers its body as JSON text; what matters is that the answer is what is saved.
    const [[file]] = saved.mock.calls as [[Blob]];
    expect(await file.text()).toContain('clinicPath,name');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('clinics.csv');
  });
});
