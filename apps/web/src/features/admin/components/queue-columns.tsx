import { type ColumnHelper, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import { type ServerColumns, type ServerSort, ServerTable, type serverTableFeatures } from './ServerTable';

/** What a queue page gives its table: the server's rows and sort, and the texts around them. */
export interface QueueTableProps<T, Sort> {
  items: T[];
  caption: string;
  empty: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

export interface QueueRow {
  id: number;
  patientName: string;
  clinic: { name: string } | null;
  createdAt: string;
}

/**
 * The columns every request queue shows: the patient (linking to the request at `path`/id), the
 * clinic and when it arrived. Their ids are the ones the queues' sortable maps name.
 */
function queueColumns<T extends QueueRow>(
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

type Translate = ReturnType<typeof useTranslation>['t'];

/** A queue's own columns, shown between the patient and the clinic. */
export type OwnQueueColumns<T extends QueueRow> = (
  column: ColumnHelper<typeof serverTableFeatures, T>,
  t: Translate,
) => ServerColumns<T>;

/**
 * A request queue's table: the patient (linking to `path`/id), the queue's own columns, the clinic
 * and when it arrived, sorted and paged by the server. `ownColumns` is defined once per queue, not
 * per render.
 */
export function QueueTable<T extends QueueRow, F extends string>({
  path,
  patientHeader,
  sortable,
  ownColumns,
  items,
  caption,
  empty,
  sort,
  onSort,
}: QueueTableProps<T, ServerSort<F>> & {
  path: string;
  patientHeader: string;
  /** Columns the server sorts by, keyed by the table's column id. */
  sortable: Record<string, F>;
  ownColumns: OwnQueueColumns<T>;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const column = createColumnHelper<typeof serverTableFeatures, T>();
    const { patient, clinic, received } = queueColumns(column, {
      t,
      language: i18n.language,
      path,
      patientHeader,
    });
    return column.columns([patient, ...ownColumns(column, t), clinic, received]);
  }, [t, i18n.language, path, patientHeader, ownColumns]);
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
