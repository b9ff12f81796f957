import { Flex, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import type { FleetStatus } from '@ops/shared/rules/dashboard';
import { appPath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { DashboardTile, type TileState } from './DashboardTile';
import type { HomeDashboardView } from './dashboardLive';
import { TILE_PATHS } from './tilePaths';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';

export const FLEET_COLOURS: Record<FleetStatus, string> = {
  available: '#16a34a',
  inRide: '#2563eb',
  urgent: '#dc2626',
  inStorage: '#64748b',
  disabled: '#a1a1aa',
};
const OUT_OF_FENCE_COLOUR = '#d97706';
const OUT_OF_FENCE_PATH = appPath('vehicles/out-of-fence');
const colourOf = (status: string): string => FLEET_COLOURS[status as FleetStatus] ?? '#a1a1aa';

/** Fleet health as one bar (each vehicle counted once) and its legend; no chart library needed. */
export function FleetTile({
  view,
  state,
  onRetry,
}: {
  view: HomeDashboardView | undefined;
  state: TileState;
  onRetry: () => void;
}) {
  const fleet = view?.fleet;
  const total = fleet?.total ?? 0;
  const { t } = useTranslation();
  const label = (s: { status: string; label: string }) =>
    t(`dashboard.fleet.status.${s.status}`, { defaultValue: s.label });
  return (
    <DashboardTile
      title={t('dashboard.fleet.title')}
      to={TILE_PATHS.fleet}
      linkLabel={t('dashboard.fleet.link')}
      state={state}
      stale={view?.staleParts.includes('fleet')}
      onRetry={onRetry}
      testId="tile-fleet"
    >
      {total === 0 ? (
        <EmptyState title={t('dashboard.fleet.empty')} description={t('dashboard.fleet.emptyText')} />
      ) : (
        <>
          <Typography.Text type="secondary">
            {t('dashboard.fleet.count', { count: total, n: formatCount(total) })}
          </Typography.Text>
          <div
            className="ops-dash-bar"
            role="img"
            aria-label={fleet?.statuses.map((s) => `${label(s)} ${formatCount(s.count)}`).join(', ')}
          >
            {fleet?.statuses
              .filter((s) => s.count > 0)
              .map((s) => (
                <Tooltip
                  key={s.status}
                  title={t('dashboard.fleet.part', { label: label(s), n: formatCount(s.count) })}
                >
                  <span style={{ flexGrow: s.count, background: colourOf(s.status) }} />
                </Tooltip>
              ))}
          </div>
          <Flex wrap gap={8} className="ops-dash-legend">
            {fleet?.statuses.map((s) => (
              <span key={s.status} className="ops-dash-legend-item" data-testid={`fleet-${s.status}`}>
                <i style={{ background: colourOf(s.status) }} />
                <Typography.Text type="secondary">{label(s)}</Typography.Text>
                <Typography.Text strong>{formatCount(s.count)}</Typography.Text>
              </span>
            ))}
          </Flex>
          {/* Not a slice of the bar: out of fence cuts across it (in a ride, idle, stored), as on its page. */}
          <Link to={OUT_OF_FENCE_PATH} className="ops-dash-legend-item" data-testid="fleet-outOfFence">
            <i style={{ background: OUT_OF_FENCE_COLOUR }} />
            <Typography.Text type="secondary">{t('dashboard.fleet.outOfFence')}</Typography.Text>
            <Typography.Text strong>{formatCount(fleet?.outOfFence ?? 0)}</Typography.Text>
          </Link>
        </>
      )}
    </DashboardTile>
  );
}
