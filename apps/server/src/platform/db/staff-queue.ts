import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from './schema';

/** Whose rows a staff caller sees: every clinic's (admin) or those of these clinics. */
export type ClinicFilter = { all: true } | { all: false; clinicIds: number[] };

/** LIKE pattern of a search text, its wildcards taken literally. */
export const contains = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows of the caller's clinics and general ones without a clinic (which any clinic's staff may
 * work on); undefined when the caller sees every clinic, so no condition is added.
 */
export function clinicVisible(clinics: ClinicFilter, clinicColumn: string): RawBuilder<boolean> | undefined {
  if (clinics.all) return undefined;
  const column = sql.ref(clinicColumn);
  const ids = clinics.clinicIds;
  return ids.length
    ? sql<boolean>`(${column} in (${sql.join(ids)}) or ${column} is null)`
    : sql<boolean>`${column} is null`;
}

/** A queue search: the joined patient's name or email, or the row's booking key, contains the text. */
export function patientOrKeyMatches(search: string, bookingKeyColumn: string): RawBuilder<boolean> {
  const pattern = contains(search);
  return sql<boolean>`(lower(patient.first_name || ' ' || patient.last_name) like ${pattern}
    or lower(coalesce(patient.email, '')) like ${pattern}
    or lower(${sql.ref(bookingKeyColumn)}) like ${pattern})`;
}

/**
 * A queue query joined with `patient`, narrowed to the caller's clinics, the asked clinic and the
 * search text; the columns name the row's clinic and booking key.
 */
export function narrowQueue<Q extends { where(expression: Expression<SqlBool>): Q }>(
  q: Q,
  columns: { clinic: string; bookingKey: string },
  clinics: ClinicFilter,
  query: { clinicId?: number; search?: string },
): Q {
  let narrowed = q;
  const visible = clinicVisible(clinics, columns.clinic);
  if (visible) narrowed = narrowed.where(visible);
  if (query.clinicId !== undefined) {
    narrowed = narrowed.where(sql<boolean>`${sql.ref(columns.clinic)} = ${query.clinicId}`);
  }
  if (query.search) narrowed = narrowed.where(patientOrKeyMatches(query.search, columns.bookingKey));
  return narrowed;
}

/**
 * Whether the patient row `patient.id` has an appointment or booking request at one of these
 * clinics, or under this booking key.
 */
export function patientHasBooking(
  eb: ExpressionBuilder<Database, 'patient'>,
  where: { clinicIds: number[] } | { bookingKey: string },
) {
  const appointments = eb
    .selectFrom('appointment')
    .select('appointment.id')
    .whereRef('appointment.patientId', '=', 'patient.id');
  const requests = eb
    .selectFrom('bookingRequest')
    .select('bookingRequest.id')
    .whereRef('bookingRequest.patientId', '=', 'patient.id');
  return 'bookingKey' in where
    ? eb.or([
        eb.exists(appointments.where('appointment.bookingKey', '=', where.bookingKey)),
        eb.exists(requests.where('bookingRequest.bookingKey', '=', where.bookingKey)),
      ])
    : eb.or([
        eb.exists(appointments.where('appointment.clinicId', 'in', where.clinicIds)),
        eb.exists(requests.where('bookingRequest.clinicId', 'in', where.clinicIds)),
      ]);
}

export type StatusQueueQuery<S extends string> = {
  status: S;
  sort: 'createdAt' | 'patientName';
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/**
 * One page of a request queue `r` joined with its patient: every status's count (for the tabs),
 * and the rows of the chosen status, sorted with the id as tie-break, as the list contracts answer.
 */
export async function statusQueuePage<S extends string, Row, Item>(
  query: StatusQueueQuery<S>,
  emptyCounts: Record<S, number>,
  load: {
    counts: () => Promise<{ status: string; count: string }[]>;
    rows: (order: RawBuilder<unknown>, limit: number, offset: number) => Promise<Row[]>;
  },
  toItem: (row: Row) => Item,
) {
  const counts = { ...emptyCounts };
  for (const row of await load.counts()) counts[row.status as S] = Number(row.count);
  const sortColumn = {
    createdAt: sql`r.created_at`,
    patientName: sql`lower(patient.last_name || ' ' || patient.first_name)`,
  }[query.sort];
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const rows = await load.rows(
    sql`${sortColumn} ${direction}, r.id ${direction}`,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return {
    items: rows.map(toItem),
    total: counts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
