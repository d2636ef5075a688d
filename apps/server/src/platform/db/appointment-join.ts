import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * The one way to join an appointment's exam, modality and clinic (and patient), and an exam's
 * modality (issue 38). Use with `$call` on any query that has `appointment` (or `exam`) in scope
 * under its own name: `db.selectFrom('appointment').$call(joinAppointmentExam)`, or after joining
 * `appointment` to another table. Each join is an inner join on a NOT NULL foreign key, so it never
 * drops or repeats a row.
 *
 * Kysely cannot check joins on a builder whose tables are a type parameter; the builder is typed
 * here as the concrete one it is at run time, and the result as the caller's tables plus the joined
 * ones, so the caller's query stays fully typed.
 */
type Joined<DB, TB extends keyof DB, O, T extends keyof DB> = SelectQueryBuilder<DB, TB | T, O>;

/** A builder whose tables include `T` under its own name (an alias such as `appointment as a` fails). */
type With<DB, TB extends keyof DB, O, T extends string> = SelectQueryBuilder<DB, TB, O> &
  (T extends TB ? unknown : { [K in `missing table ${T}`]: never });

/** `exam` → `modality`. */
export function joinModality<DB extends Database, TB extends keyof DB, O>(
  qb: With<DB, TB, O, 'exam'>,
): Joined<DB, TB, O, 'modality'> {
  const q = qb as unknown as SelectQueryBuilder<Database, 'exam', O>;
  return q.innerJoin('modality', 'modality.id', 'exam.modalityId') as unknown as Joined<
    DB,
    TB,
    O,
    'modality'
  >;
}

/** `appointment` → `exam` → `modality`, and `appointment` → `clinic`. */
export function joinAppointmentExam<DB extends Database, TB extends keyof DB, O>(
  qb: With<DB, TB, O, 'appointment'>,
): Joined<DB, TB, O, 'exam' | 'modality' | 'clinic'> {
  const q = qb as unknown as SelectQueryBuilder<Database, 'appointment', O>;
  return q
    .innerJoin('exam', 'exam.id', 'appointment.examId')
    .$call(joinModality)
    .innerJoin('clinic', 'clinic.id', 'appointment.clinicId') as unknown as Joined<
    DB,
    TB,
    O,
    'exam' | 'modality' | 'clinic'
  >;
}

/** {@link joinAppointmentExam}, and `appointment` → `patient`. */
export function joinAppointmentExamPatient<DB extends Database, TB extends keyof DB, O>(
  qb: With<DB, TB, O, 'appointment'>,
): Joined<DB, TB, O, 'exam' | 'modality' | 'clinic' | 'patient'> {
  const q = joinAppointmentExam(qb as unknown as With<Database, 'appointment', O, 'appointment'>);
  return q.innerJoin('patient', 'patient.id', 'appointment.patientId') as unknown as Joined<
    DB,
    TB,
    O,
    'exam' | 'modality' | 'clinic' | 'patient'
  >;
}
