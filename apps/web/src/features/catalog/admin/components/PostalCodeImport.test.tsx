import type { PostalCodeImportOutcome } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../../test/render';
import { PostalCodeImport } from './PostalCodeImport';

let sent: { csv: string; dryRun: boolean }[];
let mistakes: boolean;
beforeEach(() => {
  sent = [];
  mistakes = false;
  const routes = fakeFetch({
    'POST /api/admin/postal_codes/import': () => {
      const dryRun = sent.at(-1)?.dryRun ?? true;
      const body: PostalCodeImportOutcome = {
        written: !dryRun && !mistakes,
        rows: 2,
        added: 1,
        updated: 1,
        errors: mistakes ? [{ row: 3, field: 'latitude', message: 'message.field_invalid' }] : [],
      };
      return { status: 200, body };
    },
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) sent.push(JSON.parse(String(init.body)));
    return routes(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const choose = (content: string) =>
  fireEvent.change(screen.getByLabelText('admin.catalog.postal.file'), {
    target: { files: [new File([content], 'postal.csv', { type: 'text/csv' })] },
  });

describe('postal codes from a sheet on the catalogue screen', () => {
  it('checks a chosen sheet at once and lists its mistakes by line and column, Import now disabled', async () => {
    mistakes = true;
    await renderWithApp(<PostalCodeImport />);
    choose('code,suburb,state,latitude,longitude\n4000,A,QLD,-27,153\n4001,B,QLD,north,153\n');
    expect((await screen.findByRole('status')).textContent).toBe('admin.catalog.transfer.has_errors');
    expect(sent).toEqual([{ csv: expect.stringContaining('north'), dryRun: true }]);
    const table = screen.getByRole('table', { name: 'admin.catalog.transfer.mistakes' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('3latitudemessage.field_invalid');
    expect(screen.getByRole('button', { name: 'admin.catalog.transfer.import_now' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('imports the checked sheet on Import now, sending the same contents, and offers no second import', async () => {
    await renderWithApp(<PostalCodeImport />);
    choose('code,suburb,state,latitude,longitude\n4000,A,QLD,-27,153\n');
    expect((await screen.findByRole('status')).textContent).toBe('admin.catalog.postal.checked');
    fireEvent.click(screen.getByRole('button', { name: 'admin.catalog.transfer.import_now' }));
    await screen.findByText('admin.catalog.postal.written');
    expect(sent.map((s) => s.dryRun)).toEqual([true, false]);
    expect(sent[1]?.csv).toBe(sent[0]?.csv);
    expect(screen.queryByRole('button', { name: 'admin.catalog.transfer.import_now' })).toBeNull();
  });
});
