import { MAP } from '@ops/shared/rules/constants';

/**
 * Whether the tile service gives map tiles, asked once before its tiles are shown (issue 25
 * item 8). A refused request does not always fail: OpenStreetMap answers a request it blocks
 * (no referrer, over its usage policy) with a small fixed picture saying so, often with 200,
 * and a tile layer would paint that picture over the whole map. Two tiles of two different
 * places of the city are asked for; a map service answers each with its own picture.
 */
export type TileProbe = { verdict: 'ok' } | { verdict: 'refused'; reason: string } | { verdict: 'unknown' };

/** Where the probe looks: central Cairo at city zoom, two neighbouring tiles (built-up, never blank sea). */
const PROBE_ZOOM = 12;

/** A tile's address from a Leaflet template: {s} is the first subdomain Leaflet would use. */
export function tileAddress(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{s}', 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', '');
}

function tileOf(lat: number, lng: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

/** Map tiles are square, 256 or 512 px (retina); anything else is a message drawn as a picture. */
const TILE_SIDES = new Set([256, 512]);

/** PNG and JPEG sizes from their headers; null for a format not read here (the other checks still apply). */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    bytes.length >= 24 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47
  ) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1]!;
      const length = view.getUint16(at + 2);
      // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      }
      at += 2 + length;
    }
  }
  return null;
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** What is wrong with one answer, or null when it looks like a map tile. */
function problemOf(response: Response, bytes: Uint8Array): string | null {
  if (!response.ok)
    return `answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('image/'))
    return `answered with something that is not an image (${type || 'no content type'})`;
  const size = imageSize(bytes);
  if (size && !(size.width === size.height && TILE_SIDES.has(size.width)))
    return `answered with a ${size.width} × ${size.height} picture, not a map tile`;
  return null;
}

/**
 * `fetch` sends the referrer the tile layer sends (BaseTiles: the page's origin): a probe
 * without one would be refused by OpenStreetMap when the tiles are not. A probe that cannot
 * reach the service at all (offline, a content policy, no CORS) says 'unknown': the tile
 * layer's own load and error events then decide, as before.
 */
export async function probeTiles(template: string): Promise<TileProbe> {
  const centre = tileOf(MAP.fallbackCentre.lat, MAP.fallbackCentre.lng, PROBE_ZOOM);
  const places = [centre, { x: centre.x + 1, y: centre.y }];
  let answers: Array<{ response: Response; bytes: Uint8Array }>;
  try {
    answers = await Promise.all(
      places.map(async ({ x, y }) => {
        const response = await fetch(tileAddress(template, PROBE_ZOOM, x, y), {
          referrerPolicy: 'strict-origin-when-cross-origin',
          credentials: 'omit',
          cache: 'no-store',
        });
        return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
      }),
    );
  } catch {
    return { verdict: 'unknown' };
  }
  for (const { response, bytes } of answers) {
    const problem = problemOf(response, bytes);
    if (problem) return { verdict: 'refused', reason: problem };
  }
  if (sameBytes(answers[0]!.bytes, answers[1]!.bytes))
    return {
      verdict: 'refused',
      reason: 'answered with the same image for different places (an error image)',
    };
  return { verdict: 'ok' };
}
