import { isDeepStrictEqual } from 'node:util';
import type { FieldError, TransferDevice, TransferException } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import { createScheduleAdminRepository, FIRST_TEMPLATE_FROM, toSession } from './schedule-admin.repository';
import { examRestrictionErrors, overlapErrors, sessionShapeErrors } from './schedule-admin.rules';

type DeviceSchedule = Pick<TransferDevice, 'active' | 'templates' | 'exceptions'>;

const exceptionOf = (e: { kind: 'CLOSURE' | 'BLOCK'; startsAt: string; endsAt: string; reason: string }) => ({
  kind: e.kind,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  reason: e.reason,
});

/**
 * A clinic's schedule in the catalogue file (decision 0056): per device its status, weekly
 * templates and its own closures and blocks, and the clinic's closures. An import gives a schedule
 * only to a device that has none yet (so nothing booked can be stranded) with the same checks as
 * the schedule screen; a device that has one must match it, else it is changed on that screen.
 */
export function createScheduleTransfer(db: Db) {
  const repository = createScheduleAdminRepository(db);

  async function read(trx: Db, clinicId: number) {
    const devices = await repository.devicesOf(trx, clinicId);
    const [templates, exceptions] = await Promise.all([
      repository.templatesWithSessions(
        trx,
        devices.map((d) => d.id),
      ),
      repository.exceptionsOf(trx, clinicId, new Date(0)),
    ]);
    const slugOf = new Map(devices.flatMap((d) => d.exams.map((e) => [e.id, e.slug] as const)));
    const schedules = new Map<number, DeviceSchedule>(
      devices.map((d) => [
        d.id,
        {
          active: d.active,
          templates: templates
            .filter(
              (t) => t.deviceId === d.id && (t.sessions.length || t.effectiveFrom !== FIRST_TEMPLATE_FROM),
            )
            .map((t) => ({
              effectiveFrom: t.effectiveFrom,
              sessions: t.sessions.map((s) => toSession(s, slugOf)),
            })),
          exceptions: exceptions.filter((e) => e.deviceId === d.id).map(exceptionOf),
        },
      ]),
    );
    return { devices, schedules, closures: exceptions.filter((e) => e.deviceId === null).map(exceptionOf) };
  }

  const blank = (s: DeviceSchedule) => s.templates.length === 0 && s.exceptions.length === 0;

  return {
    /** The clinic's closures and each device's schedule, by device id. */
    read: async (trx: Db, clinicId: number) => {
      const { schedules, closures } = await read(trx, clinicId);
      return { schedules, closures };
    },

    /**
     * Writes the clinic's closures and the devices' schedules from the file. Field errors are
     * relative to the clinic (`devices.0.templates.1.sessions.0.startMinute`, `closures`).
     */
    async write(
      trx: Db,
      clinicId: number,
      wanted: { devices: (DeviceSchedule & { name: string })[]; closures: TransferException[] },
    ): Promise<{ errors: FieldError[]; created: number; unchanged: number }> {
      const current = await read(trx, clinicId);
      const errors: FieldError[] = [];
      let created = 0;
      let unchanged = 0;
      const writes: (() => Promise<unknown>)[] = [];
      wanted.devices.forEach((device, index) => {
        const at = `devices.${index}`;
        const found = current.devices.find((d) => d.name === device.name);
        const have = found && current.schedules.get(found.id);
        if (!found || !have) return;
        const mine = { active: device.active, templates: device.templates, exceptions: device.exceptions };
        if (isDeepStrictEqual(mine, have)) {
          unchanged++;
          return;
        }
        if (!blank(have)) {
          errors.push({ field: at, message: 'message.import_schedule_changed' });
          return;
        }
        const before = errors.length;
        device.templates.forEach((template, t) => {
          const prefix = `${at}.templates.${t}.sessions`;
          template.sessions.forEach((s, i) => {
            errors.push(...sessionShapeErrors(s, `${prefix}.${i}`));
            errors.push(...examRestrictionErrors(s, found.exams, `${prefix}.${i}`));
          });
          errors.push(...overlapErrors(template.sessions, prefix));
        });
        device.exceptions.forEach((e, i) => {
          if (Date.parse(e.endsAt) <= Date.parse(e.startsAt))
            errors.push({
              field: `${at}.exceptions.${i}.endsAt`,
              message: 'message.schedule_end_before_start',
            });
        });
        if (errors.length > before) return;
        created++;
        const ids = new Map(found.exams.map((e) => [e.slug, e.id]));
        writes.push(async () => {
          if (device.active !== found.active)
            await repository.setDeviceStatus(trx, found.id, device.active ? 'ACTIVE' : 'OUT_OF_SERVICE');
          for (const template of device.templates)
            await repository.saveTemplate(
              trx,
              found.id,
              template.effectiveFrom,
              template.sessions.map((s) => ({
                weekday: s.weekday,
                startMinute: s.startMinute,
                endMinute: s.endMinute,
                slotMinutes: s.slotMinutes,
                examIds: s.examSlugs.length ? s.examSlugs.map((slug) => ids.get(slug) as number) : null,
                examGroups: s.examGroups.length ? s.examGroups : null,
              })),
            );
          for (const e of device.exceptions) await insert(trx, clinicId, found.id, e);
        });
      });
      if (!isDeepStrictEqual(wanted.closures, current.closures)) {
        if (current.closures.length)
          errors.push({ field: 'closures', message: 'message.import_schedule_changed' });
        else
          writes.push(async () => {
            for (const e of wanted.closures) await insert(trx, clinicId, null, e);
          });
      }
      if (errors.length === 0) for (const run of writes) await run();
      return { errors, created, unchanged };
    },
  };

  function insert(trx: Db, clinicId: number, deviceId: number | null, e: TransferException) {
    return repository.insertException(trx, {
      clinicId,
      deviceId,
      kind: e.kind,
      start: new Date(e.startsAt),
      end: new Date(e.endsAt),
      reason: e.reason,
    });
  }
}

export type ScheduleTransfer = ReturnType<typeof createScheduleTransfer>;
