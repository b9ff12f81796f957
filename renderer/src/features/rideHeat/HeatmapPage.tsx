import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { appPath } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { HeatControls, POINT_LABELS } from './HeatControls';
import { HeatMapPanel } from './HeatMapPanel';
import { writeHeatView } from './heatView';
import { useHeatPage } from './useHeatPage';
import './heat.css';

/**
 * /app/ride/heatmap (rides.VIEW_ANALYTICS), reached from the Rides list header (02 §2): where
 * rides start or end on the map, hour by hour. The map takes the page; the controls sit above it.
 */
export default function HeatmapPage() {
  const page = useHeatPage('rideHeatmap');
  const navigate = useNavigate();
  const canHeatData = useCan(gate('analytics.VIEW_HEAT_DATA'));
  const canRides = useCan(gate('rides.VIEW_PAGE'));
  const search = `?${writeHeatView(page.view).toString()}`;
  return (
    <div className="ops-heat-page" data-testid="ride-heatmap-page">
      <PageHeader
        title="Ride Heatmap"
        subtitle="Where rides start and end, by hour of the Cairo day."
        extra={
          <>
            {canRides && <Button onClick={() => navigate(appPath('rides'))}>Rides</Button>}
            {canHeatData && (
              <Button onClick={() => navigate(`${appPath('heat/data')}${search}`)}>Heat Data table</Button>
            )}
          </>
        }
      />
      <HeatControls
        view={page.view}
        onView={page.onView}
        playing={page.playing}
        onPlaying={page.setPlaying}
        hours={page.hours.data}
      />
      <HeatMapPanel
        data={page.cells.data}
        loading={page.cells.isLoading}
        fetching={page.cells.isFetching}
        error={page.cells.error}
        onRetry={() => void page.cells.refetch()}
        onZoom={page.onZoom}
        pointLabel={POINT_LABELS[page.view.point]}
        fitKey={page.fitKey}
        height="100%"
        emptyHint="Pick a longer range, another hour or all areas."
        testId="ride-heatmap"
      />
    </div>
  );
}
