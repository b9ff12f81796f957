import { Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { urgencyColour } from '@ops/shared/rules/alerts';
import { caseForUrgentReason } from '@ops/shared/rules/labels';
import { formatCount } from '../../lib/format';
import { taskCaseText } from '../../i18n/sharedLabels';
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
  const top = Math.max(1, ...(urgent?.types.map((type) => type.count) ?? [1]));
  const { t } = useTranslation();
  // Worded as shared/rules/alerts.ts urgencyLabel does: its task case's label, else our own words.
  const label = (type: { urgencyType: string; label: string }) => {
    const own = t(`dashboard.urgent.type.${type.urgencyType}`, { defaultValue: '' });
    if (own) return own;
    const taskCase = caseForUrgentReason(type.urgencyType);
    return taskCase === 'OTHER' ? type.label : taskCaseText(t, taskCase);
  };
  return (
    <DashboardTile
      title={
        urgent
          ? t('dashboard.urgent.titleCount', { n: formatCount(urgent.total) })
          : t('dashboard.urgent.title')
      }
      to={TILE_PATHS.urgent}
      linkLabel={t('dashboard.urgent.link')}
      state={state}
      stale={view?.staleParts.includes('urgent')}
      onRetry={onRetry}
      testId="tile-urgent"
    >
      {urgent && urgent.total === 0 ? (
        <Typography.Text type="success">
          <CheckCircleOutlined /> {t('dashboard.urgent.none')}
        </Typography.Text>
      ) : (
        <ul className="ops-dash-rows">
          {urgent?.types.map((type) => (
            <li key={type.urgencyType}>
              <Typography.Text className="ops-dash-row-label">{label(type)}</Typography.Text>
              <span className="ops-dash-row-bar">
                <span
                  style={{
                    width: `${(type.count / top) * 100}%`,
                    background: urgencyColour(type.urgencyType) === 'red' ? '#dc2626' : '#f59e0b',
                  }}
                />
              </span>
              <Typography.Text strong>{formatCount(type.count)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </DashboardTile>
  );
}
