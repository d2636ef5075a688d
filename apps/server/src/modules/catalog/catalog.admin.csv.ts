import { hasControlCharacters, type ImportRowError } from '@rb/contracts';
import type { PostalCodeRow } from './catalog.admin.repository';

/**
 * Splits CSV text (RFC 4180: comma separated, double quotes around fields that hold commas, quotes
 * or line breaks, a doubled quote inside them) into lines of fields, each with its 1-based line.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    // Blank lines carry nothing to import.
    if (fields.length > 1 || fields[0]?.trim()) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
  }
  if (field !== '' || fields.length) endRow();
  return rows;
}

const COLUMNS = ['code', 'suburb', 'state', 'country', 'latitude', 'longitude'] as const;
const REQUIRED = ['code', 'suburb', 'state', 'latitude', 'longitude'] as const;

/**
 * Postal code rows from a CSV file with a header naming its columns (any order; `country` may be
 * left out and is then AU), or every mistake by line and column. A code and suburb twice in the
 * file is a mistake on its second line.
 */
export function postalCodesFromCsv(text: string): {
  rows: (PostalCodeRow & { line: number })[];
  errors: ImportRowError[];
} {
  const [header, ...lines] = parseCsv(text.replace(/^\ufeff/, ''));
  const errors: ImportRowError[] = [];
  if (!header) return { rows: [], errors: [{ row: 1, field: 'file', message: 'message.import_empty' }] };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  for (const column of REQUIRED)
    if (!names.includes(column))
      errors.push({ row: 1, field: column, message: 'message.import_column_missing' });
  if (errors.length) return { rows: [], errors };
  const rows: (PostalCodeRow & { line: number })[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of lines) {
    const value = (column: (typeof COLUMNS)[number]) => {
      const index = names.indexOf(column);
      return index < 0 ? '' : (fields[index] ?? '').trim();
    };
    const fail = (field: string, message: string) => errors.push({ row: line, field, message });
    const before = errors.length;
    const code = value('code');
    const suburb = value('suburb');
    const state = value('state');
    const country = (value('country') || 'AU').toUpperCase();
    if (!code) fail('code', 'message.field_required');
    else if (!/^[A-Za-z0-9 -]{2,10}$/.test(code)) fail('code', 'message.field_invalid');
    if (!suburb) fail('suburb', 'message.field_required');
    else if (suburb.length > 100 || hasControlCharacters(suburb)) fail('suburb', 'message.field_invalid');
    if (!state) fail('state', 'message.field_required');
    else if (state.length > 50 || hasControlCharacters(state)) fail('state', 'message.field_invalid');
    if (!/^[A-Z]{2}$/.test(country)) fail('country', 'message.field_invalid');
    const coordinate = (column: 'latitude' | 'longitude', limit: number) => {
      const raw = value(column);
      const number = Number(raw);
      if (!raw) fail(column, 'message.field_required');
      else if (!Number.isFinite(number) || Math.abs(number) > limit) fail(column, 'message.field_invalid');
      return number;
    };
    const latitude = coordinate('latitude', 90);
    const longitude = coordinate('longitude', 180);
    const key = `${code.toUpperCase()}|${suburb.toLowerCase()}|${country}`;
    if (errors.length === before && seen.has(key)) fail('code', 'message.import_duplicate_row');
    seen.add(key);
    if (errors.length === before) rows.push({ line, code, suburb, state, country, latitude, longitude });
  }
  return { rows, errors };
}
