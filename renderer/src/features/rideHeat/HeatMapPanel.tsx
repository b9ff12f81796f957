import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import type L from 'leaflet';
import { errorMessageOf } from '../../i18n/errorText';
import { EmptyState } from '../../components/EmptyState';
import { HeatLayer, OpsMap, type HeatData } from '../../components/map';
import { HeatLegend } from './HeatLegend';
import type { RideHeatmapData } from './rideHeatApi';

export interface HeatMapPanelProps {
  data: RideHeatmapData | undefined;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  onZoom: (zoom: number) => void;
  pointLabel: string;
  height: number | '100%';
  onMap?: (map: L.Map) => void;
  /** Changes when what is counted changes (range, point, areas; not the hour): the map fits the new cells once. */
  fitKey: string;
  /** Shown in the empty state: what to change. */
  emptyHint: ReactNode;
  testId: string;
}

const NO_CELLS: HeatData = { cells: [], maxCount: 0, cellSize: 0.002 };

/**
 * The map of a heat page: the app's map (areas offered as a layer) with the heat layer, the
 * legend in a corner, and the designed states over it: loading, failed (with Try again), and
 * no rides in the range. The last paint time goes on the panel as data-paint-ms.
 */
export function HeatMapPanel({
  data,
  loading,
  fetching,
  error,
  onRetry,
  onZoom,
  pointLabel,
  height,
  onMap,
  fitKey,
  emptyHint,
  testId,
}: HeatMapPanelProps) {
  const panel = useRef<HTMLDivElement | null>(null);
  const heat = useMemo<HeatData>(
    () => (data ? { cells: data.cells, maxCount: data.maxCount, cellSize: data.cellSize } : NO_CELLS),
    [data],
  );
  const onPaint = useCallback((ms: number) => {
    if (panel.current) panel.current.dataset.paintMs = ms.toFixed(1);
  }, []);
  const empty = !loading && !error && data !== undefined && data.totalRides === 0;
  return (
    <div
      ref={panel}
      className="ops-heat-panel"
      style={{ height }}
      data-testid={testId}
      data-state={error ? 'error' : loading ? 'loading' : empty ? 'empty' : 'ready'}
    >
      <OpsMap
        height="100%"
        offered={['Areas']}
        initial={['Areas']}
        zoomPanel
        onMap={onMap}
        testId={`${testId}-map`}
      >
        <HeatLayer data={heat} onZoom={onZoom} onPaint={onPaint} fitKey={fitKey} />
      </OpsMap>
      {data && data.totalRides > 0 && <HeatLegend data={data} pointLabel={pointLabel} />}
      {fetching && !loading && <Spin size="small" className="ops-heat-refreshing" />}
      {loading && (
        <div className="ops-heat-overlay" data-testid="heat-loading">
          <Spin tip="Counting rides…">
            <div style={{ width: 160, height: 40 }} />
          </Spin>
        </div>
      )}
      {error !== undefined && error !== null && !loading && (
        <div className="ops-heat-overlay">
          <Alert
            type="error"
            showIcon
            title={errorMessageOf(error)}
            action={
              <Button size="small" onClick={onRetry}>
                Try again
              </Button>
            }
            data-testid="heat-error"
          />
        </div>
      )}
      {empty && (
        <div className="ops-heat-overlay" data-testid="heat-empty">
          <div className="ops-heat-empty-card">
            <EmptyState title="No rides in this range" description={emptyHint} />
          </div>
        </div>
      )}
    </div>
  );
}
