import type { EnquiryListItem, enquirySortFields } from '@rb/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueueTableProps, queueColumns } from './queue-columns';
import { type ServerSort, ServerTable, type serverTableFeatures } from './ServerTable';

export type EnquirySort = ServerSort<(typeof enquirySortFields)[number]>;

const column = createColumnHelper<typeof serverTableFeatures, EnquiryListItem>();

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
  empty,
  sort,
  onSort,
}: QueueTableProps<EnquiryListItem, EnquirySort>) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const { patient, clinic, received } = queueColumns(column, {
      t,
      language: i18n.language,
      path: '/admin/booking-requests',
      patientHeader: t('admin.enquiries.patient'),
    });
    return column.columns([
      patient,
      column.display({
        id: 'exams',
        header: () => t('admin.enquiries.exams'),
        cell: (info) => info.row.original.exams.map((exam) => exam.nameWithModality).join(', '),
      }),
      clinic,
      received,
    ]);
  }, [t, i18n.language]);
  return (
    <ServerTable
      columns={columns}
      items={items}
      caption={caption}
      empty={empty}
      sorting={{ sortable, sort, onSort }}
    />
  );
}
