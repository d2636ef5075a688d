import type {
  BlockRequest,
  ClosureRequest,
  DeviceStatusRequest,
  ExtraSessionRequest,
  FieldError,
  HolidayImportRequest,
  RemoveRequest,
  SaveTemplateRequest,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { addDaysToDate, datesBetween, localInstant, weekdayOf } from '../../platform/local-time';
import { type Holiday, holidaysOf } from './holiday-calendar';
import type { LockedClinic, ScheduleAdminRepository } from './schedule-admin.repository';
import { examRestrictionErrors, overlapErrors, sessionShapeErrors } from './schedule-admin.rules';
import { type ChangeSpec, refuse } from './schedule-admin.service';
import type { SchedulingRepository } from './scheduling.repository';

/** What a holiday import found in its file, for its answer. */
export interface HolidayImportReport {
  holidays: Holiday[];
  alreadyClosed: number;
}

/**
 * Each schedule change as the service's pipeline runs it: its checks (400 with the field), what it
 * replaces (the audit's `before`), what it can strand, and its write.
 */
export function scheduleChanges(
  repository: ScheduleAdminRepository,
  publicHolidays: SchedulingRepository['holidays'],
) {
  async function deviceOf(trx: Db, clinic: LockedClinic, deviceId: number, field = 'deviceId') {
    const device = (await repository.devicesOf(trx, clinic.id)).find((d) => d.id === deviceId);
    refuse(device ? [] : [{ field, message: 'message.schedule_unknown_device' }]);
    return device as NonNullable<typeof device>;
  }
  const notPast = (date: string, today: string, field: string): FieldError[] =>
    date < today ? [{ field, message: 'message.schedule_date_past' }] : [];
  const dayStart = (clinic: LockedClinic, date: string) => new Date(localInstant(clinic.timeZone, date, 0));

  return {
    saveTemplate: (clinicId: number, deviceId: number, body: SaveTemplateRequest): ChangeSpec => ({
      action: 'scheduling.template_saved',
      clinicId,
      envelope: body,
      async prepare(trx, clinic, today) {
        const device = await deviceOf(trx, clinic, deviceId, 'deviceId');
        const errors = [
          ...notPast(body.effectiveFrom, today, 'effectiveFrom'),
          ...body.sessions.flatMap((s, i) => [
            ...sessionShapeErrors(s, `sessions.${i}`),
            ...examRestrictionErrors(s, device.exams, `sessions.${i}`),
          ]),
          ...overlapErrors(body.sessions, 'sessions'),
        ];
        refuse(errors);
        const ids = new Map(device.exams.map((e) => [e.slug, e.id]));
        const templates = await repository.templatesWithSessions(trx, [deviceId]);
        const replaced = templates.filter((t) => t.effectiveFrom <= body.effectiveFrom).at(-1);
        return {
          scope: { deviceIds: [deviceId], from: dayStart(clinic, body.effectiveFrom), to: null },
          before: replaced ? { effectiveFrom: replaced.effectiveFrom, sessions: replaced.sessions } : null,
          async apply() {
            const sessions = body.sessions.map((s) => ({
              weekday: s.weekday,
              startMinute: s.startMinute,
              endMinute: s.endMinute,
              slotMinutes: s.slotMinutes,
              examIds: s.examSlugs.length ? s.examSlugs.map((slug) => ids.get(slug) as number) : null,
              examGroups: s.examGroups.length ? s.examGroups : null,
            }));
            await repository.saveTemplate(trx, deviceId, body.effectiveFrom, sessions);
            return { deviceId, effectiveFrom: body.effectiveFrom, sessions };
          },
        };
      },
    }),

    setDeviceStatus: (clinicId: number, deviceId: number, body: DeviceStatusRequest): ChangeSpec => ({
      action: 'scheduling.device_status_set',
      clinicId,
      envelope: body,
      async prepare(trx, clinic) {
        const device = await deviceOf(trx, clinic, deviceId);
        return {
          scope: { deviceIds: [deviceId], from: new Date(0), to: null },
          before: { deviceId, status: device.active ? 'ACTIVE' : 'OUT_OF_SERVICE' },
          async apply() {
            await repository.setDeviceStatus(trx, deviceId, body.status);
            return { deviceId, status: body.status };
          },
        };
      },
    }),

    addClosure: (clinicId: number, body: ClosureRequest): ChangeSpec => ({
      action: 'scheduling.closure_added',
      clinicId,
      envelope: body,
      async prepare(trx, clinic, today) {
        if (body.deviceId !== null) await deviceOf(trx, clinic, body.deviceId);
        refuse([
          ...(body.toDate < body.fromDate
            ? [{ field: 'toDate', message: 'message.schedule_end_before_start' }]
            : notPast(body.toDate, today, 'toDate')),
        ]);
        const start = dayStart(clinic, body.fromDate);
        const end = dayStart(clinic, addDaysToDate(body.toDate, 1));
        const devices =
          body.deviceId !== null
            ? [body.deviceId]
            : (await repository.devicesOf(trx, clinic.id)).map((d) => d.id);
        return {
          scope: { deviceIds: devices, from: start, to: end },
          before: null,
          async apply() {
            const row = {
              clinicId: clinic.id,
              deviceId: body.deviceId,
              kind: 'CLOSURE' as const,
              start,
              end,
              reason: body.reason,
            };
            const id = await repository.insertException(trx, row);
            return { id, ...row };
          },
        };
      },
    }),

    /** Fills `report` with the file's holidays; closes the clinic on those it is not closed on yet. */
    importHolidays: (
      clinicId: number,
      body: HolidayImportRequest,
      report: HolidayImportReport,
    ): ChangeSpec => ({
      action: 'scheduling.holidays_imported',
      clinicId,
      envelope: body,
      async prepare(trx, clinic, today) {
        const { holidays, errors } = holidaysOf(body.calendar, today);
        refuse(errors);
        const last = holidays.at(-1)?.toDate ?? today;
        const closedDays = new Set(
          (await publicHolidays([clinic.state], today, last, trx)).map((h) => h.date),
        );
        const closures = (await repository.exceptionsOf(trx, clinic.id, dayStart(clinic, today))).filter(
          (e) => e.kind === 'CLOSURE' && e.deviceId === null,
        );
        const isClosed = (date: string) =>
          closedDays.has(date) ||
          closures.some(
            (c) =>
              Date.parse(c.startsAt) <= dayStart(clinic, date).getTime() &&
              Date.parse(c.endsAt) >= dayStart(clinic, addDaysToDate(date, 1)).getTime(),
          );
        const fresh = holidays.filter((h) => !datesBetween(h.fromDate, h.toDate).every(isClosed));
        report.holidays = holidays;
        report.alreadyClosed = holidays.length - fresh.length;
        const rows = fresh.map((h) => ({
          clinicId: clinic.id,
          deviceId: null,
          kind: 'CLOSURE' as const,
          start: dayStart(clinic, h.fromDate),
          end: dayStart(clinic, addDaysToDate(h.toDate, 1)),
          reason: h.reason,
        }));
        // Holidays are sorted: the first starts first, the latest end is the one to check up to.
        const [first] = rows;
        return {
          scope: first
            ? {
                deviceIds: (await repository.devicesOf(trx, clinic.id)).map((d) => d.id),
                from: first.start,
                to: new Date(Math.max(...rows.map((r) => r.end.getTime()))),
              }
            : null,
          before: null,
          async apply() {
            const closures = [];
            for (const row of rows) closures.push({ id: await repository.insertException(trx, row), ...row });
            return { closures };
          },
        };
      },
    }),

    addBlock: (clinicId: number, body: BlockRequest): ChangeSpec => ({
      action: 'scheduling.block_added',
      clinicId,
      envelope: body,
      async prepare(trx, clinic) {
        await deviceOf(trx, clinic, body.deviceId);
        const start = new Date(body.startsAt);
        const end = new Date(body.endsAt);
        refuse(end <= start ? [{ field: 'endsAt', message: 'message.schedule_end_before_start' }] : []);
        return {
          scope: { deviceIds: [body.deviceId], from: new Date(start.getTime() - 24 * 3_600_000), to: end },
          before: null,
          async apply() {
            const row = {
              clinicId: clinic.id,
              deviceId: body.deviceId,
              kind: 'BLOCK' as const,
              start,
              end,
              reason: body.reason,
            };
            const id = await repository.insertException(trx, row);
            return { id, ...row };
          },
        };
      },
    }),

    removeException: (clinicId: number, id: number, body: RemoveRequest): ChangeSpec => ({
      action: 'scheduling.exception_removed',
      clinicId,
      envelope: body,
      async prepare(trx, clinic) {
        const exception = await repository.exceptionOf(trx, clinic.id, id);
        if (!exception) throw notFound();
        return {
          scope: null,
          before: exception,
          async apply() {
            await repository.deleteException(trx, id);
            return null;
          },
        };
      },
    }),

    addExtraSession: (clinicId: number, body: ExtraSessionRequest): ChangeSpec => ({
      action: 'scheduling.extra_session_added',
      clinicId,
      envelope: body,
      async prepare(trx, clinic, today) {
        await deviceOf(trx, clinic, body.deviceId);
        const shape = { ...body, weekday: weekdayOf(body.date) };
        const errors = [
          ...notPast(body.date, today, 'date'),
          ...sessionShapeErrors(shape, 'session').map(unprefixed),
        ];
        if (errors.length === 0 && (await overlapsWorkingTime(trx, repository, body)))
          errors.push({ field: 'startMinute', message: 'message.schedule_sessions_overlap' });
        refuse(errors);
        return {
          scope: null,
          before: null,
          async apply() {
            const row = { ...body, reason: body.reason };
            const { expectedVersion: _v, ...stored } = row;
            const id = await repository.insertExtraSession(trx, stored);
            return { id, ...stored };
          },
        };
      },
    }),

    removeExtraSession: (clinicId: number, id: number, body: RemoveRequest): ChangeSpec => ({
      action: 'scheduling.extra_session_removed',
      clinicId,
      envelope: body,
      async prepare(trx, clinic) {
        const session = await repository.extraSessionOf(trx, clinic.id, id);
        if (!session) throw notFound();
        return {
          scope: {
            deviceIds: [session.deviceId],
            from: dayStart(clinic, session.date),
            to: dayStart(clinic, addDaysToDate(session.date, 1)),
          },
          before: session,
          async apply() {
            await repository.deleteExtraSession(trx, id);
            return null;
          },
        };
      },
    }),
  };
}

const unprefixed = (error: FieldError): FieldError => ({
  ...error,
  field: error.field.replace(/^session\./, ''),
});

/** Whether an extra session overlaps the device's weekly sessions of that date or another extra session. */
async function overlapsWorkingTime(trx: Db, repository: ScheduleAdminRepository, body: ExtraSessionRequest) {
  const weekday = weekdayOf(body.date);
  const templates = await repository.templatesWithSessions(trx, [body.deviceId]);
  const inForce = templates.filter((t) => t.effectiveFrom <= body.date).at(-1);
  const extra = (await repository.extraSessionsOf(trx, [body.deviceId], body.date)).filter(
    (e) => e.date === body.date,
  );
  return [...(inForce?.sessions.filter((s) => s.weekday === weekday) ?? []), ...extra].some(
    (s) => s.startMinute < body.endMinute && body.startMinute < s.endMinute,
  );
}
