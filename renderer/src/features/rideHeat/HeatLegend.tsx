import { Typography } from 'antd';
import { HEAT_STOPS, legendMiddle } from '../../components/map';
import type { RideHeatmapData } from './rideHeatApi';

const fmt = (n: number) => n.toLocaleString('en');
/** A cell's side north–south (one degree of latitude is about 111 km), in m or km. */
const cellSide = (degrees: number) => {
  const metres = degrees * 111_000;
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;
};

/** The legend: the colour scale from one ride to the busiest cell, the cell size, and what the map counts. */
export function HeatLegend({ data, pointLabel }: { data: RideHeatmapData; pointLabel: string }) {
  const gradient = `linear-gradient(to right, ${HEAT_STOPS.map(([at, colour]) => `${colour} ${at * 100}%`).join(', ')})`;
  return (
    <div className="ops-heat-legend" data-testid="heat-legend">
      <Typography.Text strong>
        {pointLabel} per cell of ~{cellSide(data.cellSize)}
      </Typography.Text>
      <div className="ops-heat-scale" style={{ background: gradient }} />
      <div className="ops-heat-scale-labels">
        <span>1</span>
        {/* The middle mark only where it says something: with a max of 2 or 3 it would repeat an end. */}
        {legendMiddle(data.maxCount) > 1 && legendMiddle(data.maxCount) < data.maxCount && (
          <span>{fmt(legendMiddle(data.maxCount))}</span>
        )}
        <span>{fmt(data.maxCount)}</span>
      </div>
      <Typography.Text type="secondary" data-testid="heat-totals">
        {fmt(data.totalRides)} rides in {fmt(data.totalCells)} cells
        {data.truncated ? ` (the busiest ${fmt(data.cells.length)} shown)` : ''}
      </Typography.Text>
    </div>
  );
}
