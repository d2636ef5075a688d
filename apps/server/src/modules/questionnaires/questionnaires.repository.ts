import type {
  OutcomeFields,
  Questionnaire,
  QuestionnaireAnswerSummary,
  QuestionnaireType,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../booking-requests/booking-requests.tables';
import '../catalog/catalog.tables';
import type { StoredRule } from './questionnaires.outcomes';
import './questionnaires.tables';

/** The booking a key stands for, as far as questionnaires care: its exams and where it is. */
export type BookingRef =
  | {
      kind: 'appointment';
      appointments: { id: number; slug: string; examId: number; timeZone: string; status: string }[];
    }
  | { kind: 'bookingRequest'; id: number; status: string; examIds: number[]; timeZone: string | null };

export type AnswerOwner = { appointmentId: number } | { bookingRequestId: number };

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Every questionnaire joined to its newest version, in display order. */
export function newestVersions(db: Db) {
  return db
    .selectFrom('questionnaire as q')
    .innerJoin('questionnaireVersion as v', 'v.questionnaireId', 'q.id')
    .where('v.version', '=', (eb) =>
      eb
        .selectFrom('questionnaireVersion as latest')
        .select((e) => e.fn.max('latest.version').as('max'))
        .whereRef('latest.questionnaireId', '=', 'q.id'),
    )
    .select([
      'q.id',
      'q.key',
      'q.type',
      'q.title',
      'q.modalSize',
      'q.showClosingConfirmation',
      'q.general',
      'q.active',
      'v.id as versionId',
      'v.version',
      'v.definition',
    ])
    .orderBy('q.sortOrder')
    .orderBy('q.id');
}

export function createQuestionnairesRepository(db: Db) {
  /** Active questionnaires with their newest version, exams and modalities. */
  async function listCurrent(filter: {
    types?: QuestionnaireType[];
    ids?: number[];
  }): Promise<(Questionnaire & { versionId: number; key: string; active: boolean })[]> {
    let query = newestVersions(db);
    if (filter.types)
      query = query.where(
        'q.type',
        'in',
        filter.types.length ? filter.types : ['__none__' as QuestionnaireType],
      );
    if (filter.ids) query = query.where('q.id', 'in', filter.ids.length ? filter.ids : [-1]);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const exams = await db
      .selectFrom('questionnaireExam as qe')
      .innerJoin('exam', 'exam.id', 'qe.examId')
      .select(['qe.questionnaireId', 'exam.slug'])
      .where('qe.questionnaireId', 'in', ids)
      .execute();
    const modalities = await db
      .selectFrom('questionnaireModality')
      .select(['questionnaireId', 'modalityId'])
      .where('questionnaireId', 'in', ids)
      .execute();
    return rows.map((row) => ({
      ...row,
      definition: row.definition as Record<string, unknown>,
      examSlugs: exams.filter((e) => e.questionnaireId === row.id).map((e) => e.slug),
      modalityIds: modalities.filter((m) => m.questionnaireId === row.id).map((m) => m.modalityId),
    }));
  }

  return {
    listCurrent,

    async findBooking(bookingKey: string, appointmentSlug?: string): Promise<BookingRef | null> {
      let appointments = db
        .selectFrom('appointment')
        .innerJoin('clinic', 'clinic.id', 'appointment.clinicId')
        .select([
          'appointment.id',
          'appointment.slug',
          'appointment.examId',
          'appointment.status',
          'clinic.timeZone',
        ])
        .where('appointment.bookingKey', '=', bookingKey);
      if (appointmentSlug) appointments = appointments.where('appointment.slug', '=', appointmentSlug);
      const found = await appointments.orderBy('appointment.id').execute();
      if (found.length > 0) return { kind: 'appointment', appointments: found };
      if (appointmentSlug) return null;
      const request = await db
        .selectFrom('bookingRequest')
        .leftJoin('clinic', 'clinic.id', 'bookingRequest.clinicId')
        .select(['bookingRequest.id', 'bookingRequest.status', 'clinic.timeZone'])
        .where('bookingRequest.bookingKey', '=', bookingKey)
        .executeTakeFirst();
      if (!request) return null;
      const exams = await db
        .selectFrom('bookingRequestExam')
        .select('examId')
        .where('bookingRequestId', '=', request.id)
        .execute();
      return {
        kind: 'bookingRequest',
        id: request.id,
        status: request.status,
        timeZone: request.timeZone,
        examIds: exams.map((e) => e.examId),
      };
    },

    async examsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('exam')
        .select(['id', 'slug', 'name', 'modalityId', 'active'])
        .where('id', 'in', ids)
        .execute();
    },

    async examsBySlugs(slugs: string[]) {
      if (slugs.length === 0) return [];
      return db
        .selectFrom('exam')
        .select(['id', 'slug', 'name', 'modalityId', 'active'])
        .where('slug', 'in', slugs)
        .execute();
    },

    async modalitiesByCodes(codes: string[]) {
      if (codes.length === 0) return [];
      return db.selectFrom('modality').select(['id', 'code']).where('code', 'in', codes).execute();
    },

    async answerSummaries(
      bookingKey: string,
    ): Promise<(QuestionnaireAnswerSummary & { appointmentId: number | null })[]> {
      const rows = await db
        .selectFrom('questionnaireAnswer as a')
        .innerJoin('questionnaireVersion as v', 'v.id', 'a.questionnaireVersionId')
        .select([
          'a.id',
          'a.questionnaireId',
          'a.questionnaireType',
          'a.temporary',
          'a.createdAt',
          'a.appointmentId',
          'v.version',
        ])
        .where('a.bookingKey', '=', bookingKey)
        .orderBy('a.id')
        .execute();
      return rows.map((row) => ({
        answerId: row.id,
        questionnaireId: row.questionnaireId,
        questionnaireType: row.questionnaireType,
        version: row.version,
        temporary: row.temporary,
        createdAt: iso(row.createdAt),
        appointmentId: row.appointmentId,
      }));
    },

    /** Answers of a questionnaire for a booking key (one appointment of it when named), newest first. */
    async answersOf(bookingKey: string, questionnaireId: number, appointmentId?: number | null) {
      let query = db
        .selectFrom('questionnaireAnswer')
        .select(['id', 'appointmentId'])
        .where('bookingKey', '=', bookingKey)
        .where('questionnaireId', '=', questionnaireId);
      if (appointmentId) query = query.where('appointmentId', '=', appointmentId);
      return query.orderBy('id', 'desc').execute();
    },

    async deleteAnswers(trx: Db, ids: number[]) {
      if (ids.length === 0) return;
      await trx.deleteFrom('questionnaireAnswer').where('id', 'in', ids).execute();
    },

    async insertAnswer(
      trx: Db,
      answer: {
        bookingKey: string;
        owner: AnswerOwner | null;
        questionnaireId: number;
        versionId: number;
        type: QuestionnaireType;
        result: Record<string, unknown>;
        at: Date;
      },
    ): Promise<number> {
      const row = await trx
        .insertInto('questionnaireAnswer')
        .values({
          bookingKey: answer.bookingKey,
          appointmentId: answer.owner && 'appointmentId' in answer.owner ? answer.owner.appointmentId : null,
          bookingRequestId:
            answer.owner && 'bookingRequestId' in answer.owner ? answer.owner.bookingRequestId : null,
          temporary: answer.owner === null,
          questionnaireId: answer.questionnaireId,
          questionnaireVersionId: answer.versionId,
          questionnaireType: answer.type,
          result: JSON.stringify(answer.result),
          createdAt: answer.at.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The newest answer of each questionnaire of a booking key, with the rules of its version. */
    async answersWithRules(bookingKey: string, questionnaireId?: number) {
      let query = db
        .selectFrom('questionnaireAnswer')
        .select(['id', 'questionnaireId', 'questionnaireVersionId', 'result'])
        .where('bookingKey', '=', bookingKey)
        .orderBy('id', 'desc');
      if (questionnaireId) query = query.where('questionnaireId', '=', questionnaireId);
      const rows = await query.execute();
      const newest = new Map<number, (typeof rows)[number]>();
      for (const row of rows) if (!newest.has(row.questionnaireId)) newest.set(row.questionnaireId, row);
      const answers = [...newest.values()];
      const versionIds = answers.map((a) => a.questionnaireVersionId);
      const ruleRows = versionIds.length
        ? await db
            .selectFrom('questionnaireOutcomeRule')
            .selectAll()
            .where('questionnaireVersionId', 'in', versionIds)
            .orderBy('id')
            .execute()
        : [];
      const rules: StoredRule[] = ruleRows.map((rule) => ({
        questionnaireId: answers.find((a) => a.questionnaireVersionId === rule.questionnaireVersionId)
          ?.questionnaireId as number,
        expression: rule.expression,
        outcomeType: rule.outcomeType,
        fields: rule.fields as OutcomeFields,
        priority: rule.priority,
      }));
      return {
        answers: answers.map((a) => ({
          questionnaireId: a.questionnaireId,
          result: a.result as Record<string, unknown>,
        })),
        rules,
      };
    },

    async answerById(id: number) {
      const row = await db
        .selectFrom('questionnaireAnswer as a')
        .innerJoin('questionnaireVersion as v', 'v.id', 'a.questionnaireVersionId')
        .innerJoin('questionnaire as q', 'q.id', 'a.questionnaireId')
        .select([
          'a.id',
          'a.bookingKey',
          'a.temporary',
          'a.questionnaireId',
          'a.questionnaireType',
          'a.result',
          'a.createdAt',
          'v.version',
          'v.definition',
          'q.title',
        ])
        .where('a.id', '=', id)
        .executeTakeFirst();
      return row && { ...row, createdAt: iso(row.createdAt) };
    },

    async attachTemporary(trx: Db, bookingKey: string, owner: AnswerOwner): Promise<number> {
      const result = await trx
        .updateTable('questionnaireAnswer')
        .set({
          temporary: false,
          appointmentId: 'appointmentId' in owner ? owner.appointmentId : null,
          bookingRequestId: 'bookingRequestId' in owner ? owner.bookingRequestId : null,
        })
        .where('bookingKey', '=', bookingKey)
        .where('temporary', '=', true)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async rekeyTemporary(trx: Db, fromKey: string, toKey: string): Promise<number> {
      const result = await trx
        .updateTable('questionnaireAnswer')
        .set({ bookingKey: toKey })
        .where('bookingKey', '=', fromKey)
        .where('temporary', '=', true)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type QuestionnairesRepository = ReturnType<typeof createQuestionnairesRepository>;
