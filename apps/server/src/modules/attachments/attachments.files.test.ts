import { describe, expect, it } from 'vitest';
import { describeContentTypes, detectContentType, sanitizeFileName } from './attachments.files';
import { samples } from './attachments.samples';

describe('upload type detection from the bytes', () => {
  it.each([
    ['pdf', samples.pdf(), 'application/pdf'],
    ['png', samples.png(), 'image/png'],
    ['jpeg', samples.jpeg(), 'image/jpeg'],
    ['exe', samples.exe(), 'application/x-msdownload'],
  ])('detects %s', async (_, data, mime) => {
    expect((await detectContentType(data))?.mime).toBe(mime);
  });

  it.each([
    ['html', samples.html()],
    ['plain text', Buffer.from('hello, this is not a pdf')],
    ['empty', Buffer.alloc(0)],
  ])('knows no type for %s', async (_, data) => {
    expect(await detectContentType(data)).toBeUndefined();
  });

  it('names the accepted types for people', () => {
    expect(describeContentTypes(['application/pdf', 'image/jpeg', 'image/png', 'image/heic'])).toBe(
      'PDF, JPEG, PNG, HEIC',
    );
  });
});

describe('file name sanitising', () => {
  it.each([
    ['referral.pdf', 'pdf', 'referral.pdf'],
    ['scan.pdf', 'png', 'scan.png'],
    ['C:\\Users\\ann\\Desktop\\referral.PDF', 'pdf', 'referral.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['<script>alert(1)</script>.pdf', 'pdf', 'script_.pdf'],
    ['<img src=x onerror=alert(1)>.pdf', 'pdf', '_img src=x onerror=alert(1)_.pdf'],
    ['bad\u0000name\r\n.pdf', 'pdf', 'bad_name__.pdf'],
    ['...', 'pdf', 'document.pdf'],
    ['', 'jpg', 'document.jpg'],
    ['Упат за снимање.pdf', 'pdf', 'Упат за снимање.pdf'],
    // Bidirectional controls would show `invoice\u202Efdp.exe` to staff as `invoiceexe.pdf`.
    ['invoice\u202efdp.exe', 'pdf', 'invoicefdp.pdf'],
    ['a\u2066b\u2069c\u200fd.pdf', 'pdf', 'abcd.pdf'],
  ])('%j as %s becomes %j', (original, ext, expected) => {
    expect(sanitizeFileName(original, ext)).toBe(expected);
  });

  it('bounds the length', () => {
    const name = sanitizeFileName(`${'a'.repeat(500)}.pdf`, 'pdf');
    expect(name.length).toBeLessThanOrEqual(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
