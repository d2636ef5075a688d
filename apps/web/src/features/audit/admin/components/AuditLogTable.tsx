import type { AuditLogEntry } from '@rb/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/date-format';
import { ServerTable, type serverTableFeatures } from '../../../admin';

const column = createColumnHelper<typeof serverTableFeatures, AuditLogEntry>();

/** The audit log's rows as the server pages them, newest first. */
export function AuditLogTable({
  items,
  caption,
  empty,
}: {
  items: AuditLogEntry[];
  caption: string;
  empty?: string;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', {
          header: () => t('admin.audit.at'),
          cell: (info) => formatDateTime(info.getValue(), i18n.language),
        }),
        column.display({
          id: 'actor',
          header: () => t('admin.audit.actor'),
          cell: (info) => {
            const { actorKind, actorName, actorRef } = info.row.original;
            const who = actorName ?? actorRef;
            return `${t(`admin.audit.kind.${actorKind}`)}${who ? `: ${who}` : ''}`;
          },
        }),
        column.accessor('action', { header: () => t('admin.audit.action') }),
        column.accessor('outcome', { header: () => t('admin.audit.outcome') }),
        column.display({
          id: 'patient',
          header: () => t('admin.audit.patient'),
          cell: (info) => info.row.original.patient?.name ?? '—',
        }),
        column.display({
          id: 'booking',
          header: () => t('admin.audit.booking'),
          cell: (info) => info.row.original.bookingRef ?? '—',
        }),
        column.display({
          id: 'object',
          header: () => t('admin.audit.object'),
          cell: (info) => info.row.original.object ?? '—',
        }),
      ]),
    [t, i18n.language],
  );
  return <ServerTable columns={columns} items={items} caption={caption} empty={empty} />;
}
