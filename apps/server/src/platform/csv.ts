import { type Options, parse } from 'csv-parse/sync';
import { type Options as StringifyOptions, stringify } from 'csv-stringify/sync';

/** Leading characters a spreadsheet would read as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

type CsvValue = string | number | boolean | null | undefined;

/**
 * The writer's options (csv-stringify, RFC 4180): quoted when a field holds a quote, comma or line
 * break, quotes doubled, lines ended by CRLF. A text a spreadsheet would run as a formula is
 * prefixed with an apostrophe so it stays text (a number cannot be one, so `-33.87` stays a number
 * that reads back); booleans are written as words, not csv-stringify's 1 and empty.
 */
const writing: StringifyOptions = {
  record_delimiter: 'windows',
  // A bare LF or CR is a line break to a reader too: quoted, though the lines end in CRLF.
  quoted_match: /[\r\n]/,
  cast: {
    string: (text) => (FORMULA_START.test(text) ? `'${text}` : text),
    boolean: (value) => String(value),
  },
};

/** One CSV line of these fields, CRLF included. */
export const csvLine = (fields: CsvValue[]) => stringify([fields.map((field) => field ?? null)], writing);

/** One CSV field as it is written on a line. */
export const csvField = (value: CsvValue): string => csvLine([value]).slice(0, -2);

/** A whole CSV file: the header line, then a line per row. */
export const csvFile = (header: string[], rows: CsvValue[][]) =>
  stringify([header, ...rows.map((row) => row.map((field) => field ?? null))], writing);

/** A CSV file's data rows by column name (the header's, trimmed and lower-cased), each with its line. */
export interface CsvTable {
  columns: string[];
  rows: { line: number; cell: (column: string) => string }[];
}

/**
 * Reads CSV text (RFC 4180, as spreadsheets save it: a byte-order mark, CRLF or LF, quoted fields
 * over several lines) whose first row names its columns. Blank lines are skipped; a row shorter than
 * the header reads empty cells. Null when the text is not CSV (an unclosed quote, say).
 */
export function readCsv(text: string): CsvTable | null {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // CRLF made LF first: csv-parse counts a CRLF inside a quoted field as two lines.
    const options: Options = { bom: true, info: true, relax_column_count: true, skip_empty_lines: true };
    records = parse(text.replace(/\r\n/g, '\n'), options) as unknown as typeof records;
  } catch {
    return null;
  }
  const [header, ...data] = records;
  if (!header) return { columns: [], rows: [] };
  const columns = header.record.map((name) => name.trim().toLowerCase());
  return {
    columns,
    rows: data.map(({ record, info }) => ({
      // The line the row ends on: a quoted field over several lines ends later than it starts.
      line: info.lines,
      cell: (column: string) => {
        const index = columns.indexOf(column);
        return index < 0 ? '' : (record[index] ?? '').trim();
      },
    })),
  };
}
