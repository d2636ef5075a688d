import {
  CATALOG_FILE_VERSION,
  type CatalogFile,
  type FieldError,
  type TransferDevice,
  type TransferException,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { CatalogAdminRepository } from './catalog.admin.repository';
import type { CatalogTransferRepository } from './catalog.admin.transfer.repository';

export type DeviceSchedule = Pick<TransferDevice, 'active' | 'templates' | 'exceptions'>;

/** The schedule side of the catalogue file, which the scheduling module provides (app.ts wires it). */
export interface ScheduleTransferPort {
  read(
    trx: Db,
    clinicId: number,
  ): Promise<{ schedules: Map<number, DeviceSchedule>; closures: TransferException[] }>;
  /** Field errors are relative to the clinic (`devices.0.templates.1.sessions.0.startMinute`). */
  write(
    trx: Db,
    clinicId: number,
    wanted: { devices: (DeviceSchedule & { name: string })[]; closures: TransferException[] },
  ): Promise<{ errors: FieldError[]; created: number; unchanged: number }>;
}

export interface TransferParts {
  admin: CatalogAdminRepository;
  transfer: CatalogTransferRepository;
  schedules: ScheduleTransferPort;
}

const byDeviceKey = (a: { clinicPath: string; device: string }, b: { clinicPath: string; device: string }) =>
  a.clinicPath.localeCompare(b.clinicPath) || a.device.localeCompare(b.device);

/** An exam's devices in the file's order, so two files of one catalogue compare equal. */
export const sortedDevices = <T extends { clinicPath: string; device: string }>(devices: T[]) =>
  [...devices].sort(byDeviceKey);

/**
 * The whole catalogue and schedule as the file holds it (decision 0056): ids become the natural
 * keys they stand for (a region's slug, a modality's code, a clinic's path, a device's name in
 * its clinic), so the file imports into any provider's database.
 */
export async function exportCatalog(trx: Db, parts: TransferParts): Promise<CatalogFile> {
  const catalog = await parts.admin.readCatalog(trx);
  const [modalities, bodyParts, postalCodes] = await Promise.all([
    parts.transfer.modalities(trx),
    parts.transfer.bodyParts(trx),
    parts.transfer.postalCodes(trx),
  ]);
  const regionSlug = new Map(catalog.regions.map((r) => [r.id, r.slug]));
  const modalityCode = new Map(modalities.map((m) => [m.id, m.code]));
  const deviceKey = new Map(
    catalog.clinics.flatMap((c) =>
      c.devices.map((d) => [d.id, { clinicPath: c.clinicPath, device: d.name }]),
    ),
  );
  const clinics: CatalogFile['clinics'] = [];
  for (const clinic of [...catalog.clinics].sort((a, b) => a.clinicPath.localeCompare(b.clinicPath))) {
    const { id, regionId, devices, archived, hasBookings: _h, ...fields } = clinic;
    const { schedules, closures } = await parts.schedules.read(trx, id);
    clinics.push({
      ...fields,
      region: regionSlug.get(regionId) as string,
      archived,
      devices: devices.map((d) => {
        const schedule = schedules.get(d.id) as DeviceSchedule;
        return { name: d.name, modality: d.modalityCode, ...schedule };
      }),
      closures,
    });
  }
  return {
    version: CATALOG_FILE_VERSION,
    modalities: modalities.map(({ id: _id, ...m }) => m),
    bodyParts: bodyParts.map(({ id: _id, ...b }) => b),
    regions: catalog.regions.map(({ id: _id, ...r }) => r),
    postalCodes: postalCodes.map(({ id: _id, ...p }) => p),
    clinics,
    exams: [...catalog.exams]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map(({ id: _id, modalityId, deviceIds, documentTypeCodes: _d, questionnaireKeys: _q, ...exam }) => ({
        ...exam,
        modality: modalityCode.get(modalityId) as string,
        devices: sortedDevices(deviceIds.flatMap((d) => deviceKey.get(d) ?? [])),
      })),
  };
}
