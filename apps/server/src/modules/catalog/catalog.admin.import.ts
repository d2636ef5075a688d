import { isDeepStrictEqual } from 'node:util';
import {
  type CatalogImportReport,
  type CatalogSection,
  catalogFile,
  catalogSections,
  type TransferClinic,
} from '@rb/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { fieldMessageKey, valueAt } from '../../platform/problem';
import type { AuditService } from '../audit/audit.service';
import { exportCatalog, sortedDevices, type TransferParts } from './catalog.admin.export';
import type { CatalogActor, CatalogAdminService } from './catalog.admin.service';

/** Thrown inside the import's transaction to roll it back and answer the report (dry run, errors). */
class Rollback extends Error {
  constructor(readonly report: CatalogImportReport) {
    super('rollback');
  }
}

type Item<T> = { index: number; value: T };
const items = catalogFile.shape;

/** Ids in a service's field names become the file's natural keys. */
const fileField = (field: string) =>
  field
    .replace(/^regionId$/, 'region')
    .replace(/^modalityId$/, 'modality')
    .replace(/^deviceIds/, 'devices');

/** Where a nested mistake is reported: the clinic's devices and schedule have sections of their own. */
function sectionOf(top: CatalogSection, path: PropertyKey[]): CatalogSection {
  if (top !== 'clinics') return top;
  if (path.some((p) => p === 'templates' || p === 'exceptions' || p === 'closures')) return 'schedules';
  return path.includes('devices') ? 'devices' : 'clinics';
}

/**
 * The catalogue import (decision 0056): every item of the file is checked by its schema, then
 * written by natural key through the same service calls the screens make (their rules, their
 * field errors), all in ONE transaction. A dry run, or any error anywhere, rolls it all back and
 * answers the report; otherwise one audit row holds the counts and every clinic touched is
 * announced, so each instance forgets its cached slots.
 */
export function createCatalogImport(
  deps: Pick<AppDeps, 'db'>,
  parts: TransferParts & {
    service: CatalogAdminService;
    audit: AuditService;
    announce: (trx: Db, clinicId: number | null) => Promise<void>;
    changed: () => void;
  },
) {
  return async function importCatalog(
    actor: CatalogActor,
    raw: Record<string, unknown>,
    dryRun: boolean,
  ): Promise<CatalogImportReport> {
    if (raw.version !== catalogFile.shape.version.value)
      throw new AppError(400, 'message.import_version_unknown');
    const report: CatalogImportReport = {
      written: false,
      dryRun,
      sections: Object.fromEntries(
        catalogSections.map((s) => [s, { created: 0, updated: 0, unchanged: 0, errors: [] }]),
      ) as unknown as CatalogImportReport['sections'],
    };
    const fail = (section: CatalogSection, path: string, field: string, message: string) =>
      report.sections[section].errors.push({ path, field, message });

    /** A section's items that pass its schema; every issue of the others is reported. */
    function parsed<K extends Exclude<keyof typeof items, 'version'>>(
      key: K,
    ): Item<z.infer<(typeof items)[K]>[number]>[] {
      const list = raw[key];
      if (!Array.isArray(list)) {
        fail(key, '', key, fieldMessageKey('invalid_type', list === undefined));
        return [];
      }
      const element = items[key].element as z.ZodType;
      return list.flatMap((item, index) => {
        const result = element.safeParse(item);
        if (result.success) return [{ index, value: result.data as z.infer<(typeof items)[K]>[number] }];
        for (const issue of result.error.issues) {
          const field = String(issue.path.at(-1) ?? key);
          fail(
            sectionOf(key, issue.path),
            [key, index, ...issue.path.slice(0, -1)].join('.'),
            field,
            fieldMessageKey(issue.code, valueAt(item, issue.path) === undefined),
          );
        }
        return [];
      });
    }

    /** The first of each natural key goes on; a later one is a mistake of its own. */
    function unique<T>(
      list: Item<T>[],
      keyOf: (t: T) => string,
      section: CatalogSection,
      at: string,
      field: string,
    ) {
      const seen = new Set<string>();
      return list.filter(({ index, value }) => {
        const key = keyOf(value);
        if (!seen.has(key)) return seen.add(key);
        fail(section, `${at}.${index}`, field, 'message.import_duplicate_row');
        return false;
      });
    }

    /** A service call; its field errors (or its one message) are reported at `path`. */
    async function attempt<T>(section: CatalogSection, path: string, field: string, work: () => Promise<T>) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        if (error.errors?.length)
          for (const e of error.errors) fail(section, path, fileField(e.field), e.message);
        else fail(section, path, field, error.messageKey);
        return undefined;
      }
    }

    /** Created when its key is new, unchanged when equal to what is there, else updated. */
    async function upsert<T>(
      section: CatalogSection,
      path: string,
      field: string,
      now: { id: number; value: unknown } | undefined,
      value: unknown,
      write: { create: () => Promise<T>; update: (id: number) => Promise<T> },
    ): Promise<T | number | undefined> {
      if (now && isDeepStrictEqual(now.value, value)) {
        report.sections[section].unchanged++;
        return now.id;
      }
      const done = await attempt(section, path, field, () => (now ? write.update(now.id) : write.create()));
      if (done !== undefined) report.sections[section][now ? 'updated' : 'created']++;
      return done;
    }

    try {
      await deps.db.transaction().execute(async (trx) => {
        const within = { ...actor, within: { trx, clinicIds: new Set<number | null>() } };
        const { service } = parts;
        const current = await exportCatalog(trx, parts);
        const catalog = await parts.admin.readCatalog(trx);

        const [modalities, bodyParts, postalCodes] = await Promise.all([
          parts.transfer.modalities(trx),
          parts.transfer.bodyParts(trx),
          parts.transfer.postalCodes(trx),
        ]);
        // Modalities and body parts: no screen edits them, so their upsert is the only rule.
        const references = [
          { section: 'modalities', key: 'code', rows: modalities, upsert: parts.transfer.upsertModality },
          { section: 'bodyParts', key: 'slug', rows: bodyParts, upsert: parts.transfer.upsertBodyPart },
        ] as const;
        for (const ref of references) {
          const keyOf = (row: object) => String((row as Record<string, unknown>)[ref.key]);
          for (const { index, value } of unique(
            parsed(ref.section),
            keyOf,
            ref.section,
            ref.section,
            ref.key,
          )) {
            const found = (ref.rows as { id: number }[]).find((r) => keyOf(r) === keyOf(value));
            const { id: _id, ...now } = found ?? { id: 0 };
            const write = () =>
              (ref.upsert as (trx: Db, row: object) => Promise<void>)(trx, value).then(() => 0);
            await upsert(
              ref.section,
              `${ref.section}.${index}`,
              ref.key,
              found && { id: found.id, value: now },
              value,
              {
                create: write,
                update: write,
              },
            );
          }
        }
        const codeKey = (p: { code: string; suburb: string; country: string }) =>
          `${p.code.toUpperCase()}|${p.suburb.toLowerCase()}|${p.country}`;
        const freshCodes: z.infer<typeof items.postalCodes> = [];
        for (const { index, value } of unique(
          parsed('postalCodes'),
          codeKey,
          'postalCodes',
          'postalCodes',
          'code',
        )) {
          const found = postalCodes.find((p) => codeKey(p) === codeKey(value));
          const { id: _id, ...now } = found ?? { id: 0 };
          await upsert(
            'postalCodes',
            `postalCodes.${index}`,
            'code',
            found && { id: found.id, value: now },
            value,
            {
              create: async () => freshCodes.push(value),
              update: (id) => parts.admin.updatePostalCode(trx, id, value).then(() => id),
            },
          );
        }
        await parts.admin.insertPostalCodes(trx, freshCodes);

        const regionId = new Map(catalog.regions.map((r) => [r.slug, r.id]));
        for (const { index, value } of unique(
          parsed('regions'),
          (r) => r.slug,
          'regions',
          'regions',
          'slug',
        )) {
          const now = catalog.regions.find((r) => r.slug === value.slug);
          const { id: _id, ...fields } = now ?? { id: 0 };
          const done = await upsert(
            'regions',
            `regions.${index}`,
            'slug',
            now && { id: now.id, value: fields },
            value,
            {
              create: () => service.createRegion(within, value),
              update: (id) => service.updateRegion(within, id, value),
            },
          );
          if (typeof done === 'object' && done) regionId.set(done.slug, done.id);
        }

        const clinicId = new Map(catalog.clinics.map((c) => [c.clinicPath, c.id]));
        const modalityId = new Map((await parts.transfer.modalities(trx)).map((m) => [m.code, m.id]));
        const clinics = unique(parsed('clinics'), (c) => c.clinicPath, 'clinics', 'clinics', 'clinicPath');
        const written: Item<TransferClinic & { id: number }>[] = [];
        for (const { index, value } of clinics) {
          const { devices, closures, region, archived, ...fields } = value;
          const path = `clinics.${index}`;
          const region_ = regionId.get(region);
          if (region_ === undefined) {
            fail('clinics', path, 'region', 'message.catalog_unknown_region');
            continue;
          }
          const was = current.clinics.find((c) => c.clinicPath === value.clinicPath);
          const input = { ...fields, regionId: region_ };
          const id = clinicId.get(value.clinicPath);
          const strip = (c: TransferClinic) => ({ ...c, devices: [], closures: [] });
          const done = await upsert(
            'clinics',
            path,
            'clinicPath',
            was && id ? { id, value: strip(was) } : undefined,
            strip(value),
            {
              create: async () => {
                const created = await service.createClinic(within, input);
                if (archived) await service.setArchived(within, created.id, true);
                return created.id;
              },
              update: async (existing) => {
                await service.updateClinic(within, existing, input);
                if (archived !== was?.archived) await service.setArchived(within, existing, archived);
                return existing;
              },
            },
          );
          if (typeof done === 'number') written.push({ index, value: { ...value, id: done } });
        }

        const deviceId = new Map<string, number>(
          catalog.clinics.flatMap((c) => c.devices.map((d) => [`${c.clinicPath}|${d.name}`, d.id] as const)),
        );
        for (const { index, value: clinic } of written) {
          const at = `clinics.${index}.devices`;
          const listed = unique(
            clinic.devices.map((value, i) => ({ index: i, value })),
            (d) => d.name,
            'devices',
            at,
            'name',
          );
          for (const { index: j, value: device } of listed) {
            const path = `${at}.${j}`;
            const modality = modalityId.get(device.modality);
            if (modality === undefined) {
              fail('devices', path, 'modality', 'message.catalog_unknown_modality');
              continue;
            }
            const key = `${clinic.clinicPath}|${device.name}`;
            const was = catalog.clinics.flatMap((c) => c.devices).find((d) => d.id === deviceId.get(key));
            const input = {
              name: device.name,
              modalityId: modality,
              examSlugs: was?.examSlugs ?? [],
              examGroups: [],
            };
            const done = await upsert(
              'devices',
              path,
              'name',
              was && { id: was.id, value: { name: was.name, modality: was.modalityCode } },
              { name: device.name, modality: device.modality },
              {
                create: () => service.createDevice(within, clinic.id, input),
                update: (id) => service.updateDevice(within, clinic.id, id, input),
              },
            );
            if (typeof done === 'object' && done) deviceId.set(key, done.id);
          }
        }

        for (const { index, value } of unique(parsed('exams'), (e) => e.slug, 'exams', 'exams', 'slug')) {
          const path = `exams.${index}`;
          const { modality, devices, ...fields } = value;
          const modality_ = modalityId.get(modality);
          if (modality_ === undefined) fail('exams', path, 'modality', 'message.catalog_unknown_modality');
          const deviceIds = devices.flatMap((d, k) => {
            const id = deviceId.get(`${d.clinicPath}|${d.device}`);
            if (id === undefined) fail('exams', path, `devices.${k}`, 'message.catalog_unknown_device');
            return id === undefined ? [] : [id];
          });
          if (modality_ === undefined || deviceIds.length < devices.length) continue;
          const input = { ...fields, modalityId: modality_, deviceIds };
          const was = current.exams.find((e) => e.slug === value.slug);
          const id = catalog.exams.find((e) => e.slug === value.slug)?.id;
          await upsert(
            'exams',
            path,
            'slug',
            was && id ? { id, value: was } : undefined,
            { ...value, devices: sortedDevices(devices) },
            {
              create: () => service.createExam(within, input),
              update: (existing) => service.updateExam(within, existing, input),
            },
          );
        }

        for (const { index, value: clinic } of written) {
          const outcome = await parts.schedules.write(trx, clinic.id, clinic);
          for (const e of outcome.errors) fail('schedules', `clinics.${index}`, e.field, e.message);
          report.sections.schedules.created += outcome.created;
          report.sections.schedules.unchanged += outcome.unchanged;
          if (outcome.created) within.within.clinicIds.add(clinic.id);
        }

        const failed = Object.values(report.sections).some((s) => s.errors.length > 0);
        if (failed || dryRun) throw new Rollback(report);
        const counts = Object.fromEntries(
          Object.entries(report.sections).map(([name, { errors: _e, ...n }]) => [name, n]),
        );
        await parts.audit.record(trx, {
          actorKind: 'STAFF',
          actorRef: actor.subject,
          action: 'catalog.imported',
          outcome: 'SUCCESS',
          origin: actor.origin,
          detail: { roles: actor.roles, counts },
        });
        for (const clinicId of within.within.clinicIds) await parts.announce(trx, clinicId);
        report.written = true;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.report;
      throw error;
    }
    parts.changed();
    return report;
  };
}
