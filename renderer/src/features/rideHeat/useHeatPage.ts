import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cellSizeForZoom, type HeatCellSize } from '@ops/shared/analytics/heat';
import { MAP } from '@ops/shared/rules/constants';
import {
  heatVariables,
  hoursVariables,
  nextHour,
  readHeatView,
  writeHeatView,
  type HeatView,
} from './heatView';
import { useHeatQueries, useRideHeatPrefetch, type HeatSource } from './rideHeatApi';

/**
 * The state of a heat page: the view in the address, the cell size the map's zoom asks for,
 * the two calls, and Play (the next hour is fetched while this one shows, so each step of
 * the slider has its data waiting).
 */
export function useHeatPage(source: HeatSource) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readHeatView(params, new Date()), [params]);
  const [zoom, setZoom] = useState<number>(MAP.defaultZoom);
  const [playing, setPlaying] = useState(false);
  const cellSize: HeatCellSize = cellSizeForZoom(zoom);
  const cellsArgs = useMemo(() => heatVariables(view, cellSize), [view, cellSize]);
  const hoursArgs = useMemo(() => hoursVariables(view), [view]);
  const { cells, hours } = useHeatQueries(source, cellsArgs, hoursArgs);
  const prefetch = useRideHeatPrefetch(source);

  const onView = useCallback(
    (patch: Partial<HeatView>) =>
      setParams((current) => writeHeatView({ ...readHeatView(current, new Date()), ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  const onZoom = useCallback((z: number) => setZoom(z), []);

  useEffect(() => {
    if (playing) prefetch(heatVariables({ ...view, hour: nextHour(view.hour) }, cellSize));
  }, [playing, view, cellSize, prefetch]);

  const fitKey = `${view.from}|${view.to}|${view.point}|${view.areas.join(',')}`;
  return { view, onView, cellSize, onZoom, playing, setPlaying, cells, hours, fitKey };
}
