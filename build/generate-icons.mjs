#!/usr/bin/env node
/**
 * Draws the app icon (a white lightning bolt on a teal rounded square) and writes it
 * as PNG with nothing but node:zlib, so the icons can be regenerated on any machine
 * without an image tool. Run: `node build/generate-icons.mjs`.
 *
 * Output: build/icon.png (512, used by electron-builder for the .ico and .icns)
 * and build/icons/{512x512,256x256}.png (the Linux icon set).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));

// Lightning bolt, in units of the icon's width (0..1), clockwise.
const BOLT = [
  [0.6, 0.1],
  [0.29, 0.55],
  [0.47, 0.55],
  [0.4, 0.9],
  [0.73, 0.43],
  [0.54, 0.43],
  [0.67, 0.1],
];
const MARGIN = 0.04;
const RADIUS = 0.2;
const TEAL_TOP = [20, 184, 166];
const TEAL_BOTTOM = [13, 116, 110];
// 4x4 samples per pixel: smooth edges without an anti-aliasing algorithm.
const SAMPLES = 4;

function insidePolygon(x, y, polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y) {
  const lo = MARGIN;
  const hi = 1 - MARGIN;
  if (x < lo || x > hi || y < lo || y > hi) return false;
  const cx = Math.min(Math.max(x, lo + RADIUS), hi - RADIUS);
  const cy = Math.min(Math.max(y, lo + RADIUS), hi - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

/** RGBA pixels, row by row. */
function draw(size) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let coverage = 0;
      let bolt = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (!insideRoundedSquare(x, y)) continue;
          coverage++;
          if (insidePolygon(x, y, BOLT)) bolt++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const t = py / (size - 1);
      const white = coverage === 0 ? 0 : bolt / coverage;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        const teal = TEAL_TOP[c] + (TEAL_BOTTOM[c] - TEAL_TOP[c]) * t;
        pixels[offset + c] = Math.round(teal + (255 - teal) * white);
      }
      pixels[offset + 3] = Math.round((coverage / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each scanline starts with filter type 0 (none).
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(path.join(here, 'icons'), { recursive: true });
for (const size of [512, 256]) {
  const png = encodePng(size, draw(size));
  writeFileSync(path.join(here, 'icons', `${size}x${size}.png`), png);
  if (size === 512) writeFileSync(path.join(here, 'icon.png'), png);
  console.log(`wrote ${size}x${size} (${png.length} bytes)`);
}
