import type { AdminPatientSummary } from '@rb/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerTable, type serverTableFeatures } from '../../../admin';

const column = createColumnHelper<typeof serverTableFeatures, AdminPatientSummary>();

/** Patients found by the search, with their record number (what a merge names) and bookings. */
export function PatientsTable({
  items,
  caption,
  empty,
}: {
  items: AdminPatientSummary[];
  caption: string;
  empty?: string;
}) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'name',
          header: () => t('admin.patients.name'),
          cell: (info) => (
            <Link to={`/admin/patients/${info.row.original.id}`}>
              {info.row.original.lastName}, {info.row.original.firstName}
            </Link>
          ),
        }),
        column.accessor('id', { header: () => t('admin.patients.record') }),
        column.accessor('dateOfBirth', { header: () => t('admin.patients.date_of_birth') }),
        column.accessor('email', {
          header: () => t('admin.patients.email'),
          cell: (info) => info.getValue() ?? '—',
        }),
        column.accessor('contactNumber', {
          header: () => t('admin.patients.phone'),
          cell: (info) => info.getValue() ?? '—',
        }),
        column.accessor('bookings', { header: () => t('admin.patients.bookings') }),
      ]),
    [t],
  );
  return <ServerTable columns={columns} items={items} caption={caption} empty={empty} />;
}
