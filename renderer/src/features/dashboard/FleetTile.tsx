import { Flex, Tooltip, Typography } from 'antd';
import type { FleetStatus } from '@ops/shared/rules/dashboard';
import { EmptyState } from '../../components/EmptyState';
import { DashboardTile, type TileState } from './DashboardTile';
import type { HomeDashboardView } from './dashboardLive';
import { TILE_PATHS } from './tilePaths';

export const FLEET_COLOURS: Record<FleetStatus, string> = {
  available: '#16a34a',
  inRide: '#2563eb',
  urgent: '#dc2626',
  outOfFence: '#d97706',
  inStorage: '#64748b',
  disabled: '#a1a1aa',
};
const colourOf = (status: string): string => FLEET_COLOURS[status as FleetStatus] ?? '#a1a1aa';

/** Fleet health as one bar (each vehicle counted once) and its legend; no chart library needed. */
export function FleetTile({ view, state, onRetry }: { view: HomeDashboardView | undefined; state: TileState; onRetry: () => void }) {
  const fleet = view?.fleet;
  const total = fleet?.total ?? 0;
  return (
    <DashboardTile title="Fleet" to={TILE_PATHS.fleet} linkLabel="Open vehicles" state={state} stale={view?.staleParts.includes('fleet')} onRetry={onRetry} testId="tile-fleet">
      {total === 0 ? (
        <EmptyState title="No vehicles yet" description="Vehicles appear here once they are added to the fleet." />
      ) : (
        <>
          <Typography.Text type="secondary">{total} vehicles</Typography.Text>
          <div className="ops-dash-bar" role="img" aria-label={fleet?.statuses.map((s) => `${s.label} ${s.count}`).join(', ')}>
            {fleet?.statuses
              .filter((s) => s.count > 0)
              .map((s) => (
                <Tooltip key={s.status} title={`${s.label}: ${s.count}`}>
                  <span style={{ flexGrow: s.count, background: colourOf(s.status) }} />
                </Tooltip>
              ))}
          </div>
          <Flex wrap gap={8} className="ops-dash-legend">
            {fleet?.statuses.map((s) => (
              <span key={s.status} className="ops-dash-legend-item" data-testid={`fleet-${s.status}`}>
                <i style={{ background: colourOf(s.status) }} />
                <Typography.Text type="secondary">{s.label}</Typography.Text>
                <Typography.Text strong>{s.count}</Typography.Text>
              </span>
            ))}
          </Flex>
        </>
      )}
    </DashboardTile>
  );
}
