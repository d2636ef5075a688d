import { useSearchParams } from 'react-router';
import type { ServerSort } from '../components/ServerTable';

/** The sort of a queue the server sorts: by when it arrived or by the patient's name. */
export type QueueSort = ServerSort<'createdAt' | 'patientName'>;

const QUEUE_SORT_FIELDS = ['createdAt', 'patientName'] as const;

/**
 * The address's search parameters with `update`, which sets several at once and clears those given
 * null or '' (so a link or reload shows the same view).
 */
export function useAddressParams() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return { search, setSearch, update };
}

/**
 * A queue's filter (`statusParam`, default `status`), sort, search text and page kept in the address.
 * Values edited by hand fall back to the defaults rather than sending the server nonsense.
 */
export function useQueueAddress<S extends string, F extends string = QueueSort['field']>(
  states: readonly S[],
  fallback: S,
  options: { statusParam?: string; sortFields?: readonly F[] } = {},
) {
  const { search, update } = useAddressParams();
  const sortFields = (options.sortFields ?? QUEUE_SORT_FIELDS) as readonly string[];
  const raw = search.get(options.statusParam ?? 'status');
  const status = (states as readonly string[]).includes(raw ?? '') ? (raw as S) : fallback;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const direction: 'asc' | 'desc' = search.get('direction') === 'asc' ? 'asc' : 'desc';
  const rawSort = search.get('sort') ?? '';
  const sort = (sortFields.includes(rawSort) ? rawSort : 'createdAt') as F;
  const text = search.get('search') ?? '';
  return { status, page, direction, sort, text, update };
}
