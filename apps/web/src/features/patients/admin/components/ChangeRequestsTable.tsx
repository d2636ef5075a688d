import type { ChangeRequestListItem } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import type { QueueSort } from '../../../admin';
import { type OwnQueueColumns, QueueTable, type QueueTableProps } from '../../../admin';

const sortable: Record<string, QueueSort['field']> = { patientName: 'patientName', createdAt: 'createdAt' };

const ownColumns: OwnQueueColumns<ChangeRequestListItem> = (column, t) => [
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
];

/** The change-request queue's rows as the server sorts and pages them. */
export function ChangeRequestsTable(props: QueueTableProps<ChangeRequestListItem, QueueSort>) {
  const { t } = useTranslation();
  return (
    <QueueTable
      {...props}
      path="/admin/change-requests"
      patientHeader={t('admin.appointment.patient')}
      sortable={sortable}
      ownColumns={ownColumns}
    />
  );
}
