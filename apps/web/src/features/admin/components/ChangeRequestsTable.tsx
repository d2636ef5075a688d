import type { ChangeRequestListItem } from '@rb/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueSort } from '../lib/queue-address';
import { type QueueTableProps, queueColumns } from './queue-columns';
import { ServerTable, type serverTableFeatures } from './ServerTable';

const column = createColumnHelper<typeof serverTableFeatures, ChangeRequestListItem>();
const sortable: Record<string, QueueSort['field']> = { patientName: 'patientName', createdAt: 'createdAt' };

/** The change-request queue's rows as the server sorts and pages them. */
export function ChangeRequestsTable({
  items,
  caption,
  empty,
  sort,
  onSort,
}: QueueTableProps<ChangeRequestListItem, QueueSort>) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const { patient, clinic, received } = queueColumns(column, {
      t,
      language: i18n.language,
      path: '/admin/change-requests',
      patientHeader: t('admin.appointment.patient'),
    });
    return column.columns([
      patient,
      column.display({
        id: 'fields',
        header: () => t('admin.change_requests.fields'),
        cell: (info) => info.row.original.fields.map((field) => t(`admin.change_field.${field}`)).join(', '),
      }),
      column.display({
        id: 'origin',
        header: () => t('admin.change_request.origin'),
        cell: (info) => t(`admin.change_origin.${info.row.original.origin}`),
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
