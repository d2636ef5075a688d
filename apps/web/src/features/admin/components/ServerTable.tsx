import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** The admin tables use no client-side table features: the server filters, sorts and pages. */
export const serverTableFeatures = tableFeatures({});
// biome-ignore lint/suspicious/noExplicitAny: the column value types differ per column; TanStack's own columns() helper types the array this way.
export type ServerColumns<T extends RowData> = Array<ColumnDef<typeof serverTableFeatures, T, any>>;

/** Which column the server sorted by and how; `F` is the queue's sort field names. */
export interface ServerSort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** aria-sort of a column header: which column the server sorted by, and how. */
export const ariaSort = <F extends string>(sort: ServerSort<F>, field: F | undefined) =>
  field !== sort.field ? undefined : sort.direction === 'asc' ? 'ascending' : 'descending';

/** A header button that sorts by its column (ascending first, then the other way). */
export function SortButton<F extends string>({
  label,
  field,
  sort,
  onSort,
}: {
  label: ReactNode;
  field: F;
  sort: ServerSort<F>;
  onSort: (sort: ServerSort<F>) => void;
}) {
  const sorted = field === sort.field ? sort.direction : null;
  return (
    <button
      type="button"
      className="admin-sort-button"
      onClick={() => onSort({ field, direction: sorted === 'asc' ? 'desc' : 'asc' })}
    >
      {label}
      <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
    </button>
  );
}

/**
 * An admin table showing the rows the server answered, in its order. Columns named in `sortable`
 * (column id → server sort field) get a sort button and aria-sort; `empty` is said when there are no rows.
 */
export function ServerTable<T extends RowData & { id: number | string }, F extends string = never>({
  columns,
  items,
  caption,
  empty,
  sorting,
  captionClassName,
  rowData,
}: {
  columns: ServerColumns<T>;
  items: T[];
  caption: string;
  empty?: string;
  captionClassName?: string;
  /** data-* attributes of a row, for styling rows by their state. */
  rowData?: (item: T) => Record<`data-${string}`, string | boolean | undefined>;
  sorting?: {
    sortable: Partial<Record<string, F>>;
    sort: ServerSort<F>;
    onSort: (sort: ServerSort<F>) => void;
  };
}) {
  const table = useTable({
    features: serverTableFeatures,
    columns,
    data: items,
    getRowId: (item) => String(item.id),
  });
  return (
    <>
      <table className="admin-table">
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const field = sorting?.sortable[header.column.id];
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorting ? ariaSort(sorting.sort, field) : undefined}
                  >
                    {sorting && field ? (
                      <SortButton
                        label={<table.FlexRender header={header} />}
                        field={field}
                        sort={sorting.sort}
                        onSort={sorting.onSort}
                      />
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} {...rowData?.(row.original)}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {empty && items.length === 0 && <p>{empty}</p>}
    </>
  );
}
