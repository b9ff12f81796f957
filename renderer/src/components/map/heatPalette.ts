/**
 * The heat layer's colours and weights, as plain functions (tested without a canvas).
 * Colour stops run from a faint blue for a cell with a few rides to red for the busiest;
 * the legend draws the same stops.
 */
export const HEAT_STOPS: ReadonlyArray<readonly [number, string]> = [
  [0, '#2c7bb6'],
  [0.25, '#00a6ca'],
  [0.5, '#90eb9d'],
  [0.75, '#f9d057'],
  [1, '#d7191c'],
];

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/** 256 RGBA entries, index = the painted intensity (0–255): the colour of that intensity. */
export function heatPalette(stops: ReadonlyArray<readonly [number, string]> = HEAT_STOPS): Uint8ClampedArray {
  const out = new Uint8ClampedArray(256 * 4);
  for (let i = 0; i < 256; i++) {
    const t = i / 255;
    let upper = stops.findIndex(([at]) => at >= t);
    if (upper <= 0) upper = Math.max(upper, 1);
    const [a, colourA] = stops[upper - 1]!;
    const [b, colourB] = stops[upper]!;
    const f = b === a ? 0 : (t - a) / (b - a);
    const [ra, ga, ba] = rgb(colourA);
    const [rb, gb, bb] = rgb(colourB);
    out[i * 4] = Math.round(ra + (rb - ra) * f);
    out[i * 4 + 1] = Math.round(ga + (gb - ga) * f);
    out[i * 4 + 2] = Math.round(ba + (bb - ba) * f);
    out[i * 4 + 3] = 255;
  }
  return out;
}

/**
 * How strongly a cell paints (0–1). Square root, not linear: ride counts are skewed (a few
 * station-like cells hold many times the rides of a street), and a linear scale would leave
 * everything but those cells invisible. A floor keeps a one-ride cell visible.
 */
export function heatWeight(count: number, maxCount: number): number {
  if (count <= 0 || maxCount <= 0) return 0;
  return Math.max(0.08, Math.min(1, Math.sqrt(count / maxCount)));
}

/** The legend's middle label: the count whose weight is one half (sqrt scale: a quarter of the max). */
export function legendMiddle(maxCount: number): number {
  return Math.max(1, Math.round(maxCount / 4));
}
