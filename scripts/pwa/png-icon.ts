/**
 * The app icons of the web app manifest (R§9 installable app), drawn at build time as PNG with
 * node's zlib: the favicon's design (a light leaf on the brand colour) without an image library.
 * Full-bleed background, leaf inside the central 60 %, so the same picture is a valid maskable icon.
 */
import { deflateSync } from 'node:zlib';

const BRAND: readonly [number, number, number] = [0x0f, 0x5c, 0x55];
const LEAF: readonly [number, number, number] = [0xf9, 0xd9, 0xcf];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
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

/** How much of the pixel at (x, y) the leaf covers, 0..1, sampled 4×4 for smooth edges. */
function leafCoverage(x: number, y: number, size: number): number {
  // The leaf is the overlap of two circles (a vesica), across the line between their centres.
  const r = size * 0.42;
  const offset = size * 0.22;
  const c = size / 2;
  const a = { x: c - offset, y: c - offset };
  const b = { x: c + offset, y: c + offset };
  let inside = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const px = x + (sx + 0.5) / 4;
      const py = y + (sy + 0.5) / 4;
      const inA = (px - a.x) ** 2 + (py - a.y) ** 2 <= r * r;
      const inB = (px - b.x) ** 2 + (py - b.y) ** 2 <= r * r;
      if (inA && inB) inside++;
    }
  }
  return inside / 16;
}

/** A square PNG of `size` pixels. */
export function appIconPng(size: number): Buffer {
  const rowLength = size * 3 + 1;
  const raw = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y++) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      // Circles on the top-left/bottom-right diagonal: the leaf leans bottom-left to top-right, like the favicon.
      const k = leafCoverage(x, y, size);
      const at = y * rowLength + 1 + x * 3;
      for (let i = 0; i < 3; i++) raw[at + i] = Math.round(BRAND[i] * (1 - k) + LEAF[i] * k);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
