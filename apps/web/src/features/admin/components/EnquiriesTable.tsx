import type { EnquiryListItem, enquirySortFields } from '@rb/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';

export interface EnquirySort {
  field: (typeof enquirySortFields)[number];
  direction: 'asc' | 'desc';
}

const features = tableFeatures({});
const column = createColumnHelper<typeof features, EnquiryListItem>();

/** Columns the server sorts by, keyed by the table's column id. */
const sortable: Record<string, EnquirySort['field']> = {
  patientName: 'patientName',
  clinic: 'clinicName',
  createdAt: 'createdAt',
};

/**
 * The enquiry queue's rows. The server sorts and pages (the table shows what it answers); a header
 * button changes the sort, and aria-sort says which column is sorted.
 */
export function EnquiriesTable({
  items,
  caption,
  sort,
  onSort,
}: {
  items: EnquiryListItem[];
  caption: string;
  sort: EnquirySort;
  onSort: (sort: EnquirySort) => void;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('patientName', {
          header: () => t('admin.enquiries.patient'),
          cell: (info) => (
            <Link to={`/admin/booking-requests/${info.row.original.id}`}>{info.getValue()}</Link>
          ),
        }),
        column.display({
          id: 'exams',
          header: () => t('admin.enquiries.exams'),
          cell: (info) => info.row.original.exams.map((exam) => exam.nameWithModality).join(', '),
        }),
        column.display({
          id: 'clinic',
          header: () => t('admin.enquiries.clinic'),
          cell: (info) => info.row.original.clinic?.name ?? '—',
        }),
        column.accessor('createdAt', {
          header: () => t('admin.enquiries.received'),
          cell: (info) => formatDateTime(info.getValue(), i18n.language),
        }),
      ]),
    [t, i18n.language],
  );
  const table = useTable({ features, columns, data: items, getRowId: (item) => String(item.id) });
  return (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const field = sortable[header.column.id];
              const sorted = field === sort.field ? sort.direction : null;
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  {field ? (
                    <button
                      type="button"
                      className="admin-sort-button"
                      onClick={() => onSort({ field, direction: sorted === 'asc' ? 'desc' : 'asc' })}
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden="true">
                        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                      </span>
                    </button>
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
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
