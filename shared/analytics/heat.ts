/**
 * Ride heatmaps (issue 11 item 3: /app/ride/heatmap and /app/heat/data): where rides start or
 * end, binned into square grid cells of a few hundred metres, for a date range and an hour of
 * the Cairo day. The renderer checks a request with these rules before it sends it and the
 * server refuses the same request with the same words.
 */

export type HeatPoint = 'START' | 'END';

/**
 * Cell sizes in degrees the server bins by (0.002° is about 220 m north–south and 190 m east–west
 * in Cairo). A fixed set, not any number: every size is a whole number of cells per degree, so a
 * cell's edges are exact and two requests of one size agree on their cells.
 */
export const HEAT_CELL_SIZES = [0.001, 0.002, 0.005, 0.01, 0.02] as const;
export type HeatCellSize = (typeof HEAT_CELL_SIZES)[number];
export const DEFAULT_HEAT_CELL_SIZE: HeatCellSize = 0.002;

/** The most cells one answer carries (the busiest ones): the answer stays small however many rides match. */
export const HEAT_MAX_CELLS = 4000;
/** The longest range one request reads (a year of rides, then pick a shorter one). */
export const HEAT_MAX_DAYS = 366;
export const HOURS_IN_DAY = 24;

export const HEAT_MESSAGES = {
  dates: 'Please select start and end dates',
  order: 'Start Date must be smaller than End Date',
  tooLong: `Please select a range of at most ${HEAT_MAX_DAYS} days`,
  hour: 'Hour must be 0 to 23, or all hours',
  cellSize: `Cell size must be one of ${HEAT_CELL_SIZES.join(', ')} degrees`,
} as const;

export interface HeatRequest {
  startDate: string;
  endDate: string;
  point: HeatPoint;
  /** 0–23 in Cairo time; null is every hour. */
  hour?: number | null;
  /** Area ids; empty, absent or a first value of '0' is every area (02 §4: the first value 0 clears). */
  areas?: readonly string[] | null;
  cellSize?: number | null;
}

export interface CheckedHeatRequest {
  start: Date;
  end: Date;
  point: HeatPoint;
  hour: number | null;
  areas: string[] | null;
  cellSize: HeatCellSize;
  /** Whole cells per degree: the server bins by floor(lat × this). */
  cellsPerDegree: number;
}

const DAY_MS = 86_400_000;

/** 02 §4: an empty selection, or one starting with 0, is every area. */
export function heatAreas(areas: readonly string[] | null | undefined): string[] | null {
  if (!areas || areas.length === 0 || areas[0] === '0') return null;
  return [...new Set(areas)];
}

/** The request as the query reads it, or the words for what is wrong with it. */
export function checkHeatRequest(
  request: HeatRequest,
): { ok: true; value: CheckedHeatRequest } | { ok: false; error: string } {
  const start = new Date(request.startDate);
  const end = new Date(request.endDate);
  if (!request.startDate || !request.endDate || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    return { ok: false, error: HEAT_MESSAGES.dates };
  if (start.getTime() > end.getTime()) return { ok: false, error: HEAT_MESSAGES.order };
  // A day's slack: a range of whole Cairo days ends at 23:59:59.999 of its last day.
  if (end.getTime() - start.getTime() > (HEAT_MAX_DAYS + 1) * DAY_MS)
    return { ok: false, error: HEAT_MESSAGES.tooLong };
  const hour = request.hour ?? null;
  if (hour !== null && (!Number.isInteger(hour) || hour < 0 || hour >= HOURS_IN_DAY))
    return { ok: false, error: HEAT_MESSAGES.hour };
  const cellSize = (request.cellSize ?? DEFAULT_HEAT_CELL_SIZE) as HeatCellSize;
  if (!HEAT_CELL_SIZES.includes(cellSize)) return { ok: false, error: HEAT_MESSAGES.cellSize };
  return {
    ok: true,
    value: {
      start,
      end,
      point: request.point,
      hour,
      areas: heatAreas(request.areas),
      cellSize,
      cellsPerDegree: Math.round(1 / cellSize),
    },
  };
}

/** The centre of the cell holding index `index` (floor(coordinate × cellsPerDegree)). */
export function cellCentre(index: number, cellsPerDegree: number): number {
  // Rounded to 6 decimals (~0.1 m): floating noise would make equal centres differ.
  return Math.round(((index + 0.5) / cellsPerDegree) * 1e6) / 1e6;
}

/**
 * The cell size that fits a map zoom: about 20–40 screen pixels a cell, so the layer neither
 * turns into single dots nor into a few blocks.
 */
export function cellSizeForZoom(zoom: number): HeatCellSize {
  if (zoom >= 16) return 0.001;
  if (zoom >= 14) return 0.002;
  if (zoom >= 13) return 0.005;
  if (zoom >= 12) return 0.01;
  return 0.02;
}

/** '07:00–07:59' for hour 7; 'All hours' for null. */
export function hourLabel(hour: number | null): string {
  if (hour === null) return 'All hours';
  const hh = String(hour).padStart(2, '0');
  return `${hh}:00–${hh}:59`;
}
