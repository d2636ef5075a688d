import { hasControlCharacters, type ImportRowError } from '@rb/contracts';
import { readCsv } from '../../platform/csv';
import type { PostalCodeRow } from './catalog.admin.repository';

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
  const table = readCsv(text);
  const errors: ImportRowError[] = [];
  if (!table)
    return { rows: [], errors: [{ row: 1, field: 'file', message: 'message.import_csv_unreadable' }] };
  if (!table.columns.length)
    return { rows: [], errors: [{ row: 1, field: 'file', message: 'message.import_empty' }] };
  for (const column of REQUIRED)
    if (!table.columns.includes(column))
      errors.push({ row: 1, field: column, message: 'message.import_column_missing' });
  if (errors.length) return { rows: [], errors };
  const rows: (PostalCodeRow & { line: number })[] = [];
  const seen = new Set<string>();
  for (const { line, cell } of table.rows) {
    const value = (column: (typeof COLUMNS)[number]) => cell(column);
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
