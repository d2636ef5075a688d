import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonRecord, multilineText, text } from './text';

const contractsDir = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('strings the contracts accept (issue 12, finding 6)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001bb'],
    ['line feed', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['C1 next line', 'a\u0085b'],
    ['right-to-left override', 'invoice\u202efdp.exe'],
    ['first strong isolate', 'a\u2068b'],
  ])('text() refuses %s', (_, value) => {
    expect(text().safeParse(value).success).toBe(false);
  });

  it('text() keeps letters of every script, marks and emoji, and chains like z.string()', () => {
    expect(text().safeParse('Nguyễn Ολίβια 漢字 \u200fשלום 😀').success).toBe(true);
    expect(text().trim().min(2).max(5).safeParse('  abc ').data).toBe('abc');
    expect(text().max(2).safeParse('abc').success).toBe(false);
  });

  it('multilineText() allows tabs and line breaks but no other control character', () => {
    expect(multilineText().safeParse('line one\r\n\tline two').success).toBe(true);
    expect(multilineText().safeParse('a\u0000b').success).toBe(false);
    expect(multilineText().safeParse('a\u202eb').success).toBe(false);
  });

  it('jsonRecord() refuses control characters in nested keys and values, and very deep nesting', () => {
    expect(jsonRecord().safeParse({ a: [{ b: 'ok\nfine' }] }).success).toBe(true);
    expect(jsonRecord().safeParse({ a: [{ b: 'x\u0000' }] }).success).toBe(false);
    expect(jsonRecord().safeParse({ a: { 'k\u0001': 1 } }).success).toBe(false);
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(jsonRecord().safeParse({ a: deep }).success).toBe(false);
  });

  it('no contract builds a string with a bare z.string(): new schemas get the refinement by default', () => {
    const offenders = sourceFiles(contractsDir)
      .filter((file) => !file.endsWith(`${path.sep}text.ts`))
      .filter((file) => /\bz\s*\.\s*string\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(contractsDir, file));
    expect(offenders).toEqual([]);
  });
});
