import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { mayUse, sectionById } from '../lib/admin-sections';
import { type QueueSort, useQueueAddress } from '../lib/queue-address';
import type { AdminOutletContext } from '../pages/AdminLayout';
import { NoAccess } from './NoAccess';
import { QueuePager } from './QueuePager';
import { QueueSearch, QueueTabs } from './QueueTabs';
import type { QueueTableProps } from './queue-columns';
import type { ServerSort } from './ServerTable';

const PAGE_SIZE = 25;

export interface RequestList<T, S extends string> {
  items: T[];
  total: number;
  pageSize: number;
  counts: Record<S, number>;
}

export interface RequestQuery<S extends string, F extends string = QueueSort['field']> {
  status: S;
  page: number;
  pageSize: number;
  sort: F;
  direction: 'asc' | 'desc';
  search?: string;
}

/** What tells one staff queue from another: its section, names, states, list call and table. */
export interface RequestQueueProps<T, S extends string, F extends string = QueueSort['field']> {
  /** Admin section id: the access check and the title (admin.section.<section>). */
  section: string;
  /** The page's class (admin-<name>) and title id (<name>-title). */
  name: string;
  /** Translation key prefix of the queue's own texts: <texts>.states, .search, .caption, .empty. */
  texts: string;
  /** Translation key prefix of the states' names. */
  stateTexts: string;
  searchId: string;
  states: readonly S[];
  initial: S;
  /** The address parameter of the state (default `status`). */
  statusParam?: string;
  sortFields?: readonly F[];
  useList: (query: RequestQuery<S, F>) => UseQueryResult<RequestList<T, S>>;
  Table: ComponentType<QueueTableProps<T, ServerSort<F>>>;
}

/**
 * A staff queue (enquiries, change requests, call-back requests) behind its section's access
 * check: tabs by state with a count on each, search, the table and pages. Sorting, search and
 * paging happen on the server and live in the address.
 */
export function RequestQueue<T, S extends string, F extends string = QueueSort['field']>(
  props: RequestQueueProps<T, S, F>,
) {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById(props.section);
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <Queue {...props} />;
}

function Queue<T, S extends string, F extends string>(props: RequestQueueProps<T, S, F>) {
  const { name, texts, stateTexts, states, useList, Table } = props;
  const { t } = useTranslation();
  const { status, page, sort, direction, text, update } = useQueueAddress(states, props.initial, {
    statusParam: props.statusParam,
    sortFields: props.sortFields,
  });
  const list = useList({ status, page, pageSize: PAGE_SIZE, sort, direction, search: text || undefined });
  const data = list.data;
  return (
    <section className={`page admin-${name}`} aria-labelledby={`${name}-title`}>
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id={`${name}-title`}>{t(`admin.section.${props.section}`)}</h1>
      <QueueTabs
        label={t(`${texts}.states`)}
        states={states}
        current={status}
        counts={data?.counts}
        textKey={stateTexts}
        param={props.statusParam}
      />
      <QueueSearch
        id={props.searchId}
        label={t(`${texts}.search`)}
        text={text}
        onSearch={(value) => update({ search: value, page: null })}
      />
      {list.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={list.error} />
      {data && (
        <>
          <Table
            items={data.items}
            caption={t(`${texts}.caption`, {
              state: t(`${stateTexts}.${String(status)}`),
              total: data.total,
            })}
            empty={t(`${texts}.empty`)}
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
