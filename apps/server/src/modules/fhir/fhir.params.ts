import { fhirBadParam } from './fhir.outcome';

/** A search's query as Fastify parses it: a repeated parameter is a list. */
export type FhirQuery = Record<string, string | string[] | undefined>;

/** Every value of a parameter: repeats AND, commas inside one value OR; here both just collect. */
export function values(query: FhirQuery, name: string): string[] {
  const raw = query[name];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export const single = (query: FhirQuery, name: string): string | undefined => {
  const all = values(query, name);
  if (all.length > 1) throw fhirBadParam(name, 'takes one value');
  return all[0];
};

/** The last path segment of a reference (`Location/3`, `3`, or an absolute address). */
export function referenceId(value: string, type: string, name: string): string {
  const match = new RegExp(`^(?:.*/)?(?:${type}/)?([A-Za-z0-9.-]{1,64})$`).exec(value);
  if (!match || (value.includes('/') && !value.includes(`${type}/`)))
    throw fhirBadParam(name, `must reference a ${type}`);
  return match[1] as string;
}

export const positiveIds = (list: string[], name: string): number[] =>
  list.map((v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
      throw fhirBadParam(name, 'names no such resource');
    return n;
  });

const DAY_MS = 86_400_000;

/** A time range from FHIR date parameters (`ge2026-03-02`, `lt2026-03-09T00:00:00Z`, `2026-03-02`). */
export function dateRange(list: string[], name: string): { from?: number; to?: number } {
  let from: number | undefined;
  let to: number | undefined;
  for (const raw of list) {
    const match =
      /^(eq|ge|gt|le|lt)?(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/.exec(
        raw,
      );
    if (!match)
      throw fhirBadParam(
        name,
        'must be a FHIR date or dateTime with an optional ge, gt, le, lt or eq prefix',
      );
    const prefix = match[1] ?? 'eq';
    const day = match[3] === undefined;
    const start = Date.parse(day ? `${match[2]}T00:00:00Z` : `${match[2]}${match[3]}`);
    if (Number.isNaN(start)) throw fhirBadParam(name, 'is not a date');
    // A bare date is the whole (UTC) day: `le2026-03-08` includes that day.
    const end = day ? start + DAY_MS : start + 1;
    if (prefix === 'eq') {
      from = Math.max(from ?? start, start);
      to = Math.min(to ?? end, end);
    } else if (prefix === 'ge') from = Math.max(from ?? start, start);
    else if (prefix === 'gt') from = Math.max(from ?? end, end);
    else if (prefix === 'lt') to = Math.min(to ?? start, start);
    else to = Math.min(to ?? end, end);
  }
  return { from, to };
}
