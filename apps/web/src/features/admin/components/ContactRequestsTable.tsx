import type { ContactRequestListItem } from '@rb/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueSort } from '../lib/queue-address';
import { type QueueTableProps, queueColumns } from './queue-columns';
import { ServerTable, type serverTableFeatures } from './ServerTable';

const column = createColumnHelper<typeof serverTableFeatures, ContactRequestListItem>();
const sortable: Record<string, QueueSort['field']> = { patientName: 'patientName', createdAt: 'createdAt' };

/** The call-back and message queue's rows as the server sorts and pages them. */
export function ContactRequestsTable({
  items,
  caption,
  empty,
  sort,
  onSort,
}: QueueTableProps<ContactRequestListItem, QueueSort>) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const { patient, clinic, received } = queueColumns(column, {
      t,
      language: i18n.language,
      path: '/admin/contact-requests',
      patientHeader: t('admin.appointment.patient'),
    });
    return column.columns([
      patient,
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
