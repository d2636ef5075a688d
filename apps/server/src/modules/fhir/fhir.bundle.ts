import { randomUUID } from 'node:crypto';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { fhirBadParam } from './fhir.outcome';

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 500;

/** `_count` and `_offset` of a search: a page of at most MAX_COUNT entries. */
export interface Page {
  count: number;
  offset: number;
}

const whole = (value: string | undefined, name: string, min: number, max: number) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw fhirBadParam(name, `must be a whole number from ${min} to ${max}`);
  return n;
};

export function pageOf(query: Record<string, string | undefined>): Page {
  return {
    count: whole(query._count, '_count', 1, MAX_COUNT) ?? DEFAULT_COUNT,
    offset: whole(query._offset, '_offset', 0, Number.MAX_SAFE_INTEGER) ?? 0,
  };
}

/**
 * A searchset Bundle of one page of `all`, with `self` and, when more remain, `next` links that repeat
 * the search's own parameters with the next `_offset` (offset paging over a result computed afresh
 * per request: a slot taken between two pages moves the rest by one, which a client sees as a
 * missing or repeated free slot, never a wrong one).
 */
export function searchset<T extends Resource>(
  base: string,
  type: string,
  query: Record<string, string | undefined>,
  all: readonly T[],
  page: Page,
): Bundle<T> {
  const linkAt = (offset: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && key !== '_offset' && key !== '_count') params.set(key, value);
    }
    params.set('_count', String(page.count));
    if (offset > 0) params.set('_offset', String(offset));
    return `${base}/${type}?${params.toString()}`;
  };
  const slice = all.slice(page.offset, page.offset + page.count);
  const next = page.offset + page.count < all.length;
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: all.length,
    link: [
      { relation: 'self', url: linkAt(page.offset) },
      ...(next ? [{ relation: 'next', url: linkAt(page.offset + page.count) }] : []),
    ],
    entry: slice.map((resource) => ({
      // A proposed appointment ($find) has no id yet: a fresh urn:uuid names its entry.
      fullUrl: resource.id ? `${base}/${resource.resourceType}/${resource.id}` : `urn:uuid:${randomUUID()}`,
      resource,
      search: { mode: 'match' as const },
    })),
  };
}
