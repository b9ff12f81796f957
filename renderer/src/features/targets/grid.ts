/**
 * The editable grid of /app/targets as pure functions: the server's rows with the user's
 * unsaved edits laid over them, the figures derived live (shared/rules/targets.ts, the same
 * function the server stores with), and what a save sends.
 */
import { deriveTargetRow, type TargetDerived, type TargetSetInputs } from '@ops/shared/rules/targets';
import { readTargetValues, type TargetValuesResult } from '@ops/shared/rules/targetValues';

export type InputKey = keyof TargetSetInputs;

/** The typed-in columns, in the grid's order. */
export const INPUT_KEYS: readonly InputKey[] = [
  'assigned',
  'operatingCap',
  'ratio',
  'totalRPV',
  'activeRatio',
  'urgentRatio',
  'riders',
  'newUsers',
  'awaitngInspectionMinutesAverage',
  'ratingsAboveOrEqualFourPercentage',
  'lostREVSPercentage',
];

export interface ServerRow extends TargetSetInputs {
  area: { _id: string; name: string };
}

/** One cell's unsaved value: null while the cell is empty. */
export type Edits = Record<string, Partial<Record<InputKey, number | null>>>;

export interface GridRow {
  areaId: string;
  areaName: string;
  /** What the cells show: the edit if any, else the saved value. */
  values: Record<InputKey, number | null>;
  derived: TargetDerived;
  /** Columns whose shown value differs from the saved one. */
  changed: ReadonlySet<InputKey>;
}

function savedInputs(row: ServerRow): Record<InputKey, number> {
  return Object.fromEntries(INPUT_KEYS.map((key) => [key, row[key]])) as Record<InputKey, number>;
}

/** The rows as the grid shows them, with their derived figures for `days`. */
export function gridRows(rows: readonly ServerRow[], edits: Edits, days: number): GridRow[] {
  return rows.map((row) => {
    const saved = savedInputs(row);
    const edit = edits[row.area._id] ?? {};
    const values = { ...saved, ...edit } as Record<InputKey, number | null>;
    const changed = new Set(INPUT_KEYS.filter((key) => key in edit && edit[key] !== saved[key]));
    const numbers = Object.fromEntries(
      INPUT_KEYS.map((key) => [key, values[key] ?? 0]),
    ) as unknown as TargetSetInputs;
    return {
      areaId: row.area._id,
      areaName: row.area.name,
      values,
      derived: deriveTargetRow(numbers, days),
      changed,
    };
  });
}

/** True while some cell differs from what is saved (the unsaved-changes guard asks first). */
export function isDirty(rows: readonly GridRow[]): boolean {
  return rows.some((row) => row.changed.size > 0);
}

/** Sets one cell; typing the saved value back leaves no edit behind. */
export function editCell(edits: Edits, areaId: string, key: InputKey, value: number | null): Edits {
  return { ...edits, [areaId]: { ...edits[areaId], [key]: value } };
}

/**
 * What Save sends: the changed rows only, through the same check the server makes, so a
 * row the server would refuse is refused here with the server's words (an empty cell reads
 * as missing, which the check words for its column).
 */
export function saveValues(rows: readonly GridRow[]): { values: string; check: TargetValuesResult } {
  const payload = rows
    .filter((row) => row.changed.size > 0)
    .map((row) => ({
      area: row.areaId,
      ...Object.fromEntries(INPUT_KEYS.map((key) => [key, row.values[key] ?? undefined])),
    }));
  const values = JSON.stringify(payload);
  return { values, check: readTargetValues(values) };
}

export interface GridTotals {
  assigned: number;
  operating: number;
  rides: number;
  totalREV: number;
  riders: number;
  newUsers: number;
}

/** The summary row: sums of the counts and of the derived month figures. */
export function gridTotals(rows: readonly GridRow[]): GridTotals {
  const sum = (pick: (row: GridRow) => number) =>
    Math.round(rows.reduce((total, row) => total + pick(row), 0) * 100) / 100;
  return {
    assigned: sum((row) => row.values.assigned ?? 0),
    operating: sum((row) => row.derived.operating),
    rides: sum((row) => row.derived.rides),
    totalREV: sum((row) => row.derived.totalREV),
    riders: sum((row) => row.values.riders ?? 0),
    newUsers: sum((row) => row.values.newUsers ?? 0),
  };
}
