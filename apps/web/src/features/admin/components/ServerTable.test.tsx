import { createColumnHelper } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerTable, type serverTableFeatures } from './ServerTable';

interface Row {
  id: number;
  name: string;
  city: string;
}
const column = createColumnHelper<typeof serverTableFeatures, Row>();
const columns = column.columns([
  column.accessor('name', { header: () => 'Name' }),
  column.accessor('city', { header: () => 'City' }),
]);
const rows: Row[] = [
  { id: 1, name: 'Ada', city: 'London' },
  { id: 2, name: 'Grace', city: 'New York' },
];

afterEach(cleanup);

describe('ServerTable', () => {
  it('shows the rows in the given order with a caption and no empty text', () => {
    render(<ServerTable columns={columns} items={rows} caption="People" empty="Nobody" />);
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Ada', 'London', 'Grace', 'New York']);
    expect(screen.queryByText('Nobody')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the empty text when there are no rows', () => {
    render(<ServerTable columns={columns} items={[]} caption="People" empty="Nobody" />);
    expect(screen.getByText('Nobody').tagName).toBe('P');
  });

  it('gives sortable columns a sort button and aria-sort, and asks for the other direction on a click', () => {
    const onSort = vi.fn();
    render(
      <ServerTable
        columns={columns}
        items={rows}
        caption="People"
        sorting={{ sortable: { name: 'name' }, sort: { field: 'name', direction: 'asc' }, onSort }}
      />,
    );
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith({ field: 'name', direction: 'desc' });
  });

  it('gives the caption its class and rows their data attributes', () => {
    render(
      <ServerTable
        columns={columns}
        items={rows}
        caption="People"
        captionClassName="visually-hidden"
        rowData={(row) => ({ 'data-disabled': row.id === 2 || undefined })}
      />,
    );
    expect(screen.getByText('People').className).toBe('visually-hidden');
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.getAttribute('data-disabled'))).toEqual([null, 'true']);
  });
});
