import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { QueueTableProps } from '../components/queue-columns';
import { type RequestList, type RequestQuery, RequestQueue } from '../components/RequestQueue';
import type { QueueSort } from '../lib/queue-address';

/** What tells the change-request and contact-request queues apart. */
export interface RequestQueueKind<T, S extends string> {
  /** Admin section id, also the prefix of the queue's translation keys (admin.<kind>.*). */
  kind: 'change_requests' | 'contact_requests';
  states: readonly S[];
  useList: (query: RequestQuery<S>) => UseQueryResult<RequestList<T, S>>;
  Table: ComponentType<QueueTableProps<T, QueueSort>>;
}

/** A queue of what patients asked from the portal, by status, named after its section. */
export function RequestQueuePage<T, S extends string>({
  kind,
  states,
  useList,
  Table,
}: RequestQueueKind<T, S>) {
  const singular = kind.replace(/s$/, '');
  return (
    <RequestQueue
      section={kind}
      name={kind.replaceAll('_', '-')}
      texts={`admin.${kind}`}
      stateTexts={`admin.${singular}_status`}
      searchId={`${singular.replaceAll('_', '-')}-search`}
      states={states}
      initial={'OPEN' as S}
      useList={useList}
      Table={Table}
    />
  );
}
