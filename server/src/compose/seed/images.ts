import fs from 'node:fs/promises';
import path from 'node:path';
import { Canvas, type Rgb } from './png';
import type { Random } from '../../platform/lib/random';

/** Writes `key` under the files folder and returns the key (what tables store). */
export async function writeFile(filesDir: string, key: string, data: Buffer): Promise<string> {
  const target = path.join(filesDir, ...key.split('/'));
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, data);
  return key;
}

const SKIN: Rgb[] = [
  [224, 187, 150],
  [198, 148, 110],
  [160, 114, 80],
  [120, 85, 60],
];

/** Front of a national ID: green-grey card, photo box, text lines, the number strip. */
export function idCardFront(random: Random): Buffer {
  const canvas = new Canvas(320, 200, [206, 222, 214]);
  canvas.rect(0, 0, 320, 28, [38, 110, 86]);
  canvas.rect(12, 40, 84, 108, [236, 236, 236]);
  canvas.ellipse(54, 80, 22, 26, random.pick(SKIN));
  canvas.rect(26, 108, 56, 40, [60, 70, 90]);
  for (let line = 0; line < 4; line++)
    canvas.rect(112, 46 + line * 22, random.int(110, 190), 9, [70, 80, 84]);
  canvas.rect(112, 160, 190, 16, [30, 30, 30]);
  return canvas.toPng();
}

export function idCardBack(random: Random): Buffer {
  const canvas = new Canvas(320, 200, [214, 222, 230]);
  for (let line = 0; line < 5; line++)
    canvas.rect(18, 22 + line * 20, random.int(150, 280), 8, [84, 90, 100]);
  // Machine-readable strip.
  canvas.rect(0, 140, 320, 44, [245, 245, 245]);
  for (let x = 10; x < 310; x += random.int(3, 7)) canvas.rect(x, 148, random.int(1, 3), 28, [20, 20, 20]);
  return canvas.toPng();
}

export function selfie(random: Random): Buffer {
  const canvas = new Canvas(
    240,
    320,
    random.pick<Rgb>([
      [180, 200, 220],
      [220, 210, 190],
      [200, 220, 200],
    ]),
  );
  canvas.ellipse(120, 130, 62, 78, random.pick(SKIN));
  canvas.ellipse(96, 118, 8, 6, [40, 30, 30]).ellipse(144, 118, 8, 6, [40, 30, 30]);
  canvas.rect(100, 170, 40, 8, [150, 70, 70]);
  canvas.rect(
    40,
    230,
    160,
    90,
    random.pick<Rgb>([
      [40, 60, 120],
      [120, 40, 40],
      [50, 50, 50],
      [30, 110, 90],
    ]),
  );
  // The ID held up beside the face.
  canvas.rect(170, 200, 60, 38, [206, 222, 214]).rect(170, 200, 60, 6, [38, 110, 86]);
  return canvas.toPng();
}

/** A parked vehicle on a pavement, for ride-end photos. */
export function parkedVehicle(random: Random): Buffer {
  const canvas = new Canvas(240, 320, [150, 150, 146]);
  for (let y = 0; y < 320; y += 40) canvas.rect(0, y, 240, 2, [120, 120, 118]);
  const body: Rgb = random.pick<Rgb>([
    [30, 30, 30],
    [230, 90, 40],
    [40, 160, 90],
  ]);
  canvas.rect(116, 60, 8, 180, body).rect(80, 60, 80, 8, body).rect(96, 230, 90, 14, body);
  canvas.ellipse(104, 256, 18, 18, [20, 20, 20]).ellipse(176, 256, 18, 18, [20, 20, 20]);
  return canvas.toPng();
}

/** Batteries laid out for a custody hand-over photo. */
export function batteries(random: Random, count: number): Buffer {
  const canvas = new Canvas(320, 200, [90, 80, 70]);
  for (let i = 0; i < Math.min(count, 12); i++) {
    const x = 12 + (i % 6) * 50;
    const y = 20 + Math.floor(i / 6) * 90;
    canvas.rect(x, y, 40, 76, [30, 30, 34]).rect(x + 12, y - 6, 16, 6, [200, 200, 200]);
    canvas.rect(
      x + 6,
      y + 30,
      28,
      10,
      random.pick<Rgb>([
        [60, 180, 80],
        [230, 180, 40],
      ]),
    );
  }
  return canvas.toPng();
}

/** A product shot: a coloured part on white. */
export function part(random: Random): Buffer {
  const canvas = new Canvas(200, 200, [248, 248, 248]);
  const colour: Rgb = [random.int(20, 200), random.int(20, 200), random.int(20, 200)];
  if (random.chance(0.5)) canvas.ellipse(100, 100, random.int(40, 80), random.int(40, 80), colour);
  else canvas.rect(random.int(30, 60), random.int(30, 60), random.int(80, 120), random.int(60, 120), colour);
  return canvas.toPng();
}
