/**
 * Small real files for the attachment tests, built from bytes: a PDF, images, and files that must
 * be refused whatever they are named (an executable, an HTML page).
 */
export const samples = {
  /** A minimal PDF, padded with a comment up to `size` bytes when asked. */
  pdf(size = 0): Buffer {
    const body =
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n';
    const end = '%%EOF\n';
    const padding = Math.max(0, size - body.length - end.length);
    return Buffer.from(`${body}${padding ? `%${'x'.repeat(padding - 2)}\n` : ''}${end}`);
  },
  /** A 1×1 PNG. */
  png(): Buffer {
    return Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
  },
  /** The start of a JFIF JPEG: enough for the type to be recognised. */
  jpeg(): Buffer {
    return Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
      Buffer.alloc(64),
      Buffer.from([0xff, 0xd9]),
    ]);
  },
  /** A Windows executable header. */
  exe(): Buffer {
    const data = Buffer.alloc(256);
    data.write('MZ', 0, 'latin1');
    data.writeUInt32LE(0x80, 0x3c);
    data.write('PE\u0000\u0000', 0x80, 'latin1');
    return data;
  },
  html(): Buffer {
    return Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  },
};
