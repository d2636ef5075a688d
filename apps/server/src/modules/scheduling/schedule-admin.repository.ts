import type { ClinicSchedule, DeviceStatus, ScheduleSession } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import '../catalog/catalog.tables';
import '../appointments/appointments.tables';
import '../patients/patients.tables';
import { addDaysToDate } from '../../platform/local-time';
import './scheduling.tables';

/** The first template of a device whose weekly rows were written without one (bench data, old rows). */
export const FIRST_TEMPLATE_FROM = '2000-01-01';

const iso = (value: Date | string) => new Date(value).toISOString();
const dateText = (column: string) => sql<string>`${sql.ref(column)}::text`;

export interface LockedClinic {
  id: number;
  slug: string;
  name: string;
  timeZone: string;
  state: string;
  scheduleVersion: number;
}

/** A session row as stored: exam restrictions by id. */
export interface StoredSession {
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number | null;
  examIds: number[] | null;
  examGroups: string[] | null;
}

/** The SQL of staff's schedule changes (issue 39); every write takes the change's transaction. */
export function createScheduleAdminRepository(db: Db) {
  async function templatesOf(trx: Db, deviceIds: number[]) {
    if (deviceIds.length === 0) return [];
    return trx
      .selectFrom('scheduleTemplate')
      .select(['id', 'deviceId', dateText('effective_from').as('effectiveFrom')])
      .where('deviceId', 'in', deviceIds)
      .orderBy('deviceId')
      .orderBy('effectiveFrom')
      .execute();
  }

  return {
    /** The clinic, locked until the change's transaction ends, so changes to one clinic queue up. */
    async lockClinic(trx: Db, clinicId: number): Promise<LockedClinic | undefined> {
      return trx
        .selectFrom('clinic')
        .select(['id', 'slug', 'name', 'timeZone', 'state', 'scheduleVersion'])
        .where('id', '=', clinicId)
        .forUpdate()
        .executeTakeFirst();
    },

    async clinicExists(clinicId: number): Promise<boolean> {
      return !!(await db.selectFrom('clinic').select('id').where('id', '=', clinicId).executeTakeFirst());
    },

    async bumpVersion(trx: Db, clinicId: number): Promise<number> {
      const row = await trx
        .updateTable('clinic')
        .set((eb) => ({ scheduleVersion: eb('scheduleVersion', '+', 1) }))
        .where('id', '=', clinicId)
        .returning('scheduleVersion')
        .executeTakeFirstOrThrow();
      return row.scheduleVersion;
    },

    /** The clinic's devices with the exams each performs (id, slug, group). */
    async devicesOf(trx: Db, clinicId: number) {
      const devices = await trx
        .selectFrom('device')
        .innerJoin('modality', 'modality.id', 'device.modalityId')
        .select([
          'device.id',
          'device.name',
          'device.active',
          'modality.code as modalityCode',
          'modality.name as modalityName',
        ])
        .where('device.clinicId', '=', clinicId)
        .orderBy('device.id')
        .execute();
      const exams = devices.length
        ? await trx
            .selectFrom('clinicExam')
            .innerJoin('exam', 'exam.id', 'clinicExam.examId')
            .select(['clinicExam.deviceId', 'exam.id', 'exam.slug', 'exam.name', 'exam.groupName'])
            .where(
              'clinicExam.deviceId',
              'in',
              devices.map((d) => d.id),
            )
            .orderBy('exam.name')
            .execute()
        : [];
      return devices.map((d) => ({
        ...d,
        exams: exams.filter((e) => e.deviceId === d.id).map(({ deviceId: _d, ...e }) => e),
      }));
    },

    /** Every template of the devices with its sessions; rows without a template count as the first one. */
    async templatesWithSessions(trx: Db, deviceIds: number[]) {
      if (deviceIds.length === 0) return [];
      const [templates, sessions] = await Promise.all([
        templatesOf(trx, deviceIds),
        trx
          .selectFrom('deviceSchedule')
          .select([
            'deviceId',
            'templateId',
            'weekday',
            'startMinute',
            'endMinute',
            'slotMinutes',
            'examIds',
            'examGroups',
          ])
          .where('deviceId', 'in', deviceIds)
          .orderBy('weekday')
          .orderBy('startMinute')
          .execute(),
      ]);
      const loose = deviceIds
        .filter((id) => sessions.some((s) => s.deviceId === id && s.templateId === null))
        .map((deviceId) => ({ id: 0, deviceId, effectiveFrom: FIRST_TEMPLATE_FROM }));
      return [...loose, ...templates].map((t) => ({
        ...t,
        sessions: sessions
          .filter((s) => s.deviceId === t.deviceId && (s.templateId ?? 0) === t.id)
          .map(({ deviceId: _d, templateId: _t, ...s }) => s as StoredSession),
      }));
    },

    /**
     * Stores the device's template taking effect on `effectiveFrom` (replacing one of that date),
     * then keeps every session row's validity equal to its template's window.
     */
    async saveTemplate(trx: Db, deviceId: number, effectiveFrom: string, sessions: StoredSession[]) {
      // Rows from before templates (or written by hand) become the device's first template.
      const loose = await trx
        .selectFrom('deviceSchedule')
        .select('id')
        .where('deviceId', '=', deviceId)
        .where('templateId', 'is', null)
        .execute();
      if (loose.length) {
        const first = await trx
          .insertInto('scheduleTemplate')
          .values({ deviceId, effectiveFrom: FIRST_TEMPLATE_FROM })
          .onConflict((oc) => oc.columns(['deviceId', 'effectiveFrom']).doUpdateSet({ deviceId }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('deviceSchedule')
          .set({ templateId: first.id })
          .where('deviceId', '=', deviceId)
          .where('templateId', 'is', null)
          .execute();
      }
      const template = await trx
        .insertInto('scheduleTemplate')
        .values({ deviceId, effectiveFrom })
        .onConflict((oc) => oc.columns(['deviceId', 'effectiveFrom']).doUpdateSet({ deviceId }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('deviceSchedule').where('templateId', '=', template.id).execute();
      if (sessions.length)
        await trx
          .insertInto('deviceSchedule')
          .values(
            sessions.map((s) => ({
              ...s,
              deviceId,
              templateId: template.id,
              validFrom: effectiveFrom,
              validTo: null,
            })),
          )
          .execute();
      // Each template runs until the day before the next one of the device.
      await sql`update device_schedule s set valid_from = w.effective_from, valid_to = w.until
        from (select id, effective_from,
                     lead(effective_from) over (order by effective_from) - 1 as until
              from schedule_template where device_id = ${deviceId}) w
        where s.template_id = w.id`.execute(trx);
      return template.id;
    },

    async setDeviceStatus(trx: Db, deviceId: number, status: DeviceStatus) {
      await trx
        .updateTable('device')
        .set({ active: status === 'ACTIVE' })
        .where('id', '=', deviceId)
        .execute();
    },

    async insertException(
      trx: Db,
      row: {
        clinicId: number;
        deviceId: number | null;
        kind: 'CLOSURE' | 'BLOCK';
        start: Date;
        end: Date;
        reason: string;
      },
    ): Promise<number> {
      const inserted = await trx
        .insertInto('scheduleException')
        .values({
          clinicId: row.clinicId,
          deviceId: row.deviceId,
          kind: row.kind,
          startsAt: row.start,
          endsAt: row.end,
          reason: row.reason,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async exceptionOf(trx: Db, clinicId: number, id: number) {
      const row = await trx
        .selectFrom('scheduleException')
        .select(['id', 'kind', 'deviceId', 'startsAt', 'endsAt', 'reason'])
        .where('clinicId', '=', clinicId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
    },

    async deleteException(trx: Db, id: number) {
      await trx.deleteFrom('scheduleException').where('id', '=', id).execute();
    },

    async insertExtraSession(
      trx: Db,
      row: {
        deviceId: number;
        date: string;
        startMinute: number;
        endMinute: number;
        slotMinutes: number | null;
        reason: string;
      },
    ): Promise<number> {
      const { date, ...rest } = row;
      const inserted = await trx
        .insertInto('scheduleExtraSession')
        .values({ ...rest, onDate: date })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async extraSessionOf(trx: Db, clinicId: number, id: number) {
      return trx
        .selectFrom('scheduleExtraSession')
        .innerJoin('device', 'device.id', 'scheduleExtraSession.deviceId')
        .select([
          'scheduleExtraSession.id',
          'scheduleExtraSession.deviceId',
          dateText('schedule_extra_session.on_date').as('date'),
          'scheduleExtraSession.startMinute',
          'scheduleExtraSession.endMinute',
          'scheduleExtraSession.slotMinutes',
          'scheduleExtraSession.reason',
        ])
        .where('device.clinicId', '=', clinicId)
        .where('scheduleExtraSession.id', '=', id)
        .executeTakeFirst();
    },

    async extraSessionsOf(trx: Db, deviceIds: number[], fromDate: string) {
      if (deviceIds.length === 0) return [];
      return trx
        .selectFrom('scheduleExtraSession')
        .select([
          'id',
          'deviceId',
          dateText('on_date').as('date'),
          'startMinute',
          'endMinute',
          'slotMinutes',
          'reason',
        ])
        .where('deviceId', 'in', deviceIds)
        .where('onDate', '>=', fromDate)
        .orderBy('onDate')
        .orderBy('startMinute')
        .execute();
    },

    async deleteExtraSession(trx: Db, id: number) {
      await trx.deleteFrom('scheduleExtraSession').where('id', '=', id).execute();
    },

    /** Closures and blocks of the clinic that end after `from`. */
    async exceptionsOf(trx: Db, clinicId: number, from: Date) {
      const rows = await trx
        .selectFrom('scheduleException')
        .select(['id', 'kind', 'deviceId', 'startsAt', 'endsAt', 'reason'])
        .where('clinicId', '=', clinicId)
        .where('endsAt', '>', from)
        .orderBy('startsAt')
        .execute();
      return rows.map((r) => ({ ...r, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt) }));
    },

    /** Exam ids by slug (only exams that exist). */
    async examIdsBySlug(trx: Db, slugs: string[]): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await trx.selectFrom('exam').select(['id', 'slug']).where('slug', 'in', slugs).execute();
      return new Map(rows.map((r) => [r.slug, r.id]));
    },

    /** The schedule as staff see it; `today` is the clinic's local date. */
    async readSchedule(
      trx: Db,
      clinic: { id: number; name: string; timeZone: string; scheduleVersion: number },
      today: string,
      now: Date,
    ): Promise<ClinicSchedule> {
      const devices = await this.devicesOf(trx, clinic.id);
      const deviceIds = devices.map((d) => d.id);
      const [templates, exceptions, extraSessions] = await Promise.all([
        this.templatesWithSessions(trx, deviceIds),
        this.exceptionsOf(trx, clinic.id, now),
        this.extraSessionsOf(trx, deviceIds, today),
      ]);
      const slugOf = new Map(devices.flatMap((d) => d.exams.map((e) => [e.id, e.slug] as const)));
      return {
        clinic: { id: clinic.id, name: clinic.name, timeZone: clinic.timeZone, today },
        version: clinic.scheduleVersion,
        devices: devices.map((d) => {
          const own = templates.filter((t) => t.deviceId === d.id);
          return {
            id: d.id,
            name: d.name,
            modalityCode: d.modalityCode,
            modalityName: d.modalityName,
            status: d.active ? 'ACTIVE' : 'OUT_OF_SERVICE',
            exams: d.exams.map((e) => ({ slug: e.slug, name: e.name, groupName: e.groupName })),
            templates: own.map((t, i) => {
              const next = own[i + 1];
              return {
                id: t.id,
                effectiveFrom: t.effectiveFrom,
                effectiveTo: next ? addDaysToDate(next.effectiveFrom, -1) : null,
                sessions: t.sessions.map((s) => toSession(s, slugOf)),
              };
            }),
          };
        }),
        exceptions,
        extraSessions,
      };
    },
  };
}

export function toSession(s: StoredSession, slugOf: Map<number, string>): ScheduleSession {
  return {
    weekday: s.weekday,
    startMinute: s.startMinute,
    endMinute: s.endMinute,
    slotMinutes: s.slotMinutes,
    examSlugs: (s.examIds ?? []).flatMap((id) => slugOf.get(id) ?? []),
    examGroups: s.examGroups ?? [],
  };
}

export type ScheduleAdminRepository = ReturnType<typeof createScheduleAdminRepository>;
