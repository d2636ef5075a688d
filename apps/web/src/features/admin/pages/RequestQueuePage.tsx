import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { NoAccess } from '../components/NoAccess';
import { QueuePager } from '../components/QueuePager';
import { QueueSearch, QueueTabs } from '../components/QueueTabs';
import type { QueueTableProps } from '../components/queue-columns';
import { mayUse, sectionById } from '../lib/admin-sections';
import { type QueueSort, useQueueAddress } from '../lib/queue-address';
import type { AdminOutletContext } from './AdminLayout';

const PAGE_SIZE = 25;

interface RequestList<T, S extends string> {
  items: T[];
  total: number;
  pageSize: number;
  counts: Record<S, number>;
}

interface RequestQuery<S extends string> {
  status: S;
  page: number;
  pageSize: number;
  sort: QueueSort['field'];
  direction: QueueSort['direction'];
  search?: string;
}

/** What tells the change-request and contact-request queues apart. */
export interface RequestQueueKind<T, S extends string> {
  /** Admin section id, also the prefix of the queue's translation keys (admin.<kind>.*). */
  kind: 'change_requests' | 'contact_requests';
  states: readonly S[];
  useList: (query: RequestQuery<S>) => UseQueryResult<RequestList<T, S>>;
  Table: ComponentType<QueueTableProps<T, QueueSort>>;
}

/** A request queue by status behind its section's access check; the server sorts and pages. */
export function RequestQueuePage<T, S extends string>(props: RequestQueueKind<T, S>) {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById(props.kind);
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <RequestQueue {...props} />;
}

function RequestQueue<T, S extends string>({ kind, states, useList, Table }: RequestQueueKind<T, S>) {
  const { t } = useTranslation();
  const singular = kind.replace(/s$/, '');
  const dashed = kind.replaceAll('_', '-');
  const { status, page, sort, direction, text, update } = useQueueAddress(states, 'OPEN' as S);
  const requests = useList({
    status,
    page,
    pageSize: PAGE_SIZE,
    sort,
    direction,
    search: text || undefined,
  });
  const data = requests.data;
  return (
    <section className={`page admin-${dashed}`} aria-labelledby={`${dashed}-title`}>
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id={`${dashed}-title`}>{t(`admin.section.${kind}`)}</h1>
      <QueueTabs
        label={t(`admin.${kind}.states`)}
        states={states}
        current={status}
        counts={data?.counts}
        textKey={`admin.${singular}_status`}
      />
      <QueueSearch
        id={`${singular.replaceAll('_', '-')}-search`}
        label={t(`admin.${kind}.search`)}
        text={text}
        onSearch={(value) => update({ search: value, page: null })}
      />
      {requests.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={requests.error} />
      {data && (
        <>
          <Table
            items={data.items}
            caption={t(`admin.${kind}.caption`, {
              state: t(`admin.${singular}_status.${String(status)}` as string),
              total: data.total,
            })}
            empty={t(`admin.${kind}.empty`)}
            sort={{ field: sort, direction }}
            onSort={(next) => update({ sort: next.field, direction: next.direction, page: null })}
          />
          <QueuePager
            page={page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
