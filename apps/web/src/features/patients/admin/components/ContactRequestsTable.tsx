import type { ContactRequestListItem } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import type { QueueSort } from '../../../admin';
import { type OwnQueueColumns, QueueTable, type QueueTableProps } from '../../../admin';

const sortable: Record<string, QueueSort['field']> = { patientName: 'patientName', createdAt: 'createdAt' };

const ownColumns: OwnQueueColumns<ContactRequestListItem> = (column, t) => [
  column.accessor('kind', {
    header: () => t('admin.contact_requests.kind'),
    cell: (info) => t(`admin.contact_kind.${info.getValue()}`),
  }),
  column.accessor('contactNumber', {
    header: () => t('admin.contact_requests.number'),
    cell: (info) => info.getValue() ?? '—',
  }),
  column.accessor('message', {
    header: () => t('admin.contact_requests.message'),
    cell: (info) => info.getValue() ?? '—',
  }),
  column.accessor('claimedBy', {
    header: () => t('admin.contact_requests.claimed_by'),
    cell: (info) => info.getValue() ?? '—',
  }),
];

/** The call-back and message queue's rows as the server sorts and pages them. */
export function ContactRequestsTable(props: QueueTableProps<ContactRequestListItem, QueueSort>) {
  const { t } = useTranslation();
  return (
    <QueueTable
      {...props}
      path="/admin/contact-requests"
      patientHeader={t('admin.appointment.patient')}
      sortable={sortable}
      ownColumns={ownColumns}
    />
  );
}
