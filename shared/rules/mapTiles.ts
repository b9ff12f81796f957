/**
 * MAP_TILE_URL: the map's raster tiles ({z}/{x}/{y}). The server hands it to the map; the desktop
 * shell reads the same variable to allow exactly that host in its image policy.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** MAP_TILE_URL must be an http(s) template naming {z}, {x} and {y}. */
export function parseTileUrl(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_MAP_TILE_URL;
  if (!/^https?:\/\//i.test(text) || !['{z}', '{x}', '{y}'].every((part) => text.includes(part))) {
    throw new Error(
      `MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}, such as ${DEFAULT_MAP_TILE_URL}, not ${text}`,
    );
  }
  return text;
}

/** The origin tiles load from: `{s}` subdomain templates allow that host's subdomains. (No URL here: shared/ has neither DOM nor Node.) */
export function tileImageSource(tileUrl: string): string {
  const origin = /^https?:\/\/[^/?#]+/i.exec(tileUrl)?.[0];
  if (!origin) throw new Error(`MAP_TILE_URL must be an http(s) address, not ${tileUrl}`);
  return origin.toLowerCase().replace('//{s}.', '//*.');
}
