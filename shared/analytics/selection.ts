import { average, total } from '../rules/analytics';

/** The series shape of 02 §3, as both sides hold it (the GraphQL AnalyticsSeries). */
export interface SeriesArea {
  id: string;
  name: string;
  labels: readonly number[];
}

export interface Series {
  xAxisLabels: readonly string[];
  areasData: readonly SeriesArea[];
  totalData: readonly number[];
}

/** 02 §4, 03 §4: "choosing the first area value 0 clears the filter". */
export const ALL_AREAS = '0';

/**
 * The area filter as chosen: nothing, or 0 anywhere in it (the first option, "All areas"),
 * means every area. Duplicates are dropped; order is kept.
 */
export function normalizeAreaSelection(selected: readonly string[] | null | undefined): string[] {
  if (!selected || selected.length === 0 || selected.includes(ALL_AREAS)) return [];
  return [...new Set(selected.filter((id) => id !== ''))];
}

/**
 * What a multi-select's change means: picking "All areas" (0) after some areas clears them; picking
 * an area while "All areas" is shown starts a selection with that area alone.
 */
export function areaSelectionChange(previous: readonly string[], next: readonly string[]): string[] {
  // With nothing chosen the select shows "All areas" (0), so 0 is not new then.
  const shown = normalizeAreaSelection(previous).length === 0 ? [ALL_AREAS] : previous;
  const added = next.filter((id) => !shown.includes(id));
  if (added.includes(ALL_AREAS)) return [];
  return normalizeAreaSelection(next.filter((id) => id !== ALL_AREAS));
}

/**
 * The series narrowed to the chosen areas (02 §4: selecting areas filters the view and recomputes
 * totals): each label's total is the sum over the chosen areas only. No choice keeps every area
 * and the server's totals. Ids that are not in the series are ignored.
 */
export function selectAreas<S extends Series>(
  series: S,
  selected: readonly string[] | null | undefined,
): Series {
  const chosen = normalizeAreaSelection(selected);
  if (chosen.length === 0) return series;
  const areasData = series.areasData.filter((area) => chosen.includes(area.id));
  const totalData = series.xAxisLabels.map((_label, i) =>
    total(areasData.map((area) => area.labels[i] ?? 0)),
  );
  return { xAxisLabels: series.xAxisLabels, areasData, totalData };
}

/** The KPI figures of a (selected) series: the sum over the range and the mean per label. */
export interface SeriesSummary {
  total: number;
  average: number;
  /** Per area, for the table's footer and the cards: the area's sum and mean over the range. */
  areas: { id: string; name: string; total: number; average: number }[];
}

export function summarize(series: Series): SeriesSummary {
  return {
    total: total(series.totalData),
    average: average(series.totalData),
    areas: series.areasData.map((area) => ({
      id: area.id,
      name: area.name,
      total: total(area.labels),
      average: average(area.labels),
    })),
  };
}

/** Every area any of the series names, in name order: the choices of an analytics page's area select. */
export function areasOfSeries(
  ...series: ReadonlyArray<Series | null | undefined>
): { id: string; name: string }[] {
  const areas = new Map<string, string>();
  for (const one of series) for (const area of one?.areasData ?? []) areas.set(area.id, area.name);
  return [...areas].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A series of ratios of two series over the same labels (fulfilment = rides / sessions, 02 §5):
 * per area and label `ratio(numerator, divisor)`, and the total line the ratio of the totals
 * (not a sum of ratios). An area either series lacks counts as zeros there.
 */
export function ratioSeries(
  numerator: Series,
  divisor: Series,
  ratio: (a: number, b: number) => number,
): Series {
  const byId = (series: Series) => new Map(series.areasData.map((area) => [area.id, area]));
  const top = byId(numerator);
  const bottom = byId(divisor);
  const ids = [...new Set([...top.keys(), ...bottom.keys()])];
  const areasData = ids
    .map((id) => {
      const a = top.get(id);
      const b = bottom.get(id);
      return {
        id,
        name: (a ?? b)!.name,
        labels: numerator.xAxisLabels.map((_label, i) => ratio(a?.labels[i] ?? 0, b?.labels[i] ?? 0)),
      };
    })
    .sort((x, y) => x.name.localeCompare(y.name));
  return {
    xAxisLabels: numerator.xAxisLabels,
    areasData,
    totalData: numerator.xAxisLabels.map((_label, i) =>
      ratio(numerator.totalData[i] ?? 0, divisor.totalData[i] ?? 0),
    ),
  };
}
