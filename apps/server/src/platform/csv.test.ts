import { describe, expect, it } from 'vitest';
import { csvField, csvLine, readCsv } from './csv';

describe('CSV fields written', () => {
  it('leaves plain values as they are and empties null', () => {
    expect(csvLine(['a', 12, null, undefined, 'b c'])).toBe('a,12,,,b c\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('keeps what a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+61 400')).toBe("'+61 400");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('leaves numbers and booleans as they read back', () => {
    expect(csvLine([-33.87, 151.2, true, '-33.87'])).toBe("-33.87,151.2,true,'-33.87\r\n");
  });
});

describe('CSV read', () => {
  it('reads a spreadsheet’s file by header name: byte-order mark, CRLF, quoted lines, blank lines, short rows', () => {
    const table = readCsv('\ufeff Code ,Suburb\r\n4000,"Brisbane\r\nCity"\r\n\r\n4101\r\n');
    expect(table?.columns).toEqual(['code', 'suburb']);
    expect(
      table?.rows.map((row) => [row.line, row.cell('code'), row.cell('suburb'), row.cell('state')]),
    ).toEqual([
      [3, '4000', 'Brisbane\nCity', ''],
      [5, '4101', '', ''],
    ]);
  });

  it('reads what it writes', () => {
    const written = csvLine(['name', 'note']) + csvLine(['Smith, Jo', 'say "hi"\nagain']);
    expect(readCsv(written)?.rows.map((row) => [row.cell('name'), row.cell('note')])).toEqual([
      ['Smith, Jo', 'say "hi"\nagain'],
    ]);
  });

  it('answers null for text that is not CSV, and no columns for an empty file', () => {
    expect(readCsv('a,b\n"unclosed,1\n')).toBeNull();
    expect(readCsv('')).toEqual({ columns: [], rows: [] });
  });
});
