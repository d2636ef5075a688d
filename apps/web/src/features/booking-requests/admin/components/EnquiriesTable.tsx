import type { EnquiryListItem, enquirySortFields } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import type { ServerSort } from '../../../admin';
import { type OwnQueueColumns, QueueTable, type QueueTableProps } from '../../../admin';

export type EnquirySort = ServerSort<(typeof enquirySortFields)[number]>;

/** Columns the server sorts by, keyed by the table's column id. */
const sortable: Record<string, EnquirySort['field']> = {
  patientName: 'patientName',
  clinic: 'clinicName',
  createdAt: 'createdAt',
};

const ownColumns: OwnQueueColumns<EnquiryListItem> = (column, t) => [
  column.display({
    id: 'exams',
    header: () => t('admin.enquiries.exams'),
    cell: (info) => info.row.original.exams.map((exam) => exam.nameWithModality).join(', '),
  }),
];

/**
 * The enquiry queue's rows. The server sorts and pages (the table shows what it answers); a header
 * button changes the sort, and aria-sort says which column is sorted.
 */
export function EnquiriesTable(props: QueueTableProps<EnquiryListItem, EnquirySort>) {
  const { t } = useTranslation();
  return (
    <QueueTable
      {...props}
      path="/admin/booking-requests"
      patientHeader={t('admin.enquiries.patient')}
      sortable={sortable}
      ownColumns={ownColumns}
    />
  );
}
