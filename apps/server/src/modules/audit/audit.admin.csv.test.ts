import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './audit.admin.csv';

describe('audit CSV fields', () => {
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
});
