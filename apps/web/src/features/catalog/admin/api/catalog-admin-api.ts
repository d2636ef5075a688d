import type {
  CatalogCsvSection,
  CatalogImportReport,
  ClinicInput,
  DeviceInput,
  ExamInput,
  PostalCodeImportOutcome,
  RegionInput,
  VanStopInput,
} from '@rb/contracts';
import { catalogAdminEndpoints } from '@rb/contracts/catalog/catalog-admin.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../../../lib/api-client';

/** Every catalogue read for staff lives under this key, so each save refreshes what they see. */
export const CATALOG_ADMIN = ['admin', 'catalog'] as const;

export const catalogAdminQuery = () =>
  queryOptions({
    queryKey: [...CATALOG_ADMIN, 'all'],
    queryFn: () => call(catalogAdminEndpoints.getCatalog),
  });

export const useCatalogAdmin = () => useQuery(catalogAdminQuery());

/** The clinics whose schedules the signed-in staff member may open. */
export const useStaffClinics = () =>
  useQuery({
    queryKey: [...CATALOG_ADMIN, 'staff-clinics'],
    queryFn: () => call(catalogAdminEndpoints.listStaffClinics),
  });

function useCatalogSave<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOG_ADMIN }),
  });
}

export const useSaveRegion = () =>
  useCatalogSave(({ id, body }: { id: number | null; body: RegionInput }) =>
    id === null
      ? call(catalogAdminEndpoints.createRegion, { body })
      : call(catalogAdminEndpoints.updateRegion, { params: { id }, body }),
  );

/** A postal-code sheet checked (dry run) or imported; every mistake comes back by line and column. */
export const useImportPostalCodes = () =>
  useCatalogSave(
    (body: { csv: string; dryRun: boolean }): Promise<PostalCodeImportOutcome> =>
      call(catalogAdminEndpoints.importPostalCodes, { body }),
  );

export const useSaveClinic = () =>
  useCatalogSave(({ id, body }: { id: number | null; body: ClinicInput }) =>
    id === null
      ? call(catalogAdminEndpoints.createClinic, { body })
      : call(catalogAdminEndpoints.updateClinic, { params: { clinicId: id }, body }),
  );

export const useArchiveClinic = () =>
  useCatalogSave(({ id, archived }: { id: number; archived: boolean }) =>
    call(catalogAdminEndpoints.archiveClinic, { params: { clinicId: id }, body: { archived } }),
  );

export const useSaveDevice = () =>
  useCatalogSave(({ clinicId, id, body }: { clinicId: number; id: number | null; body: DeviceInput }) =>
    id === null
      ? call(catalogAdminEndpoints.createDevice, { params: { clinicId }, body })
      : call(catalogAdminEndpoints.updateDevice, { params: { clinicId, deviceId: id }, body }),
  );

export const useSaveExam = () =>
  useCatalogSave(({ id, body }: { id: number | null; body: ExamInput }) =>
    id === null
      ? call(catalogAdminEndpoints.createExam, { body })
      : call(catalogAdminEndpoints.updateExam, { params: { id }, body }),
  );

/** A mobile van's stops from its today on; its own clinic's staff read them too. */
export const useVanStops = (clinicId: number) =>
  useQuery({
    queryKey: [...CATALOG_ADMIN, 'van-stops', clinicId],
    queryFn: () => call(catalogAdminEndpoints.listVanStops, { params: { clinicId } }),
  });

export const useSaveVanStop = (clinicId: number) =>
  useCatalogSave(({ date, body }: { date: string; body: VanStopInput }) =>
    call(catalogAdminEndpoints.saveVanStop, { params: { clinicId, date }, body }),
  );

export const useRemoveVanStop = (clinicId: number) =>
  useCatalogSave((date: string) => call(catalogAdminEndpoints.removeVanStop, { params: { clinicId, date } }));

/** The order patients see the exams in: every exam's slug, most important first. */
export const useOrderExams = () =>
  useCatalogSave((slugs: string[]) => call(catalogAdminEndpoints.orderExams, { body: { slugs } }));

/** The whole catalogue and schedule as one file (decision 0056). */
export const exportCatalogFile = () => call(catalogAdminEndpoints.exportCatalog);

/** A catalogue file checked (dry run) or imported; a written import refreshes the catalogue shown. */
export const useImportCatalog = () =>
  useCatalogSave(
    ({ file, dryRun }: { file: Record<string, unknown>; dryRun: boolean }): Promise<CatalogImportReport> =>
      call(catalogAdminEndpoints.importCatalog, { query: { dryRun: dryRun ? 'true' : 'false' }, body: file }),
  );

/** The catalogue's clinics or exams as a spreadsheet, downloaded. */
export const downloadCatalogCsv = (section: CatalogCsvSection) =>
  download(catalogAdminEndpoints.exportCatalogCsv, { query: { section } }, `${section}.csv`);

/** A spreadsheet of clinics or exams checked (dry run) or imported, as a catalogue file is. */
export const useImportCatalogCsv = () =>
  useCatalogSave(
    ({
      section,
      csv,
      dryRun,
    }: {
      section: CatalogCsvSection;
      csv: string;
      dryRun: boolean;
    }): Promise<CatalogImportReport> =>
      call(catalogAdminEndpoints.importCatalogCsv, {
        query: { section, dryRun: dryRun ? 'true' : 'false' },
        body: { csv },
      }),
  );
