import { Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { urgencyColour } from '@ops/shared/rules/alerts';
import { DashboardTile, type TileState } from './DashboardTile';
import type { HomeDashboardView } from './dashboardLive';
import { TILE_PATHS } from './tilePaths';

/** Urgent vehicles by urgency type, most first, red and amber as the live notices colour them. */
export function UrgentTile({
  view,
  state,
  onRetry,
}: {
  view: HomeDashboardView | undefined;
  state: TileState;
  onRetry: () => void;
}) {
  const urgent = view?.urgent;
  const top = Math.max(1, ...(urgent?.types.map((t) => t.count) ?? [1]));
  return (
    <DashboardTile
      title={`Urgent vehicles${urgent ? ` · ${urgent.total}` : ''}`}
      to={TILE_PATHS.urgent}
      linkLabel="Open urgent vehicles"
      state={state}
      stale={view?.staleParts.includes('urgent')}
      onRetry={onRetry}
      testId="tile-urgent"
    >
      {urgent && urgent.total === 0 ? (
        <Typography.Text type="success">
          <CheckCircleOutlined /> No urgent vehicles
        </Typography.Text>
      ) : (
        <ul className="ops-dash-rows">
          {urgent?.types.map((t) => (
            <li key={t.urgencyType}>
              <Typography.Text className="ops-dash-row-label">{t.label}</Typography.Text>
              <span className="ops-dash-row-bar">
                <span
                  style={{
                    width: `${(t.count / top) * 100}%`,
                    background: urgencyColour(t.urgencyType) === 'red' ? '#dc2626' : '#f59e0b',
                  }}
                />
              </span>
              <Typography.Text strong>{t.count}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </DashboardTile>
  );
}
