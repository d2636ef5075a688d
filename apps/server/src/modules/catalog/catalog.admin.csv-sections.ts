import type {
  CatalogCsvSection,
  CatalogFile,
  CatalogImportReport,
  CatalogSection,
  ImportPathError,
} from '@rb/contracts';
import { csvLine, readCsv } from '../../platform/csv';

type CsvSection = CatalogCsvSection;

type Kind = 'text' | 'optionalText' | 'number' | 'boolean' | 'list' | 'openingHours' | 'devices';
type Column = readonly [field: string, kind: Kind];

/**
 * Each section's columns, named as the catalogue file's fields: the first is the row's key. Lists
 * are `;`-separated; opening hours `weekday opens-closes` (0 Sunday … 6 Saturday), as `1 08:00-17:00`;
 * an exam's devices `clinicPath/device name`. A clinic's devices and schedule, which a row cannot
 * hold, stay as they are (a new clinic starts with none).
 */
const COLUMNS: Record<CsvSection, readonly Column[]> = {
  clinics: [
    ['clinicPath', 'text'],
    ['name', 'text'],
    ['region', 'text'],
    ['address', 'text'],
    ['suburb', 'text'],
    ['state', 'text'],
    ['postcode', 'text'],
    ['latitude', 'number'],
    ['longitude', 'number'],
    ['timeZone', 'text'],
    ['phone', 'text'],
    ['email', 'optionalText'],
    ['openingHours', 'openingHours'],
    ['walkInEnabled', 'boolean'],
    ['mobile', 'boolean'],
    ['archived', 'boolean'],
  ],
  exams: [
    ['slug', 'text'],
    ['name', 'text'],
    ['modality', 'text'],
    ['examCode', 'text'],
    ['priority', 'number'],
    ['durationMinutes', 'number'],
    ['preparationMinutes', 'number'],
    ['minutesPrior', 'number'],
    ['enquiryOnly', 'boolean'],
    ['walkIn', 'boolean'],
    ['specialEnquiry', 'boolean'],
    ['generalEnquiry', 'boolean'],
    ['groupName', 'optionalText'],
    ['examNotes', 'optionalText'],
    ['notes', 'optionalText'],
    ['preparationNotes', 'optionalText'],
    ['showBookingRequestInfoModal', 'boolean'],
    ['active', 'boolean'],
    ['bodyPartSlugs', 'list'],
    ['devices', 'devices'],
  ],
};
const NEW_ITEM: Record<CsvSection, Record<string, unknown>> = {
  clinics: {
    devices: [],
    closures: [],
    archived: false,
    openingHours: [],
    email: null,
    walkInEnabled: false,
    mobile: false,
  },
  exams: { bodyPartSlugs: [], devices: [] },
};

const EMPTY_FILE = { modalities: [], bodyParts: [], regions: [], postalCodes: [], clinics: [], exams: [] };

const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};
const HOURS = /^([0-6])\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/;
const splitList = (cell: string) =>
  cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A cell as the file's field: what cannot be read stays the text it was, so the file's schema
 * refuses it at its row and field; an empty required cell is missing (`message.field_required`).
 */
function fromCell(kind: Kind, cell: string): unknown {
  switch (kind) {
    case 'text':
      return cell || undefined;
    case 'optionalText':
      return cell || null;
    case 'number': {
      const number = Number(cell);
      return cell === '' ? undefined : Number.isFinite(number) ? number : cell;
    }
    case 'boolean':
      return cell === '' ? undefined : (BOOLEANS[cell.toLowerCase()] ?? cell);
    case 'list':
      return splitList(cell);
    case 'openingHours':
      return splitList(cell).map((entry) => {
        const match = HOURS.exec(entry);
        return match ? { weekday: Number(match[1]), opens: match[2], closes: match[3] } : entry;
      });
    case 'devices':
      return splitList(cell).map((entry) => {
        const slash = entry.indexOf('/');
        return slash < 0
          ? entry
          : { clinicPath: entry.slice(0, slash).trim(), device: entry.slice(slash + 1).trim() };
      });
  }
}

function toCell(kind: Kind, value: unknown): string | number | boolean | null {
  switch (kind) {
    case 'list':
      return (value as string[]).join('; ');
    case 'openingHours':
      return (value as { weekday: number; opens: string; closes: string }[])
        .map((h) => `${h.weekday} ${h.opens}-${h.closes}`)
        .join('; ');
    case 'devices':
      return (value as { clinicPath: string; device: string }[])
        .map((d) => `${d.clinicPath}/${d.device}`)
        .join('; ');
    default:
      return value as string | number | boolean | null;
  }
}

/** A section of the catalogue file as a spreadsheet: a header of field names, a row per item. */
export function sectionToCsv(section: CsvSection, file: CatalogFile): string {
  const columns = COLUMNS[section];
  const items = file[section] as unknown as Record<string, unknown>[];
  return [
    csvLine(columns.map(([field]) => field)),
    ...items.map((item) => csvLine(columns.map(([field, kind]) => toCell(kind, item[field])))),
  ].join('');
}

/**
 * A catalogue file of a spreadsheet's rows, each laid over the item it names by key (a clinic's
 * path, an exam's slug) in the current catalogue: a row updates that item's fields of the columns
 * the sheet has, or makes a new item. The file holds only those items (the import leaves what a
 * file does not hold as it is). `lines` maps each item's place to its row's line, so the import's
 * mistakes can be told by row; mistakes of the sheet itself come back by row and field.
 */
export function overlayCsv(
  section: CsvSection,
  csv: string,
  current: CatalogFile,
): { file: CatalogFile; lines: Map<number, number>; errors: ImportPathError[] } {
  const table = readCsv(csv);
  const lines = new Map<number, number>();
  const fail = (message: string, field = 'file', line = 1) => ({
    file: { ...EMPTY_FILE, version: current.version } as unknown as CatalogFile,
    lines,
    errors: [{ path: `rows.${line}`, field, message }],
  });
  if (!table) return fail('message.import_csv_unreadable');
  if (!table.columns.length) return fail('message.import_empty');
  const columns = COLUMNS[section].filter(([field]) => table.columns.includes(field.toLowerCase()));
  const [keyField] = COLUMNS[section][0] as Column;
  if (!columns.some(([field]) => field === keyField)) return fail('message.import_column_missing', keyField);

  const existing = current[section] as unknown as Record<string, unknown>[];
  const items: Record<string, unknown>[] = [];
  const errors: ImportPathError[] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    const key = row.cell(keyField.toLowerCase());
    if (!key) {
      errors.push({ path: `rows.${row.line}`, field: keyField, message: 'message.field_required' });
      continue;
    }
    if (seen.has(key)) {
      errors.push({ path: `rows.${row.line}`, field: keyField, message: 'message.import_duplicate_row' });
      continue;
    }
    seen.add(key);
    const item: Record<string, unknown> = {
      ...(existing.find((e) => e[keyField] === key) ?? NEW_ITEM[section]),
    };
    for (const [field, kind] of columns) item[field] = fromCell(kind, row.cell(field.toLowerCase()));
    lines.set(items.push(item) - 1, row.line);
  }
  // Only the sheet's items: an import writes what its file holds and leaves the rest as it is.
  const file = { ...EMPTY_FILE, version: current.version, [section]: items } as unknown as CatalogFile;
  return { file, lines, errors };
}

/** An import mistake at `clinics.3…` told by the sheet's row (`rows.7…`) where a row made that item. */
function byRow(section: CsvSection, lines: Map<number, number>, error: ImportPathError): ImportPathError {
  const match = new RegExp(`^${section}\\.(\\d+)(\\..*)?$`).exec(error.path);
  const line = match ? lines.get(Number(match[1])) : undefined;
  return line === undefined ? error : { ...error, path: `rows.${line}${match?.[2] ?? ''}` };
}

/** The import's report of an overlaid sheet: the sheet's own mistakes first, every mistake by row. */
export function reportByRow(
  section: CsvSection,
  overlay: ReturnType<typeof overlayCsv>,
  report: CatalogImportReport,
): CatalogImportReport {
  // A clinic's row also answers for the devices and schedule the import checks with it.
  const touched: CatalogSection[] = section === 'clinics' ? ['clinics', 'devices', 'schedules'] : [section];
  const sections = { ...report.sections };
  for (const name of touched)
    sections[name] = {
      ...sections[name],
      errors: sections[name].errors.map((e) => byRow(section, overlay.lines, e)),
    };
  sections[section] = { ...sections[section], errors: [...overlay.errors, ...sections[section].errors] };
  return { ...report, sections };
}
