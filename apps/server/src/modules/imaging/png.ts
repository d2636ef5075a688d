import { deflateSync } from 'node:zlib';

/** A linear VOI window (DICOM PS3.3 C.11.2.1.2) in the stored unit (rescale is 1/0 for demo studies). */
export interface Window {
  center: number;
  width: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit grayscale PNG of `gray` (rows × columns). */
export function grayscalePng(gray: Uint8Array, rows: number, columns: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(columns, 0);
  header.writeUInt32BE(rows, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const raw = Buffer.alloc(rows * (columns + 1));
  for (let row = 0; row < rows; row++) {
    raw[row * (columns + 1)] = 0; // filter: none
    raw.set(gray.subarray(row * columns, (row + 1) * columns), row * (columns + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Pixels → 8-bit through a linear window, scaled (nearest neighbour) to fit `viewport` keeping the
 * aspect ratio, as a DICOMweb server renders a frame.
 */
export function renderPng(
  pixels: Int16Array,
  rows: number,
  columns: number,
  window: Window,
  viewport?: { width: number; height: number },
): Buffer {
  const scale = viewport ? Math.min(1, viewport.width / columns, viewport.height / rows) : 1;
  const outColumns = Math.max(1, Math.round(columns * scale));
  const outRows = Math.max(1, Math.round(rows * scale));
  const low = window.center - 0.5 - (window.width - 1) / 2;
  const span = Math.max(1, window.width - 1);
  const gray = new Uint8Array(outRows * outColumns);
  for (let row = 0; row < outRows; row++) {
    const sourceRow = Math.min(rows - 1, Math.floor(row / scale));
    for (let column = 0; column < outColumns; column++) {
      const value = pixels[sourceRow * columns + Math.min(columns - 1, Math.floor(column / scale))] ?? 0;
      gray[row * outColumns + column] = Math.max(0, Math.min(255, Math.round(((value - low) / span) * 255)));
    }
  }
  return grayscalePng(gray, outRows, outColumns);
}
