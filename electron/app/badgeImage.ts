import { deflateSync } from 'node:zlib';

/**
 * The Windows taskbar overlay for a count: a 16×16 red disc with the number in white, as a
 * PNG Electron's nativeImage reads (createFromBuffer). Windows has no badge API, and main has
 * no canvas, so the image is drawn here pixel by pixel with a 3×5 digit font.
 */

const SIZE = 16;

/** Each digit as 5 rows of 3 bits (most significant bit = left column). */
const DIGITS: Record<string, readonly number[]> = {
  '0': [0b111, 0b101, 0b101, 0b101, 0b111],
  '1': [0b010, 0b110, 0b010, 0b010, 0b111],
  '2': [0b111, 0b001, 0b111, 0b100, 0b111],
  '3': [0b111, 0b001, 0b111, 0b001, 0b111],
  '4': [0b101, 0b101, 0b111, 0b001, 0b001],
  '5': [0b111, 0b100, 0b111, 0b001, 0b111],
  '6': [0b111, 0b100, 0b111, 0b101, 0b111],
  '7': [0b111, 0b001, 0b010, 0b010, 0b010],
  '8': [0b111, 0b101, 0b111, 0b101, 0b111],
  '9': [0b111, 0b101, 0b111, 0b001, 0b111],
  '+': [0b000, 0b010, 0b111, 0b010, 0b000],
};

const RED = [0xd9, 0x1f, 0x26, 0xff] as const;
const WHITE = [0xff, 0xff, 0xff, 0xff] as const;
const CLEAR = [0, 0, 0, 0] as const;

/** What the overlay says: 1–99, then '99+' would not fit 16 px, so '9+'. */
export function badgeLabel(count: number): string {
  return count > 99 ? '9+' : String(count);
}

/** RGBA pixels, row by row. */
export function badgePixels(count: number): Uint8Array {
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const centre = (SIZE - 1) / 2;
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const inside = (x - centre) ** 2 + (y - centre) ** 2 <= (SIZE / 2) ** 2;
      pixels.set(inside ? RED : CLEAR, (y * SIZE + x) * 4);
    }
  }
  const label = badgeLabel(count);
  // 3 px per glyph, 1 px between glyphs, drawn at twice the size when one digit fits.
  const scale = label.length === 1 ? 2 : 1;
  const width = (label.length * 4 - 1) * scale;
  const left = Math.floor((SIZE - width) / 2);
  const top = Math.floor((SIZE - 5 * scale) / 2);
  [...label].forEach((char, index) => {
    const rows = DIGITS[char] ?? DIGITS['+']!;
    rows.forEach((bits, row) => {
      for (let column = 0; column < 3; column += 1) {
        if (!(bits & (0b100 >> column))) continue;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const x = left + (index * 4 + column) * scale + dx;
            const y = top + row * scale + dy;
            pixels.set(WHITE, (y * SIZE + x) * 4);
          }
        }
      }
    });
  });
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, no interlace) of the overlay for `count`. */
export function badgePng(count: number): Buffer {
  const pixels = badgePixels(count);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8);
  // Every scanline starts with filter type 0 (none).
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y += 1) {
    raw[y * (SIZE * 4 + 1)] = 0;
    raw.set(pixels.subarray(y * SIZE * 4, (y + 1) * SIZE * 4), y * (SIZE * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

export const BADGE_SIZE = SIZE;
