import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cairoDay, type TimeUnit } from '@ops/shared/analytics/buckets';
import { selectAreas, type Series } from '@ops/shared/analytics/selection';
import { createChainedWriter } from '../list/chainedWriter';
import {
  DEFAULT_RANGE_DAYS,
  readAnalyticsUrlState,
  writeAnalyticsUrlState,
  type AnalyticsDefaults,
  type AnalyticsUrlState,
} from './analyticsUrlState';

export interface AnalyticsState extends AnalyticsUrlState {
  defaults: AnalyticsDefaults;
  /** The variables every series query takes (02 §7: startDate, endDate, type), as Cairo days. */
  request: { startDate: string; endDate: string; type: TimeUnit };
  setRange: (from: string, to: string) => void;
  setUnit: (unit: TimeUnit) => void;
  setAreas: (areas: string[]) => void;
  /** A series narrowed to the chosen areas, totals recomputed (02 §4). */
  select: (series: Series) => Series;
}

/**
 * An analytics page's range, resolution and areas, kept in the URL query (analyticsUrlState.ts).
 * Every change adds a history entry, so Back undoes it; writes before the next render build on
 * each other (the list kit's chained writer).
 */
export function useAnalyticsState(options: { days?: number; unit?: TimeUnit } = {}): AnalyticsState {
  const [params, setParams] = useSearchParams();
  // Today is read once per page visit: a page left open past midnight keeps its range.
  const [today] = useState(() => cairoDay(new Date()));
  const defaults = useMemo<AnalyticsDefaults>(
    () => ({ today, days: options.days ?? DEFAULT_RANGE_DAYS, unit: options.unit }),
    [today, options.days, options.unit],
  );
  const state = useMemo(() => readAnalyticsUrlState(params, defaults), [params, defaults]);

  const latestSetParams = useRef(setParams);
  const [writer] = useState(createChainedWriter);
  useEffect(() => {
    latestSetParams.current = setParams;
    writer.caughtUp();
  }, [setParams, writer]);
  const update = useCallback(
    (change: (current: AnalyticsUrlState) => AnalyticsUrlState) =>
      latestSetParams.current((current) =>
        writer.write(current, (base) =>
          writeAnalyticsUrlState(change(readAnalyticsUrlState(base, defaults)), defaults, base),
        ),
      ),
    [defaults, writer],
  );

  const { from, to, unit, areas } = state;
  return {
    ...state,
    defaults,
    request: useMemo(() => ({ startDate: from, endDate: to, type: unit }), [from, to, unit]),
    setRange: useCallback(
      (start: string, end: string) => update((s) => ({ ...s, from: start, to: end })),
      [update],
    ),
    setUnit: useCallback((next: TimeUnit) => update((s) => ({ ...s, unit: next })), [update]),
    setAreas: useCallback((next: string[]) => update((s) => ({ ...s, areas: next })), [update]),
    select: useCallback((series: Series) => selectAreas(series, areas), [areas]),
  };
}
