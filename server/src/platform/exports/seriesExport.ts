import { ANALYTICS_EXPORT, type AnalyticsExportField } from '@ops/shared/exports/analyticsExportFields';
import { normalizeAreaSelection, selectAreas, type Series } from '@ops/shared/analytics/selection';
import { LIST_MESSAGES, type Parsed } from '@ops/shared/lists/listRequest';
import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import type { Db } from '../db/client';
import type { SeriesRegistry } from './exportableSeries';
import { EXPORT_NOT_ALLOWED, ExportRefusal } from './request';
import { fieldsOf, type ExportField, type ExportModule, type FieldCell } from './types';

/** One label of the series: its values in the areas' order, and the areas (the same array on every row). */
interface SeriesRow {
  label: string;
  values: readonly number[];
  total: number;
  areas: readonly { id: string; name: string }[];
}

interface AnalyticsFilters {
  series: string;
  title: string;
  type: string;
  areas: string[];
  run: (db: Db) => Promise<Series>;
}

export const UNKNOWN_SERIES = (name: string) => `Unknown analytics series: ${name}`;

const CELLS: Record<AnalyticsExportField, FieldCell<SeriesRow>> = {
  label: { width: 14, value: (row) => row.label },
  // Stands for one column per area; `sheet` below replaces it with them.
  areas: { width: 14, value: () => null },
  total: { width: 14, value: (row) => row.total },
};

const LABEL_HEADERS: Record<string, string> = { DAYS: 'Date', WEEKS: 'Week of', MONTH: 'Month' };

// Excel refuses sheet names over 31 characters or with any of []:*?/\ in them.
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

function readAnalyticsFilters(
  registry: SeriesRegistry,
  value: Record<string, unknown>,
  role: RoleLike | null,
): Parsed<AnalyticsFilters> {
  const { series, areas = [], ...args } = value;
  if (typeof series !== 'string' || series === '')
    return { ok: false, error: LIST_MESSAGES.badFilter('series', 'Required') };
  const entry = registry.get(series);
  if (!entry) return { ok: false, error: UNKNOWN_SERIES(series) };
  // The series' own query gate: who cannot see the chart cannot export its table.
  if (!can(role, entry.gate)) throw new ExportRefusal(403, EXPORT_NOT_ALLOWED);
  if (!Array.isArray(areas) || areas.some((id) => typeof id !== 'string'))
    return { ok: false, error: LIST_MESSAGES.badFilter('areas', 'Expected a list of area ids') };
  const prepared = entry.prepare(args);
  if (!prepared.ok) return prepared;
  return {
    ok: true,
    value: {
      series,
      type: String(args.type),
      areas: normalizeAreaSelection(areas as string[]),
      ...prepared.value,
    },
  };
}

async function* seriesRows(db: Db, filters: AnalyticsFilters): AsyncIterable<readonly SeriesRow[]> {
  // A series is at most ~1100 labels: one page, so `sheet` sees every area on the first.
  const series = selectAreas(await filters.run(db), filters.areas);
  const areas = series.areasData.map(({ id, name }) => ({ id, name }));
  yield series.xAxisLabels.map((label, i) => ({
    label,
    values: series.areasData.map((area) => area.labels[i] ?? 0),
    total: series.totalData[i] ?? 0,
    areas,
  }));
}

/**
 * Analytics (02 §5: no 95-day limit): the table under an analytics chart, for any series a domain
 * gives (DomainModule.exportableSeries, gathered by compose/modules.ts). Filters are
 * `{ series, areas?, ...the series' arguments }`.
 */
export const seriesExport = (registry: SeriesRegistry): ExportModule<SeriesRow, AnalyticsFilters> => ({
  spec: ANALYTICS_EXPORT,
  title: ANALYTICS_EXPORT.title,
  fields: fieldsOf(ANALYTICS_EXPORT, CELLS),
  readFilters: (value, { role }) => readAnalyticsFilters(registry, value, role),
  rowSource: (db, filters) => seriesRows(db, filters),
  sheet(fields, filters, firstRows) {
    const areas = firstRows[0]?.areas ?? [];
    const columns = fields.flatMap((field): ExportField<SeriesRow>[] => {
      if (field.key === 'label') return [{ ...field, header: LABEL_HEADERS[filters.type] ?? field.header }];
      if (field.key !== 'areas') return [field];
      return areas.map((area, at) => ({
        key: `area:${area.id}`,
        header: area.name,
        width: Math.max(10, area.name.length + 2),
        value: (row) => row.values[at] ?? 0,
      }));
    });
    return { title: sheetName(filters.title), fields: columns };
  },
});
