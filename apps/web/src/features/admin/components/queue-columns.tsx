import type { ColumnHelper } from '@tanstack/react-table';
import type { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import type { serverTableFeatures } from './ServerTable';

/** What a queue page gives its table: the server's rows and sort, and the texts around them. */
export interface QueueTableProps<T, Sort> {
  items: T[];
  caption: string;
  empty: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

interface QueueRow {
  id: number;
  patientName: string;
  clinic: { name: string } | null;
  createdAt: string;
}

/**
 * The columns every request queue shows: the patient (linking to the request at `path`/id), the
 * clinic and when it arrived. Their ids are the ones the queues' sortable maps name.
 */
export function queueColumns<T extends QueueRow>(
  column: ColumnHelper<typeof serverTableFeatures, T>,
  {
    t,
    language,
    path,
    patientHeader,
  }: { t: ReturnType<typeof useTranslation>['t']; language: string; path: string; patientHeader: string },
) {
  return {
    patient: column.display({
      id: 'patientName',
      header: () => patientHeader,
      cell: (info) => <Link to={`${path}/${info.row.original.id}`}>{info.row.original.patientName}</Link>,
    }),
    clinic: column.display({
      id: 'clinic',
      header: () => t('admin.enquiries.clinic'),
      cell: (info) => info.row.original.clinic?.name ?? '—',
    }),
    received: column.display({
      id: 'createdAt',
      header: () => t('admin.enquiries.received'),
      cell: (info) => formatDateTime(info.row.original.createdAt, language),
    }),
  };
}
